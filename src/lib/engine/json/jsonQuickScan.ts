import { closingQuote } from './jsonText.ts';
/**
 * The cheap check that runs on every input `JSON.parse` accepted: may a key be repeated in some
 * object, and does nesting go deeper than allowed? `JSON.parse` silently keeps the last of repeated
 * keys, so only the text can tell.
 *
 * Because the text is known to be valid JSON, the scan trusts its structure: it jumps over string
 * contents with `indexOf('"')` and classifies characters between strings with a lookup table. Keys
 * are compared where they stand in the text, within their own object: linearly while it is small,
 * through a hash table of offsets once it is not. No substring is made per key, so a large
 * `details` costs no garbage. The answer is conservative: an escaped key (`"\u0061"`) counts as
 * "maybe", and `scanJson`, which runs only then, decides exactly and says where.
 */

export interface QuickScanResult {
	/** False: certainly no repeated key. True: there may be one; ask `scanJson`. */
	mayHaveDuplicateKeys: boolean;
	/**
	 * Offset of the first `{` or `[` that opens level `maxDepth + 1`, or null. Only when
	 * `mayHaveDuplicateKeys` is false: the scan stops at a possible duplicate, and `scanJson` then
	 * answers both questions.
	 */
	tooDeepAt: number | null;
}

/** Past this many keys an object's keys go into a hash table; below, comparing them one by one is cheaper. */
const linearLimit = 8;

/**
 * Open-addressing hash set of one object's keys. A slot holds 1 + the key's index in the key
 * lists (0: empty); the table is kept at most half full.
 */
interface KeyTable {
	slots: Int32Array;
	count: number;
}

const QUOTE = 1;
const OPEN_OBJECT = 2;
const OPEN_ARRAY = 3;
const CLOSE = 4;
const COMMA = 5;

const charClass = new Uint8Array(128);
charClass[0x22] = QUOTE;
charClass[0x7b] = OPEN_OBJECT;
charClass[0x5b] = OPEN_ARRAY;
charClass[0x7d] = CLOSE;
charClass[0x5d] = CLOSE;
charClass[0x2c] = COMMA;

function sameRange(text: string, a: number, b: number, length: number): boolean {
	for (let k = 0; k < length; k++)
		if (text.charCodeAt(a + k) !== text.charCodeAt(b + k)) return false;
	return true;
}

/** FNV-1a over the UTF-16 code units of a range of the text. */
function hashRange(text: string, offset: number, length: number): number {
	let h = 0x811c9dc5;
	for (let k = 0; k < length; k++) h = Math.imul(h ^ text.charCodeAt(offset + k), 0x01000193);
	return h >>> 0;
}

/** Adds key `index` to the table; returns true when an equal key is already there. */
function addKey(
	table: KeyTable,
	text: string,
	index: number,
	offsets: number[],
	lengths: number[],
	hashes: number[],
): boolean {
	const offset = offsets[index]!;
	const length = lengths[index]!;
	const mask = table.slots.length - 1;
	for (let slot = hashes[index]! & mask; ; slot = (slot + 1) & mask) {
		const held = table.slots[slot]! - 1;
		if (held < 0) {
			table.slots[slot] = index + 1;
			break;
		}
		if (
			lengths[held] === length &&
			hashes[held] === hashes[index] &&
			sameRange(text, offsets[held]!, offset, length)
		)
			return true;
	}
	if (++table.count * 2 > table.slots.length) {
		const grown: KeyTable = { slots: new Int32Array(table.slots.length * 2), count: 0 };
		for (const held of table.slots)
			if (held !== 0) addKey(grown, text, held - 1, offsets, lengths, hashes);
		table.slots = grown.slots;
	}
	return false;
}

const maybeDuplicate: QuickScanResult = Object.freeze({
	mayHaveDuplicateKeys: true,
	tooDeepAt: null,
});

/** Quick scan of the JSON value at `start` in `text`. `text` MUST be valid JSON from `start` on. */
export function quickScanJson(text: string, start: number, maxDepth: number): QuickScanResult {
	const n = text.length;
	// Per open container up to maxDepth: is it an object, where its keys start in the key lists,
	// and (for a large object) the hash table of its keys.
	const isObject: boolean[] = [];
	const firstKey: number[] = [];
	const keyTables: (KeyTable | undefined)[] = [];
	// Keys of the open objects, the first `keyCount` entries: where each starts in the text, its
	// length, and (once its object is large) its hash. Entries past keyCount are stale and get
	// overwritten: shrinking the arrays at every `}` would cost more than the scan itself.
	const keyOffsets: number[] = [];
	const keyLengths: number[] = [];
	const keyHashes: number[] = [];
	let keyCount = 0;
	let depth = 0;
	let expectKey = false;
	let tooDeepAt: number | null = null;
	// Next backslash at or after the current key; moving forward only, so all lookups cost O(n).
	let nextBackslash = text.indexOf('\\', start);

	for (let i = start; i < n; i++) {
		const c = text.charCodeAt(i);
		const kind = c < 128 ? charClass[c] : 0;
		if (kind === 0) continue;
		if (kind === QUOTE) {
			const end = closingQuote(text, i);
			if (expectKey) {
				expectKey = false;
				const offset = i + 1;
				const length = end - offset;
				if (nextBackslash !== -1 && nextBackslash < offset)
					nextBackslash = text.indexOf('\\', offset);
				if (nextBackslash !== -1 && nextBackslash < end) return maybeDuplicate;
				const from = firstKey[depth - 1]!;
				const table = keyTables[depth - 1];
				const index = keyCount++;
				keyOffsets[index] = offset;
				keyLengths[index] = length;
				if (table) {
					keyHashes[index] = hashRange(text, offset, length);
					if (addKey(table, text, index, keyOffsets, keyLengths, keyHashes)) return maybeDuplicate;
				} else {
					for (let k = from; k < index; k++)
						if (keyLengths[k] === length && sameRange(text, keyOffsets[k]!, offset, length))
							return maybeDuplicate;
					if (index + 1 - from > linearLimit) {
						const created: KeyTable = { slots: new Int32Array(64), count: 0 };
						for (let k = from; k <= index; k++) {
							keyHashes[k] = hashRange(text, keyOffsets[k]!, keyLengths[k]!);
							addKey(created, text, k, keyOffsets, keyLengths, keyHashes);
						}
						keyTables[depth - 1] = created;
					}
				}
			}
			i = end;
		} else if (kind === OPEN_OBJECT || kind === OPEN_ARRAY) {
			depth++;
			if (depth > maxDepth) {
				if (tooDeepAt === null) tooDeepAt = i;
				expectKey = false;
				continue;
			}
			isObject[depth - 1] = kind === OPEN_OBJECT;
			firstKey[depth - 1] = keyCount;
			keyTables[depth - 1] = undefined;
			expectKey = kind === OPEN_OBJECT;
		} else if (kind === CLOSE) {
			depth--;
			if (depth < maxDepth) keyCount = firstKey[depth]!;
			if (depth === 0) break;
		} else {
			expectKey = depth <= maxDepth && isObject[depth - 1] === true;
		}
	}
	return { mayHaveDuplicateKeys: false, tooDeepAt };
}
