/**
 * Terminal layout for text in both languages: CJK characters take two columns, and Chinese has no
 * spaces between words, so wrapping may break between any two CJK characters.
 */

const wide =
	/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/** Columns `text` takes in a terminal. */
export function displayWidth(text: string): number {
	let width = 0;
	for (const ch of text) width += wide.test(ch) ? 2 : 1;
	return width;
}

/** Pads `text` with spaces to `width` terminal columns. */
export function padEndToWidth(text: string, width: number): string {
	return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

/**
 * Marks a Chinese line never starts with (行首禁則): a line that would begin with one keeps it at
 * the end of the previous line instead, one column past the width rather than 「。」 alone.
 */
const noLineStart = /^[，。、；：！？）」』〉》…]/;

/** Wraps a paragraph to `width` columns, every line starting with `indent`. */
export function wrap(text: string, indent: string, width = 80): string {
	const room = Math.max(20, width - displayWidth(indent));
	const tokens =
		text.match(
			/\s+|[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+/g,
		) ?? [];
	const lines: string[] = [];
	let line = '';
	let space = false;
	for (const token of tokens) {
		if (/^\s/.test(token)) {
			space = true;
			continue;
		}
		const joined = line && space ? `${line} ${token}` : line + token;
		if (line && displayWidth(joined) > room && !noLineStart.test(token)) {
			lines.push(line);
			line = token;
		} else line = joined;
		space = false;
	}
	if (line) lines.push(line);
	return lines.map((l) => indent + l).join('\n');
}
