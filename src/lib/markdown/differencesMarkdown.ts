import { closingColon, format, type Lang, languages } from '../i18n/index.ts';
import {
	absoluteUrl,
	codeMarkdownPath,
	defaultSiteUrl,
	differencesPath,
	docMarkdownPath,
	upstreamSourceUrl,
} from '../site/index.ts';
import {
	type CodeEntry,
	contractRelease,
	laterCodesByRelease,
	uiText,
	type Registry,
} from '../registry/index.ts';
import { blocks, code, inline, link, table } from './markdownSyntax.ts';

/**
 * The contract-and-CLI differences page as Markdown, for agents and the MCP server: the same
 * entries of deviations.json, headings, codes, evidence and later-codes table as
 * `src/pages/[...locale]/reference/contract-vs-cli.astro` (and its `DeviationBody` and
 * `LaterCodesTable`), links absolute under the site URL; code links go to the codes' twins.
 */

/** Its docs id: the twin is `/reference/contract-vs-cli.md`, the MCP resource `playbook://reference/contract-vs-cli`. */
export const differencesId = 'reference/contract-vs-cli';

export function differencesMarkdown(
	registry: Registry,
	lang: Lang,
	siteUrl: string = defaultSiteUrl,
): string {
	const t = uiText(lang);
	const url = (path: string) => absoluteUrl(siteUrl, path);
	const other = languages.find((l) => l !== lang)!;
	const contract = contractRelease(registry);
	const separator = t('common.listSeparator');
	const codeLink = (c: string) => link(code(c), url(codeMarkdownPath(c, lang)));
	const labelled = (label: string, text: string) =>
		`**${label}${closingColon(lang)}** ${inline(text)}`;
	const laterTable = (codes: readonly CodeEntry[]) =>
		table(
			[t('later.colCode'), t('later.colCategory'), t('later.colDescriptor'), t('later.colMeaning')],
			codes.map((c) => [
				codeLink(c.code),
				code(c.category),
				format(t('later.descriptor'), {
					retryable: t(c.retryable ? 'common.yes' : 'common.no'),
					exitCode: c.exitCode,
					status: c.httpLikeStatus,
				}),
				inline(c.meaning[lang]),
			]),
		);
	return `${blocks(
		`# ${t('differences.title')}`,
		[
			link(t('markdown.htmlPage'), url(differencesPath(lang))),
			link(t('markdown.otherLanguage'), url(docMarkdownPath(differencesId, other))),
		].join(' · '),
		inline(
			format(t('differences.lead'), {
				binary: contract.binary,
				commit: contract.commit,
				count: registry.deviations.length,
			}),
		),
		...registry.deviations.map((d) =>
			blocks(
				`## ${inline(d.title[lang])}`,
				// The label carries its own colon (`Codes:`, `代碼：`).
				`**${t('differences.codes')}** ${d.codes === 'all' ? t('differences.allCodes') : d.codes.map(codeLink).join(separator)}`,
				labelled(t('differences.contract'), d.contract[lang]),
				labelled(t('differences.cli'), d.cli[lang]),
				`**${t('differences.sources')}** ${d.sources.map((s) => link(code(s), upstreamSourceUrl(s))).join(separator)}`,
			),
		),
		`## ${t('later.heading')}`,
		inline(t('later.lead')),
		...laterCodesByRelease(registry).flatMap(({ release, codes, previousBinary: previous }) => {
			const label = release.label[lang];
			return [
				release.binary !== previous &&
					inline(
						format(t('later.renamed'), {
							release: label,
							binary: `\`${release.binary}\``,
							previous: `\`${previous}\``,
						}),
					),
				inline(
					format(t('later.releaseLead'), {
						release: label,
						count: codes.length,
						source: `\`${release.codesFile}\``,
					}),
				),
				`**${inline(format(t('later.caption'), { release: label }))}**`,
				laterTable(codes),
			];
		}),
	)}\n`;
}

/**
 * The docs ids of every page with a Markdown twin but the code pages: the guides given, the
 * differences page and the changes page. A link from a guide to one of them goes to its twin.
 */
export function markdownTwinIds(guides: readonly { id: string }[]): string[] {
	return [...guides.map((g) => g.id), differencesId, changesId];
}

/** The changes page's docs id: its twin is `changesMarkdownPath`, the same `/reference/changes.md`. */
export const changesId = 'reference/changes';
