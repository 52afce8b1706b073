import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { registry } from '../../../src/lib/registry/index.ts';

/**
 * Every verdict ends in "Next:" and a page (issue 30, visitor review 3 #1 and #11): error objects,
 * crashes, IntentCall failures, successes, and text that is no output of the CLI at all.
 */

const fixtures = join(import.meta.dirname, '../../fixtures');
const read = (path: string) => readFileSync(join(fixtures, path), 'utf8');
const validate = (text: string, lang: Lang = 'en') =>
	validateInput(text, { registry: engineRegistry, lang });

const toolkitAnchor = {
	en: 'the-app-has-no-mcp_toolkit',
	'zh-TW': 'app-裡沒有-mcp_toolkit',
};
const stdoutPage = { kind: 'guide', guide: 'guides/where-errors-appear', anchor: 'stdout' };

describe.each(languages)('the next step (%s)', (lang) => {
	it('an error object: the chosen fix first, then the call again, and its code page', () => {
		const result = validate(read('cli-output/stdout-vm-not-connected.txt'), lang);
		expect(result.fix).toBeTruthy();
		expect(result.next).toEqual({
			id: 'recover',
			text:
				lang === 'en'
					? 'Work through the fix chosen for this output, then call again.'
					: '先照這段輸出選出的解決方法處理，再重新呼叫。',
			page: { kind: 'code', code: 'vm_not_connected' },
		});
	});

	it('an error object whose cause may pass by itself: backoff first, then the fix', () => {
		const result = validate(read('cli-output/stdout-state-lock-timeout.txt'), lang);
		expect(result.next?.text).toBe(
			lang === 'en'
				? 'Retry with backoff; if every retry fails too, work through the fix chosen for this output.'
				: '先退避後重試；如果每次重試都失敗，再照這段輸出選出的解決方法處理。',
		);
	});

	it('the toolkit-missing crash: add mcp_toolkit, and the guide section that explains it', () => {
		const result = validate(read('cli-output/crash-toolkit-missing.txt'), lang);
		expect(result.verdict).toBe('not-envelope');
		expect(result.next).toMatchObject({
			id: 'toolkitMissing',
			page: { kind: 'guide', guide: 'guides/where-errors-appear', anchor: toolkitAnchor[lang] },
		});
		expect(result.next!.text).toMatch(/^(Add mcp_toolkit to the app|在 App 裡加入 mcp_toolkit)/);
	});

	it('IntentCall’s intent_execution_error for an app without mcp_toolkit: its code page', () => {
		const result = validate(read('cli-output/mcp-intentcall-execution-error.json'), lang);
		expect(result.explanation?.id).toBe('intentCallFailure');
		expect(result.next).toMatchObject({
			id: 'intentCallFailure',
			page: { kind: 'code', code: 'intent_execution_error' },
		});
		expect(result.next!.text).toContain('mcp_toolkit');
	});

	it('IntentCall’s validation_error: the code page’s "What to do"', () => {
		const wrapper = registry.wrapperCodes.find((w) => w.code === 'validation_error')!;
		for (const example of wrapper.examples) {
			const result = validate(example.text, lang);
			expect(result.next, example.text).toEqual({
				id: expect.stringMatching(/^(wrapperCode|intentCallFailure)$/),
				text: wrapper.whatToDo[lang],
				page: { kind: 'code', code: 'validation_error' },
			});
		}
	});

	it('IntentCall’s intent_execution_error with another message: the code page’s "What to do"', () => {
		const text = JSON.stringify({
			content: [
				{
					type: 'text',
					text: JSON.stringify({
						code: 'intent_execution_error',
						message: 'Bad state: No element',
						details: {},
					}),
				},
			],
			isError: true,
		});
		const whatToDo = registry.wrapperCodes.find((w) => w.code === 'intent_execution_error')!
			.whatToDo[lang];
		expect(validate(text, lang).next).toMatchObject({
			text: whatToDo,
			page: { kind: 'code', code: 'intent_execution_error' },
		});
	});

	it('a success: nothing to fix, and what to paste if a call did fail', () => {
		const result = validate(read('cli-output/stdout-success.txt'), lang);
		expect(result.next).toMatchObject({ id: 'success', page: stdoutPage });
		expect(result.next!.text).toMatch(/^(Nothing to fix|沒有需要修正的地方)/);
		expect(result.next!.text).toContain('"ok":false');
	});

	it('doctor’s failing report: the fixes of its checks, on doctor_critical_failed’s page', () => {
		const result = validate(read('cli-output/doctor-critical-failed.txt'), lang);
		expect(result.next).toMatchObject({
			id: 'doctorCriticalFailed',
			page: { kind: 'code', code: 'doctor_critical_failed' },
		});
	});

	// Whole output, in words a terminal user can follow: no "paste" (zh-TW review 10, review 9 #5).
	const pasteAgain = lang === 'en' ? /^Use the whole output, unedited/ : /^請改用完整/;

	it('broken JSON cut short: paste it again, at the place it breaks', () => {
		const result = validate('{"ok":false,"error":{"code":"vm_not_connected","message":"x', lang);
		expect(result.verdict).toBe('invalid');
		expect(result.next).toMatchObject({ id: 'brokenJson', page: stdoutPage });
		expect(result.next!.text).toMatch(pasteAgain);
		expect(result.next!.text).toContain('1:58');
	});

	it.each([
		['hostile/nan-infinity.json', '4:28'],
		['hostile/comments-and-trailing-commas.json', '2:3'],
		['envelopes/trailing-comma.json', '4:1'],
	])(
		'%s: a break no paste makes is not answered with "paste it again" (review 9 #7)',
		(path, at) => {
			const result = validate(read(path), lang);
			expect(result.next).toMatchObject({ id: 'brokenJson', page: stdoutPage });
			expect(result.next!.text).not.toMatch(pasteAgain);
			expect(result.next!.text).toContain(at);
			expect(result.next!.text).toMatch(
				lang === 'en' ? /never writes this.*your own code/ : /從來不會輸出.*自己的程式/,
			);
		},
	);

	it('NaN: the finding states what JSON has, it does not talk to the sender', () => {
		const syntax = validate(read('hostile/nan-infinity.json'), lang).findings.find(
			(f) => f.rule === 'json.syntax',
		)!;
		expect(syntax.message).not.toMatch(/Send null|請改傳/);
		expect(syntax.message).toMatch(/null/);
	});

	it('an unknown code: handle it as unknown_error, on that page', () => {
		const result = validate('{"code":"made_up","message":"x"}', lang);
		expect(result.next).toMatchObject({
			id: 'unknownCode',
			page: { kind: 'code', code: 'unknown_error' },
		});
	});

	it('empty input has none', () => {
		expect(validate('', lang).next).toBeNull();
	});
});

