import { format, type Lang, languages, plainText } from '../i18n/index.ts';
import {
	absoluteUrl,
	codeJsonPath,
	codeMarkdownPath,
	codesJsonPath,
	defaultSiteUrl,
	changesMarkdownPath,
	docMarkdownPath,
	envelopeSchemaPath,
	llmsFullTxtPath,
	llmsTxtPath,
	playgroundPath,
} from '../site/index.ts';
import type { Registry } from '../registry/index.ts';
import { codeSection, wrapperSection } from './codeMarkdown.ts';
import { contractCodes, contractRelease, laterCodes } from '../registry/index.ts';
import { guideMarkdown, type GuideSource } from './guideMarkdown.ts';
import { differencesId, markdownTwinIds } from './differencesMarkdown.ts';
import { autolink, blocks, inline, link } from './markdownSyntax.ts';
import { uiText } from '../registry/index.ts';

/**
 * `/llms.txt` and `/llms-full.txt` in the llmstxt.org format: an H1, a blockquote summary, a
 * paragraph, then H2 sections of links with a note each; the Markdown twins are what they link.
 * The "Optional" section keeps its English name in both languages because the format gives that
 * word a meaning (what a reader short of context may skip).
 */

/** The guides in sidebar order; pages without an order (the reference pages) after them, by id. */
export function orderedGuides(guides: readonly GuideSource[]): GuideSource[] {
	return [...guides].sort(
		(a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.id.localeCompare(b.id),
	);
}

/** The index: `guides` are the pages of `lang` published as Markdown twins. */
export function llmsTxt(
	registry: Registry,
	guides: readonly GuideSource[],
	lang: Lang,
	siteUrl: string = defaultSiteUrl,
): string {
	const t = uiText(lang);
	const url = (path: string) => absoluteUrl(siteUrl, path);
	const other = languages.find((l) => l !== lang)!;
	const sample = registry.codes[0]!.code;
	const section = (title: string, items: [string, string, string][]) =>
		`## ${title}\n\n${items.map(([text, href, note]) => `- ${link(text, href)}${note ? `: ${note}` : ''}`).join('\n')}`;
	return `${blocks(
		`# ${t('llms.title')}`,
		`> ${format(t('llms.summary'), { commit: contractRelease(registry).commit })}`,
		format(inline(t('llms.intro')), {
			contract: contractCodes(registry).length,
			later: laterCodes(registry).length,
			wrappers: registry.wrapperCodes.map((w) => w.code).join(lang === 'en' ? ', ' : '、'),
			full: autolink(url(llmsFullTxtPath(lang))),
		}),
		section(
			t('llms.guides'),
			orderedGuides(guides).map((g) => [
				g.title,
				url(docMarkdownPath(g.id, lang)),
				g.description ?? '',
			]),
		),
		section(
			t('llms.codes'),
			[...registry.codes, ...registry.wrapperCodes].map((entry) => [
				entry.code,
				url(codeMarkdownPath(entry.code, lang)),
				plainText(entry.meaning[lang]),
			]),
		),
		section(t('llms.data'), [
			[codesJsonPath, url(codesJsonPath), inline(t('llms.codesJson'))],
			[codeJsonPath(sample, lang), url(codeJsonPath(sample, lang)), inline(t('llms.codeJson'))],
			[envelopeSchemaPath, url(envelopeSchemaPath), inline(t('llms.schema'))],
		]),
		section(t('llms.optional'), [
			[t('differences.title'), url(docMarkdownPath(differencesId, lang)), t('llms.differences')],
			[
				t('changes.title'),
				url(changesMarkdownPath(lang)),
				format(t('llms.changes'), { commit: contractRelease(registry).commit }),
			],
			[t('playground.title'), url(playgroundPath(lang)), t('llms.playground')],
			[llmsTxtPath(other), url(llmsTxtPath(other)), t('llms.otherLanguage')],
		]),
	)}\n`;
}

/** Every guide and every code page of `lang` in full, one Markdown document: each page an H2 section. */
export function llmsFullTxt(
	registry: Registry,
	guides: readonly GuideSource[],
	lang: Lang,
	siteUrl: string = defaultSiteUrl,
): string {
	const t = uiText(lang);
	const twins = markdownTwinIds(guides);
	return `${blocks(
		`# ${t('llms.title')}`,
		`> ${format(t('llms.summary'), { commit: contractRelease(registry).commit })}`,
		format(inline(t('llms.fullLead')), {
			index: autolink(absoluteUrl(siteUrl, llmsTxtPath(lang))),
		}),
		...orderedGuides(guides).map((g) => guideMarkdown(registry, g, siteUrl, twins, 2).trimEnd()),
		...registry.codes.map((entry) => codeSection(registry, entry, lang, siteUrl, 2)),
		...registry.wrapperCodes.map((w) => wrapperSection(registry, w, lang, siteUrl, 2)),
	)}\n`;
}
