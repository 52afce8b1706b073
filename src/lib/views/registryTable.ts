/**
 * The tables the guides show from the registry, as data: a caption, the column names and rows of
 * typed cells. The page (`RegistryTable.astro`) and the Markdown twin (`src/lib/markdown/
 * registryTables.ts`) both render these; neither queries the registry for a row of its own.
 */
import { format, series, type Lang } from '../i18n/index.ts';
import { placeholderNames } from '../engine/index.ts';
import {
	cliPlaceholderNames,
	codeRetryAdvice,
	codesInLayer,
	codesInSourceArea,
	codesWithExitCode,
	daemonRpcRows,
	glossary,
	variantWords,
	retryPolicyRows,
	uiText,
	type Registry,
} from '../registry/index.ts';

export type Cell =
	/** Text in the reader's language; `lang` when it is in another (the glossary's columns). */
	| { kind: 'text'; text: string; lang?: Lang }
	/**
	 * Words quoted as such, not written (the glossary's variants not to write): a series in the
	 * language's separator, a dash when there is none.
	 */
	| { kind: 'words'; words: string[] }
	/**
	 * A registry text: `backticks` mark inline code. `quoted`: words the text quotes in 「」 rather
	 * than writes (a glossary note naming its own loser, 「兜底」), marked as such on the page.
	 */
	| { kind: 'rich'; text: string; lang?: Lang; quoted?: string[] }
	| { kind: 'code'; text: string }
	/** An identifier over its name in words (a category: `connectivity`, "Connecting to a VM"). */
	| { kind: 'named'; code: string; label: string }
	/** A code, as a link to its page. */
	| { kind: 'code-link'; code: string }
	/** Codes, each a link to its page, with an optional note after each (an HTTP-like status). */
	| { kind: 'codes'; codes: { code: string; note?: string }[] };

export interface TableRow {
	/** The row's anchor on the page (`exit-67`), if it has one. */
	id?: string;
	/** `data-*` attributes the page sets on the row, for scripts and tests. */
	data?: Record<string, string>;
	/** In a grouped table: the group the row belongs to; its first cell heads the whole group. */
	group?: string;
	/** Fewer cells than columns: the last one spans the rest. */
	cells: Cell[];
}

export interface RegistryTableView {
	name: RegistryTableName;
	caption: string;
	columns: string[];
	/**
	 * `rows`: a row each. `codes-below`: the last column (a long list of codes) is a second,
	 * full-width row under the others. `grouped`: rows of one `group` share their first cell.
	 */
	layout: 'rows' | 'codes-below' | 'grouped';
	/** Whether a row's first cell heads it (`<th scope="row">`). */
	rowHeader: boolean;
	rows: TableRow[];
}

export type RegistryTableName =
	| 'layers'
	| 'exit-codes'
	| 'daemon-rpc'
	| 'categories'
	| 'placeholders'
	| 'retry-policies'
	| 'code-retry'
	| 'glossary'
	| 'glossary-kept'
	| 'glossary-english';

const text = (value: string, lang?: Lang): Cell =>
	lang ? { kind: 'text', text: value, lang } : { kind: 'text', text: value };
const rich = (value: string, lang?: Lang): Cell =>
	lang ? { kind: 'rich', text: value, lang } : { kind: 'rich', text: value };
const code = (value: string): Cell => ({ kind: 'code', text: value });
/**
 * A glossary note, which may name its row's own losers in 「」: those quotes are words shown, not
 * written, so the page marks them as the column of losers is marked, and the zh-TW checker skips
 * them there and nowhere else. Any other loser in a note is still caught.
 */
const note = (value: string, losers: string[]): Cell => {
	const quoted = losers.filter((w) => value.includes(`「${w}」`));
	return quoted.length ? { kind: 'rich', text: value, quoted } : rich(value);
};

/** A text cut at the words it quotes in 「」 (one of `words`): the quoted words, and the text between. */
export function quotedWordSegments(
	text: string,
	words: readonly string[],
): { text: string; quoted: boolean }[] {
	const segments: { text: string; quoted: boolean }[] = [];
	let rest = text;
	for (;;) {
		const hit = words
			.map((word) => ({ word, at: rest.indexOf(`「${word}」`) }))
			.filter((h) => h.at >= 0)
			.sort((a, b) => a.at - b.at)[0];
		if (!hit) {
			if (rest) segments.push({ text: rest, quoted: false });
			return segments;
		}
		segments.push({ text: rest.slice(0, hit.at + 1), quoted: false });
		segments.push({ text: hit.word, quoted: true });
		rest = rest.slice(hit.at + 1 + hit.word.length);
	}
}
const codes = (list: readonly string[]): Cell => ({
	kind: 'codes',
	codes: list.map((c) => ({ code: c })),
});

