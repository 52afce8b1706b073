import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	engineRegistry,
	type Finding,
	validateInput,
	type ValidationResult,
} from '../../../src/lib/engine/index.ts';
import { extractJson } from '../../../src/lib/engine/input/inputExtraction.ts';
import { recogniseValue } from '../../../src/lib/engine/surfaces/index.ts';
import { exampleCoreError, registry } from '../../../src/lib/registry/index.ts';
import type { Lang } from '../../../src/lib/i18n/index.ts';
import {
	decodeShareText,
	encodeShareText,
	encodeWtf8,
	readShareFragment,
	shareFragment,
} from '../../../src/lib/playground/index.ts';

/**
 * Properties of the validation engine over inputs nobody wrote by hand: arbitrary JSON values,
 * arbitrary strings, and mutations of EVERY registry example in both languages.
 * validateInput.test.ts already proves "never throws, positions inside the text, in order" for a
 * few fixed samples; here the inputs come from the registry and the claims are stronger: every
 * pointer means something in the parsed input, every position stands on what its pointer names,
 * both languages agree.
 */

const engine = engineRegistry;
const langs = ['en', 'zh-TW'] as const satisfies readonly Lang[];

const validate = (text: string, lang: Lang): ValidationResult =>
	validateInput(text, { registry: engine, lang });

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** Every code's example error object as the CLI writes it (codes no binary emits have none). */
const examples = registry.codes.flatMap((entry) => {
	const error = exampleCoreError(entry);
	return error
		? langs.map((lang) => ({ code: entry.code, lang, value: error as unknown as Json }))
		: [];
});

// ---------------------------------------------------------------------------------------------
// The oracle: what a finding's pointer and position may be, worked out without the engine.
// ---------------------------------------------------------------------------------------------

/** RFC 6901 syntax: empty, or `/`-separated tokens in which `~` is only ever `~0` or `~1`. */
const pointerSyntax = /^(?:\/(?:[^~/]|~[01])*)*$/;

function tokensOf(pointer: string): string[] {
	return pointer === ''
		? []
		: pointer
				.slice(1)
				.split('/')
				.map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * What a pointer designates in the parsed input:
 * - `exists`: every token names an own member of an object (or an index `0…length-1` of an array),
 *   with one extension: a string at `…/content/<i>/text` followed by more tokens is the JSON
 *   document it holds (an envelope sent as text), and the rest of the pointer walks that document;
 * - `missing`: all tokens but the last exist, they end at an object, and that object has no own
 *   member named by the last token (the pointer a missing member would have);
 * - `dangling`: anything else. No finding may have a dangling pointer.
 */
type Resolution =
	{ kind: 'exists'; value: unknown } | { kind: 'missing' } | { kind: 'dangling'; why: string };

function resolvePointer(root: unknown, pointer: string): Resolution {
	if (!pointerSyntax.test(pointer)) return { kind: 'dangling', why: 'not RFC 6901 syntax' };
	const tokens = tokensOf(pointer);
	let value = root;
	for (let i = 0; i < tokens.length; i++) {
		const token = tokens[i]!;
		if (typeof value === 'string') {
			const here = tokens.slice(0, i);
			if (
				here.length < 3 ||
				here[here.length - 1] !== 'text' ||
				!/^\d+$/.test(here[here.length - 2]!) ||
				here[here.length - 3] !== 'content'
			)
				return { kind: 'dangling', why: `walks into the string at /${here.join('/')}` };
			try {
				value = JSON.parse(value);
			} catch {
				return { kind: 'dangling', why: 'walks into a string that is not JSON' };
			}
		}
		if (Array.isArray(value)) {
			if (!/^(?:0|[1-9]\d*)$/.test(token) || Number(token) >= value.length)
				return { kind: 'dangling', why: `no index ${token}` };
			value = value[Number(token)];
		} else if (value !== null && typeof value === 'object') {
			if (!Object.hasOwn(value, token))
				return i === tokens.length - 1
					? { kind: 'missing' }
					: { kind: 'dangling', why: `no member ${token}` };
			value = (value as Record<string, unknown>)[token];
		} else return { kind: 'dangling', why: `a ${typeof value} has no member ${token}` };
	}
	return { kind: 'exists', value };
}

/** Findings placed at a known offset of the text rather than at the value of their pointer. */
const placedByOffset = new Set([
	'json.syntax',
	'json.duplicateKey',
	'input.tooDeep',
	'input.bom',
	'input.tooLarge',
]);
/** The only findings about a member that is not there. */
const missingMemberRules = new Set(['shape.missing', 'input.isErrorNotTrue']);

/** Offsets where lines start: `\n`, `\r\n` and a lone `\r` end a line. */
function lineStartsOf(text: string): number[] {
	const starts = [0];
	for (const match of text.matchAll(/\r\n|\r|\n/g)) starts.push(match.index + match[0].length);
	return starts;
}

/** The characters that can begin the JSON text of `value` (`\` for a string inside JSON text in a string). */
function firstCharsOf(value: unknown): string[] {
	if (typeof value === 'string') return ['"', '\\'];
	if (typeof value === 'number') return [...'-0123456789'];
	if (value === null) return ['n'];
	if (typeof value === 'boolean') return [value ? 't' : 'f'];
	return [Array.isArray(value) ? '[' : '{'];
}

/** The parsed input the engine worked on: the whole text if it is JSON, else the object found in it. */
function parsedInput(text: string, result: ValidationResult): { value: unknown } | null {
	try {
		return { value: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) };
	} catch {
		if (result.extractedFrom !== 'terminal-text') return null;
		const extraction = extractJson(text, recogniseValue);
		return extraction.kind === 'json' ? { value: extraction.value } : null;
	}
}

