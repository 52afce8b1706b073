/**
 * The two loops every reader of JSON text needs, in one place: they are hot (the scans run on
 * every input), so they compare char codes and jump with `indexOf` instead of walking characters.
 */

/** The first offset at or after `i` that is not JSON whitespace (space, tab, line feed, carriage return). */
export function skipWhitespace(text: string, i: number): number {
	for (;;) {
		const c = text.charCodeAt(i);
		if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return i;
		i++;
	}
}

const shortString = 24;

/**
 * Offset of the quote that closes the string opened at `quote`, or -1 when the text ends first. A
 * quote after an odd number of backslashes is escaped and does not close it.
 */
export function closingQuote(text: string, quote: number): number {
	// Most strings are keys and short values: reading them is cheaper than a call to indexOf. A
	// long one is read again the indexOf way, which jumps over its contents.
	const stop = Math.min(text.length, quote + shortString);
	for (let i = quote + 1; i < stop; i++) {
		const c = text.charCodeAt(i);
		if (c === 0x22) return i;
		if (c === 0x5c) i++;
	}
	if (stop === text.length) return -1;
	for (let end = text.indexOf('"', quote + 1); end >= 0; end = text.indexOf('"', end + 1)) {
		let k = end - 1;
		while (text.charCodeAt(k) === 0x5c) k--;
		if ((end - 1 - k) % 2 === 0) return end;
	}
	return -1;
}
