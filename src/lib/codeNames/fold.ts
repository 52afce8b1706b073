/**
 * What a copy leaves around a code or an address: punctuation of the sentence it was copied from
 * and quotes. Stripped by loops over characters, never by a regular expression with a run at its
 * end (`(…)+$` is tried from every position: quadratic on a long run of dots), so that folding
 * stays linear in the input whatever it holds.
 */

/**
 * Punctuation that a terminal or a sentence leaves stuck to the end of a copied code or URL:
 * ASCII, the curly closing quotes, and the full-width punctuation of a Chinese or Japanese
 * sentence (。，、）」』】〉》！？：； and the full-width full stop ．).
 */
export const trailingPunctuationChars: readonly string[] = [
	...'.,;:!?)]}>\'"`',
	...'’”',
	...'。，、）」』】〉》！？：；．',
];
const trailingSet = new Set(trailingPunctuationChars);

/**
 * One character of `trailingPunctuationChars`, as a regular-expression source that JavaScript and
 * nginx's byte-wise PCRE read alike: the ASCII ones a class, every other one an alternative, so
 * that PCRE takes its UTF-8 bytes as one unit. Callers build their run around it (nginx's map:
 * scripts/lib/nginxHintRedirects.ts).
 */
export const trailingPunctuationSource = `(?:[.,;:!?)\\]}>'"\`]|${trailingPunctuationChars
	.filter((c) => c.charCodeAt(0) > 0x7f)
	.join('|')})`;

/** Quotes and backticks that open a code copied from prose or Markdown. */
const openingQuotes = new Set([...'`\'"‘“「『']);

/** `text` without the punctuation and blanks at its end. */
export function trimTrailingPunctuation(text: string): string {
	let end = text.length;
	while (end > 0 && (trailingSet.has(text[end - 1]!) || /\s/.test(text[end - 1]!))) end--;
	return text.slice(0, end);
}

/** `text` without the quotes, punctuation and blanks around it: what a copy added. */
export function trimCopied(text: string): string {
	const trimmed = trimTrailingPunctuation(text);
	let start = 0;
	while (
		start < trimmed.length &&
		(openingQuotes.has(trimmed[start]!) || /\s/.test(trimmed[start]!))
	)
		start++;
	return trimmed.slice(start);
}

/**
 * A copied address's last segment without what a copy or a static-site habit added at its end:
 * any run of trailing punctuation and `.html`/`.htm`, in any order and case
 * (`connect_failed.html).`). nginx's redirect map strips the same run (one possessive-like group:
 * scripts/lib/nginxHintRedirects.ts), so the two agree on every address.
 */
export function trimAddressTail(segment: string): string {
	let text = segment;
	for (;;) {
		const trimmed = trimTrailingPunctuation(text);
		const lower = trimmed.toLowerCase();
		const html = lower.endsWith('.html') ? 5 : lower.endsWith('.htm') ? 4 : 0;
		const next = trimmed.slice(0, trimmed.length - html);
		if (next === text) return text;
		text = next;
	}
}
