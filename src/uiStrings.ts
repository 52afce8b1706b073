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
	'common.listSeparator': text(
		'Between the items of an inline list (", " in English, "、" in Chinese).',
	),

	'codePage.metaDescription': text('Meta description of a code page. {code} {meaning} {exitCode}'),
	'codePage.facts': text('Accessible name of the facts list at the top of a code page.'),
	'codePage.retryable': text('Fact label: descriptor.retryable.'),
	'codePage.exitCode': text('Fact label: descriptor.exitCode.'),
	'codePage.httpLikeStatus': text('Fact label: descriptor.httpLikeStatus.'),
	'codePage.category': text('Fact label: descriptor.category.'),
	'codePage.sourceArea': text('Fact label: the source area.'),
	'codePage.layer': text('Fact label: the layer of failure.'),
	'codePage.since': text('Fact label: where a contract code comes from, the v3 contract.'),
	'codePage.addedIn': text('Fact label: the release that added a code the contract table lacks.'),
	'codePage.laterTitle': text("Title of the notice on a later code's page."),
	'codePage.laterNotice': text("Notice on a later code's page. {release}"),
	'codePage.laterChangesLink': text('Link to the changes page after the later-code notice.'),
	'codePage.whatToDo': text('Heading above the fixes (or the recovery, for a code without fixes).'),
	'codePage.fix.number': text(
		'Before a fix’s cause in its heading, on a code with more than one fix (the page’s “fix {number} above” names it). Ends with its own space where the language puts one. {number}',
	),
	'codePage.fix.others': text(
		'Before the other causes, each a fold with its own fix, after the first fix.',
	),
	'codePage.fix.check': text("Label before a fix's check: the command and what it prints."),
	'codePage.fix.checkOwn': text(
		"After the Check label when the fix's command is its own check, before what it prints (the page, its twin, explain and llms-full say it alike).",
	),
	'codePage.fix.when': text(
		'What selects a fix, a sentence. {conditions}: the conditions, joined as a list.',
	),
	'codePage.fix.when.details': text('Condition: a member of details has a value. {member} {value}'),
	'codePage.fix.when.detailsPresent': text('Condition: details has a member. {member}'),
	'codePage.fix.when.message': text('Condition: message starts with a text. {message}'),
	'codePage.fix.when.command': text(
		'Condition: meta.command, the CLI command that failed. {command}',
	),
	'codePage.fix.when.surface.cli': text('Condition: the payload came from the CLI.'),
	'codePage.fix.when.surface.mcp': text('Condition: the payload came from the MCP server.'),
	'codePage.fix.when.surface.daemon': text('Condition: the payload came from the daemon.'),
	'codePage.fix.when.exitCode': text('Condition: the exit status. {exitCode}'),
	'codePage.fill.lead': text(
		'Above the placeholder form: typing a value fills every command of the page; it stays in the page.',
	),
	'codePage.fill.refused': text(
		'Under a placeholder input whose value is refused (it could break the shell command).',
	),
	'codePage.contractNote': text(
		"Summary of the fold that holds the contract's recovery (its flutter_mcp_cli form).",
	),
	'codePage.contractFormInstruction': text(
		'As contractForm, before an instruction (write_blocked), which names no binary. {commit}',
	),
	'codePage.contractForm': text(
		'Before the same command (or instruction) as the v3 contract table writes it, which may differ from what the CLI’s code prints (a binary never published). {binary} {commit}',
	),
	'codePage.placeholders': text('Heading of the placeholders table.'),
	'codePage.placeholderName': text('Column: placeholder.'),
	'codePage.placeholderMeaning': text('Column: what the placeholder stands for.'),
	'codePage.retry': text('Heading of the retry advice.'),
	'codePage.retry.afterRecoveryNoted': text(
		'Retry label of a code whose class says to recover and retry once, and whose own note (the text after it) says its cause passes: the fix, not doctor, comes first.',
	),
	'codePage.retry.backoffNoted': text(
		'Retry label of a code whose class says to retry with backoff and whose own note (right after the label) says what to change first.',
	),
	'codePage.retry.backoffNotedText': text(
		'After such a code’s note, in place of its class sentence (which said to repeat the same call): the backoff once the change is made. {attempts} {firstDelay}',
	),
	'codePage.retry.neverSent': text(
		'Retry label of a code no error object carries whose class says to retry with backoff and that has no note of its own: the backoff is for a client of your own that sends it.',
	),
	'codePage.retry.neverSentNoted': text(
		'As backoffNoted, for a code no error object carries (the CLI never sends it): the label says the backoff is for a client of your own that sends it.',
	),
	'codePage.retry.neverSentNotedText': text(
		'As codePage.retry.neverSentText, on a never-sent code whose note names a fix: the backoff comes after it (English review 20 #4). {attempts} {firstDelay}',
	),
	'codePage.retry.neverSentText': text(
		'As backoffNotedText, for a code no error object carries, after the label neverSentNoted: the contract’s backoff alone. {attempts} {firstDelay}',
	),
	'codePage.retryBrief': text(
		'One line under the command: the retry advice in a few words, linked to the section. The labels begin with “Retry” (重試 in Chinese), so the lead must not (English review 6: “Retry: Retry with backoff…”). {label}',
	),
	'codePage.retryBriefMore': text('Link after the one-line retry advice to the full section.'),
	'codePage.cliRecovery.sameAsFix': text(
		'Instead of a second box, when the CLI’s command is a fix’s own command on the page. {fix} is that fix’s number (its heading can run to 28 words).',
	),
	'codePage.cliRecovery.sameAsCheck': text(
		'Instead of a second box, when the CLI’s command is the command of a fix’s check on the page. {fix} is that fix’s number.',
	),
	'codePage.cliRecovery.sameAsFixForm': text(
		'As sameAsFix, when the CLI prints two forms: says which of them is that fix’s command ({ordinal}: first, second), so the sentence under both boxes cannot be read as naming the second (English review 9, item 2).',
	),
	'codePage.cliRecovery.sameAsCheckForm': text(
		'As sameAsCheck, when the CLI prints two forms; {ordinal} says which.',
	),
	'codePage.cliRecovery.fixNumber': text(
		'The {fix} of the sameAs sentences on a page with several fixes: the fix by its number.',
	),
	'codePage.cliRecovery.onlyFix': text(
		'The {fix} of the sameAs sentences on a page with one fix, which has no number.',
	),
	'codePage.cliRecovery.ordinal1': text(
		'The ordinal of the first of two printed forms, for {ordinal}.',
	),
	'codePage.cliRecovery.ordinal2': text(
		'The ordinal of the second of two printed forms, for {ordinal}.',
	),
	'codePage.cliRecovery.sameCommand': text(
		'In the word-for-word fold, for a fix_command that is letter for letter the command above.',
	),
	'codePage.whenItFires': text(
		'Heading of the section that says what happened, why, and the edge cases.',
	),
	'codePage.whenItFires.cause': text(
		'Bold label before the paragraph that gives the usual cause, under "When it fires".',
	),
	'codePage.whenItFires.edgeCases': text(
		'Label before the list of edge cases (other surfaces, look-alike failures, limits), under "When it fires".',
	),
	'codePage.exitCodeHeading': text('Heading of the exit code section.'),
	'codePage.exitCodeOthers': text(
		'Sentence before the list of other codes with the same exit code.',
	),
	'codePage.example': text('Heading of the examples (one per surface).'),
	'codePage.openInPlayground': text('Link that opens the example in the playground.'),
	'codePage.related': text('Heading of the related codes.'),
	'codePage.relatedFailurePath': text(
		'Related codes: the group of codes met before, beside or after this one on the way to a working call.',
	),
	'codePage.failurePath.before': text('Failure path: a code usually met before this one.'),
	'codePage.failurePath.alongside': text(
		'Failure path: a code met beside this one (the same step).',
	),
	'codePage.failurePath.after': text('Failure path: a code usually met after this one.'),
	'codePage.relatedSameArea': text('Sub-heading: codes of the same source area.'),
	'codePage.relatedSameRecovery': text('Sub-heading: codes with the same recovery.'),
	'codePage.relatedNone': text('Shown when a code has no related code.'),
	'codePage.deprecated': text('Notice on a retired code. {since}'),
	'codePage.instructionOriginal': text(
		'Before the contract table’s English recovery instruction, on a translated page (the error object carries the CLI’s own text, which may differ).',
	),
	'codePage.translationOutdatedTitle': text(
		'Title of the notice on a translation behind its English source.',
	),
	'codePage.translationOutdatedText': text('Text of that notice.'),
	'codePage.fromRelease': text(
		'A descriptor value a later release changed, after the first value. {value} {release}',
	),
	'codePage.recoveryFromRelease': text(
		'A recovery a later release prints instead. {release} {commands}',
	),
	'codePage.removedTitle': text('Notice title on a code a later release removed. {release}'),
	'codePage.removedText': text('Notice on a code a later release removed. {release}'),
	'codePage.deprecatedReplacement': text('Notice: the code emitted instead. Followed by a link.'),
	'codePage.machineReadable': text('Link to the machine-readable record.'),
	'codePage.backToIndex': text('Link back to the codes index.'),
	'codePage.fixReport': text(
		"Summary of a code page's fold: copy a report for an upstream issue when the fixes did not help.",
	),
	'codePage.fixReportLead': text(
		'Lead of that fold; the link to the upstream repository follows it.',
	),
	'codePage.fixReportLead.never': text(
		'The same lead for a code the CLI never sends: the code cannot have come back, only the fixes failed.',
	),

	'codePage.emissionFact': text('Fact label: how often the CLI puts the code in a payload.'),
	'codePage.emission.emitted': text('Emission value: ordinary runs produce it.'),
	'codePage.emission.rare': text('Emission value: needs an unusual condition.'),
	'codePage.emission.unreachable': text('Emission value: code path practically never taken.'),
	'codePage.emission.never': text('Emission value: the CLI never sends it.'),
	'codePage.emission.exitCodeOnly': text(
		"Emission value: doctor's exit status carries it (and validate-runtime, from 3.0.0).",
	),
	'codePage.emission.untraced': text(
		'Emission value: a draft code whose raising no one has traced.',
	),
	'codePage.emissionNotice.rare': text(
		'Notice on a rare code, on the page and in `explain`: what is rare about it (the emission schema’s “unusual condition”), not that its conditions must hold, which is true of every code. {when}: the code’s own condition (`cli.rareWhen`), a clause completing “sends it only when”. {binary} {whenItFires}: the title of the section both show that says when the code fires.',
	),
	'codePage.emissionNotice.unreachable': text(
		'Notice on a practically unreachable code: a path the shipped binaries can take but almost never do. Not that the code "is defined, so it has a page", which is true of every code (English review 9 #5). {binary} {whenItFires}',
	),
	'codePage.emissionNotice.never': text('Notice on a never-emitted code.'),
	'codePage.emissionNotice.untraced': text(
		'Notice on a draft code, added by upstream:check --write. {binary}',
	),
	'codePage.emissionNotice.exitCodeOnly': text(
		"Notice on doctor_critical_failed: doctor's exit status stands for it; validate-runtime sends it from 3.0.0. {exitCode}",
	),
	// A notice's title is a whole phrase (what is rare, what never): the fact's short value 「少見」
	// or 「從不」 stood alone as a heading (eighth zh-TW reading, item 1).
	'codePage.emissionTitle.rare': text('Title of the notice on a rare code.'),
	'codePage.emissionTitle.unreachable': text(
		'Title of the notice on a practically unreachable code.',
	),
	'codePage.emissionTitle.never': text('Title of the notice on a code no error object carries.'),
	'codePage.emissionTitle.untraced': text('Title of the notice on a draft code.'),
	'codePage.emissionTitle.exitCodeOnly': text('Title of the notice on doctor_critical_failed.'),
	'codePage.daemonRpc': text('Fact label: the JSON-RPC error code of the daemon.'),
	'codePage.daemonNone': text('Fact value: the daemon never reports it.'),
	'codePage.cliRecovery': text('Heading: the recovery the CLI really prints.'),
	'codePage.cliRecovery.never': text(
		'Heading, on the page of a code the CLI never sends as an error code (`cli.emission: never`): what it would print, not what it prints (English review 8, item 4).',
	),
	'codePage.cliRecovery.static': text(
		'The lead of “What the CLI prints”, one sentence ending in a colon before the command: the CLI has its own recovery entry for the code (English review 8, item 7: one lead, one note). {binary}',
	),
	'codePage.cliRecovery.computed': text('The CLI computes the fix command from details.'),
	'codePage.cliRecovery.fallback': text('The CLI sends unknown_error’s recovery.'),
	'codePage.cliRecovery.static.never': text(
		'The lead for a code the CLI never sends (`cli.emission: never`) with a recovery of its own: what it would print, ending in a colon before the command. {binary}',
	),
	'codePage.cliRecovery.fallback.never': text(
		'The lead for a code the CLI never sends and has no recovery for: what it would print, unknown_error’s, ending in a colon before the command. {binary}',
	),
	'codePage.cliRecovery.computed.never': text(
		'The computed lead for a code the CLI never sends (no such code today; the types ask for every pair). {binary}',
	),
	'codePage.cliRecovery.instruction': text(
		'The lead when the CLI’s recovery is an instruction, not a command: nothing follows it but the folds, so it ends with a full stop. {binary}',
	),
	'codePage.cliRecovery.form': text(
		'The note after the CLI’s command: the releases that print it in this form. {since} {until}',
	),
	'codePage.cliRecovery.formContract': text(
		'The note after the CLI’s command, when the contract table gives the same command: the releases, then the form the table and the CLI’s code at the contract commit write. {since} {until} {commit} {command}',
	),
	'codePage.cliRecovery.formsContract': text(
		'The same note when the CLI prints several commands, one of which is the contract table’s. {binary} {since} {until} {commit} {contractBinary} {command}',
	),
	'codePage.cliRecovery.what': text(
		'The note’s last sentence: what the command does (the registry’s recovery summary, a sentence without a subject; English lowercases its first letter after “It”). {what}',
	),
	'codePage.cliRecovery.english': text('Note: the CLI writes these texts in English.'),
	'codePage.howItReachesYou': text('Heading: the surfaces that carry the code.'),
	'codePage.surface.cli': text('Surface: one-shot CLI. {exitCode} {exitName}'),
	'codePage.surface.mcp': text('Surface: MCP server.'),
	'codePage.surface.daemon': text('Surface: daemon. {rpcCode}'),
	'codePage.surface.notDaemon': text(
		'The daemon does not report the code. No hypothetical JSON-RPC code: the reader looked for one that never comes (English review 9 #6). {binary}',
	),
	'codePage.surface.notMcp': text('The MCP server does not report the code.'),
	'codePage.surface.none': text('No surface carries the code (the notice at the top says why).'),
	'codePage.surface.exitCodeOnly': text("doctor's exit status stands for the code. {exitCode}"),
	'codePage.surface.exitCodeOnlyLater': text(
		'After the exit status line: validate-runtime sends the code as an error object from 3.0.0. {binary}',
	),
	'codePage.whereRaised': text('Heading: where the CLI raises the code.'),
	'codePage.whereRaised.never': text(
		'Heading, for a code the CLI never sends: where it is defined, since nothing raises it.',
	),
	'codePage.whereRaised.asData': text(
		'Heading, for a code the CLI never sends whose word reaches the reader as data (`cli.asData`): where that word comes from.',
	),
	'codePage.messages': text('Sub-heading: message formats.'),
	'codePage.messagesLead': text('Sentence before the message formats.'),
	'codePage.detailsShapes': text('Sub-heading: shapes of details.'),
	'codePage.sources': text('Sub-heading: upstream evidence.'),
	'codePage.sourcesLead': text('Sentence before the upstream source links. {commit}'),
	'codePage.sourcesLeadReleases': text(
		'Sentence before the upstream source links of a later code, whose paths name their release.',
	),
	'codePage.examplesUnreachable': text(
		'As codePage.examplesContract, for a code the CLI practically never sends (`cli.emission` unreachable): the example is the form it would take, its exception an illustration (English review 19 #3).',
	),
	'codePage.examplesContract': text(
		'Under Examples on a contract code: whose output they are, and the name releases print. {binary} {commit} {since} {current}',
	),
	'codePage.examplesNone': text(
		'Shown instead of examples for a code no surface carries (the notice at the top says why).',
	),
	'codePage.fold.cliRecovery': text(
		'Summary of the fold holding the CLI’s own recovery texts (summary, fix_command).',
	),
	'codePage.fold.cliRecoveryContract': text(
		'That fold’s summary on a contract code: the texts are what the CLI’s code at the contract commit prints, not the contract table’s (write_blocked: they differ). {binary} {commit}',
	),
	'codePage.fold.whereRaised': text(
		'Summary of the fold holding message formats, shapes of details and upstream sources.',
	),
	'codePage.fold.messages': text('Part of that summary: how many message formats. {count}'),
	'codePage.fold.details': text('Part of that summary: how many shapes of details. {count}'),
	'codePage.fold.sources': text('Part of that summary: how many upstream source links. {count}'),
	'codePage.fold.examples': text(
		'Summary of the fold holding the examples; the surfaces are listed after it.',
	),
	'codePage.fold.deviations': text(
		'Summary of the fold holding the contract/CLI differences that name the code; their titles follow.',
	),
	'codePage.fold.history': text(
		'Summary of the fold holding the history table; the releases are listed after it.',
	),
	'codePage.example.cli': text('Example heading: one-shot CLI.'),
	'codePage.example.cliStdout': text('Title of the stdout block.'),
	'codePage.example.exitStatus': text('Sentence after the stdout block. {exitCode} {exitName}'),
	'codePage.example.mcpTool': text('Example heading: MCP tool result.'),
	'codePage.example.mcpToolLead': text('Sentence before the MCP tool result.'),
	'codePage.example.mcpIntentCall': text(
		'Example heading: MCP tool result wrapped by IntentCall (4.0.0-dev.1 and later).',
	),
	'codePage.example.mcpIntentCallLead': text(
		'Sentence before the IntentCall-wrapped MCP tool result.',
	),
	'codePage.example.mcpResource': text('Example heading: MCP resource read.'),
	'codePage.example.mcpResourceLead': text('Sentence before the MCP resource read.'),
	'codePage.example.daemon': text('Example heading: daemon error.'),
	'codePage.example.daemonLead': text('Sentence before the daemon error.'),
	'codePage.doctorReport': text('Heading: what doctor prints.'),
	'guides.doctorReportLead': text(
		'Guide: sentence before the doctor report sample, whose meaning the guide has already said. {binary} {commit}',
	),
	'codePage.doctorReportLead': text(
		'Sentence before the doctor report, the v3 contract’s. {binary} {commit} {since} {current}',
	),
	'codePage.contractVsCli': text('Heading: where contract and CLI disagree about the code.'),
	'codePage.contractVsCliLead': text(
		'Sentence before the deviations that name the code. {binary} {commit}',
	),
	'codePage.contractVsCliGeneral': text('Sentence before the deviations that concern every code.'),
	'codePage.laterContractVsCli': text(
		'Contract-vs-CLI section of a later code; the notice at the top names the release that added it.',
	),
	'codePage.contractVsCliAll': text('Link to the differences page.'),

	'markdown.htmlPage': text('Markdown twin of a page: link to the HTML page.'),
	'markdown.jsonRecord': text('Markdown twin of a code page: link to its /codes.json record.'),
	'markdown.otherLanguage': text(
		'Markdown twin of a page: link to the twin in the other language, named in that language.',
	),
	'markdown.descriptor': text('Markdown code page: heading of the descriptor block.'),
	'markdown.descriptor.never': text(
		'Markdown code page: heading of the descriptor block of a code the CLI never sends (it defines the descriptor, it never emits it).',
	),
	'codePage.detailsAlwaysNull': text(
		'The one shape of a code’s `details`, when it is null: said in one sentence.',
	),
	'codePage.detailsNull': text(
		'Code page and twin: the sentence after a case whose details are null.',
	),
	'llms.title': text('llms.txt: the H1, the site’s name.'),
	'llms.summary': text('llms.txt: the one-paragraph summary (blockquote). {commit}'),
	'llms.intro': text('llms.txt: paragraph after the summary. {contract} {later} {wrappers} {full}'),
	'llms.guides': text('llms.txt: section of the guides.'),
	'llms.codes': text('llms.txt: section of the code pages.'),
	'llms.data': text('llms.txt: section of the JSON exports.'),
	'llms.optional': text(
		'llms.txt: the section llmstxt.org names "Optional" (kept in English: the format gives the word a meaning).',
	),
	'llms.codesJson': text('llms.txt: note on /codes.json.'),
	'llms.schema': text('llms.txt: note on the JSON Schema.'),
	'llms.codeJson': text('llms.txt: note on the per-code JSON records.'),
	'llms.otherLanguage': text('llms.txt: note on the index in the other language.'),
	'llms.differences': text('llms.txt: note on the contract/CLI differences page.'),
	'llms.playground': text('llms.txt: note on the playground.'),
	'llms.fullLead': text('llms-full.txt: paragraph after the summary. {index}'),
	'differences.contract': text('Label: what the contract says.'),
	'differences.cli': text('Label: what the CLI does.'),
	'differences.title': text('Title of the differences page.'),
	'differences.description': text('Meta description of the differences page.'),
	'differences.lead': text('Lead of the differences page. {binary} {commit} {count}'),
	'differences.codes': text('Label, with its colon: the codes a difference concerns.'),
	'differences.allCodes': text('Value: a difference concerns every code.'),
	'differences.sources': text('Label, with its colon: upstream evidence.'),
	'later.heading': text('Heading of the later codes table.'),
	'later.lead': text('Lead of the later codes section, before one table per release.'),
	'later.releaseLead': text(
		'Lead of one release’s table of later codes. {release} {count} {source}',
	),
	'later.renamed': text(
		'Said before the table of a release that renamed the binary. {release} {binary} {previous}',
	),
	'later.caption': text('Caption of the later codes table. {release}'),
	'later.colCode': text('Column: code.'),
	'later.colCategory': text('Column: category.'),
	'later.colDescriptor': text('Column: retryable, exit code and httpLikeStatus together.'),
	'later.descriptor': text('Cell of that column. {retryable} {exitCode} {status}'),
	'later.colMeaning': text('Column: meaning.'),

	'codesIndex.title': text('Title of the codes index.'),
	'codesIndex.description': text(
		'Meta description and lead of the codes index. {contract} {later}',
	),
	'codesIndex.filters': text('Accessible name of the filter form.'),
	'home.codesCard': text(
		'The home page’s card for the codes index: what the index lists, without where the codes come from (the hero says it). {total}: the number of codes.',
	),
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
	'codesIndex.didYouMean': text(
		'After "no code matches", before codes close to a mistyped filter.',
	),
	'codesIndex.candidates': text(
		'After "no code matches", before the codes the filter text can be (an exit code, a line of a message), each with why.',
	),
	'codesIndex.caption': text('Caption of the codes table.'),
	'codesIndex.colCode': text('Column: code.'),
	'codesIndex.colMeaning': text('Column: meaning.'),
	'codesIndex.colSourceArea': text('Column: source area.'),
	'codesIndex.colRetryable': text('Column: retryable.'),
	'codesIndex.colExitCode': text('Column: exit code.'),

	'playground.title': text('Title of the playground page.'),
	'playground.description': text('Meta description of the playground.'),
	'playground.privacy': text('Privacy note.'),
	'playground.inputLabel': text('Label of the input.'),
	'playground.inputHelp': text('Help under the input.'),
	'playground.examples': text('Label of the example picker.'),
	'playground.examplePlaceholder': text('First option of the example picker.'),
	'playground.examplesSurfaces': text('Option group: real outputs of the CLI, one per surface.'),
	'playground.examplesCodes': text('Option group: the error object of each code.'),
	'playground.examplesBroken': text('Option group: inputs broken on purpose or from another tool.'),
	'playground.loadFile': text('Label of the file input.'),
	'playground.chooseFile': text('The button part of the file input, drawn by the page.'),
	'playground.noFile': text('Beside the file button before a file is opened.'),
	'playground.clear': text('Button that empties the input.'),
	'playground.share': text('Button that makes a share link.'),
	'playground.shareMask': text('Checkbox: mask secrets in the share link.'),
	'playground.shareLinkLabel': text('Label of the generated link.'),
	'playground.shareNote': text('Note under the share link.'),
	'playground.shareMasked.one': text('Status after masking, singular. {count}'),
	'playground.shareMasked.other': text('Status after masking, plural. {count}'),
	'playground.shareLong': text('Warning under a share link longer than 2,000 characters. {length}'),
	'playground.copyLink': text('Button that copies the share link.'),
	'playground.shareEmpty': text(
		'Note in the share panel while the editor is empty, saying why Copy link is disabled.',
	),
	'playground.result': text('Heading of the result panel.'),
	'playground.verdictValid': text('Verdict: valid, with a code of the v3 contract.'),
	'playground.verdictValidLater': text(
		'Verdict: valid, with a code a release added after the v3 contract. {release}',
	),
	'playground.verdictWarnings': text('Verdict: valid, but with warnings to read.'),
	'playground.verdictInvalid': text('Verdict: invalid.'),
	'playground.verdictNone': text('Verdict before any input.'),
	'playground.verdictNotEnvelope': text(
		'Verdict: no error object, but a failure or success the CLI is known to print.',
	),
	'playground.verdictNotCli': text(
		'Verdict, neutral: the text is no output of the CLI (an HTML page, a traceback, a log…).',
	),
	'playground.explanation': text('Heading of the panel that explains such an output.'),
	'playground.laterCode': text(
		'Note beside a code a release added after the v3 contract. {release}',
	),
	'playground.cliPrints': text('The text the CLI prints, beside its translation. {binary} {text}'),
	'playground.inputKind': text('Label: detected input kind.'),
	'playground.code': text('Label: the code.'),
	'playground.retry': text('Label: retry advice.'),
	'playground.recovery': text('Label: the recovery command.'),
	'playground.recoveryInstruction': text('Label: a recovery instruction.'),
	'playground.recoveryFromPayload': text(
		'Label: the fix command of a payload whose code the registry does not know, quoted.',
	),
	'playground.recoveryNotInput': text(
		'Note under the fix command when the paste’s fix_command is not the code’s: the command shown is the code list’s, not a quote of the paste (English review 18 #6, zh-TW review 20 #1).',
	),
	'playground.fixHeading': text('Heading of the fix the paste selects. {cause}'),
	'playground.fixWhy': text(
		"Why this fix was selected: the payload's members that matched. {matched}",
	),
	'playground.fixMessageStarts': text(
		'One condition in playground.fixWhy’s {matched}: the message begins with this text. In words, not the engine’s `^=` (eighth readings, item 6). {value}',
	),
	'playground.fixFirst': text(
		'Said when no fix’s condition matched and every fix has one, so the first is shown: not "the usual cause" (English review 21 #1).',
	),
	'playground.fixOnly': text(
		'Said when the code has one fix and no condition of it matched: there is no other fix to compare with (zh-TW review 18 #1).',
	),
	'playground.fixOther': text(
		'One of the code’s other fixes, linked to its page, numbered as the page numbers it: a step may say “see fix 3” (English review 18 #6). {number} {cause}',
	),
	'playground.fixUsual': text(
		"Said when no condition of any fix matched, so the code's usual fix is shown: why it was chosen, worded like playground.fixWhy (zh-TW review 6 #8).",
	),
	'playground.fixCopyCommand': text("Accessible name of the copy button of the fix's command."),
	'playground.fixCheck': text('Heading of the check that tells the fix worked.'),
	'playground.fixCopyCheck': text("Accessible name of the copy button of the check's command."),
	'playground.fixOthers': text("Lead of the list of the code's other fixes (links to its page)."),
	'playground.fixReport': text(
		'Button: copy a Markdown report for an upstream issue after the fix failed.',
	),
	'playground.fixReported': text('Status after the report was copied. {count}'),
	'playground.cliSuggested': text(
		'The payload’s own fix command, quoted and attributed: what the CLI said, not a command to copy. {command}',
	),
	'playground.unfilled': text('Note on unfilled placeholders. {names}'),
	'playground.unsafe': text('Note on refused placeholder values. {names}'),
	'playground.findings': text('Heading of the findings list.'),
	'playground.noFindings': text('Shown when there is no finding.'),
	'playground.count.error.one': text('Summary of findings: errors, singular. {count}'),
	'playground.count.error.other': text('Summary of findings: errors, plural. {count}'),
	'playground.count.warning.one': text('Summary of findings: warnings, singular. {count}'),
	'playground.count.warning.other': text('Summary of findings: warnings, plural. {count}'),
	'playground.count.info.one': text('Summary of findings: notes, singular. {count}'),
	'playground.count.info.other': text('Summary of findings: notes, plural. {count}'),
	'playground.severityError': text('Severity label.'),
	'playground.severityWarning': text('Severity label.'),
	'playground.severityInfo': text('Severity label.'),
	'playground.expected': text('Label: expected value.'),
	'playground.actual': text('Label: actual value.'),
	'playground.didYouMean': text('Before suggestions.'),
	'playground.goTo': text(
		'Accessible name of a finding position button; it starts with the visible {position} (WCAG 2.5.3). {line} {column}',
	),
	'playground.notText': text('Refusal of a dropped or opened file that is not UTF-8 text. {name}'),
	'playground.release': text('Label: the release of the CLI that printed the input.'),
	'playground.next': text('Label before the next step in the sticky verdict line ("Next:").'),
	'playground.nextCodePage': text('Link after the next step to the page of a code. {code}'),
	'playground.nextGuidePage': text(
		'Link after the next step to the guide "Where errors appear" (its title in the language).',
	),
	'playground.verdictCommand': text(
		'Accessible name of the recovery command in the sticky verdict bar.',
	),
	'playground.verdictFirst': text(
		'Second part of the sticky verdict line: the first error (or warning). {position} {message}',
	),
	'playground.tooLarge': text(
		'Refusal of a too large input, stating both limits and how to run the validator today. {size} {limit} {lineLimit}',
	),
	'playground.tooManyLines': text(
		'Refusal of an input with too many lines, stating both limits and how to run the validator today. {lines} {limit} {sizeLimit}',
	),
	'playground.badFragment': text('The #e= fragment could not be decoded.'),
	'playground.loadFailed': text(
		"Shown instead of a result when the engine's messages in the page's language could not be fetched.",
	),
	'playground.copyFailed': text('Copy failed.'),
	'playground.noscript': text('Shown without JavaScript.'),
	'playground.openCodePage': text('Link to the code page.'),
	'playground.lines': text('Accessible name of the line-number gutter.'),
	'playground.editorKeys': text(
		"Help under the input: the F8 / Shift+F8 keys and where a finding's message shows.",
	),
	'playground.findingHere': text(
		'The finding under the caret or the mouse, shown under the editor. {severity} {line} {column} {message}',
	),
	'playground.findingAnnounce': text(
		'Announced when F8 / Shift+F8 moves to a finding. {index} {total} {severity} {line} {column} {message}',
	),
	'playground.overlayOff': text(
		'Shown under the editor when the text is too long for colours and marks.',
	),
	'playground.fixSet': text('Quick fix button: replace a value with what the CLI emits. {value}'),
	'playground.fixReplaceCode': text(
		'Quick fix button: replace an unknown code with the nearest registry code. {code}',
	),
	'playground.fixAddRecovery': text(
		"Quick fix button: insert the registry's recovery object for the code.",
	),
	'playground.fixLabel': text('Accessible name of a quick fix button. {position} {fix}'),

	'notFound.title': text('Title of the 404 page.'),
	'notFound.metaDescription': text('Meta description of the 404 page.'),
	'page.reportProblem': text(
		"Footer link to a new issue about the page, beside Starlight's edit link (page.editLink).",
	),
	'notFound.lead': text('Lead of the 404 page.'),
	'notFound.unknownCode': text('An unknown code in a /codes/ address. {code}'),
	'notFound.unknownCodeNote': text('Advice after an unknown code. {code} (linked to its page)'),
	'notFound.suggestions': text('Before the suggested codes.'),
	'notFound.index': text('Link to the codes index.'),
	'notFound.home': text('Link to the home page.'),

	// Home page, tables that scroll, and the suggestions under the search box.
	'home.paste.heading': text('Heading of the home page paste box.'),
	'home.paste.label': text('Label of the home page paste box.'),
	'home.paste.help': text('Help under the paste box: where the text goes.'),
	'home.paste.submit': text('Button that opens the pasted text in the playground.'),
	'home.paste.tooLarge': text(
		'Shown when a paste is larger than the playground takes, with both limits and how to run the validator today. {size} {limit} {lineLimit}',
	),
	'home.paste.tooManyLines': text(
		'Shown when a paste has more lines than the playground takes, with both limits and how to run the validator today. {lines} {limit} {sizeLimit}',
	),
	'home.paste.noStorage': text(
		'Shown when the browser blocks session storage for the site, which the hand-over to the playground needs for its nonce: what to do instead.',
	),
	'home.paste.openPlayground': text('Link to the playground under the paste box.'),
	'home.jump.heading': text('Heading of the home page "go to a code" box.'),
	'home.jump.label': text('Label of the code field.'),
	'home.jump.help': text('Help under the code field.'),
	'home.jump.submit': text('Button of the code field.'),
	'home.jump.unknown': text('A typed code that does not exist, before suggestions. {input}'),
	'home.jump.none': text('A typed code with no near match. {input}'),
	'home.jump.browse': text('Link to the codes index after a failed lookup.'),
	'home.jump.candidates': text(
		'Typed text that is no code name but matches codes (an exit code, a message line…), before the ranked list. {input}',
	),
	'home.jump.more': text('After the first candidates, how many more there are. {count}'),
	'codeQuery.reason.name': text('Why a code is a candidate: the text names it.'),
	'codeQuery.reason.mentioned': text('Why a code is a candidate: its name is in the text.'),
	'codeQuery.reason.spelling': text('Why a code is a candidate: a near spelling of its name.'),
	'codeQuery.reason.nameWords': text(
		'Why a code is a candidate: the words typed are words of its name.',
	),
	'codeQuery.reason.exitCode': text('Why a code is a candidate: its exit code. {exitCode} {name}'),
	'codeQuery.reason.httpLikeStatus': text(
		'Why a code is a candidate: its HTTP-like status. {status}',
	),
	'codeQuery.reason.message': text(
		'Why a code is a candidate: a message format of the CLI. {format} (written inside backticks)',
	),
	'codeQuery.reason.meaningEn': text('Why a code is a candidate: its English meaning matches.'),
	'codeQuery.reason.meaningZh': text('Why a code is a candidate: its Chinese meaning matches.'),
	'home.areas.heading': text('Heading of the codes grouped by source area.'),
	'home.areas.lead': text('Sentence under that heading.'),
	'home.areas.count.one': text('Number of codes in an area, singular. {count}'),
	'home.areas.count.other': text('Number of codes in an area, plural. {count}'),
	'home.areas.all': text('Link to the codes index. {count}'),
	'home.retryable': text('Badge: the code is retryable.'),
	'home.notRetryable': text('Badge: the code is not retryable.'),
	'home.guides.heading': text('Heading of the guides list.'),
	'home.reference.heading': text('Heading of the reference list.'),
	'table.region': text('Accessible name of a scrolling table without a caption.'),
	'table.scrollHint': text('Hint above a table wider than the screen.'),
	'searchHints.label': text('Accessible name of the suggestions under the search box.'),
	'searchHints.code': text(
		'Before the code a search names (typed with other case, dashes or spaces).',
	),
	'searchHints.didYouMean': text('Before codes close to a mistyped search.'),
	'searchHints.candidates': text(
		'Before codes a search can be about (an exit code, a status, a line of a message), each with why.',
	),
	'searchHints.otherLanguage.one': text('One result in the other language. {count} {language}'),
	'searchHints.otherLanguage.other': text(
		'Several results in the other language. {count} {language}',
	),

	// Guides: column headers and captions of the tables that src/components/guides/ generates from the registry.
	'guides.layers.caption': text('Caption of the layers table (layer → source areas → codes).'),
	'guides.layers.colLayer': text('Column: layer of failure.'),
	'guides.layers.colSourceArea': text('Column: source area.'),
	'guides.layers.colCodes': text('Column: the codes raised there.'),
	'guides.layers.noCodes': text(
		'Cell for a layer without codes (protocol errors are JSON-RPC errors).',
	),
	'guides.exitCodes.caption': text('Caption of the exit codes table.'),
	'guides.exitCodes.colExitCode': text('Column: exit status.'),
	'guides.exitCodes.colName': text('Column: symbolic name in sysexits.h.'),
	'guides.exitCodes.colMeaning': text('Column: what the exit status means.'),
	'guides.exitCodes.colCodes': text('Column: the codes that exit with it.'),
	'guides.categories.caption': text('Caption of the categories table.'),
	'guides.categories.colCategory': text('Column: descriptor.category.'),
	'guides.categories.colMeaning': text('Column: what the category covers.'),
	'guides.categories.colCodes': text('Column: codes and their statuses.'),
	'guides.daemon.caption': text('Caption of the daemon JSON-RPC codes table.'),
	'guides.daemon.colRpc': text('Column: JSON-RPC error code.'),
	'guides.daemon.colStatus': text('Column: httpLikeStatus values mapped to it.'),
	'guides.daemon.colCodes': text('Column: codes reported with it.'),
	'guides.placeholders.caption': text(
		'Caption of the placeholders table: placeholders of the CLI’s fix_command and of the site’s fixes.',
	),
	'guides.placeholders.colPlaceholder': text('Column: placeholder as written in fix_command.'),
	'guides.placeholders.colMeaning': text('Column: what the placeholder stands for.'),
	'guides.placeholders.colExample': text('Column: a realistic value.'),
	'guides.placeholders.colInCli': text(
		'Column: codes whose fix_command, as the CLI prints it, contains the placeholder.',
	),
	'guides.placeholders.colInFixes': text(
		'Column: codes whose fixes on this site (their commands and checks) contain the placeholder.',
	),
	'guides.retry.caption': text('Caption of the retry policy table.'),
	'guides.retry.colPolicy': text('Column: retry policy.'),
	'guides.retry.colExitCode': text('Column: exit code.'),
	'guides.retry.colAttempts': text('Column: how many retries at most.'),
	'guides.retry.colWaits': text('Column: wait before each retry.'),
	'guides.retry.colCodes': text('Column: codes with this policy.'),
	'guides.retry.oneAfterRecovery': text('Attempts cell: one retry, after the recovery command.'),
	'guides.retry.none': text('Attempts cell: no retry of the unchanged call.'),
	'guides.retry.noWait': text('Waits cell when there is no timed wait.'),
	'guides.codeRetry.caption': text('Caption of the per-code retry table of one layer. {layer}'),
	'guides.codeRetry.colCode': text('Column: code.'),
	'guides.codeRetry.colMeaning': text('Column: meaning.'),
	'guides.codeRetry.colRetryable': text('Column: descriptor.retryable.'),
	'guides.codeRetry.colExitCode': text('Column: exit code.'),
	'guides.codeRetry.colPolicy': text('Column: retry policy.'),
	'guides.example.cli': text('Title of a CLI stdout example in a guide. {code}'),
	'guides.example.mcpTool': text('Title of an MCP tool result example in a guide. {code}'),
	'guides.example.mcpResource': text('Title of an MCP resource read example in a guide. {code}'),
	'guides.example.daemon': text('Title of a daemon error example in a guide. {code}'),
	'guides.example.error': text('Title of a bare error object example in a guide. {code}'),
	'guides.example.watch': text('Title of a watch event example in a guide. {code}'),
	'guides.example.doctor': text('Title of the doctor report example.'),

	'glossary.caption': text('Caption of the glossary table.'),
	'glossary.colEnglish': text('Column: the English term.'),
	'glossary.colChinese': text('Column: its zh-TW rendering.'),
	'glossary.colNot': text('Column: the variants not to write.'),
	'glossary.colNote': text('Column: what the term means here.'),
	'glossary.keptCaption': text('Caption of the table of terms kept in English.'),
	'glossary.colTerm': text('Column: the term.'),
	'glossary.colWhy': text('Column: why it stays in English.'),
	'glossary.englishCaption': text(
		'Caption of the table of English names and the English words not to write.',
	),
	'glossary.colWrite': text('Column: the English name to write.'),

	'history.heading': text('Heading of the History section on a code page.'),
	'history.lead': text('Lead of the History section: what each release changed for this code. '),
	'history.colRelease': text('Column header: the release.'),
	'history.colChange': text('Column header: what changed.'),
	'history.colSources': text('Column header: upstream evidence.'),
	'history.caption': text('Accessible name of the history table. {code}'),
	'history.none': text('Shown when the registry knows no release for a code.'),
	'history.allChanges': text('Link to the changes page from a code page.'),
	'changes.title': text('Title of the changes-by-release page.'),
	'changes.description': text('Meta description of the changes page. {commit}'),
	'changes.lead': text('Lead of the changes page. {count} {contract} {binary}'),
	'changes.anchors': text('Explains the anchors of the changes page. {example}'),
	'changes.feed': text('Link text to the Atom feed.'),
	'changes.unpublished': text('Badge of the unpublished contract snapshot.'),
	'changes.date': text('Label before a release date.'),
	'changes.binary': text('Label before a release binary.'),
	'changes.aliases': text('Label before the aliases of the binary.'),
	'changes.wire': text('Heading of the wire changes of a release.'),
	'changes.perCode': text('Heading of the per-code changes of a release.'),
	'changes.none': text('A release without changes to failures.'),
	'changes.surface': text('Label before the surface of a change.'),
	'changes.surface.all': text('Surface: every surface.'),
	'changes.surface.cli': text('Surface: the one-shot CLI.'),
	'changes.surface.mcp': text('Surface: MCP.'),
	'changes.surface.daemon': text('Surface: the daemon.'),
	'changes.sources': text('Label before the upstream sources.'),
	'changes.colCode': text('Column header: the code.'),
	'changes.colChange': text('Column header: what changed.'),
	'changes.colSources': text('Column header: evidence.'),
	'changes.codeCaption': text('Accessible name of a per-code changes table. {release}'),
	'changes.feedTitle': text('Title of the Atom feed.'),
	'llms.changes': text('llms.txt: what the Markdown twin of the changes page holds. {commit}'),
	'codesIndex.addedIn': text('Badge after a code a later release added. {release}'),
	'codesIndex.wrapperHeading': text(
		"Heading of the codes index section on IntentCall's own codes.",
	),
	'codesIndex.wrapperLead': text('Sentence before the list of wrapper codes.'),
	'wrapperPage.notice': text(
		"Notice at the top of a wrapper code's page, for a code the wrapper sent from its first release on. {release}",
	),
	'wrapperPage.noticeLater': text(
		"The same notice for a code the wrapper sent from a later release on. {release}: the code's first release; {layerRelease}: the wrapper's.",
	),
	'wrapperPage.noticeTitle': text('Title of that notice.'),
	'wrapperPage.whatToDo': text('Heading: what to do.'),
	'wrapperPage.contractError': text("Heading: where the contract's error object is."),
	'wrapperPage.messages': text('Heading: message formats.'),
	'wrapperPage.examples': text('Heading: examples.'),
	'wrapperPage.exampleLead': text('Sentence before one example. {tool}'),
	'wrapperPage.sources': text('Heading: upstream sources.'),
	'wrapperPage.metaDescription': text('Meta description of a wrapper code page. {code} {meaning}'),
});
