import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { extractJson } from '../../../src/lib/engine/input/inputExtraction.ts';
import { recogniseValue } from '../../../src/lib/engine/surfaces/index.ts';
import type { Lang } from '../../../src/lib/i18n/index.ts';

/**
 * Never a false "valid": JSON the CLI printed and someone broke by one character is broken
 * output, whatever a search for an error object inside it would find. The mutations are the
 * smallest there are: one structural character deleted, or one inserted, outside strings; the
 * claim holds for every real-output fixture whose verdict is not "invalid" already.
 */

const dir = fileURLToPath(new URL('../../fixtures/cli-output/', import.meta.url));
const cases = (
	JSON.parse(readFileSync(`${dir}cases.json`, 'utf8')) as {
		cases: { file: string; expect: { verdict: string } }[];
	}
).cases;

const validate = (text: string, lang: Lang = 'en') =>
	validateInput(text, { registry: engineRegistry, lang });

/**
 * Each fixture that is judged without an error, with the span of the JSON value the engine reads.
 * A crash transcript's only JSON is the `--args '{}'` of its command line: no output to break.
 */
const fixtures = cases
	.filter((c) => c.expect.verdict !== 'invalid')
	.map((c) => {
		const text = readFileSync(dir + c.file, 'utf8');
		const extraction = extractJson(text, recogniseValue);
		if (extraction.kind !== 'json') return null;
		if (extraction.inText && validate(text).inputKind === 'plain-failure') return null;
		// The value ends at its last bracket: the engine reads `start` up to there.
		const close = text.charCodeAt(extraction.start) === 0x5b ? ']' : '}';
		const lineEnd = text.indexOf('\n', extraction.start);
		const end =
			extraction.carrier.kind === 'whole'
				? text.lastIndexOf(close) + 1
				: text.lastIndexOf(close, lineEnd < 0 ? text.length : lineEnd) + 1;
		return { file: c.file, text, start: extraction.start, end };
	})
	.filter((f) => f !== null);

/** Offsets in `[start, end)` of the characters that stand outside strings (quotes included). */
function outsideStrings(text: string, start: number, end: number): number[] {
	const offsets: number[] = [];
	let inString = false;
	for (let i = start; i < end; i++) {
		const c = text[i];
		if (inString) {
			if (c === '\\') i++;
			else if (c === '"') {
				inString = false;
				offsets.push(i);
			}
		} else {
			if (c === '"') inString = true;
			offsets.push(i);
		}
	}
	return offsets;
}

const structural = [...'{}[]:,"'];

/** True when `text.slice(start, end)` parses: some edits keep JSON valid (`[1,2]` → `[12]`). */
function parses(text: string, start: number, end: number): boolean {
	try {
		JSON.parse(text.slice(start, end));
		return true;
	} catch {
		return false;
	}
}

describe('one structural character deleted or inserted is never "valid"', () => {
	it('has real-output fixtures to mutate, pretty-printed, transcripts and streams among them', () => {
		expect(fixtures.length).toBeGreaterThanOrEqual(25);
		for (const name of [
			'stdout-pretty-jq.json',
			'transcript-get-vm.txt',
			'daemon-watch-stream.ndjson',
			'mcp-tool-result.json',
			'doctor-critical-failed.txt',
		])
			expect(fixtures.map((f) => f.file)).toContain(name);
	});

	it.each(fixtures)('$file: every deletion', ({ text, start, end }) => {
		expect(validate(text).verdict).not.toBe('invalid');
		for (const at of outsideStrings(text, start, end)) {
			if (!structural.includes(text[at]!)) continue;
			const mutated = text.slice(0, at) + text.slice(at + 1);
			if (parses(mutated, start, end - 1)) continue;
			const result = validate(mutated);
			expect(result.verdict, `deleting ${text[at]} at ${at}`).toBe('invalid');
			expect(result.findings.map((f) => f.rule)).toContain('json.syntax');
		}
	});

	it.each(fixtures)('$file: every insertion inside the value', ({ text, start, end }) => {
		// Inside: after the opening bracket. A character before it is a prefix (next test).
		for (const at of outsideStrings(text, start + 1, end))
			for (const char of [...structural, 'x']) {
				const mutated = text.slice(0, at) + char + text.slice(at);
				if (parses(mutated, start, end + 1)) continue;
				expect(validate(mutated).verdict, `inserting ${char} at ${at}`).toBe('invalid');
			}
	});

	it.each(fixtures)(
		'$file: a character before the value is text around JSON, and said so',
		({ text, start }) => {
			for (const char of [...structural, 'x']) {
				const result = validate(text.slice(0, start) + char + text.slice(start));
				if (result.verdict !== 'invalid')
					expect(result.inputKindDetail).toMatch(
						/inside other text|in \d+ JSON lines|Message on line/,
					);
			}
		},
	);
});

describe('broken JSON says where it breaks and what it is', () => {
	const line = readFileSync(`${dir}stdout-vm-not-connected.txt`, 'utf8');

	it('a missing comma after "data":null (the visitor review’s case)', () => {
		const result = validate(line.replace('"data":null,', '"data":null'));
		expect(result).toMatchObject({ verdict: 'invalid', inputKind: 'not-json', code: null });
		expect(result.inputKindDetail).toMatch(/^Broken JSON: the text starts as JSON/);
		expect(result.findings).toStrictEqual([
			expect.objectContaining({ rule: 'json.syntax', line: 1, column: 24 }),
		]);
		expect(result.findings[0]!.message).toBe('Expected "," or "}" after the value, found """.');
	});

	it('a stray x after "data":null,', () => {
		const result = validate(line.replace('"data":null,', '"data":null,x'), 'zh-TW');
		expect(result).toMatchObject({ verdict: 'invalid', recovery: null });
		expect(result.inputKindDetail).toMatch(/^損壞的 JSON/);
		expect(result.findings[0]).toMatchObject({ rule: 'json.syntax', line: 1, column: 25 });
	});

	it('a broken stdout line inside a transcript: its place, not the error object inside it', () => {
		const transcript = readFileSync(`${dir}transcript-get-vm.txt`, 'utf8');
		const result = validate(transcript.replace('"ok":false,', '"ok":false'));
		expect(result.verdict).toBe('invalid');
		expect(result.inputKindDetail).toBe(
			'Broken JSON inside other text: the JSON that starts at line 2, column 1 does not parse, so nothing in it is checked until the syntax error is fixed.',
		);
		expect(result.findings[0]).toMatchObject({ rule: 'json.syntax', line: 2, column: 12 });
	});

	it('text after the JSON on its own line is broken output; a shell prompt on the next line is not', () => {
		expect(validate(`${line.trimEnd()} x\n`).verdict).toBe('invalid');
		expect(validate(`${line}$ echo $?\n68\n`).verdict).toBe('valid');
	});

	it('one broken line in a daemon stream makes the stream invalid', () => {
		const stream = readFileSync(`${dir}daemon-watch-stream.ndjson`, 'utf8').split('\n');
		stream[1] = stream[1]!.replace('"result":{', '"result":');
		const result = validate(stream.join('\n'));
		expect(result.verdict).toBe('invalid');
		expect(result.findings[0]).toMatchObject({ rule: 'json.syntax', line: 2 });
	});

	it('log prefixes that look like brackets are not JSON, and still let an envelope be found', () => {
		const result = validate(`[error] [ConnectionContext] Failed to connect\n${line}`);
		expect(result).toMatchObject({ verdict: 'valid', code: 'vm_not_connected' });
	});
});
