import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
	engineRegistry,
	type QuickFix,
	quickFixes,
	validateInput,
} from '../../../src/lib/engine/index.ts';

/**
 * Every quick fix, applied to the text and validated again, removes its finding and adds none; on
 * the CLI's real outputs (stdout, daemon, MCP with the envelope as escaped JSON text), edited to
 * break one thing.
 */
const fixtures = new URL('../../fixtures/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, fixtures), 'utf8');
const validate = (text: string) => validateInput(text, { registry: engineRegistry, lang: 'en' });
const apply = (text: string, fix: QuickFix) =>
	text.slice(0, fix.start) + fix.replacement + text.slice(fix.end);
const key = (f: { rule: string; pointer: string }) => `${f.rule} ${f.pointer}`;

function edit(text: string, from: string, to: string): string {
	expect(text.split(from), from).toHaveLength(2);
	return text.replace(from, to);
}

/** The one fix for `rule`, checked: it removes its finding, adds none, and leaves the text as `fixed` (when given). */
function fixOnce(text: string, rule: string, fixed?: string): QuickFix {
	const before = validate(text);
	const fixes = quickFixes(text, before, engineRegistry, 'en').filter((f) => f.rule === rule);
	expect(fixes, JSON.stringify(before.findings, null, 1)).toHaveLength(1);
	const fix = fixes[0]!;
	expect(before.findings[fix.finding]!.rule).toBe(rule);
	const after = validate(apply(text, fix));
	const was = before.findings.map(key);
	expect(
		after.findings.map(key).filter((k) => !was.includes(k)),
		'new findings',
	).toStrictEqual([]);
	expect(after.findings.map(key)).not.toContain(key(before.findings[fix.finding]!));
	if (fixed !== undefined) expect(apply(text, fix)).toBe(fixed);
	return fix;
}

const stdout = read('cli-output/stdout-vm-not-connected.txt');
const daemon = read('cli-output/daemon-error.json');
const mcp = read('cli-output/mcp-tool-result.json');
const pretty = read('envelopes/valid.json');
/** `text` (one line of compact JSON, as the CLI prints it) without the recovery of the error object at `path`. */
function withoutRecovery(text: string, ...path: string[]): string {
	const value = JSON.parse(text);
	delete path.reduce((o, k) => o[k], value).recovery;
	return `${JSON.stringify(value)}\n`;
}

describe('quick fixes', () => {
	it('set a descriptor value to the registry’s', () => {
		const fix = fixOnce(
			edit(stdout, '"httpLikeStatus":503', '"httpLikeStatus":500'),
			'descriptor.mismatch',
			stdout,
		);
		expect(fix.label).toStrictEqual({ key: 'set', value: '503' });
		fixOnce(edit(daemon, '"category":"vm"', '"category":"network"'), 'descriptor.mismatch', daemon);
		fixOnce(edit(pretty, '"retryable": true', '"retryable": false'), 'descriptor.mismatch', pretty);
		fixOnce(
			edit(
				stdout,
				'"descriptor":{"code":"vm_not_connected"',
				'"descriptor":{"code":"connect_failed"',
			),
			'descriptor.codeMismatch',
			stdout,
		);
	});

	it('escape the value inside an MCP content text', () => {
		fixOnce(
			edit(mcp, '\\"httpLikeStatus\\":503', '\\"httpLikeStatus\\":500'),
			'descriptor.mismatch',
			mcp,
		);
		const fix = fixOnce(
			edit(mcp, '\\"category\\":\\"vm\\"', '\\"category\\":\\"network\\"'),
			'descriptor.mismatch',
			mcp,
		);
		expect(fix.replacement).toBe('\\"vm\\"');
	});

	it('replace an unknown code with its near match, in descriptor.code too', () => {
		const both = stdout.replaceAll('"vm_not_connected"', '"vm_not_conected"');
		const fix = fixOnce(both, 'code.unknown', stdout);
		expect(fix.label).toStrictEqual({ key: 'replaceCode', value: 'vm_not_connected' });
		fixOnce(
			edit(stdout, '"code":"vm_not_connected","message"', '"code":"vm_not_conected","message"'),
			'code.unknown',
			stdout,
		);
		fixOnce(
			mcp.replaceAll('\\"vm_not_connected\\"', '\\"vm-not-connected\\"'),
			'code.unknown',
			mcp,
		);
		fixOnce(pretty.replaceAll('"connect_failed"', '"conect_failed"'), 'code.unknown', pretty);
	});

	it('add the recovery the CLI prints for the code', () => {
		const fix = fixOnce(withoutRecovery(stdout, 'error'), 'shape.missing', stdout);
		expect(fix.label).toStrictEqual({ key: 'addRecovery' });
		expect(fix.start).toBe(fix.end);
		fixOnce(withoutRecovery(daemon, 'error', 'data', 'error'), 'shape.missing', daemon);
		// Laid out like the object it goes in.
		// The recovery member runs to the end of its line-broken object; its fix_command holds `{}`.
		const bare = edit(pretty, /,\s*"recovery": \{\n[^]*?\n {2}\}/.exec(pretty)![0], '');
		const fixed = apply(bare, fixOnce(bare, 'shape.missing'));
		expect(fixed).toContain('\n  "recovery": {\n    "summary": ');
		expect(fixed.endsWith('}\n}\n')).toBe(true);
	});

	it('add nothing to an MCP content text without recovery: it is no envelope then', () => {
		const text = edit(mcp, /,\\"recovery\\":\{[^}]*\}/.exec(mcp)![0], '');
		const result = validate(text);
		expect(result.findings.map((f) => f.rule)).toStrictEqual(['input.noEnvelope']);
		expect(quickFixes(text, result, engineRegistry, 'en')).toStrictEqual([]);
	});

	it('offer nothing for a valid output or a finding with no single repair', () => {
		for (const text of [stdout, daemon, mcp, pretty])
			expect(quickFixes(text, validate(text), engineRegistry, 'en')).toStrictEqual([]);
		const noCode = edit(
			stdout,
			'"code":"vm_not_connected","message"',
			'"code":"zzzzzzzzzzzzzzzzzzzz","message"',
		);
		expect(quickFixes(noCode, validate(noCode), engineRegistry, 'en')).toStrictEqual([]);
	});
});
