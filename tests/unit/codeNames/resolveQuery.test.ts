import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
	candidatesForText,
	maxQueryChars,
	reasonText,
	resolveQuery,
	type CandidateReason,
	type PublishedCodeIndex,
} from '../../../src/lib/codeNames/index.ts';
import { reasonTextsOf, registry, searchCodesJson } from '../../../src/lib/registry/index.ts';

/**
 * `resolveQuery`: a code's name in any spelling is the code; anything else (an exit code, an
 * HTTP-like status, a line of a message in any release's format, a meaning in either language, a
 * typo) gives the codes it can be, ranked, each with why. Run over the index exactly as the build
 * publishes it for the browser, which is what the CLI and the MCP server build from the registry.
 */
const index = JSON.parse(searchCodesJson(registry)) as PublishedCodeIndex;
const codesOf = (input: string) => {
	const r = resolveQuery(index, input);
	return r.kind === 'candidates' ? r.candidates.map((c) => c.code) : r;
};
const first = (input: string) => {
	const r = resolveQuery(index, input);
	if (r.kind !== 'candidates' || r.candidates.length === 0)
		throw new Error(`no candidate for ${input}`);
	return r.candidates[0]!;
};

describe('a name, however typed, is the code', () => {
	it.each([
		['connect_failed', 'connect_failed'],
		['CONNECT-FAILED', 'connect_failed'],
		['Connect Failed', 'connect_failed'],
		['ConnectFailed', 'connect_failed'],
		['`connect_failed`.', 'connect_failed'],
		['"connect_failed".', 'connect_failed'],
		['「connect_failed」', 'connect_failed'],
		['『connect_failed』。', 'connect_failed'],
		['connect_failed。', 'connect_failed'],
		['connect_failed，', 'connect_failed'],
		['connect_failed、', 'connect_failed'],
		['connect_failed）', 'connect_failed'],
		['connect_failed】', 'connect_failed'],
		['connect_failed〉》', 'connect_failed'],
		['connect_failed！？', 'connect_failed'],
		['connect_failed：；', 'connect_failed'],
		['connect_failed．', 'connect_failed'],
		['http://127.0.0.1:4321/codes/connect_failed/', 'connect_failed'],
		['https://x.example/zh-tw/codes/ConnectFailed.html。', 'connect_failed'],
		['/zh-tw/codes/CONNECT-FAILED', 'connect_failed'],
		// IntentCall's own codes (visitor review 3, defect 7).
		['intent_execution_error', 'intent_execution_error'],
		['ValidationError', 'validation_error'],
		['INTENT-EXECUTION-ERROR', 'intent_execution_error'],
	])('%j → %s', (input, code) => {
		expect(resolveQuery(index, input)).toStrictEqual({ kind: 'code', code });
	});

	it('blanks, quotes and punctuation alone are nothing', () => {
		expect(resolveQuery(index, '   ')).toStrictEqual({ kind: 'empty' });
		expect(resolveQuery(index, '「」。')).toStrictEqual({ kind: 'empty' });
	});
});

const exit67: CandidateReason = { kind: 'exit-code', exitCode: 67, name: 'EX_NOUSER' };

