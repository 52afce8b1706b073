/**
 * Does the JSON text of a parsed value repeat a key, or nest deeper than allowed? `JSON.parse`
 * keeps only the last of repeated keys, so the parsed value alone cannot say; re-reading the text
 * character by character costs about as much as the parse itself. This module answers from the
 * value instead, with one native count over the text:
 *
 * every `:` of a JSON text is either a member's separator or a character inside a string literal.
 * Without repeated keys, the value has one key per separator, and its strings (keys included) hold
 * every literal `:`. So when the text holds exactly as many `:` as the value has keys plus `:` in
 * its strings, no key was dropped. A repeated key drops a member (its separator, and any `:` in its
 * key and value), so the count comes out higher. The one way to decode a `:` that the text does not
 * hold is the escape `\u003a`; a text containing one, or any other disagreement, is left to the
 * exact scan, which also says where.
 *
 * Keys almost never hold a `:`, and a value's objects repeat the same few keys thousands of times,
 * so the first count leaves the keys' `:` out. The text then holds at least as many `:` as counted,
 * exactly as many only when no key was dropped and no key holds one; any other answer is counted
 * again with the keys' `:`.
 */

export interface StructureByValue {
	/** True: certainly no repeated key. False: unknown; scan the text. */
	noDuplicateKeys: boolean;
	/** True when the value nests deeper than the limit (the scan then says where). */
	tooDeep: boolean;
}

function colonsIn(text: string, from: number, to: number): number {
	let count = 0;
	for (let i = text.indexOf(':', from); i >= 0 && i < to; i = text.indexOf(':', i + 1)) count++;
	return count;
}

function colonsOf(s: string): number {
	// Most strings hold none; indexOf answers that without a loop in JavaScript.
	let i = s.indexOf(':');
	if (i < 0) return 0;
	let count = 0;
	for (; i >= 0; i = s.indexOf(':', i + 1)) count++;
	return count;
}

/**
 * Keys plus `:` in the string values (and, with `inKeys`, in the keys) of the object or array
 * `item` at `depth`, or -1 when it nests deeper than `maxDepth`. Recursion stops at the limit, so
 * it is at most `maxDepth` calls deep however deep the value goes; it is cheaper than a walk with
 * an explicit stack on the small values that every input has.
 */
function expectedColons(item: object, depth: number, maxDepth: number, inKeys: boolean): number {
	if (depth >= maxDepth) return -1;
	let count = 0;
	if (Array.isArray(item)) {
		for (let i = 0; i < item.length; i++) {
			const inner = memberColons(item[i], depth, maxDepth, inKeys);
			if (inner < 0) return -1;
			count += inner;
		}
		return count;
	}
	for (const key in item) {
		const inner = memberColons((item as Record<string, unknown>)[key], depth, maxDepth, inKeys);
		if (inner < 0) return -1;
		count += inner + (inKeys ? 1 + colonsOf(key) : 1);
	}
	return count;
}

/** The `:` a member of an item at `depth` adds (in its string, or all through its object), or -1 past the depth limit. */
function memberColons(v: unknown, depth: number, maxDepth: number, inKeys: boolean): number {
	if (typeof v === 'string') return colonsOf(v);
	return v !== null && typeof v === 'object' ? expectedColons(v, depth + 1, maxDepth, inKeys) : 0;
}

/** Checks `value`, parsed from `text.slice(start, end)`; stops at the depth limit. */
export function structureByValue(
	value: unknown,
	text: string,
	start: number,
	end: number,
	maxDepth: number,
): StructureByValue {
	const expected = (inKeys: boolean) =>
		typeof value === 'string'
			? colonsOf(value)
			: value !== null && typeof value === 'object'
				? expectedColons(value, 0, maxDepth, inKeys)
				: 0;
	const withoutKeys = expected(false);
	if (withoutKeys < 0) return { noDuplicateKeys: false, tooDeep: true };
	const found = colonsIn(text, start, end);
	if (found !== withoutKeys && found !== expected(true))
		return { noDuplicateKeys: false, tooDeep: false };
	// Most texts hold no backslash at all, and a search for one character is several times quicker
	// than one for `\u003` over the same text.
	const backslash = text.indexOf('\\', start);
	if (backslash < 0 || backslash >= end) return { noDuplicateKeys: true, tooDeep: false };
	for (
		let i = text.indexOf('\\u003', backslash);
		i >= 0 && i < end;
		i = text.indexOf('\\u003', i + 1)
	) {
		const c = text.charCodeAt(i + 5);
		if (c === 0x61 || c === 0x41) return { noDuplicateKeys: false, tooDeep: false };
	}
	return { noDuplicateKeys: true, tooDeep: false };
}
