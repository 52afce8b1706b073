import { printableLine } from './terminalText.ts';

/**
 * Clickable code-page URLs in terminals (OSC 8 hyperlinks). No terminal announces the feature, so
 * support is guessed from the environment, as the `supports-hyperlinks` package does; a terminal
 * that does not understand OSC 8 would print the escape sequence's URL twice or as garbage, so the
 * guess errs on the side of plain text.
 */

/** What the decision depends on: pure, so it is tested without a terminal. */
export interface LinkContext {
	/** Whether standard output is a terminal. */
	isTTY: boolean;
	env: Record<string, string | undefined>;
	/** `--no-links` was given (or the output is `--json`, which never carries escape sequences). */
	noLinks: boolean;
}

/** `TERM_PROGRAM` values of terminals known to open OSC 8 links. */
const linkingPrograms = new Set(['iTerm.app', 'WezTerm', 'vscode', 'ghostty', 'Tabby']);

/** `TERM` values of terminals known to open OSC 8 links (they set no `TERM_PROGRAM`). */
const linkingTerms = new Set(['xterm-kitty', 'xterm-ghostty', 'alacritty', 'foot']);

/**
 * Whether to print URLs as OSC 8 hyperlinks. An opt-out (`--no-links`, `NO_HYPERLINKS`) always wins;
 * `FORCE_HYPERLINK` (any value but 0) turns them on even for a pipe, for tests and wrappers that
 * pass output on to a terminal; otherwise only a terminal known to support them gets them.
 */
export function hyperlinksSupported({ isTTY, env, noLinks }: LinkContext): boolean {
	if (noLinks || env.NO_HYPERLINKS) return false;
	const force = env.FORCE_HYPERLINK;
	if (force !== undefined) return force === '' || Number.parseInt(force, 10) !== 0;
	if (!isTTY || env.TERM === 'dumb') return false;
	if (env.TERM_PROGRAM && linkingPrograms.has(env.TERM_PROGRAM)) return true;
	// VTE (GNOME Terminal, Tilix…) writes 0.50.0 as 5000; 0.50.0 itself crashed on some links.
	const vte = Number.parseInt(env.VTE_VERSION ?? '', 10);
	if (vte >= 5000 && env.VTE_VERSION !== '0.50.0') return true;
	return Boolean(
		env.WT_SESSION ||
		env.KITTY_WINDOW_ID ||
		env.DOMTERM ||
		(env.TERM && linkingTerms.has(env.TERM)),
	);
}

/**
 * Control characters would end the escape sequence early and let the rest act on the terminal. The
 * URLs printed are built by `src/lib/site` from `SITE_URL`, which `new URL` normalises, but the
 * check keeps this function safe for any input.
 */
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/** `url` as an OSC 8 hyperlink whose visible text is `text`. */
export function hyperlink(url: string, text: string = url): string {
	if (controlCharacter.test(url) || controlCharacter.test(text)) return text;
	return `\u001b]8;;${url}\u001b\\${text}\u001b]8;;\u001b\\`;
}

/** How a command prints a URL: as a hyperlink or as itself. */
export type LinkFormat = (url: string) => string;

/**
 * A URL as a reader sees it: its percent-escapes decoded where that yields readable text. A zh-TW
 * anchor (`#不帶錯誤物件的失敗`) took 151 columns escaped (zh-TW review 19 #1); decoded it is an IRI
 * that terminals and browsers open as well. Kept escaped when decoding fails or would show a space
 * or a character `printableLine` would escape (control, bidi, invisible).
 */
export function readableUrl(url: string): string {
	try {
		const decoded = decodeURI(url);
		return /\s/.test(decoded) || printableLine(decoded) !== decoded ? url : decoded;
	} catch {
		return url;
	}
}

export function linkFormat(enabled: boolean): LinkFormat {
	return enabled ? (url) => hyperlink(url, readableUrl(url)) : (url) => readableUrl(url);
}