describe('an exit code or an HTTP-like status gives the codes that have it', () => {
	it.each([
		'67',
		'exit 67',
		'exit code 67',
		'exit status 67',
		'exited with code 67',
		'EX_NOUSER',
		'ex-nouser',
		'結束代碼 67',
	])('%j → connect_failed, exit code 67 (EX_NOUSER)', (input) => {
		expect(resolveQuery(index, input)).toMatchObject({
			kind: 'candidates',
			candidates: [{ code: 'connect_failed', reasons: [exit67] }],
		});
	});

	it('lists every code of a shared exit code, by name', () => {
		const codes = registry.codes.filter((c) => c.exitCode === 75).map((c) => c.code);
		expect(codes.length).toBeGreaterThan(1);
		expect(codesOf('exit 75')).toStrictEqual([...codes].sort());
	});

	it.each([
		['503', 503],
		['HTTP 409', 409],
		['status 404', 404],
	])('%j → every code with HTTP-like status %i', (input, status) => {
		const expected = registry.codes
			.filter((c) => c.httpLikeStatus === status)
			.map((c) => c.code)
			.sort();
		expect(codesOf(input)).toStrictEqual(expected);
		expect(first(input).reasons).toStrictEqual([{ kind: 'http-like-status', status }]);
	});

	it('takes a number in a message for neither', () => {
		expect(codesOf('after 67 tries')).toStrictEqual([]);
		// 67 is no HTTP status, 503 no exit code.
		expect(codesOf('exit 503')).toStrictEqual([]);
		expect(codesOf('HTTP 67')).toStrictEqual([]);
	});
});

describe('a line of an error message gives the codes whose message format it fits', () => {
	it.each([
		[
			'Failed to connect: No debug targets discovered',
			'connect_failed',
			'Failed to connect: <reason>',
		],
		['Failed to connect', 'connect_failed', 'Failed to connect: <reason>'],
		[
			'Error: Timed out acquiring state lock after 5000ms',
			'state_lock_timeout',
			'Timed out acquiring state lock after <elapsed_ms>ms',
		],
		// A later release's code and format (flutter-mcp-toolkit 3.0.0).
		['wait_for timed out after 3000ms', 'wait_timeout', 'wait_for timed out after <elapsed_ms>ms'],
		// IntentCall's (4.0.0-dev).
		[
			'Bad state: Extension call returned null',
			'intent_execution_error',
			'Bad state: Extension call returned null',
		],
		[
			'Missing required property "targetId".',
			'validation_error',
			'Missing required property "<property>".',
		],
	])('%j → %s (%s)', (input, code, format) => {
		expect(first(input).code).toBe(code);
		expect(first(input).reasons[0]).toStrictEqual({ kind: 'message', format });
	});

	it('ranks the code whose own message it is above codes that share it', () => {
		const codes = codesOf('VM service not connected') as string[];
		expect(codes[0]).toBe('vm_not_connected');
		expect(codes).toEqual(
			expect.arrayContaining([
				'hot_reload_failed',
				'hot_restart_failed',
				'evaluate_expression_failed',
			]),
		);
	});

	it('does not match formats that are a placeholder alone', () => {
		expect(codesOf('something went wrong somewhere')).toStrictEqual([]);
	});
});

describe('a meaning, in English or in Chinese, gives its code', () => {
	it.each([
		['無法連線到目標 VM', 'connect_failed', 'zh-TW'],
		['擷取畫面所需的權限被拒絕。', 'visual_capture_permission_denied', 'zh-TW'],
		['The permission to capture the screen was refused', 'visual_capture_permission_denied', 'en'],
	] as const)('%j → %s', (input, code, lang) => {
		expect(first(input)).toMatchObject({ code, reasons: [{ kind: 'meaning', lang }] });
	});
});

describe('a typo or words of a name give the codes they are near', () => {
	it('conect → connect_failed, by spelling (the codes index filter, visitor review 3, defect 14)', () => {
		expect(resolveQuery(index, 'conect')).toStrictEqual({
			kind: 'candidates',
			input: 'conect',
			candidates: [
				expect.objectContaining({ code: 'connect_failed', reasons: [{ kind: 'spelling' }] }),
			],
		});
	});

	it('snapshot → the codes with snapshot in their name, the shorter names first', () => {
		const codes = codesOf('snapshot') as string[];
		expect([...codes].sort()).toStrictEqual([
			'semantic_snapshot_failed',
			'snapshot_invalid',
			'snapshot_not_found',
			'stale_snapshot',
		]);
		expect(codes.slice(-2).sort()).toStrictEqual([
			'semantic_snapshot_failed',
			'snapshot_not_found',
		]);
		expect(first('snapshot').reasons).toStrictEqual([{ kind: 'name-words' }]);
	});
});

