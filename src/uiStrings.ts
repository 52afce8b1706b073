import { z } from 'astro/zod';

/**
 * The site's own UI strings (Starlight's are translated in the same files). Every key is required:
 * `src/content/i18n/en.json` and `zh-TW.json` must both define it, or the build fails.
 * Keys are dotted and prefixed by feature, as Starlight's own are.
 */
const text = (description: string) => z.string().min(1).meta({ description });

export const uiStringsSchema = z.object({
	'common.yes': text('"Yes" in a fact table.'),
	'common.no': text('"No" in a fact table.'),
	'common.copy': text('Label of a copy button.'),
	'common.copied': text('Announced after a successful copy.'),

	'codePage.metaDescription': text('Meta description of a code page. {code} {meaning} {exitCode}'),
	'codePage.facts': text('Accessible name of the facts list at the top of a code page.'),
	'codePage.retryable': text('Fact label: descriptor.retryable.'),
	'codePage.exitCode': text('Fact label: descriptor.exitCode.'),
	'codePage.httpLikeStatus': text('Fact label: descriptor.httpLikeStatus.'),
	'codePage.category': text('Fact label: descriptor.category.'),
	'codePage.sourceArea': text('Fact label: the source area.'),
	'codePage.layer': text('Fact label: the layer of failure.'),
	'codePage.since': text('Fact label: contract version that introduced the code.'),
	'codePage.whatToRun': text('Heading above the recovery command.'),
	'codePage.whatToDo': text('Heading above a recovery instruction (no command).'),
	'codePage.placeholders': text('Heading of the placeholders table.'),
	'codePage.placeholderName': text('Column: placeholder.'),
	'codePage.placeholderMeaning': text('Column: what the placeholder stands for.'),
	'codePage.placeholderDetailsKey': text('Column: the details key that fills it.'),
	'codePage.retry': text('Heading of the retry advice.'),
	'codePage.whenItFires': text('Heading of the "when it fires / likely causes" paragraph.'),
	'codePage.exitCodeHeading': text('Heading of the exit code section.'),
	'codePage.exitCodeOthers': text('Sentence before the list of other codes with the same exit code.'),
	'codePage.example': text('Heading of the example envelope.'),
	'codePage.exampleLead': text('Sentence before the example envelope.'),
	'codePage.openInPlayground': text('Link that opens the example in the playground.'),
	'codePage.related': text('Heading of the related codes.'),
	'codePage.relatedSameArea': text('Sub-heading: codes of the same source area.'),
	'codePage.relatedSameRecovery': text('Sub-heading: codes with the same recovery.'),
	'codePage.relatedNone': text('Shown when a code has no related code.'),
	'codePage.deprecated': text('Notice on a retired code. {since}'),
	'codePage.deprecatedReplacement': text('Notice: the code emitted instead. Followed by a link.'),
	'codePage.machineReadable': text('Link to the machine-readable record.'),
	'codePage.backToIndex': text('Link back to the codes index.'),

	'codesIndex.title': text('Title of the codes index.'),
	'codesIndex.description': text('Meta description and lead of the codes index. {count}'),
	'codesIndex.filters': text('Accessible name of the filter form.'),
	'codesIndex.search': text('Label of the free-text filter.'),
	'codesIndex.searchPlaceholder': text('Placeholder of the free-text filter.'),
	'codesIndex.sourceArea': text('Label of the source-area filter.'),
	'codesIndex.category': text('Label of the category filter.'),
	'codesIndex.retryable': text('Label of the retryable filter.'),
	'codesIndex.exitCode': text('Label of the exit-code filter.'),
	'codesIndex.any': text('Option: no filtering on this field.'),
	'codesIndex.reset': text('Button that clears the filters.'),
	'codesIndex.count': text('Live count of shown rows. {shown} {total}'),
	'codesIndex.noMatch': text('Shown when no row matches the filters.'),
	'codesIndex.caption': text('Caption of the codes table.'),
	'codesIndex.colCode': text('Column: code.'),
	'codesIndex.colMeaning': text('Column: meaning.'),
	'codesIndex.colSourceArea': text('Column: source area.'),
	'codesIndex.colRetryable': text('Column: retryable.'),
	'codesIndex.colExitCode': text('Column: exit code.'),
});
