import { tokenizeDart, type DartToken } from './dartLexer.ts';
import {
	isIdent,
	isPunct,
	matchingClose,
	namedArguments,
	stringRuns,
	valueAfter,
	valueOf,
	type DartValue,
	type TokenRange,
} from './dartExpressions.ts';

/**
 * Reads upstream's `error_codes.dart`: the code catalog (`abstract final class CoreErrorCode` with
 * one `static const` per code), the descriptor of each code (`CoreErrorDescriptor(code: …,
 * category: …, retryable: …, exitCode: …, httpLikeStatus: …)`), and its recovery as
 * `recoveryForErrorCode` returns it: a code's own entry of the recovery table (`static`), the one
 * built from `details` inside `if (resolvedCode == CoreErrorCode.x) { … }` (`computed`), or the
 * entry the `?? table[CoreErrorCode.unknown]` fallback names (`fallback`).
 *
 * Class names are matched by suffix (`…ErrorCode`, `…ErrorCategory`, `…ErrorDescriptor`) so that a
 * rename of the `Core` prefix does not blind the check. Every value keeps the line it was read from.
 */

export interface Located<T> {
	value: T;
	line: number;
}

/** A field is the literal upstream wrote, or the source text of an expression not followed here. */
export type FieldValue = string | number | boolean;

export interface UpstreamDescriptor {
	/** `entry`: the code's own descriptor. `fallback`: none, so `descriptorForErrorCode`'s default. */
	source: 'entry' | 'fallback';
	category: Located<FieldValue>;
	retryable: Located<FieldValue>;
	exitCode: Located<FieldValue>;
	httpLikeStatus: Located<FieldValue>;
}

export interface UpstreamRecovery {
	source: 'static' | 'computed' | 'fallback';
	summary: Located<string>;
	/** Every fix command the code can get; each interpolation written `${expression}`. */
	fixCommands: Located<string[]>;
}

export interface UpstreamCode {
	code: string;
	/** Where the code is declared: its catalog constant, or its descriptor without one. */
	line: number;
	descriptor: UpstreamDescriptor | null;
	recovery: UpstreamRecovery | null;
}

export interface UpstreamCatalog {
	/** The line of the catalog class, where a code that is missing would be. */
	catalogLine: number;
	codes: Map<string, UpstreamCode>;
	/** What the reader saw but could not place; printed so that a gap is never silent. */
	notes: Located<string>[];
}

interface Constant {
	value: string;
	line: number;
}

/** `class <name> … { … }` for the first class whose name ends with `suffix`. */
function classBody(
	tokens: readonly DartToken[],
	suffix: string,
): { name: string; line: number; body: TokenRange } | null {
	for (let i = 0; i < tokens.length - 1; i++) {
		const name = tokens[i + 1]!;
		if (!isIdent(tokens[i], 'class') || name.kind !== 'ident' || !name.text.endsWith(suffix)) {
			continue;
		}
		let open = i + 2;
		while (open < tokens.length && !isPunct(tokens[open], '{')) open++;
		const close = matchingClose(tokens, open);
		if (close < 0) return null;
		return { name: name.text, line: tokens[i]!.line, body: { start: open + 1, end: close } };
	}
	return null;
}

/** `static const [Type] name = 'value';` members of a class body. */
function stringConstants(tokens: readonly DartToken[], body: TokenRange): Map<string, Constant> {
	const constants = new Map<string, Constant>();
	for (let i = body.start; i < body.end; i++) {
		if (!isIdent(tokens[i], 'static') || !isIdent(tokens[i + 1], 'const')) continue;
		let eq = i + 2;
		while (eq < body.end && !isPunct(tokens[eq], '=')) eq++;
		const name = tokens[eq - 1]!;
		const value = valueOf(tokens, valueAfter(tokens, eq));
		if (name.kind === 'ident' && value.kind === 'string') {
			constants.set(name.text, { value: value.value, line: name.line });
		}
		i = eq;
	}
	return constants;
}

class Catalog {
	readonly codes = new Map<string, UpstreamCode>();
	readonly notes: Located<string>[] = [];
	private readonly codeConstants = new Map<string, Constant>();
	private readonly categoryConstants = new Map<string, Constant>();
	private codeClass = '';
	private categoryClass = '';
	readonly catalogLine: number;
	private readonly tokens: readonly DartToken[];

	constructor(tokens: readonly DartToken[]) {
		this.tokens = tokens;
		const codeClass = classBody(tokens, 'ErrorCode');
		if (!codeClass) throw new Error('no class whose name ends with ErrorCode');
		this.codeClass = codeClass.name;
		this.catalogLine = codeClass.line;
		for (const [name, c] of stringConstants(tokens, codeClass.body)) {
			this.codeConstants.set(name, c);
			this.codes.set(c.value, { code: c.value, line: c.line, descriptor: null, recovery: null });
		}
		const categoryClass = classBody(tokens, 'ErrorCategory');
		if (categoryClass) {
			this.categoryClass = categoryClass.name;
			for (const [name, c] of stringConstants(tokens, categoryClass.body)) {
				this.categoryConstants.set(name, c);
			}
		}
	}

