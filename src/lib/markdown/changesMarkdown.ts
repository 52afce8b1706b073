import { format, type Lang, languages, sentenceGap } from '../i18n/index.ts';
import {
	absoluteUrl,
	changesFeedPath,
	changesMarkdownPath,
	changesPath,
	codeMarkdownPath,
	defaultSiteUrl,
	releaseAnchor,
	releaseSourceUrl,
} from '../site/index.ts';
import { contractRelease, releases } from '../registry/index.ts';
import type { Registry, Release } from '../registry/index.ts';
import type { HistorySection } from '../views/index.ts';
import { blocks, code, inline, link, table } from './markdownSyntax.ts';
import { uiText } from '../registry/index.ts';

/**
 * The changes page and a code page's History section as Markdown, for agents: the same releases,
 * order, headings and links as `src/pages/[...locale]/reference/changes.astro` and
 * `src/components/CodeHistory.astro`, links absolute under the site URL.
 */

type Heading = (level: number, text: string) => string;
type Url = (path: string) => string;

/** Upstream evidence as Markdown links, inline. */
function sourceLinks(sources: readonly string[], lang: Lang): string {
	return sources
		.map((s) => link(code(s), releaseSourceUrl(s)))
		.join(uiText(lang)('common.listSeparator'));
}

/** A code's History section body (`historySection`): one row per release that changed it, oldest first. */
export function historyMarkdown(section: HistorySection, lang: Lang, url: Url): string {
	return blocks(
		section.lead,
		section.rows.length > 0 &&
			table(
				section.columns,
				section.rows.map((row) => [
					link(inline(row.release.text), url(row.release.href)),
					inline(row.note),
					row.sources.length > 0
						? row.sources
								.map((s) => link(code(s.text), s.href))
								.join(uiText(lang)('common.listSeparator'))
						: '—',
				]),
			),
		link(section.all.text, url(section.all.href)),
	);
}

/** The whole changes page in `lang`. */
export function changesMarkdown(
	registry: Registry,
	lang: Lang,
	siteUrl: string = defaultSiteUrl,
): string {
	const t = uiText(lang);
	const url = (path: string) => absoluteUrl(siteUrl, path);
	const h: Heading = (level, text) => `${'#'.repeat(level)} ${text}`;
	const other = languages.find((l) => l !== lang)!;
	const contract = contractRelease(registry);
	const all = releases(registry).toReversed();
	return `${blocks(
		h(1, t('changes.title')),
		[
			link(t('markdown.htmlPage'), url(changesPath(lang))),
			link(t('changes.feed'), url(changesFeedPath(lang))),
			link(t('markdown.otherLanguage'), url(changesMarkdownPath(other))),
		].join(' · '),
		inline(
			format(t('changes.lead'), {
				count: all.filter((r) => r.published).length,
				contract: contract.commit,
				binary: contract.binary,
			}),
		),
		inline(format(t('changes.anchors'), { example: `#${releaseAnchor(all[0]!)}` })),
		...all.map((release) => releaseMarkdown(registry, release, lang, h, url)),
	)}\n`;
}

function releaseMarkdown(
	registry: Registry,
	release: Release,
	lang: Lang,
	h: Heading,
	url: Url,
): string {
	const t = uiText(lang);
	// The labels end in their colon: a space after the English one, none after the full-width one.
	const gap = sentenceGap(lang);
	const unpublished =
		lang === 'zh-TW' ? `（${t('changes.unpublished')}）` : ` (${t('changes.unpublished')})`;
	const facts = [
		`- ${t('changes.date')}${gap}${release.date}`,
		`- ${t('changes.binary')}${gap}${code(release.binary)}${release.published ? '' : unpublished}`,
		release.aliases.length > 0 &&
			`- ${t('changes.aliases')}${gap}${release.aliases.map((a) => code(a)).join(t('common.listSeparator'))}`,
	].filter(Boolean);
	const hasPage = (name: string) =>
		registry.codes.some((c) => c.code === name) ||
		registry.wrapperCodes.some((c) => c.code === name);
	return blocks(
		h(2, inline(release.label[lang])),
		facts.join('\n'),
		inline(release.summary[lang]),
		release.changes.length === 0 && release.codeChanges.length === 0 && t('changes.none'),
		release.changes.length > 0 && h(3, t('changes.wire')),
		...release.changes.map((c) =>
			blocks(
				h(4, inline(c.title[lang])),
				`${t('changes.surface')}${gap}${t(`changes.surface.${c.surface}`)}`,
				inline(c.text[lang]),
				`${t('changes.sources')}${gap}${sourceLinks(c.sources, lang)}`,
			),
		),
		release.codeChanges.length > 0 && h(3, t('changes.perCode')),
		release.codeChanges.length > 0 &&
			table(
				[t('changes.colCode'), t('changes.colChange'), t('changes.colSources')],
				release.codeChanges.map((c) => [
					hasPage(c.code) ? link(code(c.code), url(codeMarkdownPath(c.code, lang))) : code(c.code),
					inline(c.note[lang]),
					sourceLinks(c.sources, lang),
				]),
			),
	);
}
