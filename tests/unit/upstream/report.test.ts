import { describe, expect, it } from 'vitest';
import type { DriftItem } from '../../../scripts/lib/upstream/drift.ts';
import {
	formatDriftLine,
	formatValue,
	jsonReport,
	textReport,
	type CheckResult,
} from '../../../scripts/lib/upstream/report.ts';

const item = (overrides: Partial<DriftItem>): DriftItem => ({
	kind: 'changed',
	subject: 'code',
	name: 'connect_failed',
	field: 'exitCode',
	ours: 67,
	upstream: 68,
	path: 'lib/error_codes.dart',
	line: 50,
	...overrides,
});

function result(drift: DriftItem[], toolsCompared = false): CheckResult {
	return {
		checkout: '/co',
		release: 'v3.0.0',
		expectedCodes: 51,
		toolsCompared,
		drift,
		upstream: {
			errorCodesPath: 'lib/error_codes.dart',
			catalog: { catalogLine: 3, codes: new Map(), notes: [{ value: 'odd thing', line: 7 }] },
			tools: {
				tools: [{ name: 'fmt_get_vm', path: 'a.dart', line: 4 }],
				unresolved: [{ path: 'h.dart', line: 9, reason: 'name is not a literal: fullName' }],
			},
		},
	};
}

describe('formatValue', () => {
	it('prints plain words bare and quotes what could be misread', () => {
		expect(formatValue(null)).toBe('(none)');
		expect(formatValue('connectivity')).toBe('connectivity');
		expect(formatValue('two words')).toBe('"two words"');
		expect(formatValue('')).toBe('""');
		expect(formatValue(false)).toBe('false');
		expect(formatValue(['a b', 'c'])).toBe('["a b", c]');
		expect(formatValue({ source: 'static', fixCommands: ['x y'] })).toBe(
			'{source: static, fixCommands: ["x y"]}',
		);
	});
});

describe('formatDriftLine', () => {
	it('writes kind, name, field, both values and the place', () => {
		expect(formatDriftLine(item({}))).toBe(
			'changed connect_failed: exitCode ours=67 upstream=68  (lib/error_codes.dart:50)',
		);
		expect(
			formatDriftLine(
				item({
					kind: 'removed',
					subject: 'tool',
					name: 't',
					field: 'tool',
					ours: 't',
					upstream: null,
					line: null,
				}),
			),
		).toBe('removed t: tool ours=t upstream=(none)  (not in the checkout)');
		expect(formatDriftLine(item({ note: 'why' }))).toMatch(/\(lib\/error_codes.dart:50; why\)$/);
	});
});

describe('textReport', () => {
	it('groups drift as added, removed, changed and ends with the count', () => {
		const text = textReport(
			result([
				item({}),
				item({ kind: 'added', name: 'new', field: 'code' }),
				item({ kind: 'removed', name: 'old', field: 'code' }),
			]),
		);
		const headings = text.split('\n').filter((l) => /^(Added|Removed|Changed) \(/.test(l));
		expect(headings).toEqual(['Added (1):', 'Removed (1):', 'Changed (1):']);
		expect(text.indexOf('added new:')).toBeLessThan(text.indexOf('removed old:'));
		expect(text.trimEnd().split('\n').at(-1)).toBe(
			'Drift from our registry for v3.0.0: 3 (1 added, 1 removed, 1 changed).',
		);
	});

	it('says when there is no drift, and that tools were listed without comparing them', () => {
		const text = textReport(result([]));
		expect(text).toContain('information only: our registry has no tool-name list for v3.0.0');
		expect(text).toContain('  fmt_get_vm  (a.dart:4)');
		expect(text).toContain('  not counted: name is not a literal: fullName  (h.dart:9)');
		expect(text).toContain('  odd thing  (lib/error_codes.dart:7)');
		expect(text.trimEnd().split('\n').at(-1)).toBe('No drift from our registry for v3.0.0.');
		expect(textReport(result([], true))).toContain("compared with our registry's list");
	});
});

describe('jsonReport', () => {
	it('carries the drift, the counts and the tools', () => {
		const json = JSON.parse(jsonReport(result([item({})])));
		expect(json.counts).toEqual({ added: 0, removed: 0, changed: 1 });
		expect(json.drift).toEqual([item({})]);
		expect(json.tools.compared).toBe(false);
		expect(json.tools.upstream).toEqual([{ name: 'fmt_get_vm', path: 'a.dart', line: 4 }]);
		expect(json.notes).toEqual([{ value: 'odd thing', line: 7, path: 'lib/error_codes.dart' }]);
	});
});
