import { lineStarts } from '../../lib/engine/browser.ts';

/**
 * Lines of the textarea: how many there are, and scrolling one into view. Going to a finding lives
 * in editor.ts, by the finding's range.
 */

/** Scrolls the textarea so that `line` shows near the top (setRangeText and setSelectionRange do not scroll). */
export function scrollToLine(input: HTMLTextAreaElement, line: number): void {
	const lineHeight = parseFloat(getComputedStyle(input).lineHeight) || 20;
	input.scrollTop = Math.max(0, (line - 3) * lineHeight);
}

/** Lines of `text` as the engine numbers them (a lone `\r` ends one too), so the gutter has a row for every finding's line. */
export function countLines(text: string): number {
	return lineStarts(text).length;
}