const notCli = [
	['html-page.html', 'html'],
	['python-traceback.txt', 'traceback'],
	['flutter-renderflex-overflow.txt', 'flutter-report'],
	['ci-log-timestamps.txt', 'log'],
	['prose.txt', 'text'],
] as const;

describe.each(languages)('text that is no output of the CLI (%s)', (lang) => {
	it.each(notCli)('%s gets a neutral verdict: it looks like %s', (file, looks) => {
		const result = validate(read(`not-cli-output/${file}`), lang);
		expect(result).toMatchObject({
			verdict: 'not-envelope',
			inputKind: 'not-json',
			looksLike: looks,
			explanation: { id: 'notCliOutput' },
			next: { id: 'notCliOutput', page: stdoutPage },
		});
		// Neither a syntax error nor a contract violation: one note, at the start.
		expect(result.findings.map((f) => `${f.severity}:${f.rule}`)).toEqual([
			'info:explain.notCliOutput',
		]);
		// The title as a sentence: every other Input line ends in its full stop (zh-TW review 12).
		expect(result.inputKindDetail).toBe(
			`${result.explanation!.title}${lang === 'en' ? '.' : '。'}`,
		);
		expect(result.inputKindDetail).not.toMatch(/contract|合約/);
	});

	it('what it looks like is named in the title', () => {
		const title = (file: string) =>
			validate(read(`not-cli-output/${file}`), lang).explanation!.title;
		expect(title('html-page.html')).toContain('HTML');
		expect(title('flutter-renderflex-overflow.txt')).toContain('Flutter');
		expect(title('ci-log-timestamps.txt')).toMatch(/a log|日誌/);
	});

	it('a CI log with the CLI’s stdout line after a timestamp: that line is found and checked', () => {
		const result = validate(read('not-cli-output/ci-log-with-cli-line.txt'), lang);
		expect(result).toMatchObject({
			verdict: 'valid',
			inputKind: 'cli-output',
			code: 'vm_not_connected',
			next: { id: 'recover' },
		});
		expect(result.findings[0]?.line).toBe(4);
	});

	it('several timestamped stdout lines are read as a stream: the failing one is checked', () => {
		const line = read('cli-output/stdout-v3-0-7-vm-not-connected.txt').trim();
		const success = read('cli-output/stdout-success.txt').trim();
		const log = [
			`2026-11-27T10:20:11.0042217Z ${success}`,
			`2026-11-27T10:20:13.5121934Z ${line}`,
		].join('\n');
		const result = validate(log, lang);
		expect(result).toMatchObject({
			inputKind: 'cli-output',
			code: 'vm_not_connected',
			carrier: { kind: 'ndjson', line: 2, messages: 2 },
		});
	});

	// Broken JSON meant as the CLI's keeps its red verdict and its spot (review 3: 7/7 are red).
	it.each([
		['a cut stdout line', '{"ok":false,"data":null,"error":{"code":"vm_not_connected","mess'],
		['a timestamped broken line', '2026-11-27T10:20:13.5121934Z {"ok":false,"error":{"code":x}}'],
		['a log line before a broken object', '[error] {"code": "connect_failed", "message": }'],
		['a stray character in an envelope', '{"code":"connect_failed"x,"message":"m"}'],
	])('%s stays invalid, with the syntax error marked', (_, text) => {
		const result = validate(text, lang);
		expect(result.verdict).toBe('invalid');
		expect(result.findings.some((f) => f.rule === 'json.syntax' && f.severity === 'error')).toBe(
			true,
		);
		expect(result.looksLike).toBeUndefined();
	});
});

