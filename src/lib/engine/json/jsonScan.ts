import { pointerFromSegments } from './jsonPointer.ts';
import { skipWhitespace } from './jsonText.ts';

/**
 * A strict JSON (RFC 8259) scanner that reports WHERE text stops being JSON and WHY, which
 * `JSON.parse` does not do portably (its messages differ between engines and versions). It also
 * lists repeated keys with their pointers and notes where nesting first gets too deep.
 *
 * It is iterative: nesting lives in a byte array, not on the call stack, so `[[[[…` a million
 * levels deep costs memory proportional to the depth and never a stack overflow. Past `maxDepth`
 * it keeps checking syntax but stops tracking keys, which bounds memory for hostile input.
 *
 * The engine runs it only when it needs its answers (JSON.parse failed, or the count of `:` in
 * `jsonStructure.ts` could not rule out a repeated key): on valid input it never gets here.
 */

export type JsonSyntaxReason =
	| 'unexpectedEnd'
	| 'unterminatedString'
	| 'controlCharacter'
	| 'invalidEscape'
	| 'invalidNumber'
	| 'nonFiniteNumber'
	| 'comment'
	| 'singleQuotes'
	| 'unquotedKey'
	| 'trailingComma'
	| 'expectedValue'
	| 'expectedKey'
	| 'expectedColon'
	| 'expectedCommaOrBrace'
	| 'expectedCommaOrBracket'
	| 'trailingText'
	/** Not the scanner's: a line of text that starts with `"key":`, an object member without its object. */
	| 'keyOutsideObject';

/** The first place where the text stops being JSON. */
export interface JsonSyntaxError {
	/** Offset (UTF-16 code units) in the scanned text of the first character that is not JSON. */
	offset: number;
	reason: JsonSyntaxReason;
}

/** A key that appears again in the same object. */
export interface DuplicateKey {
	/** Pointer of the repeated member, e.g. `/descriptor/exitCode`. */
	pointer: string;
	key: string;
	/** Offset of the repeated key's opening quote. */
	offset: number;
	/** Offset of the first occurrence's opening quote. */
	firstOffset: number;
}

/** What one scan found out. */
export interface ScanResult {
	error: JsonSyntaxError | null;
	/** Offset just past the value (on success), or the error offset. */
	end: number;
	/** Repeated keys in text order, at most `maxDuplicates` of them. */
	duplicates: DuplicateKey[];
	/** How many repeated keys there are in all (may exceed `duplicates.length`). */
	duplicateCount: number;
	/** Offset of the first `{` or `[` that opens level `maxDepth + 1`, or null. */
	tooDeepAt: number | null;
}

/** Where to scan and how much to allow. */
export interface ScanOptions {
	/** Where the value starts (whitespace before it is skipped). Default 0. */
	start?: number;
	/** Accept any text after the value (for JSON found inside a log). Default false. */
	allowTrailingText?: boolean;
	/** Default 1000. */
	maxDepth?: number;
	/** Default 50: a hostile input with a million repeated keys must not make a million findings. */
	maxDuplicates?: number;
}

const OBJECT = 0;
const ARRAY = 1;

const VALUE = 0;
const KEY = 1;
const AFTER_VALUE = 2;

function isDigit(c: number): boolean {
	return c >= 0x30 && c <= 0x39;
}