describe('ranking and reasons', () => {
	it('a code that matches in two ways outranks one that matches in one, and lists both', () => {
		const top = first('exit 67: Failed to connect: boom');
		expect(top.code).toBe('connect_failed');
		expect(top.reasons).toStrictEqual([
			{ kind: 'message', format: 'Failed to connect: <reason>' },
			exit67,
		]);
	});

	it('a code named among other words comes first', () => {
		expect(first('error connect_failed from the bridge').reasons[0]).toStrictEqual({
			kind: 'mentioned',
		});
	});

	it.each([
		['en', exit67, 'exit code 67 (EX_NOUSER)'],
		['zh-TW', exit67, '結束代碼 67（EX_NOUSER）'],
		['en', { kind: 'http-like-status', status: 503 }, 'HTTP-like status 503'],
		['zh-TW', { kind: 'http-like-status', status: 503 }, '對應 HTTP 狀態 503'],
		[
			'en',
			{ kind: 'message', format: 'Failed to connect: <reason>' },
			'message format `Failed to connect: <reason>`',
		],
		[
			'zh-TW',
			{ kind: 'message', format: 'Failed to connect: <reason>' },
			'訊息格式 `Failed to connect: <reason>`',
		],
		['en', { kind: 'spelling' }, 'spelling'],
		['zh-TW', { kind: 'spelling' }, '拼寫相近'],
		['en', { kind: 'meaning', lang: 'zh-TW' }, 'its meaning in Chinese'],
	] as const)('says why in %s: %j', (lang, reason, text) => {
		expect(reasonText(reason, reasonTextsOf(lang))).toBe(text);
		// The published index carries the same sentences for the browser.
		expect(reasonText(reason, index.reasons[lang])).toBe(text);
	});
});

describe('bounded: linear in the input, whatever it holds', () => {
	// No timing: each input is cut before it is read, so a megabyte costs what 200 characters cost.
	it.each([
		['dots then a letter', `connect_failed${'.'.repeat(1_000_000)}x`],
		['full-width stops', `connect_failed${'。'.repeat(1_000_000)}`],
		['quotes', `${'"'.repeat(500_000)}connect_failed`],
		['digits', '6'.repeat(1_000_000)],
		['a message repeated', 'Failed to connect: '.repeat(50_000)],
	])(`%s: the answer for its first ${maxQueryChars} characters`, (_, input) => {
		expect(resolveQuery(index, input)).toStrictEqual(
			resolveQuery(index, input.slice(0, maxQueryChars)),
		);
	});
});

describe('candidatesForText: a whole pasted text (the playground’s plain-text case)', () => {
	const fixture = (name: string) =>
		readFileSync(new URL(`../../fixtures/cli-output/${name}`, import.meta.url), 'utf8');

	it('a terminal transcript of connect_failed names it first', () => {
		const [top] = candidatesForText(index, fixture('transcript-connect-failed-stderr.txt'));
		expect(top!.code).toBe('connect_failed');
		expect(top!.reasons[0]).toStrictEqual({ kind: 'mentioned' });
	});

	it('plain lines: a message format and an exit code', () => {
		const found = candidatesForText(index, 'Bad state: Extension call returned null\n\nexit 67\n');
		expect(found.map((c) => c.code)).toStrictEqual(['intent_execution_error', 'connect_failed']);
	});

	it('reads the first and last 500 lines of a long text, each cut at 200 characters', () => {
		const middle = Array.from({ length: 20_000 }, () => 'Failed to connect: x').join('\n');
		const text = `${'x'.repeat(1_000_000)}\n${middle}\nexit 75\n`;
		expect(candidatesForText(index, text).map((c) => c.code)).toEqual(
			expect.arrayContaining(['connect_failed', 'state_lock_timeout', 'state_lock_conflict']),
		);
		expect(candidatesForText(index, '')).toStrictEqual([]);
	});
});
