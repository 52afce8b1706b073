import { segmentsOfPointer } from './jsonPointer.ts';
import { closingQuote, skipWhitespace } from './jsonText.ts';

/**
 * Finds values in JSON text by pointer, lazily: only the path to the value is walked, siblings are
 * skipped over. The engine asks for a handful of pointers only when it has findings to place, so
 * the valid-envelope path never pays for a position table. All functions here expect text that is
 * valid JSON from the given offset on (the engine checked it first) and never recurse.
 */

/** Offset just past the string whose opening quote is at `quote` (the text is valid JSON). */
function stringEnd(text: string, quote: number): number {
	return closingQuote(text, quote) + 1;
}

/** Offset just past the value that starts at `i`. */
export function skipValue(text: string, i: number): number {
	const c = text.charCodeAt(i);
	if (c === 0x22) return stringEnd(text, i);
	if (c !== 0x7b && c !== 0x5b) {
		// A number or literal: it ends at whitespace or at the punctuation after it.
		for (; i < text.length; i++) {
			const d = text.charCodeAt(i);
			if (
				d === 0x2c ||
				d === 0x5d ||
				d === 0x7d ||
				d === 0x20 ||
				d === 0x0a ||
				d === 0x0d ||
				d === 0x09
			)
				break;
		}
		return i;
	}
	let depth = 0;
	for (;;) {
		const d = text.charCodeAt(i);
		if (d === 0x22) {
			i = stringEnd(text, i);
			continue;
		}
		if (d === 0x7b || d === 0x5b) depth++;
		else if (d === 0x7d || d === 0x5d) {
			depth--;
			if (depth === 0) return i + 1;
		}
		i++;
	}
}

/** The decoded key of the string at `quote`, and the offset past it. */
function readKey(text: string, quote: number): { key: string; end: number } {
	const end = stringEnd(text, quote);
	const raw = text.slice(quote + 1, end - 1);
	return { key: raw.includes('\\') ? (JSON.parse(text.slice(quote, end)) as string) : raw, end };
}

/**
 * Offset of the value `pointer` designates inside the JSON value at `start`, or null if there is
 * none. Of repeated keys the last one counts, as in `JSON.parse`.
 */
export function offsetOfPointer(text: string, start: number, pointer: string): number | null {
	let i = skipWhitespace(text, start);
	for (const segment of segmentsOfPointer(pointer)) {
		const open = text.charCodeAt(i);
		let found: number | null = null;
		if (open === 0x7b) {
			i = skipWhitespace(text, i + 1);
			while (text.charCodeAt(i) === 0x22) {
				const { key, end } = readKey(text, i);
				i = skipWhitespace(text, skipWhitespace(text, end) + 1);
				if (key === segment) found = i;
				i = skipWhitespace(text, skipValue(text, i));
				if (text.charCodeAt(i) !== 0x2c) break;
				i = skipWhitespace(text, i + 1);
			}
		} else if (open === 0x5b && /^(0|[1-9][0-9]{0,8})$/.test(segment)) {
			const wanted = Number(segment);
			i = skipWhitespace(text, i + 1);
			for (let index = 0; text.charCodeAt(i) !== 0x5d; index++) {
				if (index === wanted) {
					found = i;
					break;
				}
				i = skipWhitespace(text, skipValue(text, i));
				if (text.charCodeAt(i) !== 0x2c) break;
				i = skipWhitespace(text, i + 1);
			}
		}
		if (found === null) return null;
		i = found;
	}
	return i;
}

/** A pointer segment as a trie node: where its value was found (-1: not found), and the segments below it. */
interface PointerNode {
	segment: string;
	/** The segment as an array index, or -1. */
	index: number;
	offset: number;
	children: PointerNode[];
}

const arrayIndex = /^(0|[1-9][0-9]{0,8})$/;

function forget(node: PointerNode): void {
	for (const child of node.children) {
		child.offset = -1;
		forget(child);
	}
}

/** A walk's state: the text, and the next backslash at or after the current key (the walk only moves forward). */
interface Walk {
	text: string;
	nextBackslash: number;
	/** No object of the text repeats a key: a node whose children are all found has nothing more to find. */
	uniqueKeys: boolean;
}

