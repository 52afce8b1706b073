import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder, repoRoot } from './glossary.ts';
import type { ZhText } from './zhText.ts';

/**
 * What a reader of a built zh-TW page sees, read from dist/ without a browser: the text (inline
 * code as a backtick span), the labels screen readers and tooltips show, the meta description,
 * and the links. The language rules are zhText.ts's; tests/build/zhTwText.test.ts applies them.
 */

export const distDir = join(repoRoot, 'dist');

/** Every zh-TW page of the build, relative to dist/. */
export function zhPages(): string[] {
	return filesUnder('dist/zh-tw', /\.html$/).map((f) => f.slice('dist/'.length));
}

/** The character references a built page uses, read back as text (shared with englishText.ts). */
export const decode = (text: string) =>
	text
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&quot;/g, '"')
		.replace(/&#39;|&#x27;/g, "'")
		.replace(/&nbsp;/g, ' ')
		.replace(/&amp;/g, '&');

export interface PageText {
	/** Text blocks outside code, one per element boundary. */
	blocks: string[];
	/** aria-label, title, placeholder, alt and the meta/og descriptions. */
	labels: string[];
	/** href of every link. */
	links: string[];
}

/** An inline element's tag: the blocks are cut at these, the sentence is not. */
const inlineTag = String.raw`<\/?(?:a|span|strong|em|b|i)\b[^>]*>`;
/**
 * A full-width mark, a space, then more of the same line, across inline tags only:
 * 「重試：不要原封不動重試。 <a>原因與做法</a>」, 「<strong>代碼：</strong> 所有代碼」. The character
 * before the mark comes along, so that a join before a code span still holds Chinese.
 */
const markThenSpace = new RegExp(
	String.raw`[^\s<>][，。、；：！？」）](?:(?:${inlineTag})+\s+(?:${inlineTag})*|\s+(?:${inlineTag})+)[^\s<]`,
	'gu',
);

/**
 * Code (<pre>, <code>, <kbd>, <samp>) is left out: identifiers and commands stay as they are in
 * any language. So are scripts, styles, SVG, the language picker's own option names and elements
 * marked `lang="en"` or `data-quoted` (words shown as examples, such as the glossary's variants).
 */
export function pageText(html: string): PageText {
	const body = html
		.replace(/<(script|style|svg|template|pre)\b[\s\S]*?<\/\1>/gi, ' ')
		// Expressive Code's copy text, whose `>` would end the tag early for the pattern below.
		.replace(/\sdata-code="[^"]*"/g, '')
		// An empty code element (a script fills it, or shows it, later) is no text yet.
		.replace(/<(code|kbd|samp)\b[^>]*><\/\1>/gi, '')
		// Inline code stays in its sentence as a backtick span, as in Markdown: the checker knows it
		// is not prose, and still sees the marks beside it.
		.replace(/<(code|kbd|samp)\b[\s\S]*?<\/\1>/gi, '`code`')
		.replace(/<option\b[\s\S]*?<\/option>/gi, ' ')
		// Text marked as English, or as words quoted rather than written (the glossary's columns).
		.replace(/<(td|th|span)\b[^>]*\s(?:lang="en"|data-quoted)[^>]*>[\s\S]*?<\/\1>/gi, ' ');
	const blocks = body
		.replace(/<head\b[\s\S]*?<\/head>/i, ' ')
		.split(
			/<\/?(?:p|li|td|th|h[1-6]|div|span|a|button|summary|dt|dd|label|figcaption|caption|strong|em|nav|section|header|footer|aside|ul|ol|table|tr)\b[^>]*>/i,
		)
		.map((chunk) =>
			decode(chunk.replace(/<[^>]+>/g, ''))
				.replace(/\s+/g, ' ')
				.trim(),
		)
		.filter(Boolean);
	// The blocks are cut at links and emphasis, which hides a space put between a sentence's 「。」 or
	// a label's 「：」 and the link or text after it: each such join is a text of its own.
	for (const m of body.replace(/<head\b[\s\S]*?<\/head>/i, ' ').matchAll(markThenSpace))
		blocks.push(decode(m[0].replace(/<[^>]+>/g, '')).replace(/\s+/g, ' '));
	const labels = [
		...[...body.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map((m) =>
			decode(m[1]!),
		),
		...[
			...html.matchAll(
				/<meta\s+(?:name|property)="(?:description|og:description)"\s+content="([^"]*)"/g,
			),
		].map((m) => decode(m[1]!)),
	].filter(Boolean);
	const links = [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((m) => decode(m[1]!));
	return { blocks, labels, links };
}

export function readPage(page: string): string {
	return readFileSync(join(distDir, page), 'utf8');
}

/** Site-internal links of a zh-TW page that leave the zh-TW pages (exports excepted). */
export function linksOutOfLocale(links: readonly string[]): string[] {
	return links.filter(
		(href) =>
			href.startsWith('/') &&
			!href.startsWith('//') &&
			!/^\/zh-tw(\/|$|#|\?)/.test(href) &&
			!/^\/(codes\.json|schemas\/|search\/|_astro\/|pagefind\/|favicon|sitemap|llms|codes\/[\w-]+\.(md|json))/.test(
				href,
			),
	);
}

/** The texts of every built zh-TW page for the checker, and the links that leave the zh-TW pages. */
export function builtZhTwPages(): { texts: ZhText[]; linksOut: string[]; pages: number } {
	const texts: ZhText[] = [];
	const linksOut: string[] = [];
	const pages = zhPages();
	for (const page of pages) {
		const { blocks, labels, links } = pageText(readPage(page));
		for (const text of [...blocks, ...labels]) texts.push({ where: page, text, html: true });
		for (const href of linksOutOfLocale(links)) linksOut.push(`${page}: ${href}`);
	}
	return { texts, linksOut, pages: pages.length };
}