/**
 * Every claim the engine makes about positions and pointers, for one input. Returns the first
 * broken claim as a sentence (fast-check then shrinks the input to a small one), or null.
 */
function brokenClaim(text: string, result: ValidationResult): string | null {
	const starts = lineStartsOf(text);
	const parsed = parsedInput(text, result);
	if (result.findings.some((f) => f.rule === 'engine.internal'))
		return `the engine failed inside: ${result.findings[0]!.message}`;
	if (parsed === null) {
		if (result.envelopePointer !== null) return 'an envelope pointer without parsed input';
		const bad = result.findings.find((f) => f.pointer !== '');
		if (bad) return `${bad.rule} points at ${bad.pointer}, but nothing was parsed`;
	} else if (
		result.envelopePointer !== null &&
		resolvePointer(parsed.value, result.envelopePointer).kind !== 'exists'
	)
		return `envelopePointer ${result.envelopePointer} does not exist`;
	for (const f of result.findings) {
		const where = `${f.rule} ${JSON.stringify(f.pointer)} at ${f.line}:${f.column}`;
		if (!(f.line >= 1 && f.line <= starts.length))
			return `${where}: line outside 1…${starts.length}`;
		const lineStart = starts[f.line - 1]!;
		const lineLength = text
			.slice(lineStart, starts[f.line] ?? text.length)
			.replace(/(?:\r\n|\r|\n)$/, '').length;
		if (!(f.column >= 1 && f.column <= lineLength + 1))
			return `${where}: column outside 1…${lineLength + 1}`;
		if (parsed === null) continue;
		const resolution = resolvePointer(parsed.value, f.pointer);
		if (resolution.kind === 'dangling') return `${where}: dangling pointer (${resolution.why})`;
		if (resolution.kind === 'missing' && !missingMemberRules.has(f.rule))
			return `${where}: names a missing member`;
		if (f.rule === 'shape.missing' && resolution.kind !== 'missing')
			return `${where}: says missing, but the member is there`;
		const char = text[lineStart + f.column - 1] ?? '';
		// A repeated key is shown at its second occurrence: the key's opening quote (`\"` inside JSON text in a string).
		if (f.rule === 'json.duplicateKey' && !['"', '\\'].includes(char))
			return `${where}: stands on ${JSON.stringify(char)}, not on a key`;
		if (placedByOffset.has(f.rule)) continue;
		// A finding about a value stands on the value's first character; one about a missing member, on
		// the `{` of the object that should hold it.
		const allowed = resolution.kind === 'exists' ? firstCharsOf(resolution.value) : ['{'];
		if (!allowed.includes(char))
			return `${where}: stands on ${JSON.stringify(char)}, expected one of ${allowed.join(' ')}`;
	}
	return null;
}

