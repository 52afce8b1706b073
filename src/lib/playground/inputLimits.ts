/**
 * What the page takes into its textarea, the playground's and the home page's alike: above these
 * an input is refused on screen, before Chromium lays it out, and the CLI (which takes larger files)
 * is offered instead.
 *
 * Characters: Chromium alone needs seconds to insert ten megabytes into a textarea.
 * Lines: the cost of laying out a textarea grows with its lines more than its characters, and a
 * character limit lets through a million empty ones (1.9 M newlines froze the tab for 29 s,
 * security-review.md item 8). Measured in Chromium 2026-11-24 on the 2-core VM (a bare textarea, set
 * and laid out, under load): 50,000 lines 0.3–0.7 s, 100,000 0.6–2.0 s, 200,000 1.8–4.5 s, 400,000
 * 4–19 s. 50,000 lets every pretty-printed JSON within the character limit through (2 MiB at ~45
 * characters a line is ~46,000 lines) and keeps the worst paste under a second of layout.
 */
export const maxPlaygroundChars = 2 * 1024 * 1024;
export const maxPlaygroundLines = 50_000;

/** Line feeds in `text` from `start` to `end`. */
function lineFeeds(text: string, start = 0, end = text.length): number {
	let count = 0;
	for (let i = text.indexOf('\n', start); i !== -1 && i < end; i = text.indexOf('\n', i + 1))
		count++;
	return count;
}

/** Why an input is refused, with its size; null when the page takes it. */
export type InputOverLimit = { kind: 'chars'; chars: number } | { kind: 'lines'; lines: number };

/**
 * Whether `text` with `inserted` put in place of its `start`–`end` (a paste over a selection) is
 * over a limit; without `inserted`, `text` itself. The result is not built: a refused paste of two
 * megabytes costs one scan of it.
 */
export function overInputLimit(
	text: string,
	inserted?: { text: string; start: number; end: number },
): InputOverLimit | null {
	const chars = inserted
		? text.length - (inserted.end - inserted.start) + inserted.text.length
		: text.length;
	if (chars > maxPlaygroundChars) return { kind: 'chars', chars };
	const lines = inserted
		? lineFeeds(text) - lineFeeds(text, inserted.start, inserted.end) + lineFeeds(inserted.text) + 1
		: lineFeeds(text) + 1;
	return lines > maxPlaygroundLines ? { kind: 'lines', lines } : null;
}
