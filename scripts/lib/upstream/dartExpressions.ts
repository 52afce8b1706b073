import type { DartToken } from './dartLexer.ts';

/**
 * Reading values out of a token list: bracket groups, named arguments, and what an expression
 * amounts to when it is a literal. Anything that is not a literal comes back as its source text, so
 * a value upstream computes in a way these readers do not follow shows up as a difference instead
 * of being taken for the value we expect.
 */

/** A half-open range of token indexes. */
export interface TokenRange {
	start: number;
	end: number;
}

export type DartValue =
	| { kind: 'string'; value: string }
	| { kind: 'bool'; value: boolean }
	| { kind: 'int'; value: number }
	/** `A.b` or `b`: a reference to a constant. */
	| { kind: 'ref'; owner: string | null; name: string }
	| { kind: 'other'; text: string };

const openers: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
const closers = new Set(Object.values(openers));

export const isPunct = (token: DartToken | undefined, text: string): boolean =>
	token?.kind === 'punct' && token.text === text;

export const isIdent = (token: DartToken | undefined, text?: string): boolean =>
	token?.kind === 'ident' && (text === undefined || token.text === text);

/** The index of the bracket that closes the one at `open`, or -1 when the source ends first. */
export function matchingClose(tokens: readonly DartToken[], open: number): number {
	let depth = 0;
	for (let i = open; i < tokens.length; i++) {
		const token = tokens[i]!;
		if (token.kind !== 'punct') continue;
		if (token.text in openers) depth++;
		else if (closers.has(token.text) && --depth === 0) return i;
	}
	return -1;
}

/** The ranges between the commas that sit directly inside `range` (trailing commas allowed). */
function splitTopLevel(tokens: readonly DartToken[], range: TokenRange): TokenRange[] {
	const parts: TokenRange[] = [];
	let start = range.start;
	let depth = 0;
	for (let i = range.start; i < range.end; i++) {
		const token = tokens[i]!;
		if (token.kind !== 'punct') continue;
		if (token.text in openers) depth++;
		else if (closers.has(token.text)) depth--;
		else if (token.text === ',' && depth === 0) {
			parts.push({ start, end: i });
			start = i + 1;
		}
	}
	if (start < range.end) parts.push({ start, end: range.end });
	return parts;
}

/** The named arguments of the call whose `(` is at `open`: name → the range of its value. */
export function namedArguments(
	tokens: readonly DartToken[],
	open: number,
): Map<string, TokenRange> {
	const close = matchingClose(tokens, open);
	const args = new Map<string, TokenRange>();
	if (close < 0) return args;
	for (const part of splitTopLevel(tokens, { start: open + 1, end: close })) {
		const name = tokens[part.start];
		if (name?.kind === 'ident' && isPunct(tokens[part.start + 1], ':')) {
			args.set(name.text, { start: part.start + 2, end: part.end });
		}
	}
	return args;
}

/**
 * The range of a map entry's or argument's value that starts after `colon`: up to the comma or
 * closing bracket at its own depth.
 */
export function valueAfter(tokens: readonly DartToken[], colon: number): TokenRange {
	let depth = 0;
	let i = colon + 1;
	for (; i < tokens.length; i++) {
		const token = tokens[i]!;
		if (token.kind !== 'punct') continue;
		if (token.text in openers) depth++;
		else if (closers.has(token.text) && depth-- === 0) break;
		else if ((token.text === ',' || token.text === ';') && depth === 0) break;
	}
	return { start: colon + 1, end: i };
}

/** Adjacent string literals are one string in Dart; each run of them is one value here. */
export function stringRuns(tokens: readonly DartToken[], range: TokenRange): string[] {
	const runs: string[] = [];
	let current: string | null = null;
	for (let i = range.start; i < range.end; i++) {
		const token = tokens[i]!;
		if (token.kind === 'string') {
			current = (current ?? '') + token.value;
		} else if (current !== null) {
			runs.push(current);
			current = null;
		}
	}
	if (current !== null) runs.push(current);
	return runs;
}

export function sourceText(tokens: readonly DartToken[], range: TokenRange): string {
	return tokens
		.slice(range.start, range.end)
		.map((t) => (t.kind === 'string' ? JSON.stringify(t.value) : t.text))
		.join(' ')
		.replace(/ ?([.(),\]]) ?/g, '$1')
		.trim();
}

/** What the expression in `range` is, when it is a literal or a reference; its text otherwise. */
export function valueOf(tokens: readonly DartToken[], range: TokenRange): DartValue {
	const parts = tokens.slice(range.start, range.end);
	const [first, second, third] = parts;
	if (parts.length > 0 && parts.every((t) => t.kind === 'string')) {
		return { kind: 'string', value: stringRuns(tokens, range)[0]! };
	}
	if (parts.length === 1 && first?.kind === 'ident' && /^(true|false)$/.test(first.text)) {
		return { kind: 'bool', value: first.text === 'true' };
	}
	if (parts.length === 1 && first?.kind === 'number' && /^\d+$/.test(first.text)) {
		return { kind: 'int', value: Number(first.text) };
	}
	if (parts.length === 1 && first?.kind === 'ident') {
		return { kind: 'ref', owner: null, name: first.text };
	}
	if (
		parts.length === 3 &&
		first?.kind === 'ident' &&
		isPunct(second, '.') &&
		third?.kind === 'ident'
	) {
		return { kind: 'ref', owner: first.text, name: third.text };
	}
	return { kind: 'other', text: sourceText(tokens, range) };
}