/** The language-independent part of a result: both languages must agree on it. */
const skeleton = (result: ValidationResult) => ({
	verdict: result.verdict,
	inputKind: result.inputKind,
	envelopePointer: result.envelopePointer,
	code: result.code,
	findings: result.findings.map(({ severity, rule, pointer, line, column }: Finding) => ({
		severity,
		rule,
		pointer,
		line,
		column,
	})),
});

/** Validates in both languages and checks every claim; the assertion message is the broken claim. */
function checkAllClaims(text: string): void {
	const [en, zh] = langs.map((lang) => validate(text, lang)) as [
		ValidationResult,
		ValidationResult,
	];
	expect(brokenClaim(text, en)).toBeNull();
	expect(skeleton(zh)).toStrictEqual(skeleton(en));
	expect(en.verdict === 'none').toBe(text.trim() === '');
}

// ---------------------------------------------------------------------------------------------
// Mutations of every registry example.
// ---------------------------------------------------------------------------------------------

function pathsOf(value: Json, prefix: Path = []): Path[] {
	if (Array.isArray(value))
		return value.flatMap((v, i) => [[...prefix, i], ...pathsOf(v, [...prefix, i])]);
	if (value !== null && typeof value === 'object')
		return Object.keys(value).flatMap((k) => [
			[...prefix, k],
			...pathsOf(value[k]!, [...prefix, k]),
		]);
	return [];
}

const isObject = (value: unknown): value is Record<string, Json> =>
	value !== null && typeof value === 'object' && !Array.isArray(value);

function valueAt(value: Json, path: Path): Json {
	let here = value;
	for (const segment of path) here = (here as Record<string, Json>)[segment as string]!;
	return here;
}

/** Sets an own data property, even `__proto__` (plain assignment would change the prototype). */
function setOwn(target: Record<string, Json>, key: string, value: Json): void {
	Object.defineProperty(target, key, {
		value,
		enumerable: true,
		writable: true,
		configurable: true,
	});
}

/** A deep copy with the member at `path` changed by `edit` (which gets the holder and the key). */
function editAt(
	value: Json,
	path: Path,
	edit: (holder: Record<string, Json> | Json[], key: string | number) => void,
): Json {
	const copy = structuredClone(value);
	let holder = copy as Record<string, Json> | Json[];
	for (const segment of path.slice(0, -1))
		holder = (holder as Record<string, Json>)[segment as string] as Record<string, Json> | Json[];
	edit(holder, path[path.length - 1]!);
	return copy;
}

/** Members written before an object's own ones, under keys it may also have: JSON text with repeated keys. */
const repeated = Symbol('repeated members');
type WithRepeats = { [repeated]?: [string, Json][] };

/** `JSON.stringify`, plus the repeated members of `repeated` (which `JSON.parse` then overrides). */
function stringify(value: Json, indent = '', level = ''): string {
	if (value === null || typeof value !== 'object') return JSON.stringify(value);
	const inner = level + indent;
	const [nl, colon] = indent ? ['\n', ': '] : ['', ':'];
	const list = (items: string[], open: string, close: string) =>
		items.length
			? `${open}${nl}${items.map((i) => inner + i).join(`,${nl}`)}${nl}${level}${close}`
			: open + close;
	if (Array.isArray(value))
		return list(
			value.map((v) => stringify(v, indent, inner)),
			'[',
			']',
		);
	const entries = [...((value as WithRepeats)[repeated] ?? []), ...Object.entries(value)];
	return list(
		entries.map(([k, v]) => `${JSON.stringify(k)}${colon}${stringify(v, indent, inner)}`),
		'{',
		'}',
	);
}

/** Values of every JSON type, including ones that are odd in this contract. */
const anyValue: fc.Arbitrary<Json> = fc.oneof(
	fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
	fc.constantFrom<Json>(
		null,
		'',
		' ',
		0,
		-1,
		256,
		1e308,
		-0,
		0.5,
		true,
		false,
		[],
		{},
		'__proto__',
		'connect_failed',
		{ code: 'x' },
	),
);
/** Keys a member may be renamed to: near misses, case changes, and keys with meaning elsewhere. */
const anyKey = fc.oneof(
	fc.string({ maxLength: 12 }),
	fc.constantFrom(
		'__proto__',
		'constructor',
		'prototype',
		'toString',
		'',
		'~',
		'/',
		'~1',
		'Code',
		'fixCommand',
		'exit_code',
		'error_code',
		'hint',
	),
);