/**
 * The table `name` in `lang`; `options.layer` picks the layer of `code-retry`. Throws for a layer
 * that is not in the registry, so a guide cannot name one that is gone.
 */
export function registryTable(
	registry: Registry,
	name: RegistryTableName,
	lang: Lang,
	options: { layer?: string } = {},
): RegistryTableView {
	const t = uiText(lang);
	const view = (
		caption: string,
		columns: string[],
		rows: TableRow[],
		layout: RegistryTableView['layout'] = 'rows',
		rowHeader = true,
	): RegistryTableView => ({ name, caption, columns, layout, rowHeader, rows });
	switch (name) {
		case 'layers':
			return view(
				t('guides.layers.caption'),
				[
					t('guides.layers.colLayer'),
					t('guides.layers.colSourceArea'),
					t('guides.layers.colCodes'),
				],
				registry.layers.flatMap((layer): TableRow[] => {
					const group = `layer-${layer.id}`;
					const areas = registry.sourceAreas
						.filter((area) => area.layer === layer.id)
						.map((area) => ({
							area,
							list: codesInSourceArea(registry, area.id).map((c) => c.code),
						}))
						.filter((row) => row.list.length > 0);
					// A layer without source areas (the MCP protocol) says why it has no code.
					if (areas.length === 0)
						return [{ group, cells: [text(layer.title[lang]), text(t('guides.layers.noCodes'))] }];
					return areas.map(({ area, list }) => ({
						group,
						cells: [text(layer.title[lang]), text(area.label[lang]), codes(list)],
					}));
				}),
				'grouped',
			);
		case 'exit-codes':
			return view(
				t('guides.exitCodes.caption'),
				[
					t('guides.exitCodes.colExitCode'),
					t('guides.exitCodes.colName'),
					t('guides.exitCodes.colMeaning'),
					t('guides.exitCodes.colCodes'),
				],
				[...registry.exitCodes]
					.sort((a, b) => a.exitCode - b.exitCode)
					.map((exit) => ({
						id: `exit-${exit.exitCode}`,
						cells: [
							text(String(exit.exitCode)),
							code(exit.name),
							rich(exit.meaning[lang]),
							codes(codesWithExitCode(registry, exit.exitCode).map((c) => c.code)),
						],
					})),
				'codes-below',
			);
		case 'daemon-rpc':
			return view(
				t('guides.daemon.caption'),
				[t('guides.daemon.colRpc'), t('guides.daemon.colStatus'), t('guides.daemon.colCodes')],
				daemonRpcRows(registry).map((row) => ({
					cells: [
						text(String(row.rpcCode)),
						text(series(row.statuses.map(String), lang)),
						codes(row.codes),
					],
				})),
			);
		case 'categories':
			return view(
				t('guides.categories.caption'),
				[
					t('guides.categories.colCategory'),
					t('guides.categories.colMeaning'),
					t('guides.categories.colCodes'),
				],
				registry.categories.map((category) => ({
					id: `category-${category.id}`,
					cells: [
						{ kind: 'named', code: category.id, label: category.label[lang] },
						rich(category.meaning[lang]),
						{
							kind: 'codes',
							// There is no rule from category to status: each code shows its own.
							codes: registry.codes
								.filter((c) => c.category === category.id)
								.map((c) => ({ code: c.code, note: String(c.httpLikeStatus) })),
						},
					],
				})),
			);
		case 'placeholders':
			return view(
				t('guides.placeholders.caption'),
				[
					t('guides.placeholders.colPlaceholder'),
					t('guides.placeholders.colMeaning'),
					t('guides.placeholders.colExample'),
					t('guides.placeholders.colInCli'),
					t('guides.placeholders.colInFixes'),
				],
				registry.placeholders.map((placeholder) => {
					// Two columns: what the CLI itself prints, and this site's own fixes (review 10 #8).
					const inCli = registry.codes
						.filter((entry) => cliPlaceholderNames(registry, entry).includes(placeholder.name))
						.map((c) => c.code);
					const inFixes = registry.codes
						.filter((entry) =>
							entry.fixes.some((fix) =>
								[fix.command, fix.check.command].some(
									(c) => typeof c === 'string' && placeholderNames(c).includes(placeholder.name),
								),
							),
						)
						.map((c) => c.code);
					return {
						id: `placeholder-${placeholder.name}`,
						cells: [
							code(`<${placeholder.name}>`),
							rich(placeholder.description[lang]),
							code(placeholder.example),
							inCli.length ? codes(inCli) : text('—'),
							inFixes.length ? codes(inFixes) : text('—'),
						],
					};
				}),
			);
		case 'retry-policies':
			return view(
				t('guides.retry.caption'),
				[
					t('guides.retry.colPolicy'),
					t('guides.retry.colExitCode'),
					t('guides.retry.colAttempts'),
					t('guides.retry.colWaits'),
					t('guides.retry.colCodes'),
				],
				retryPolicyRows(registry, lang).map(({ policy, label, exitCode, codes: list, waits }) => ({
					data: { policy: policy.kind },
					cells: [
						text(label),
						text(String(exitCode)),
						text(
							policy.kind === 'backoff'
								? String(policy.attempts)
								: t(
										policy.kind === 'after-recovery'
											? 'guides.retry.oneAfterRecovery'
											: 'guides.retry.none',
									),
						),
						text(policy.kind === 'backoff' ? waits.join(' → ') : t('guides.retry.noWait')),
						codes(list),
					],
				})),
				'codes-below',
			);
		case 'code-retry': {
			const layer = registry.layers.find((l) => l.id === options.layer);
			if (!layer)
				throw new Error(
					`<CodeRetryTable layer="${options.layer}"> names a layer that is not in the registry`,
				);
			return view(
				format(t('guides.codeRetry.caption'), { layer: layer.title[lang] }),
				[
					t('guides.codeRetry.colCode'),
					t('guides.codeRetry.colMeaning'),
					t('guides.codeRetry.colRetryable'),
					t('guides.codeRetry.colExitCode'),
					t('guides.codeRetry.colPolicy'),
				],
				codesInLayer(registry, layer.id).map((entry) => ({
					cells: [
						{ kind: 'code-link', code: entry.code },
						rich(entry.meaning[lang]),
						text(t(entry.retryable ? 'common.yes' : 'common.no')),
						text(String(entry.exitCode)),
						text(codeRetryAdvice(entry, lang).label),
					],
				})),
			);
		}
		case 'glossary': {
			return view(
				t('glossary.caption'),
				[
					t('glossary.colEnglish'),
					t('glossary.colChinese'),
					t('glossary.colNot'),
					t('glossary.colNote'),
				],
				glossary.terms.map((term) => ({
					cells: [
						rich(term.en, 'en'),
						text(term['zh-TW'], 'zh-TW'),
						{ kind: 'words', words: term.forbidden.flatMap(variantWords) },
						note(term.note[lang], term.forbidden.flatMap(variantWords)),
					],
				})),
				'rows',
				false,
			);
		}
		case 'glossary-kept': {
			return view(
				t('glossary.keptCaption'),
				[t('glossary.colTerm'), t('glossary.colNot'), t('glossary.colWhy')],
				glossary.keptInEnglish.map((kept) => ({
					// The term is a word shown as such (envelope, registry), not prose that uses it.
					cells: [
						{ kind: 'words', words: [kept.term] },
						{ kind: 'words', words: kept.forbidden.flatMap(variantWords) },
						note(kept.why[lang], kept.forbidden.flatMap(variantWords)),
					],
				})),
				'rows',
				false,
			);
		}
		case 'glossary-english': {
			// The English names stay English; what they mean is said in the page's language.
			return view(
				t('glossary.englishCaption'),
				[t('glossary.colWrite'), t('glossary.colNot'), t('glossary.colNote')],
				glossary.english.map((term) => ({
					cells: [
						text(term.use, 'en'),
						{ kind: 'words', words: term.forbidden.flatMap(variantWords) },
						rich(term.note[lang]),
					],
				})),
				'rows',
				false,
			);
		}
	}
}

/** Every table name, for the golden files and the renderers' checks. */
export const registryTableNames: readonly RegistryTableName[] = [
	'layers',
	'exit-codes',
	'daemon-rpc',
	'categories',
	'placeholders',
	'retry-policies',
	'code-retry',
	'glossary',
	'glossary-kept',
	'glossary-english',
];