describe('the binary the texts name', () => {
	const v307 = read('cli-output/stdout-v3-0-7-vm-not-connected.txt').trim();

	it('a released binary’s stdout is flutter-mcp-toolkit’s, not flutter_mcp_cli’s', () => {
		const result = validate(v307);
		expect(result.inputKindDetail).toMatch(/^flutter-mcp-toolkit’s stdout/);
		expect(result.release?.spelling).toBe('flutter-mcp-toolkit');
	});

	it('a transcript run as fmtk is spoken of as fmtk', () => {
		const result = validate(read('not-cli-output/transcript-fmtk-v3-0-7.txt'));
		expect(result.inputKindDetail).toMatch(/^fmtk’s stdout/);
		expect(result.release?.spelling).toBe('fmtk');
		const zh = validate(read('not-cli-output/transcript-fmtk-v3-0-7.txt'), 'zh-TW');
		expect(zh.inputKindDetail).toMatch(/^fmtk 的 stdout/);
	});

	it('the exit status finding names the binary the transcript ran', () => {
		const transcript = (binary: string) =>
			`$ ${binary} exec --name get_vm --args '{}'\n${v307}\n$ echo $?\n1\n`;
		const message = (binary: string) =>
			validate(transcript(binary)).findings.find((f) => f.rule === 'cli.exitStatus')?.message;
		expect(message('fmtk')).toContain('fmtk exits with');
		expect(message('flutter-mcp-toolkit')).toContain('flutter-mcp-toolkit exits with');
	});

	it('a fix_command in the fmtk alias names fmtk', () => {
		const line = v307.replace(
			'"fix_command":"flutter-mcp-toolkit exec',
			'"fix_command":"fmtk exec',
		);
		expect(validate(line).release?.spelling).toBe('fmtk');
	});

	it('a payload of the contract commit keeps flutter_mcp_cli', () => {
		const result = validate(read('cli-output/stdout-vm-not-connected.txt'));
		expect(result.inputKindDetail).toMatch(/^flutter_mcp_cli’s stdout/);
		expect(result.release?.spelling).toBe('flutter_mcp_cli');
	});

	it('a crash without a payload is the installed binary’s, whatever name a script typed', () => {
		const result = validate(read('cli-output/crash-toolkit-missing.txt'));
		expect(result.inputKindDetail).toContain('flutter-mcp-toolkit');
		expect(result.explanation!.text).not.toContain('flutter_mcp_cli');
	});

	/**
	 * The proof line of issue 30: for every fixture a released binary printed, no lead, label or
	 * detection names flutter_mcp_cli, in either language.
	 */
	it('no flutter_mcp_cli in a lead, label or detection for a payload of a released binary', () => {
		const contract = engineRegistry.releases[0]!.id;
		const files = ['cli-output', 'envelopes', 'not-cli-output'].flatMap((dir) =>
			readdirSync(join(fixtures, dir))
				.filter((f) => !f.endsWith('.md'))
				.map((f) => `${dir}/${f}`),
		);
		const released = [];
		for (const file of files)
			for (const lang of languages) {
				const result = validate(read(file), lang);
				if (!result.release?.id || result.release.id === contract) continue;
				released.push(file);
				const spoken = [
					result.inputKindDetail,
					result.release.label,
					result.release.text,
					result.release.spelling,
					result.explanation?.title,
					result.next?.text,
				];
				for (const text of spoken)
					expect(text ?? '', `${file} (${lang})`).not.toContain('flutter_mcp_cli');
			}
		expect(new Set(released).size).toBeGreaterThanOrEqual(10);
	});
});
