import { closingColon, type Lang, languages, sentenceGap } from '../i18n/index.ts';
import {
	absoluteUrl,
	codeMarkdownPath,
	defaultSiteUrl,
	differencesPath,
	docMarkdownPath,
} from '../site/index.ts';
import { uiText, type Registry } from '../registry/index.ts';
import { differencesPage } from '../views/index.ts';
import { blocks, code, inline, link, strong, table } from './markdownSyntax.ts';

/**
 * The contract-and-CLI differences page as Markdown, for agents and the MCP server: the view the
 * page renders (`differencesPage`), links absolute under the site URL; code links go to the
 * codes' twins.
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
	const view = differencesPage(registry, lang);
	const separator = t('common.listSeparator');
	const codeLink = (c: string) => link(code(c), url(codeMarkdownPath(c, lang)));
	const labelled = ({ label, text }: { label: string; text: string }) =>
		`${strong(`${label}${closingColon(lang)}`)}${sentenceGap(lang)}${inline(text)}`;
	return `${blocks(
		`# ${view.title}`,
		[
			link(t('markdown.htmlPage'), url(differencesPath(lang))),
			link(t('markdown.otherLanguage'), url(docMarkdownPath(differencesId, other))),
		].join(' · '),
		inline(view.lead),
		...view.deviations.map((d) =>
			blocks(
				`## ${inline(d.title)}`,
				// The label carries its own colon (`Codes:`, `代碼：`).
				`${strong(d.codes.label)}${sentenceGap(lang)}${d.codes.all ?? d.codes.codes.map(codeLink).join(separator)}`,
				labelled(d.contract),
				labelled(d.cli),
				`${strong(d.sources.label)}${sentenceGap(lang)}${d.sources.links.map((s) => link(code(s.text), s.href)).join(separator)}`,
			),
		),
		`## ${view.later.heading}`,
		inline(view.later.lead),
		...view.later.groups.flatMap((group) => [
			group.renamed && inline(group.renamed),
			inline(group.lead),
			strong(inline(group.caption)),
			table(
				group.columns,
				group.rows.map((row) => [
					codeLink(row.code),
					code(row.category),
					row.descriptor,
					inline(row.meaning),
				]),
			),
		]),
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
