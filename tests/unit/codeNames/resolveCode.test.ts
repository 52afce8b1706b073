import { describe, expect, it } from 'vitest';
import { explainCommand } from '../../../src/cli/explainCommand.ts';
import { explainCode } from '../../../src/mcp/index.ts';
import {
	codesWithPages,
	resolveCode,
	resolveQuery,
	type CodeResolution,
} from '../../../src/lib/codeNames/index.ts';
import { suggestCodes } from '../../../src/lib/engine/index.ts';
import { codePath, resolveHintPath } from '../../../src/lib/site/index.ts';
import { laterCodes, registry, searchCodesJson } from '../../../src/lib/registry/index.ts';
import { linkFormat } from '../../../src/lib/report/index.ts';

/**
 * One answer for a typed code, whoever asks: the CLI's `explain`, MCP's `explain_code`, the site's
 * code box and search hints and the 404 page (the validator's "did you mean" shares its folding).
 * Each caller is run the way it runs (the CLI command and the MCP tool in process, the site's
 * functions as the page scripts call them) and its answer read back as a code or suggestions.
 */
const site = 'https://playbook.example.com';
const codes = codesWithPages(registry);
const later = laterCodes(registry)[0]!.code;
const wrapper = registry.wrapperCodes[0]!.code;

type Answer = { code: string } | { suggestions: string[] };
const answerOf = (r: CodeResolution): Answer =>
	r.kind === 'code' ? { code: r.code } : { suggestions: r.kind === 'unknown' ? r.suggestions : [] };

function cliAnswer(input: string): Answer {
	let stdout = '';
	explainCommand(
		input,
		{ json: true, registry, lang: 'en', siteUrl: site, link: linkFormat(false) },
		{ stdout: (t) => (stdout += t), stderr: () => {} },
	);
	const json = JSON.parse(stdout) as { error?: string; code: string; suggestions?: string[] };
	return json.error ? { suggestions: json.suggestions! } : { code: json.code };
}

function mcpAnswer(input: string): Answer {
	const result = explainCode(registry, input, 'en', site);
	if (!result.isError) return { code: (result.structuredContent as { code: string }).code };
	const text = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
	const mentioned = /Did you mean: (.+?)\?/.exec(text)?.[1] ?? '';
	// The text names the suggestions in order, as a series: read them back in that order.
	return {
		suggestions: codes
			.filter((c) => new RegExp(`\\b${c}\\b`).test(mentioned))
			.sort((a, b) => mentioned.indexOf(a) - mentioned.indexOf(b)),
	};
}

// What the site's boxes resolve with: the index the build publishes at /search/codes.json.
const published = JSON.parse(searchCodesJson(registry)) as Parameters<typeof resolveQuery>[0];

function boxAnswer(input: string): Answer {
	const q = resolveQuery(published, input);
	return q.kind === 'code'
		? { code: q.code }
		: { suggestions: q.kind === 'candidates' ? q.candidates.map((c) => c.code) : [] };
}

function notFoundAnswer(input: string): Answer {
	const r = resolveHintPath(`/codes/${encodeURIComponent(input)}/`, codes);
	if (r.kind === 'redirect')
		return { code: codes.find((c) => r.to === codePath(c, 'en')) ?? `not a code page: ${r.to}` };
	return { suggestions: r.kind === 'unknown-code' ? r.suggestions : [] };
}

const callers: [string, (input: string) => Answer][] = [
	['CLI explain', cliAnswer],
	['MCP explain_code', mcpAnswer],
	['home box, search hints and the codes index filter', boxAnswer],
	['404 page', notFoundAnswer],
];

const table: [string, Answer][] = [
	['connect_failed', { code: 'connect_failed' }],
	['CONNECT-FAILED', { code: 'connect_failed' }],
	[' Connect Failed ', { code: 'connect_failed' }],
	['ConnectFailed', { code: 'connect_failed' }],
	['connect.failed', { code: 'connect_failed' }],
	['`connect_failed`.', { code: 'connect_failed' }],
	['“connect_failed”', { code: 'connect_failed' }],
	['connect_failed。', { code: 'connect_failed' }],
	['「connect_failed」，', { code: 'connect_failed' }],
	['connect_failed）', { code: 'connect_failed' }],
	[later.toUpperCase().replaceAll('_', '-'), { code: later }],
	[wrapper.toUpperCase(), { code: wrapper }],
	['conect_failed', { suggestions: ['connect_failed'] }],
	['not_a_code_at_all', { suggestions: [] }],
];

describe('resolveCode gives one answer to every caller', () => {
	it('reads the table against the registry it is about', () => {
		expect(laterCodes(registry).map((c) => c.code)).toContain(later);
		expect(codes).toContain(wrapper);
	});

	describe.each(table)('%j', (input, expected) => {
		it('resolveCode', () => {
			expect(answerOf(resolveCode(input, codes))).toStrictEqual(expected);
		});
		it.each(callers)('%s', (_, answer) => {
			expect(answer(input)).toStrictEqual(expected);
		});
	});
});

describe('the validator’s "did you mean" folds as resolveCode does', () => {
	it.each([
		['CONNECT-FAILED', ['connect_failed']],
		[' connect.failed ', ['connect_failed']],
		['conect_failed', ['connect_failed']],
		['ConnectFailed', ['connect_failed']],
		// Three word boundaries: more edits than a typo, the same code to resolveCode.
		['VisualCapturePermissionDenied', ['visual_capture_permission_denied']],
		['connectionSelectionRequired', ['connection_selection_required']],
	])('%j', (input, expected) => {
		expect(suggestCodes(input, codes)).toStrictEqual(expected);
		expect(answerOf(resolveCode(input, codes))).toStrictEqual(
			expected.length === 1 && resolveCode(input, codes).kind === 'code'
				? { code: expected[0] }
				: { suggestions: expected },
		);
	});
});

describe('resolveCode over data alone (what the browser has)', () => {
	const list = ['connect_failed', 'connection_failed', 'old_code', 'vm_not_connected'];

	it('resolves a retired code to its own page and any list the caller passes', () => {
		expect(resolveCode('OLD-CODE', list)).toStrictEqual({ kind: 'code', code: 'old_code' });
	});

	it('suggests at most five codes, nearest first', () => {
		const many = Array.from({ length: 9 }, (_, i) => `abc${i}`);
		expect(resolveCode('abc', many)).toMatchObject({
			kind: 'unknown',
			suggestions: many.slice(0, 5),
		});
		expect(resolveCode('connect_faile', list)).toStrictEqual({
			kind: 'unknown',
			input: 'connect_faile',
			suggestions: ['connect_failed'],
		});
	});

	it('reads a pasted page address as its code, and blanks and punctuation as nothing', () => {
		expect(resolveCode('https://x.example/zh-tw/codes/VM-NOT-CONNECTED/.', list)).toStrictEqual({
			kind: 'code',
			code: 'vm_not_connected',
		});
		expect(resolveCode('  ``. ', list)).toStrictEqual({ kind: 'empty' });
	});

	it('does not take words split inside for a code (nginx matches the same patterns)', () => {
		expect(resolveCode('con_nect_failed', list).kind).toBe('unknown');
	});
});