	/** The code a reference or literal stands for; null when it is neither. */
	codeOf(value: DartValue): string | null {
		if (value.kind === 'string') return value.value;
		if (value.kind === 'ref' && (value.owner === null || value.owner === this.codeClass)) {
			return this.codeConstants.get(value.name)?.value ?? null;
		}
		return null;
	}

	fieldOf(range: TokenRange | undefined, fallbackLine: number): Located<FieldValue> {
		if (!range || range.start >= range.end) return { value: '(missing)', line: fallbackLine };
		const line = this.tokens[range.start]!.line;
		const value = valueOf(this.tokens, range);
		switch (value.kind) {
			case 'string':
			case 'bool':
			case 'int':
				return { value: value.value, line };
			case 'ref': {
				const category =
					value.owner === null || value.owner === this.categoryClass
						? this.categoryConstants.get(value.name)
						: undefined;
				return {
					value: category?.value ?? `${value.owner ? `${value.owner}.` : ''}${value.name}`,
					line,
				};
			}
			case 'other':
				return { value: value.text, line };
		}
	}

	/** The code of the map key that ends just before `index` (`CoreErrorCode.x :` or `'x' :`). */
	keyBefore(index: number): string | null {
		if (index < 2 || !isPunct(this.tokens[index - 1], ':')) return null;
		const qualified =
			index >= 4 ? this.codeOf(valueOf(this.tokens, { start: index - 4, end: index - 1 })) : null;
		return qualified ?? this.codeOf(valueOf(this.tokens, { start: index - 2, end: index - 1 }));
	}

	entry(code: string, line: number): UpstreamCode {
		let entry = this.codes.get(code);
		if (!entry) {
			entry = { code, line, descriptor: null, recovery: null };
			this.codes.set(code, entry);
		}
		return entry;
	}
}

function readDescriptors(catalog: Catalog, tokens: readonly DartToken[]): void {
	let fallback: UpstreamDescriptor | null = null;
	for (let i = 0; i < tokens.length - 1; i++) {
		const name = tokens[i]!;
		if (name.kind !== 'ident' || !name.text.endsWith('ErrorDescriptor')) continue;
		// A call, not the class declaration nor its constructor's parameter list.
		if (!isPunct(tokens[i + 1], '(') || isPunct(tokens[i + 2], '{')) continue;
		if (isIdent(tokens[i - 1], 'class')) continue;
		const args = namedArguments(tokens, i + 1);
		const field = (key: string) => catalog.fieldOf(args.get(key), name.line);
		const descriptor: UpstreamDescriptor = {
			source: 'entry',
			category: field('category'),
			retryable: field('retryable'),
			exitCode: field('exitCode'),
			httpLikeStatus: field('httpLikeStatus'),
		};
		const codeArg = args.get('code');
		const codeValue = codeArg ? valueOf(tokens, codeArg) : null;
		const code = (codeValue && catalog.codeOf(codeValue)) ?? catalog.keyBefore(i);
		if (code === null) {
			// `CoreErrorDescriptor(code: code, …)` in descriptorForErrorCode: what a code gets
			// when the map has no entry for it.
			if (codeValue?.kind === 'ref' && codeValue.owner === null) fallback = descriptor;
			else
				catalog.notes.push({ value: 'a descriptor whose code is not a literal', line: name.line });
			continue;
		}
		const entry = catalog.entry(code, name.line);
		if (entry.descriptor) {
			catalog.notes.push({ value: `a second descriptor for ${code}`, line: name.line });
		} else {
			entry.descriptor = descriptor;
		}
	}
	for (const entry of catalog.codes.values()) {
		if (!entry.descriptor && fallback) entry.descriptor = { ...fallback, source: 'fallback' };
	}
}

interface RecoveryValues {
	summary: Located<string>;
	fixCommands: Located<string[]>;
}

/**
 * The `'summary'` and `'fix_command'` (or `'fix_commands'`) entries between `range`'s ends, at any
 * depth: a computed recovery builds its map inside a `return`. Null when there is no summary.
 */
function recoveryValues(tokens: readonly DartToken[], range: TokenRange): RecoveryValues | null {
	let summary: Located<string> | null = null;
	let fixCommands: Located<string[]> | null = null;
	for (let i = range.start; i < range.end; i++) {
		const token = tokens[i]!;
		if (token.kind !== 'string' || !isPunct(tokens[i + 1], ':')) continue;
		const value = valueAfter(tokens, i + 1);
		if (token.value === 'summary' && !summary) {
			const parsed = valueOf(tokens, value);
			summary = {
				value: parsed.kind === 'string' ? parsed.value : parsed.kind === 'other' ? parsed.text : '',
				line: token.line,
			};
		}
		if ((token.value === 'fix_command' || token.value === 'fix_commands') && !fixCommands) {
			fixCommands = { value: stringRuns(tokens, value), line: token.line };
		}
	}
	if (!summary) return null;
	return { summary, fixCommands: fixCommands ?? { value: [], line: summary.line } };
}

