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

/**
 * The commands a CI runner acts on in the lines a step prints: GitHub's legacy `##[cmd]`, Azure
 * Pipelines' `##vso[…]` and TeamCity's `##teamcity[…]` anywhere in a line (actions/runner,
 * `ActionCommand.TryParse`), and GitHub's `::cmd::` after a line's leading blanks (`TryParseV2`).
 * Text from outside could forge an annotation, mask a value or stop the log's commands with them.
 * The second `#` and the first `:` are written as escapes, so a reader still sees what was there,
 * and in JSON the parsed value is unchanged. Every other place the runner looks is covered: a line
 * never starts with a `:` of the input after this, and the CLI's own lines start with neither.
 */
const hashCommand = /##(?=[a-z]*\[)/gi;
const colonCommand = /^([ \t]*):(?=:)/gm;

/** `text` with the CI log commands of outside text disarmed, escaped as `escape` writes a character. */
export function disarmLogCommands(text: string, escape: (c: string) => string = escaped): string {
	return text
		.replace(hashCommand, () => `#${escape('#')}`)
		.replace(colonCommand, (_, blanks: string) => `${blanks}${escape(':')}`);
}

/** One line of output: every unsafe character escaped, tabs kept, no CI log command. */
export function printableLine(line: string): string {
	return disarmLogCommands(line.replace(unsafe, escaped));
}

/** Several lines of output: every unsafe character escaped, line feeds and tabs kept, no CI log command. */
export function printableText(text: string): string {
	return disarmLogCommands(withoutControls(text));
}

/**
 * Several lines with every unsafe character escaped and nothing else: for the GitHub format, whose
 * own `::command::` starts each line, so that the runner reads no other command in it (a property
 * disarmed would no longer name its file).
 */
export function withoutControls(text: string): string {
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
	return disarmLogCommands(cut.replace(/\t/g, '\\t').replace(unsafe, escaped));
}

/**
 * `JSON.stringify`, with the characters it leaves raw in strings escaped as well (DEL, C1, bidi
 * controls, U+2028/U+2029, invisible ones). Only strings can hold them, so replacing them in the
 * document is the same as escaping them in each string: the parsed value is unchanged.
 */
export function safeJson(value: unknown, indent?: number): string {
	// No line of the document starts with a string's text (strings are quoted), so only the
	// `##[` forms need disarming.
	return disarmLogCommands(JSON.stringify(value, null, indent).replace(unsafeInJson, escaped));
}
