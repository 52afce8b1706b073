import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineRegistry, type Finding, validateInput } from '../../../src/lib/engine/index.ts';

/**
 * Every finding carries the range of pasted text it is about (`start`..`end`, UTF-16, end
 * exclusive): the playground marks exactly that text. Checked on the CLI's real outputs, edited to
 * break one thing, and on an envelope sent as JSON text inside an MCP `content[0].text` string,
 * where the range must fall on the escaped text as pasted.
 */
const fixtures = new URL('../../fixtures/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, fixtures), 'utf8');
const validate = (text: string) => validateInput(text, { registry: engineRegistry, lang: 'en' });
const only = (text: string, rule: string): Finding => {
	const found = validate(text).findings.filter((f) => f.rule === rule);
	expect(found, JSON.stringify(validate(text).findings, null, 1)).toHaveLength(1);
	return found[0]!;
};
const marked = (text: string, f: Finding) => text.slice(f.start, f.end);

/** Replaces the one occurrence of `from` in `text`. */
function edit(text: string, from: string, to: string): string {
	expect(text.split(from), from).toHaveLength(2);
	return text.replace(from, to);
}

const stdout = read('cli-output/stdout-vm-not-connected.txt');
const mcp = read('cli-output/mcp-tool-result.json');

describe('finding ranges', () => {
	it('span the value at the pointer: a number, a string with its quotes', () => {
		const status = only(
			edit(stdout, '"httpLikeStatus":503', '"httpLikeStatus":500'),
			'descriptor.mismatch',
		);
		expect(status.pointer).toBe('/error/descriptor/httpLikeStatus');
		expect(marked(edit(stdout, '"httpLikeStatus":503', '"httpLikeStatus":500'), status)).toBe(
			'500',
		);
		const text = edit(stdout, '"category":"vm"', '"category":"network"');
		expect(marked(text, only(text, 'descriptor.mismatch'))).toBe('"network"');
	});

	it('start where line and column point', () => {
		const text = edit(stdout, '"httpLikeStatus":503', '\n  "httpLikeStatus":  500');
		const f = only(text, 'descriptor.mismatch');
		expect([f.line, f.column]).toStrictEqual([2, 22]);
		expect(marked(text, f)).toBe('500');
	});

	it('span the object a missing member belongs in', () => {
		const text = edit(
			stdout,
			',"recovery":{"summary":"Connect to a running debug target before issuing VM commands.","fix_command":"flutter_mcp_cli exec --name status --args \'{}\'"}',
			'',
		);
		const f = only(text, 'shape.missing');
		expect(f.pointer).toBe('/error/recovery');
		expect(JSON.parse(marked(text, f))).toStrictEqual(JSON.parse(text).error);
	});

	it('fall on the escaped text of an envelope inside content[0].text', () => {
		const text = edit(mcp, '\\"httpLikeStatus\\":503', '\\"httpLikeStatus\\":500');
		const status = only(text, 'descriptor.mismatch');
		expect(status.pointer).toBe('/content/0/text/descriptor/httpLikeStatus');
		expect(marked(text, status)).toBe('500');
		const renamed = edit(mcp, '\\"category\\":\\"vm\\"', '\\"category\\":\\"n\\u00e9t\\"');
		expect(marked(renamed, only(renamed, 'descriptor.mismatch'))).toBe('\\"n\\u00e9t\\"');
		const missing = edit(
			mcp,
			',\\"details\\":{\\"reason\\":\\"no_targets\\",\\"availableTargets\\":[]}',
			'',
		);
		const f = only(missing, 'shape.missing');
		const inner = JSON.parse(missing).content[0].text as string;
		// The whole embedded object, from its `{` to its `}`, as it stands escaped in the paste.
		expect(JSON.parse(JSON.parse(`"${marked(missing, f)}"`))).toStrictEqual(JSON.parse(inner));
	});

	it('cover the one character a syntax error stops at', () => {
		const text = read('envelopes/trailing-comma.json');
		const f = only(text, 'json.syntax');
		expect(f.end - f.start).toBe(1);
		expect(marked(text, f)).toBe('}');
	});

	it('cover the repeated key of a duplicate', () => {
		const text = read('hostile/duplicate-keys.json');
		const keys = validate(text)
			.findings.filter((f) => f.rule === 'json.duplicateKey')
			.map((f) => marked(text, f));
		expect(keys).toContain('"code"');
		expect(keys).toContain('"exitCode"');
	});

	it('lie inside the text for every fixture, in text order', () => {
		for (const dir of ['cli-output', 'envelopes', 'hostile']) {
			for (const file of readdirSync(new URL(`${dir}/`, fixtures))) {
				if (file === 'cases.json') continue;
				const text = read(`${dir}/${file}`);
				const { findings } = validate(text);
				for (const f of findings) {
					expect(f.start, `${file} ${f.rule}`).toBeGreaterThanOrEqual(0);
					expect(f.end, `${file} ${f.rule}`).toBeGreaterThanOrEqual(f.start);
					expect(f.end, `${file} ${f.rule}`).toBeLessThanOrEqual(text.length);
					const before = text.slice(0, f.start).split('\n');
					expect([before.length, before.at(-1)!.length + 1], `${file} ${f.rule}`).toStrictEqual([
						f.line,
						f.column,
					]);
				}
				expect(findings.map((f) => f.start)).toStrictEqual(
					findings.map((f) => f.start).sort((a, b) => a - b),
				);
			}
		}
	});
});
