import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder, glossaryViolations, repoRoot } from './glossary.ts';

/**
 * What a reader of a built zh-TW page sees, read from dist/ without a browser: the text outside
 * code, the labels screen readers and tooltips show, the meta description, and the links. Used by
 * tests/build/zhTwText.test.ts, which `npm test` runs after the build.
 */

export const distDir = join(repoRoot, 'dist');

/** Every zh-TW page of the build, relative to dist/. */
export function zhPages(): string[] {
	return filesUnder('dist/zh-tw', /\.html$/).map((f) => f.slice('dist/'.length));
}

const decode = (text: string) =>
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

/**
 * Code (<pre>, <code>, <kbd>, <samp>) is left out: identifiers and commands stay as they are in
 * any language. So are scripts, styles, SVG, the language picker's own option names and elements
 * marked `lang="en"` or `data-quoted` (words shown as examples, such as the glossary's variants).
 */
export function pageText(html: string): PageText {
	const body = html
		.replace(/<(script|style|svg|template|pre|code|kbd|samp)\b[\s\S]*?<\/\1>/gi, ' ')
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

const han = /\p{Script=Han}/u;

/** ASCII `.`, `:` or `,` right after a Han character: a Latin mark inside a Chinese sentence. */
export function asciiMarkAfterHan(text: string): string | undefined {
	const m = /\p{Script=Han}[.:,](?![\w/])/u.exec(text) ?? /\p{Script=Han}[.:,]$/u.exec(text);
	return m ? text.slice(Math.max(0, m.index - 12), m.index + 4) : undefined;
}

/** A Chinese line (or block) that starts with a mark that never starts a line. */
export function startsWithClosingMark(text: string): boolean {
	return /^[，。、；：！？）」』]/.test(text);
}

/**
 * English UI strings that show on a zh-TW page: every English string of the site's dictionary and
 * Starlight's chrome that a zh-TW page must not carry outside code. Strings that read the same in
 * both languages (names, symbols) are skipped.
 */
export function englishChrome(texts: readonly string[], english: readonly string[]): string[] {
	const wanted = english.filter((s) => /[A-Za-z]{2,} [A-Za-z]{2,}/.test(s) && !han.test(s));
	return wanted.filter((s) => texts.some((t) => t === s || t.includes(s)));
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

/** Starlight's and Expressive Code's own English labels, which their zh-TW translations replace. */
export const starlightChrome = [
	'Copy to clipboard',
	'Terminal window',
	'Skip to content',
	'Select theme',
	'Select language',
	'On this page',
	'Previous page',
	'Next page',
	'Built with Starlight',
];

export interface BuiltProblems {
	pages: number;
	punctuation: string[];
	chrome: string[];
	links: string[];
	glossary: string[];
}

/** Every problem of the built zh-TW pages, each named by page. */
export function builtZhTwProblems(): BuiltProblems {
	// The product's name is a name, shown as is in the zh-TW header too: not English chrome.
	const names = new Set(['Error Playbook']);
	const english = [
		...Object.values(
			JSON.parse(
				readFileSync(join(repoRoot, 'src', 'content', 'i18n', 'en.json'), 'utf8'),
			) as Record<string, string>,
		),
		...starlightChrome,
	].filter((text) => !names.has(text));
	const problems: BuiltProblems = {
		pages: 0,
		punctuation: [],
		chrome: [],
		links: [],
		glossary: [],
	};
	for (const page of zhPages()) {
		problems.pages++;
		const { blocks, labels, links } = pageText(readPage(page));
		const texts = [...blocks, ...labels];
		for (const text of texts) {
			const mark = asciiMarkAfterHan(text);
			if (mark) problems.punctuation.push(`${page}: …${mark}…`);
			for (const v of glossaryViolations(text, page))
				problems.glossary.push(`${page}: write ${v.use}, not ${v.found} (${v.text})`);
		}
		for (const s of englishChrome(texts, english)) problems.chrome.push(`${page}: "${s}"`);
		for (const href of linksOutOfLocale(links)) problems.links.push(`${page}: ${href}`);
	}
	return problems;
}