type Mutation = (value: Json) => fc.Arbitrary<Json>;

const mutations: Record<string, Mutation> = {
	removed: (value) =>
		fc
			.constantFrom(...pathsOf(value))
			.map((path) =>
				editAt(value, path, (holder, key) =>
					Array.isArray(holder) ? holder.splice(key as number, 1) : delete holder[key],
				),
			),
	retyped: (value) =>
		fc
			.tuple(fc.constantFrom(...pathsOf(value)), anyValue)
			.map(([path, replacement]) =>
				editAt(value, path, (holder, key) =>
					Array.isArray(holder)
						? (holder[key as number] = replacement)
						: setOwn(holder, key as string, replacement),
				),
			),
	renamed: (value) =>
		fc
			.tuple(
				fc.constantFrom(...pathsOf(value).filter((p) => typeof p[p.length - 1] === 'string')),
				anyKey,
			)
			.map(([path, name]) =>
				editAt(value, path, (holder, key) => {
					const object = holder as Record<string, Json>;
					const moved = object[key as string]!;
					delete object[key as string];
					setOwn(object, name, moved);
				}),
			),
	repeated: (value) =>
		fc
			.tuple(
				fc.constantFrom<Path>([], ...pathsOf(value).filter((p) => isObject(valueAt(value, p)))),
				fc.oneof(
					fc.constantFrom('code', 'details', 'exitCode', 'fix_command', 'token', '__proto__'),
					anyKey,
				),
				anyValue,
			)
			.map(([path, key, first]) => {
				const copy = structuredClone(value);
				const target = valueAt(copy, path) as Record<string, Json> & WithRepeats;
				target[repeated] = [[key, first]];
				return copy;
			}),
	added: (value) =>
		fc.tuple(anyKey, anyValue).map(([key, extra]) => {
			const copy = structuredClone(value) as Record<string, Json>;
			setOwn(copy, key, extra);
			return copy;
		}),
};

/** Places an envelope value where envelopes travel. */
const wrappers: Record<string, (envelope: Json) => Json> = {
	bare: (e) => e,
	structuredContentError: (e) => ({
		isError: true,
		content: [{ type: 'text', text: 'Error' }],
		structuredContent: { error: e },
	}),
	structuredContent: (e) => ({ isError: true, structuredContent: e }),
	contentText: (e) => ({
		isError: true,
		content: [
			{ type: 'text', text: 'Error' },
			{ type: 'text', text: stringify(e) },
		],
	}),
	jsonRpcToolResult: (e) => ({
		jsonrpc: '2.0',
		id: 1,
		result: { isError: true, structuredContent: { error: e } },
	}),
	jsonRpcResult: (e) => ({ jsonrpc: '2.0', id: 1, result: e }),
	jsonRpcError: (e) => ({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'x', data: e } }),
	array: (e) => [e],
	isErrorFalse: (e) => ({ isError: false, structuredContent: { error: e } }),
};

/** JSON text in the ways people paste it: compact, indented, with CRLF, in a terminal transcript. */
const layouts: Record<string, (value: Json) => string> = {
	compact: (v) => stringify(v),
	indented: (v) => stringify(v, '  '),
	tabs: (v) => stringify(v, '\t'),
	crlf: (v) => stringify(v, '  ').replace(/\n/g, '\r\n'),
	terminal: (v) =>
		`$ flutter_mcp_cli exec --name get_vm\r\n[ERROR] ${stringify(v)}\nexit status 67\n`,
};

const anyExample = fc.constantFrom(...examples);

