import { inlineCodeSegments } from '../i18n/index.ts';

/**
 * Markdown syntax for the registry's texts. Registry texts are plain text in which `backticks` mark
 * inline code; the plain runs are escaped so that a `<placeholder>` or a `*` in a sentence stays
 * text in every Markdown reader instead of becoming HTML or emphasis.
 */

/** A registry text (or UI string) as inline Markdown: code spans kept, the rest escaped. */
export function inline(text: string): string {
	return inlineCodeSegments(text)
		.map((s) => (s.code ? code(s.text) : s.text.replace(/[\\<>[\]*]/g, (c) => `\\${c}`)))
		.join('');
}

/**
 * Bold text. CommonMark closes `**` after a mark only when a space or another mark follows, and a
 * Chinese sentence goes on at once: 「**原因：**爭用…」 printed its asterisks in every Markdown
 * reader (zh-TW review 26 #5). So full-width marks that end the text stay outside the delimiters,
 * where they read the same, and so do brackets around the whole text; a bracket closing inside it
 * stays with its opening one. An English label's `:` is followed by a space and stays inside.
 */
export function strong(text: string): string {
	const [, body = '', marks = ''] = /^([\s\S]*?)([：。，；！？、]*)$/u.exec(text) ?? [];
	if (!body) return text;
	const bracketed = body.length > 2 && brackets.includes(`${body[0]}${body.at(-1)}`);
	return bracketed
		? `${body[0]}**${body.slice(1, -1)}**${body.at(-1)}${marks}`
		: `**${body}**${marks}`;
}
const brackets = ['「」', '『』', '〈〉', '《》', '（）'];

/** Inline code, fenced with more backticks than the text holds in a row. */
export function code(text: string): string {
	const fence = '`'.repeat(longestRun(text, '`') + 1);
	const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
	return `${fence}${pad}${text}${pad}${fence}`;
}

/** A fenced code block; the fence outgrows any run of backticks in the code. */
export function codeBlock(body: string, lang = ''): string {
	const fence = '`'.repeat(Math.max(3, longestRun(body, '`') + 1));
	return `${fence}${lang}\n${body}\n${fence}`;
}

/** A link; parentheses and spaces in the URL are percent-encoded, since either would end it early. */
export function link(text: string, url: string): string {
	return `[${text}](${url.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)})`;
}

/**
 * A URL shown as itself: an autolink, `<url>`. Bare, a URL runs on into whatever follows it up to
 * a space, and Chinese text has no space before its full stop: `…/llms.txt。` linked to a page that
 * does not exist. Inside angle brackets it ends where they do.
 */
export function autolink(url: string): string {
	return `<${url.replace(/[<>\s]/g, (c) => encodeURIComponent(c))}>`;
}

/** A GFM table; cells are already inline Markdown, so only the pipe and line breaks need escaping. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
	const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
	const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
	return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Blocks joined by blank lines, the empty ones left out. */
export function blocks(...parts: (string | false | null | undefined)[]): string {
	return parts.filter((p): p is string => typeof p === 'string' && p !== '').join('\n\n');
}

function longestRun(text: string, char: string): number {
	let longest = 0;
	let run = 0;
	for (const c of text) {
		run = c === char ? run + 1 : 0;
		longest = Math.max(longest, run);
	}
	return longest;
}
