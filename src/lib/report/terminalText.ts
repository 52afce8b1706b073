/**
 * What may reach a terminal, or a JSON document a terminal will show. Text from outside (argv, a
 * file name, `SITE_URL`, the strings of a pasted envelope) can carry characters that act on the
 * terminal or on how it draws: escape sequences that clear it, set its title, write the clipboard
 * (OSC 52) or hide lines (C0, DEL and the C1 controls, U+0080–U+009F, which many terminals read as
 * ESC + a letter: U+009B is CSI); bidirectional controls that make `actual: "abc"` display as
 * something else (Trojan Source, CVE-2021-42574); line and paragraph separators that some viewers
 * break lines on; and invisible characters that make two different codes look the same. Each is
 * written as JSON writes an escape, `\u202e`, so a reader sees that it is there and what it is.
 *
 * Kept: the line feed and tab of the CLI's own layout (not in `visible`, which is for one value),
 * and the zero-width joiner and non-joiner, which emoji and several scripts need.
 */
const unsafe =
	/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** The same set without the line feed: for text whose line breaks are the CLI's own. */
const unsafeButLineFeed =
	/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** The same set without tab and line feed, which JSON.stringify has already escaped. */
const unsafeInJson =
	/[\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

const escaped = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** One line of output: every unsafe character escaped, tabs kept. */
export function printableLine(line: string): string {
	return line.replace(unsafe, escaped);
}

/** Several lines of output: every unsafe character escaped, line feeds and tabs kept. */
export function printableText(text: string): string {
	return text.replace(unsafeButLineFeed, escaped);
}

/** Longest echo of an argument in a message: a megabyte of argv is not worth a megabyte of stderr. */
const maxEcho = 200;

/**
 * One value from outside (an argument, a file name, an environment variable) as it is quoted in a
 * message: every unsafe character escaped, line feeds and tabs included (a value must not start a
 * line of its own that looks like the CLI's), and cut at 200 characters.
 */
export function visible(value: string): string {
	const cut = value.length > maxEcho ? `${value.slice(0, maxEcho)}…` : value;
	return cut.replace(/\t/g, '\\t').replace(unsafe, escaped);
}

/**
 * `JSON.stringify`, with the characters it leaves raw in strings escaped as well (DEL, C1, bidi
 * controls, U+2028/U+2029, invisible ones). Only strings can hold them, so replacing them in the
 * document is the same as escaping them in each string: the parsed value is unchanged.
 */
export function safeJson(value: unknown, indent?: number): string {
	return JSON.stringify(value, null, indent).replace(unsafeInJson, escaped);
}