/** An example, changed once or twice, then wrapped and laid out. */
const mutatedExample = fc
	// Repeated members live on a symbol that a later copy would drop: they only come last.
	.tuple(
		anyExample,
		fc.constantFrom(...Object.keys(mutations).filter((m) => m !== 'repeated')),
		fc.constantFrom(...Object.keys(mutations)),
		fc.boolean(),
	)
	.chain(([example, first, second, twice]) =>
		mutations[first]!(example.value)
			.chain((once) => (twice ? mutations[second]!(once) : fc.constant(once)))
			.chain((changed) =>
				fc
					.tuple(
						fc.constantFrom(...Object.values(wrappers)),
						fc.constantFrom(...Object.values(layouts)),
					)
					.map(([wrap, layout]) => layout(wrap(changed))),
			),
	);

describe('every registry example, mutated', () => {
	it('has examples for every code the CLI reports, in both languages', () => {
		// Codes no shipped binary reports (never, exit code only) have no example to mutate.
		expect(examples).toHaveLength(registry.codes.filter((c) => c.example).length * 2);
		expect(examples.length).toBeGreaterThanOrEqual(60);
		for (const { value, lang, code } of examples)
			expect(validate(JSON.stringify(value), lang), code).toMatchObject({ verdict: 'valid', code });
	});

	it.each(Object.keys(mutations))(
		'%s member: a verdict, meaningful pointers, positions on the value',
		(name) => {
			const changed = anyExample.chain((example) => mutations[name]!(example.value));
			fc.assert(
				fc.property(
					changed,
					fc.constantFrom(...Object.values(wrappers)),
					fc.constantFrom(...Object.values(layouts)),
					(value, wrap, layout) => checkAllClaims(layout(wrap(value))),
				),
				{ numRuns: 150 },
			);
		},
	);

	it('mutated, wrapped and laid out in every way: every claim holds', () => {
		fc.assert(fc.property(mutatedExample, checkAllClaims), { numRuns: 400 });
	});

	it('truncated at any offset: a verdict and every claim, never a throw', () => {
		const texts = fc
			.tuple(
				anyExample,
				fc.constantFrom(...Object.values(wrappers)),
				fc.constantFrom(...Object.values(layouts)),
			)
			.map(([example, wrap, layout]) => layout(wrap(example.value)));
		fc.assert(
			fc.property(texts, fc.double({ min: 0, max: 1, noNaN: true }), (text, fraction) => {
				const cut = text.slice(0, Math.floor(text.length * fraction));
				checkAllClaims(cut);
				const { verdict } = validate(cut, 'en');
				// A cut object is broken JSON (only an object inside an array or a transcript can still be found whole).
				if (text.startsWith('{') && cut.trim() !== '' && cut.length < text.length)
					expect(verdict).toBe('invalid');
			}),
			{ numRuns: 250 },
		);
	});

	it('a removed required member is reported missing at its pointer, wherever the envelope travels', () => {
		const required: Path[] = [
			['code'],
			['message'],
			['details'],
			['descriptor'],
			['recovery'],
			...['category', 'retryable', 'exitCode', 'httpLikeStatus'].map((m) => ['descriptor', m]),
			['recovery', 'summary'],
			['recovery', 'fix_command'],
		];
		const prefixes: Record<string, string> = {
			bare: '',
			structuredContentError: '/structuredContent/error',
			structuredContent: '/structuredContent',
			contentText: '/content/1/text',
			jsonRpcToolResult: '/result/structuredContent/error',
		};
		fc.assert(
			fc.property(
				anyExample,
				fc.constantFrom(...required),
				fc.constantFrom(...Object.keys(prefixes)),
				fc.constantFrom(...Object.values(layouts)),
				(example, path, wrapper, layout) => {
					// Without `code`, JSON text in content[] is not taken for an envelope at all.
					fc.pre(!(wrapper === 'contentText' && path[0] === 'code'));
					const text = layout(
						wrappers[wrapper]!(
							editAt(
								example.value,
								path,
								(holder, key) => delete (holder as Record<string, Json>)[key as string],
							),
						),
					);
					const result = validate(text, example.lang);
					const missing = result.findings.filter((f) => f.rule === 'shape.missing');
					expect(missing.map((f) => f.pointer)).toContain(`${prefixes[wrapper]}/${path.join('/')}`);
					expect(result.verdict).toBe('invalid');
				},
			),
			{ numRuns: 150 },
		);
	});
});