function isHexDigit(c: number): boolean {
	return isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

function isCommentStart(text: string, i: number): boolean {
	const next = text.charCodeAt(i + 1);
	return text.charCodeAt(i) === 0x2f && (next === 0x2f || next === 0x2a);
}

/** Characters that, right after a number, mean the number itself is malformed (`01`, `1.`, `0x1F`, `1e`). */
function continuesNumber(c: number): boolean {
	return (
		isDigit(c) ||
		(c >= 0x41 && c <= 0x5a) ||
		(c >= 0x61 && c <= 0x7a) ||
		c === 0x2e ||
		c === 0x2b ||
		c === 0x2d ||
		c === 0x5f
	);
}

/** End of the number at `i`, or `-1 - offset` of the character that breaks the grammar. */
function scanNumber(text: string, i: number): number {
	if (text.charCodeAt(i) === 0x2d) i++;
	if (text.charCodeAt(i) === 0x30) i++;
	else if (isDigit(text.charCodeAt(i))) while (isDigit(text.charCodeAt(i))) i++;
	else return -1 - i;
	if (text.charCodeAt(i) === 0x2e) {
		i++;
		if (!isDigit(text.charCodeAt(i))) return -1 - i;
		while (isDigit(text.charCodeAt(i))) i++;
	}
	const e = text.charCodeAt(i);
	if (e === 0x65 || e === 0x45) {
		i++;
		const sign = text.charCodeAt(i);
		if (sign === 0x2b || sign === 0x2d) i++;
		if (!isDigit(text.charCodeAt(i))) return -1 - i;
		while (isDigit(text.charCodeAt(i))) i++;
	}
	return continuesNumber(text.charCodeAt(i)) ? -1 - i : i;
}

/** Why no value can start at `i`: the common non-JSON habits get their own reason. */
function reasonAtValue(text: string, i: number, afterComma: boolean): JsonSyntaxReason {
	if (i >= text.length) return 'unexpectedEnd';
	const c = text.charCodeAt(i);
	if (isCommentStart(text, i)) return 'comment';
	if (c === 0x27) return 'singleQuotes';
	if ((c === 0x5d || c === 0x7d) && afterComma) return 'trailingComma';
	if (/^[-+]?(NaN|Infinity)/.test(text.slice(i, i + 9))) return 'nonFiniteNumber';
	if (c === 0x2b || c === 0x2e) return 'invalidNumber';
	return 'expectedValue';
}

function reasonAtKey(text: string, i: number, afterComma: boolean): JsonSyntaxReason {
	if (i >= text.length) return 'unexpectedEnd';
	const c = text.charCodeAt(i);
	if (isCommentStart(text, i)) return 'comment';
	if (c === 0x27) return 'singleQuotes';
	if (c === 0x7d && afterComma) return 'trailingComma';
	if (/[A-Za-z_$]/.test(text[i]!)) return 'unquotedKey';
	return 'expectedKey';
}

/** Scans one JSON value. Never throws; total work is linear in the text scanned. */
export function scanJson(text: string, options: ScanOptions = {}): ScanResult {
	const maxDepth = options.maxDepth ?? 1000;
	const maxDuplicates = options.maxDuplicates ?? 50;
	const n = text.length;
	let kinds = new Uint8Array(64);
	// Per open container up to maxDepth: the member being read (key or index) and the keys seen.
	const segments: (string | number)[] = [];
	const keySets: (Map<string, number> | undefined)[] = [];
	const duplicates: DuplicateKey[] = [];
	let duplicateCount = 0;
	let tooDeepAt: number | null = null;
	let depth = 0;
	let afterComma = false;
	let state = VALUE;
	let i = skipWhitespace(text, options.start ?? 0);

	const fail = (offset: number, reason: JsonSyntaxReason): ScanResult => ({
		error: { offset, reason },
		end: offset,
		duplicates,
		duplicateCount,
		tooDeepAt,
	});

	/** Offset past the string whose quote is at `i`, or a failure. */
	const scanString = (quote: number): number | ScanResult => {
		let j = quote + 1;
		for (;;) {
			if (j >= n) return fail(quote, 'unterminatedString');
			const c = text.charCodeAt(j);
			if (c === 0x22) return j + 1;
			if (c < 0x20) return fail(j, 'controlCharacter');
			if (c === 0x5c) {
				const e = text.charCodeAt(j + 1);
				if (e === 0x75) {
					for (let k = 2; k < 6; k++)
						if (!isHexDigit(text.charCodeAt(j + k))) return fail(j, 'invalidEscape');
					j += 6;
				} else if (
					e === 0x22 ||
					e === 0x5c ||
					e === 0x2f ||
					e === 0x62 ||
					e === 0x66 ||
					e === 0x6e ||
					e === 0x72 ||
					e === 0x74
				) {
					j += 2;
				} else return j + 1 >= n ? fail(quote, 'unterminatedString') : fail(j, 'invalidEscape');
			} else j++;
		}
	};

	for (;;) {
		if (state === VALUE) {
			const c = text.charCodeAt(i);
			if (c === 0x7b || c === 0x5b) {
				if (depth === kinds.length) {
					const grown = new Uint8Array(kinds.length * 2);
					grown.set(kinds);
					kinds = grown;
				}
				kinds[depth++] = c === 0x7b ? OBJECT : ARRAY;
				if (depth > maxDepth && tooDeepAt === null) tooDeepAt = i;
				i = skipWhitespace(text, i + 1);
				afterComma = false;
				const close = text.charCodeAt(i);
				if ((c === 0x7b && close === 0x7d) || (c === 0x5b && close === 0x5d)) {
					depth--;
					i++;
					state = AFTER_VALUE;
				} else if (c === 0x7b) {
					if (depth <= maxDepth) keySets[depth - 1] = undefined;
					state = KEY;
				} else if (depth <= maxDepth) segments[depth - 1] = 0;
				continue;
			}
			if (c === 0x22) {
				const end = scanString(i);
				if (typeof end !== 'number') return end;
				i = end;
			} else if (c === 0x2d || isDigit(c)) {
				if (c === 0x2d && /^-(NaN|Infinity)/.test(text.slice(i, i + 9)))
					return fail(i, 'nonFiniteNumber');
				const end = scanNumber(text, i);
				if (end < 0) return fail(-1 - end, 'invalidNumber');
				i = end;
			} else if (text.startsWith('true', i)) i += 4;
			else if (text.startsWith('false', i)) i += 5;
			else if (text.startsWith('null', i)) i += 4;
			else return fail(i, reasonAtValue(text, i, afterComma));
			state = AFTER_VALUE;
			continue;
		}

		if (state === KEY) {
			if (text.charCodeAt(i) !== 0x22) return fail(i, reasonAtKey(text, i, afterComma));
			const end = scanString(i);
			if (typeof end !== 'number') return end;
			if (depth <= maxDepth) {
				const raw = text.slice(i + 1, end - 1);
				const key = raw.includes('\\') ? (JSON.parse(text.slice(i, end)) as string) : raw;
				let seen = keySets[depth - 1];
				if (!seen) keySets[depth - 1] = seen = new Map();
				const first = seen.get(key);
				if (first === undefined) seen.set(key, i);
				else {
					duplicateCount++;
					if (duplicates.length < maxDuplicates)
						duplicates.push({
							pointer: pointerFromSegments([...segments.slice(0, depth - 1), key]),
							key,
							offset: i,
							firstOffset: first,
						});
				}
				segments[depth - 1] = key;
			}
			i = skipWhitespace(text, end);
			if (text.charCodeAt(i) !== 0x3a)
				return fail(
					i,
					i >= n ? 'unexpectedEnd' : isCommentStart(text, i) ? 'comment' : 'expectedColon',
				);
			i = skipWhitespace(text, i + 1);
			afterComma = false;
			state = VALUE;
			continue;
		}

		// AFTER_VALUE
		const valueEnd = i;
		i = skipWhitespace(text, i);
		if (depth === 0) {
			if (!options.allowTrailingText && i < n)
				return fail(i, isCommentStart(text, i) ? 'comment' : 'trailingText');
			return { error: null, end: valueEnd, duplicates, duplicateCount, tooDeepAt };
		}
		const kind = kinds[depth - 1];
		const c = text.charCodeAt(i);
		if (c === 0x2c) {
			i = skipWhitespace(text, i + 1);
			afterComma = true;
			if (kind === OBJECT) state = KEY;
			else {
				if (depth <= maxDepth) segments[depth - 1] = (segments[depth - 1] as number) + 1;
				state = VALUE;
			}
		} else if ((c === 0x7d && kind === OBJECT) || (c === 0x5d && kind === ARRAY)) {
			depth--;
			i++;
		} else if (i >= n) return fail(i, 'unexpectedEnd');
		else if (isCommentStart(text, i)) return fail(i, 'comment');
		else return fail(i, kind === OBJECT ? 'expectedCommaOrBrace' : 'expectedCommaOrBracket');
	}
}