/**
 * Where the literal `<String, Object?>{` (optionally `const`) that opens at `brace` starts, so that
 * the map key before it can be read.
 */
function typeArgumentsStart(tokens: readonly DartToken[], brace: number): number {
	let start = brace;
	if (isPunct(tokens[start - 1], '>')) {
		let depth = 0;
		do {
			start--;
			if (isPunct(tokens[start], '>')) depth++;
			if (isPunct(tokens[start], '<')) depth--;
		} while (start > 0 && depth > 0);
	}
	return isIdent(tokens[start - 1], 'const') ? start - 1 : start;
}

/**
 * The body of the function that looks recoveries up (`recoveryForErrorCode`), where its fallback
 * is; the whole file when there is no such function, so a renamed one is still read.
 */
function recoveryFunctionBody(tokens: readonly DartToken[]): TokenRange {
	for (let i = 0; i < tokens.length - 1; i++) {
		const name = tokens[i]!;
		if (name.kind !== 'ident' || !/^recoveryFor/i.test(name.text)) continue;
		if (!isPunct(tokens[i + 1], '(')) continue;
		const close = matchingClose(tokens, i + 1);
		if (!isPunct(tokens[close + 1], '{')) continue;
		return { start: close + 1, end: matchingClose(tokens, close + 1) };
	}
	return { start: 0, end: tokens.length };
}

function readRecoveries(catalog: Catalog, tokens: readonly DartToken[]): void {
	const staticEntries = new Map<string, RecoveryValues>();
	let fallbackCode: string | null = null;
	const lookup = recoveryFunctionBody(tokens);
	for (let i = 0; i < tokens.length; i++) {
		const token = tokens[i]!;
		// A table entry: `CoreErrorCode.x: <String, Object?>{ 'summary': …, 'fix_command': … }`.
		if (isPunct(token, '{')) {
			const key = typeArgumentsStart(tokens, i);
			const code = catalog.keyBefore(key);
			if (code === null) continue;
			const values = recoveryValues(tokens, { start: i + 1, end: matchingClose(tokens, i) });
			if (values && !staticEntries.has(code)) staticEntries.set(code, values);
		}
		// A computed recovery: `if (resolvedCode == CoreErrorCode.x) { … }`.
		if (isIdent(token, 'if') && isPunct(tokens[i + 1], '(')) {
			const close = matchingClose(tokens, i + 1);
			if (close < 0 || !isPunct(tokens[close + 1], '{')) continue;
			const eq = tokens.slice(i + 2, close).findIndex((t) => isPunct(t, '=='));
			if (eq < 0) continue;
			const left = valueOf(tokens, { start: i + 2, end: i + 2 + eq });
			const right = valueOf(tokens, { start: i + 3 + eq, end: close });
			const code = catalog.codeOf(left) ?? catalog.codeOf(right);
			if (!code || !catalog.codes.has(code)) continue;
			const values = recoveryValues(tokens, {
				start: close + 2,
				end: matchingClose(tokens, close + 1),
			});
			const entry = catalog.codes.get(code)!;
			if (values && !entry.recovery) entry.recovery = { source: 'computed', ...values };
		}
		// The fallback: `?? _defaultRecoveryMap[CoreErrorCode.unknown]` in the recovery function.
		if (
			i >= lookup.start &&
			i < lookup.end &&
			isPunct(token, '??') &&
			tokens[i + 1]?.kind === 'ident' &&
			isPunct(tokens[i + 2], '[') &&
			fallbackCode === null
		) {
			const close = matchingClose(tokens, i + 2);
			fallbackCode = catalog.codeOf(valueOf(tokens, { start: i + 3, end: close }));
		}
	}
	const fallback = fallbackCode === null ? undefined : staticEntries.get(fallbackCode);
	for (const entry of catalog.codes.values()) {
		if (entry.recovery) continue;
		const own = staticEntries.get(entry.code);
		if (own) entry.recovery = { source: 'static', ...own };
		else if (fallback) entry.recovery = { source: 'fallback', ...fallback };
	}
}

/** Reads a whole `error_codes.dart`. Throws `DartSyntaxError` or an `Error` naming what is missing. */
export function parseDartErrorCodes(source: string): UpstreamCatalog {
	const tokens = tokenizeDart(source);
	const catalog = new Catalog(tokens);
	readDescriptors(catalog, tokens);
	readRecoveries(catalog, tokens);
	return { catalogLine: catalog.catalogLine, codes: catalog.codes, notes: catalog.notes };
}