describe('arbitrary input', () => {
	it('any JSON value, in any layout: every claim holds', () => {
		fc.assert(
			fc.property(
				fc.jsonValue({ maxDepth: 4 }),
				fc.constantFrom(...Object.values(layouts)),
				(value, layout) => checkAllClaims(layout(value as Json)),
			),
			{ numRuns: 300 },
		);
	});

	it('any object with envelope-like members: every claim holds', () => {
		const member = fc.constantFrom(
			'code',
			'message',
			'details',
			'descriptor',
			'recovery',
			'isError',
			'structuredContent',
			'content',
			'jsonrpc',
			'error',
			'result',
			'_meta',
			'text',
		);
		const envelopeish = fc.letrec<{ node: Json }>((tie) => ({
			node: fc.oneof(
				{ depthSize: 'small' },
				anyValue,
				fc.array(tie('node'), { maxLength: 3 }),
				fc.dictionary(member, tie('node'), { maxKeys: 5 }) as fc.Arbitrary<Json>,
				tie('node').map((inner) => JSON.stringify(inner)),
			),
		})).node;
		fc.assert(
			fc.property(
				fc.dictionary(member, envelopeish, { maxKeys: 6 }),
				fc.constantFrom(...Object.values(layouts)),
				(value, layout) => checkAllClaims(layout(value as Json)),
			),
			{ numRuns: 300 },
		);
	});

	/** Any sequence of UTF-16 code units: lone surrogates, BOMs and line breaks included. */
	const codeUnits = fc
		.array(
			fc.oneof(
				fc.integer({ min: 0, max: 0xffff }),
				fc.constantFrom(0xd800, 0xdbff, 0xdc00, 0xdfff, 0xfeff, 0x0d, 0x0a, 0x7b, 0x7d, 0x22),
			),
			{ maxLength: 60 },
		)
		.map((units) => String.fromCharCode(...units));

	it('any string (full Unicode, lone surrogates, BOM): every claim holds', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.string({ unit: 'binary', maxLength: 80 }),
					codeUnits,
					codeUnits.map((s) => `\uFEFF${s}`),
				),
				checkAllClaims,
			),
			{ numRuns: 300 },
		);
	});
});

describe('share links', () => {
	/** Any UTF-16 string: well-formed text in every plane, lone surrogates, a BOM, NUL. */
	const anyText = fc.oneof(
		fc.string({ unit: 'binary' }),
		fc.string({ unit: 'grapheme' }),
		fc
			.array(
				fc.oneof(
					fc.integer({ min: 0, max: 0xffff }),
					fc.constantFrom(0xd800, 0xdbff, 0xdc00, 0xdfff, 0xfeff, 0),
				),
				{ maxLength: 50 },
			)
			.map((u) => String.fromCharCode(...u)),
		fc
			.tuple(
				fc.constantFrom('\uFEFF', '\uD83D', '\uDE00', '\uD83D\uDE00', '\u{10FFFF}', ''),
				fc.string({ unit: 'binary', maxLength: 20 }),
			)
			.map(([a, b]) => a + b + a),
	);

	it('round-trip any text, through the fragment too, in characters a URL never escapes', () => {
		fc.assert(
			fc.property(anyText, (text) => {
				const encoded = encodeShareText(text);
				expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
				expect(decodeShareText(encoded)).toBe(text);
				expect(readShareFragment(shareFragment(text))).toStrictEqual({ kind: 'text', text });
			}),
			{ numRuns: 300 },
		);
	});

	it('encode well-formed text as plain UTF-8, so other tools can read the link', () => {
		fc.assert(
			fc.property(fc.string({ unit: 'binary' }), (text) => {
				expect([...encodeWtf8(text)]).toStrictEqual([...new TextEncoder().encode(text)]);
			}),
			{ numRuns: 200 },
		);
	});

	it('never throw on any fragment, and decode only to what was encoded', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.string({ unit: 'binary', maxLength: 40 }),
					fc.base64String().map((s) => `e=${s}`),
					fc.string({ maxLength: 30 }).map((s) => `#e=${s}`),
				),
				(hash) => {
					const result = readShareFragment(hash);
					if (result.kind === 'text')
						expect(readShareFragment(shareFragment(result.text))).toStrictEqual(result);
				},
			),
			{ numRuns: 300 },
		);
	});
});
