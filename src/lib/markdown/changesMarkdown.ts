import { type Lang, languages, sentenceGap, withNote } from '../i18n/index.ts';
import {
	absoluteUrl,
	changesMarkdownPath,
	changesPath,
	codeMarkdownPath,
	defaultSiteUrl,
} from '../site/index.ts';
import type { Registry } from '../registry/index.ts';
import { changesPage, type HistorySection, type Link, type ReleaseView } from '../views/index.ts';
import { blocks, code, inline, link, table } from './markdownSyntax.ts';
import { uiText } from '../registry/index.ts';

/**
 * The changes page and a code page's History section as Markdown, for agents: the views the pages
 * render (`changesPage`, `historySection`), links absolute under the site URL.
 */

type Url = (path: string) => string;

/** Upstream evidence as Markdown links, inline. */
function sourceLinks(sources: readonly Link[], lang: Lang): string {
	return sources.map((s) => link(code(s.text), s.href)).join(uiText(lang)('common.listSeparator'));
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
					row.sources.length > 0 ? sourceLinks(row.sources, lang) : '—',
				]),
			),
		link(section.all.text, url(section.all.href)),
	);
}

/** The whole changes page in `lang`, from the page's own view (`changesPage`). */
export function changesMarkdown(
	registry: Registry,
	lang: Lang,
	siteUrl: string = defaultSiteUrl,
): string {
	const t = uiText(lang);
	const url = (path: string) => absoluteUrl(siteUrl, path);
	const other = languages.find((l) => l !== lang)!;
	const view = changesPage(registry, lang);
	return `${blocks(
		h(1, view.title),
		[
			link(t('markdown.htmlPage'), url(changesPath(lang))),
			link(view.feed.text, url(view.feed.href)),
			link(t('markdown.otherLanguage'), url(changesMarkdownPath(other))),
		].join(' · '),
		inline(view.lead),
		inline(view.anchors),
		...view.releases.map((release) => releaseMarkdown(release, lang, url)),
	)}\n`;
}

const h = (level: number, text: string) => `${'#'.repeat(level)} ${text}`;

function releaseMarkdown(release: ReleaseView, lang: Lang, url: Url): string {
	const t = uiText(lang);
	// The labels end in their colon: a space after the English one, none after the full-width one.
	const gap = sentenceGap(lang);
	const { date, binary, aliases, wire, perCode } = release;
	const facts = [
		`- ${date.label}${gap}${date.value}`,
		`- ${binary.label}${gap}${code(binary.value)}${binary.unpublished ? withNote('', binary.unpublished, lang) : ''}`,
		aliases &&
			`- ${aliases.label}${gap}${aliases.values.map((a) => code(a)).join(t('common.listSeparator'))}`,
	].filter(Boolean);
	return blocks(
		h(2, inline(release.title)),
		facts.join('\n'),
		inline(release.summary),
		release.none,
		wire && h(3, wire.title),
		...(wire?.changes ?? []).map((c) =>
			blocks(
				h(4, inline(c.title)),
				`${c.where.label}${gap}${c.where.value}`,
				inline(c.text),
				`${c.sources.label}${gap}${sourceLinks(c.sources.links, lang)}`,
			),
		),
		perCode && h(3, perCode.title),
		perCode &&
			table(
				perCode.columns,
				perCode.rows.map((row) => [
					row.hasPage
						? link(code(row.code), url(codeMarkdownPath(row.code, lang)))
						: code(row.code),
					inline(row.note),
					sourceLinks(row.sources, lang),
				]),
			),
	);
}
