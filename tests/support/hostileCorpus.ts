import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exampleCoreError, findCode, registry } from '../../src/lib/registry/index.ts';
import type { InputKind } from '../../src/lib/engine/index.ts';

/**
 * The hostile corpus: inputs meant to break, hang or subvert the validator, shared by the engine,
 * CLI and browser tests. Small cases are literal files in `tests/fixtures/hostile/` (readable in a
 * review); large ones (megabytes, 100,000 levels deep) and byte sequences that are not UTF-8 are
 * generated here at test time, so the repository holds no megabytes.
 */

export const hostileDir = fileURLToPath(new URL('../fixtures/hostile/', import.meta.url));

/**
 * Strings that do something if a page ever treats them as markup, a URL, an entity or a
 * `String.prototype.replace` pattern instead of text.
 */
export const hostileStrings = [
	'<script>alert(1)</script>',
	'<img src=x onerror=alert(1)>',
	'javascript:alert(1)',
	'&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#60;b&#62; &quot;',
	'"><svg/onload=alert(1)>',
	"$& $' $` $$",
] as const;

/** What the engine must say about a literal file of the corpus. */
export interface HostileCase {
	file: string;
	verdict: 'valid' | 'invalid' | 'not-envelope';
	inputKind: InputKind;
	/** Rules that must be among the findings. */
	rules: string[];
	code: string | null;
}

/** Every literal file, with the verdict it must get. A test checks that none is left out. */
export const literalCases: HostileCase[] = [
	{
		file: 'proto-keys.json',
		verdict: 'valid',
		inputKind: 'envelope',
		rules: [],
		code: 'connection_selection_required',
	},
	{
		file: 'proto-inherited-members.json',
		verdict: 'invalid',
		inputKind: 'envelope',
		rules: ['shape.missing'],
		code: null,
	},
	{
		file: 'proto-codes.json',
		verdict: 'invalid',
		inputKind: 'mcp-tool-result',
		rules: ['code.unknown'],
		code: 'hasOwnProperty',
	},
	{
		file: 'duplicate-keys.json',
		verdict: 'valid',
		inputKind: 'envelope',
		rules: ['json.duplicateKey'],
		code: 'connection_selection_required',
	},
	{
		file: 'comments-and-trailing-commas.json',
		verdict: 'invalid',
		inputKind: 'not-json',
		rules: ['json.syntax'],
		code: null,
	},
	{
		file: 'nan-infinity.json',
		verdict: 'invalid',
		inputKind: 'not-json',
		rules: ['json.syntax'],
		code: null,
	},
	{
		file: 'bom-crlf.json',
		verdict: 'valid',
		inputKind: 'envelope',
		rules: ['input.bom'],
		code: 'connect_failed',
	},
	{
		file: 'xss-every-field.json',
		verdict: 'invalid',
		inputKind: 'envelope',
		rules: ['code.unknown', 'shape.type'],
		code: '<script>alert(1)</script>',
	},
	{
		file: 'xss-known-code.json',
		verdict: 'valid',
		inputKind: 'envelope',
		rules: ['recovery.fixCommandMismatch'],
		code: 'connect_failed',
	},
	{
		file: 'xss-jsonrpc-error.json',
		verdict: 'not-envelope',
		inputKind: 'jsonrpc-error',
		rules: ['explain.rpcOther'],
		code: null,
	},
	{
		file: 'xss-foreign.json',
		verdict: 'invalid',
		inputKind: 'foreign-tool-error',
		rules: ['input.foreign'],
		code: null,
	},
	{
		file: 'terminal-escapes.json',
		verdict: 'invalid',
		inputKind: 'envelope',
		rules: ['code.unknown', 'shape.type', 'json.duplicateKey'],
		code: '\u001b[2J\u001b[H\u001b]0;pwned\u0007connect_failed',
	},
	{
		file: 'xss-not-json.txt',
		// Markup and prose, no JSON: text that is no output of the CLI, a neutral verdict.
		verdict: 'not-envelope',
		inputKind: 'not-json',
		rules: ['explain.notCliOutput'],
		code: null,
	},
];