/** The child whose segment is the key at `quote` (closing quote at `end`), if any. */
function childForKey(
	walk: Walk,
	quote: number,
	end: number,
	children: PointerNode[],
): PointerNode | undefined {
	const { text } = walk;
	if (walk.nextBackslash !== -1 && walk.nextBackslash <= quote)
		walk.nextBackslash = text.indexOf('\\', quote + 1);
	if (walk.nextBackslash === -1 || walk.nextBackslash > end) {
		// No escape: the key is its text.
		const length = end - quote - 1;
		for (const child of children)
			if (child.segment.length === length && text.startsWith(child.segment, quote + 1))
				return child;
		return undefined;
	}
	const key = JSON.parse(text.slice(quote, end + 1)) as string;
	return children.find((child) => child.segment === key);
}

/**
 * Records the value at `i` (not whitespace) as `node`'s, and finds the values of its children
 * inside it. Returns the offset just past the value when it read all of it, else -1 (it stopped
 * once nothing more could be found there; the caller skips the value). With `finish`, an object
 * whose children are all found is read on to its end rather than left: the caller reads on after
 * it, and skipping the rest costs less than skipping the whole object again.
 */
function visit(walk: Walk, i: number, node: PointerNode, finish: boolean): number {
	const { text } = walk;
	node.offset = i;
	// A repeated key visits its node again: the last occurrence counts, as in `JSON.parse`.
	forget(node);
	const { children } = node;
	if (children.length === 0) return -1;
	const open = text.charCodeAt(i);
	if (open === 0x7b) {
		let left = children.length;
		i = skipWhitespace(text, i + 1);
		while (text.charCodeAt(i) === 0x22) {
			const end = closingQuote(text, i);
			const child = childForKey(walk, i, end, children);
			i = skipWhitespace(text, skipWhitespace(text, end + 1) + 1);
			if (child) {
				// Whether this object is read on after the child: then the child reads to its end.
				const readOn = !walk.uniqueKeys || left > 1 || finish;
				const after = visit(walk, i, child, readOn);
				if (walk.uniqueKeys && --left === 0 && !finish) return -1;
				i = after >= 0 ? after : skipValue(text, i);
			} else i = skipValue(text, i);
			i = skipWhitespace(text, i);
			if (text.charCodeAt(i) !== 0x2c) break;
			i = skipWhitespace(text, i + 1);
		}
		return i + 1;
	}
	if (open === 0x5b) {
		let last = -1;
		for (const child of children) last = Math.max(last, child.index);
		i = skipWhitespace(text, i + 1);
		for (let index = 0; index <= last && text.charCodeAt(i) !== 0x5d; index++) {
			for (const child of children) if (child.index === index) visit(walk, i, child, false);
			i = skipWhitespace(text, skipValue(text, i));
			if (text.charCodeAt(i) !== 0x2c) break;
			i = skipWhitespace(text, i + 1);
		}
	}
	return -1;
}

/**
 * For each pointer, the offset of the value it designates inside the JSON value at `start`, or of
 * its nearest ancestor that exists: what `offsetOfPointer` gives for the pointer or, failing that,
 * for its parents in turn. One walk of the text serves all the pointers, however many findings
 * there are. With `uniqueKeys` (the caller knows that no object repeats a key) the walk stops as
 * soon as every pointer is found.
 */
export function locatePointers(
	text: string,
	start: number,
	pointers: readonly string[],
	uniqueKeys = false,
): number[] {
	const root: PointerNode = { segment: '', index: -1, offset: -1, children: [] };
	const paths = pointers.map((pointer) => {
		const path = [root];
		let node = root;
		for (const segment of segmentsOfPointer(pointer)) {
			let child = node.children.find((c) => c.segment === segment);
			if (!child)
				node.children.push(
					(child = {
						segment,
						index: arrayIndex.test(segment) ? Number(segment) : -1,
						offset: -1,
						children: [],
					}),
				);
			path.push((node = child));
		}
		return path;
	});
	visit(
		{ text, nextBackslash: text.indexOf('\\', start), uniqueKeys },
		skipWhitespace(text, start),
		root,
		false,
	);
	return paths.map((path) => {
		let offset = root.offset;
		for (let k = 1; k < path.length && path[k]!.offset >= 0; k++) offset = path[k]!.offset;
		return offset;
	});
}

/**
 * Maps an index in the DECODED value of a JSON string literal back to an offset in the text that
 * holds the literal: each escape (`\n`, `\"`, `\u00e9`) is one code unit decoded but 2 or 6 in the
 * text. Used for an envelope sent as JSON text inside `content[].text`.
 */
export function offsetInStringLiteral(text: string, quote: number, decodedIndex: number): number {
	let i = quote + 1;
	for (let d = 0; d < decodedIndex; d++) {
		if (text.charCodeAt(i) === 0x5c) i += text.charCodeAt(i + 1) === 0x75 ? 6 : 2;
		else i++;
	}
	return i;
}
