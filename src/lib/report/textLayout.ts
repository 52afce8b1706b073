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

/** Marks a Chinese line never ends with (行尾禁則): an opening bracket goes down with what it opens. */
const noLineEnd = /[（「『〈《]$/;

/** A Han character, kana or a full-width mark: Chinese and Japanese put no space between words. */
const cjk = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/**
 * Chinese words, so a line break never cuts one (「位\n址」): ICU's dictionary segmenter, which
 * Node and every browser ship. A run of Chinese splits into its words and marks. Made on the first
 * Chinese run, not at load: building it takes about 19 ms, which an English run never needs.
 */
let words: Intl.Segmenter | undefined;

/**
 * Words ICU's dictionary keeps apart that a Chinese reader takes as one: 重新 binds to the verb
 * after it (「重新\n啟動」 reads as two thoughts), and these compounds are this site's terms.
 */
const boundPrefix = /^(?:重新|再次)$/;
const compounds = new Set(['工具結果', '錯誤物件', '修復指令', '結束代碼', '狀態檔案', '預留位置']);
const han2 = /^\p{Script=Han}{2}/u;

function chineseWords(run: string): string[] {
	const out: string[] = [];
	for (const { segment } of (words ??= new Intl.Segmenter('zh-Hant', {
		granularity: 'word',
	})).segment(run)) {
		const last = out.at(-1);
		if (
			last &&
			han2.test(segment) &&
			(boundPrefix.test(last) || compounds.has(last.slice(-2) + segment.slice(0, 2)))
		)
			out[out.length - 1] = last + segment;
		else out.push(segment);
	}
	return out;
}

function tokensOf(text: string): string[] {
	const runs =
		text.match(
			/\s+|[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+/g,
		) ?? [];
	return runs.flatMap((run) => (cjk.test(run[0]!) ? chineseWords(run) : [run]));
}

/**
 * Wraps a paragraph to `width` columns, every line starting with `indent`. The paragraph's own line
 * breaks are soft (a source text wrapped to fit an editor): they are joined as the language joins
 * words, with nothing between two Chinese characters (「引\n入」 is 「引入」) and one space between
 * Latin words, so no line break of the source reaches the output, where it would be escaped as
 * `\u000a` or break a line in the middle of a word. Runs of spaces count as one.
 */
export function wrap(text: string, indent: string, width = 80): string {
	const room = Math.max(20, width - displayWidth(indent));
	const lines: string[] = [];
	let line = '';
	let space = false;
	let softBreak = false;
	for (const token of tokensOf(text)) {
		if (/^\s/.test(token)) {
			space = true;
			softBreak = /[\n\r]/.test(token);
			continue;
		}
		const betweenCjk = softBreak && cjk.test(line.slice(-1)) && cjk.test(token);
		const gap = line && space && !betweenCjk ? ' ' : '';
		if (line && displayWidth(line + gap + token) > room && !noLineStart.test(token)) {
			// An opening mark at the line's end moves down with the word it opens.
			const opening = noLineEnd.test(line) && line.length > 1 ? line.slice(-1) : '';
			lines.push(line.slice(0, line.length - opening.length));
			line = opening + token;
		} else line += gap + token;
		space = false;
		softBreak = false;
	}
	if (line) lines.push(line);
	return lines.map((l) => indent + l).join('\n');
}

/**
 * An item of a list: `marker` ("1. ", "- ") on its first line, and the lines after it lined up under
 * the item's text, not under the marker.
 */
export function wrapItem(marker: string, text: string, indent: string, width = 80): string {
	const hang = indent + ' '.repeat(displayWidth(marker));
	return indent + marker + wrap(text, hang, width).slice(hang.length);
}