export const literalFiles = (): string[] => readdirSync(hostileDir).sort();
export const readLiteral = (file: string): string => readFileSync(join(hostileDir, file), 'utf8');

/** The hostile strings that each literal file carries (the XSS files), for "shown as text" checks. */
export const payloadsOf = (file: string): string[] =>
	hostileStrings.filter((s) => readLiteral(file).includes(JSON.stringify(s).slice(1, -1)));

/** The registry example of connect_failed: a valid envelope to build hostile ones from. */
export function validEnvelope(): Record<string, unknown> {
	return exampleCoreError(findCode(registry, 'connect_failed')!)! as unknown as Record<
		string,
		unknown
	>;
}

/** A valid envelope whose `message` is padded so that its JSON text is exactly `chars` UTF-16 code units long. */
export function bigEnvelopeText(chars: number): string {
	const envelope = validEnvelope();
	const base = JSON.stringify({ ...envelope, message: '' });
	if (chars < base.length) throw new Error(`an envelope needs at least ${base.length} characters`);
	return JSON.stringify({ ...envelope, message: 'x'.repeat(chars - base.length) });
}

/** A valid envelope with `depth` nested arrays in `details.nested`. */
export function deepInDetailsText(depth: number): string {
	const text = JSON.stringify({
		...validEnvelope(),
		details: { ...(validEnvelope().details as object), nested: 0 },
	});
	return text.replace('"nested":0', `"nested":${'['.repeat(depth)}${']'.repeat(depth)}`);
}

/** `depth` nested objects (`{"a":{"a":…}}`) at the top level, with an envelope at the bottom. */
export function deepTopLevelText(depth: number): string {
	return `${'{"a":'.repeat(depth)}${JSON.stringify(validEnvelope())}${'}'.repeat(depth)}`;
}

/** Bytes that are not UTF-8, each a different way to be wrong. */
export const invalidUtf8: Record<string, Uint8Array> = {
	'latin1.json': Uint8Array.from([
		...Buffer.from('{"code":"connect_failed","message":"caf'),
		0xe9,
		...Buffer.from('"}'),
	]),
	'lone-continuation.json': Uint8Array.from([0x7b, 0x80, 0x7d]),
	'overlong-slash.json': Uint8Array.from([0x7b, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
	'encoded-surrogate.json': Uint8Array.from([0x22, 0xed, 0xa0, 0x80, 0x22]),
	'truncated-sequence.json': Uint8Array.from([...Buffer.from('{"message":"'), 0xe6, 0x97]),
	'utf16le-bom.json': Uint8Array.from([
		0xff,
		0xfe,
		...Buffer.from('{"code":"connect_failed"}', 'utf16le'),
	]),
};

export const tenMegabytes = 10 * 1024 * 1024;

/**
 * Writes the generated part of the corpus into `dir` (a temporary directory) and returns the paths:
 * a 10 MB envelope, 100,000 levels of nesting in `details` and at the top level, and the files
 * that are not UTF-8.
 */
export function writeGeneratedCorpus(dir: string): {
	big: string;
	deepDetails: string;
	deepTop: string;
	invalid: Record<string, string>;
} {
	mkdirSync(dir, { recursive: true });
	const write = (name: string, content: string | Uint8Array) => {
		const path = join(dir, name);
		writeFileSync(path, content);
		return path;
	};
	return {
		big: write('big-10mb.json', bigEnvelopeText(tenMegabytes)),
		deepDetails: write('deep-details.json', deepInDetailsText(100_000)),
		deepTop: write('deep-top-level.json', deepTopLevelText(100_000)),
		invalid: Object.fromEntries(
			Object.entries(invalidUtf8).map(([name, bytes]) => [name, write(name, bytes)]),
		),
	};
}

/** The own property names of the built-in prototypes, to prove afterwards that nothing was added. */
export function prototypeSnapshot(): Record<string, string[]> {
	return {
		object: Object.getOwnPropertyNames(Object.prototype).sort(),
		array: Object.getOwnPropertyNames(Array.prototype).sort(),
		function: Object.getOwnPropertyNames(Function.prototype).sort(),
		string: Object.getOwnPropertyNames(String.prototype).sort(),
	};
}
