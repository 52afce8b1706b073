/**
 * ASCII apostrophes in prose: between two letters (`app's`, `don't`) or after a plural s
 * (`players' `). Inline code in backticks is left out, and so is a quote around a value
 * (`'{}'`), which is code written without its backticks.
 */
const ascii = /(?<=[A-Za-z0-9])'(?=[A-Za-z])|(?<=[A-Za-z]s)'(?=[\s.,;:)!?]|$)/g;

/** Each ASCII apostrophe of `text` outside code, with a few characters either side. */
export function asciiApostrophes(text: string): string[] {
	const prose = text.replace(/`[^`\n]*`/g, ' ');
	return [...prose.matchAll(ascii)].map((m) =>
		prose.slice(Math.max(0, m.index - 20), m.index + 20).replace(/\s+/g, ' '),
	);
}

/** Typographic apostrophes of `text`. */
export function typographicApostrophes(text: string): number {
	return text.split('’').length - 1;
}
