import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeRecord, findCode, registry } from '../../../src/lib/registry/index.ts';
import { run } from '../../../src/cli/run.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = join(root, 'src/cli/error-playbook.mjs');
const fixture = (name: string) => join(root, 'tests/fixtures/envelopes', name);

/** The environment without the hyperlink switches of the terminal the tests were started from. */
const { FORCE_HYPERLINK: _force, NO_HYPERLINKS: _no, ...inherited } = process.env;

/**
 * Runs the CLI's `run` (what `src/cli/main.ts` calls with the process's argv, streams and
 * environment) in this process, in a neutral locale unless the test sets one: a Node start per
 * case cost this file half a minute. The launcher and the process's own streams are tested as a
 * process below and in hostile.test.ts.
 */
async function cli(args: string[], options: { input?: string; env?: Record<string, string> } = {}) {
	let stdout = '';
	let stderr = '';
	const status = await run(
		args,
		{ stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
		{
			env: { ...inherited, LANG: 'C', LC_ALL: '', LC_MESSAGES: '', SITE_URL: '', ...options.env },
			isTTY: false,
			cwd: root,
			stdin: [Buffer.from(options.input ?? '', 'utf8')],
		},
	);
	return { status, stdout, stderr };
}

const han = /\p{Script=Han}/u;

describe('error-playbook validate', () => {
	it('exits 0 for a valid envelope and prints verdict, retry advice and recovery', async () => {
		const { status, stdout, stderr } = await cli(['validate', fixture('valid.json')]);
		expect(stderr).toBe('');
		expect(status).toBe(0);
		expect(stdout).toContain('Verdict:      valid');
		expect(stdout).toContain('Code:         connect_failed');
		expect(stdout).toMatch(/^Retry: {8}\S/m);
		// flutter_mcp_cli prints <token> literally; the reader fills it in.
		expect(stdout).toContain(
			`Fix command:  flutter_mcp_cli exec --name get_vm --args '{"connection":{"uri":"ws://127.0.0.1:8181/<token>/ws"}}'`,
		);
		expect(stdout).toContain('Fill in: <token>');
	});

	it('says whether to retry in Retry, answer first, and what to do first in Next (English review 10, item 6)', async () => {
		for (const [lang, retry, next] of [
			[
				'en',
				/^Retry: {8}Retry once, after the fix\. Repeating at once will not help/m,
				/^Next: {9}Work through the fix chosen for this output, then call again\./m,
			],
			[
				'zh-TW',
				/^重試： {8}先照解決方法處理，再重試一次。/m,
				/^下一步： {6}先照這段輸出選出的解決方法處理，再重新呼叫。/m,
			],
		] as const) {
			const { stdout } = await cli(['validate', '--lang', lang, fixture('valid.json')]);
			expect(stdout, lang).toMatch(retry);
			expect(stdout, lang).toMatch(next);
			// The label once: Next no longer restates it (zh-TW review 4, item 1).
			expect(
				stdout.split(lang === 'en' ? 'Retry once, after the fix' : '先照解決方法處理，再重試一次')
					.length - 1,
			).toBe(1);
		}
	});

	it('exits 1 for an invalid envelope and prints each finding with its place', async () => {
		const { status, stdout } = await cli(['validate', fixture('exit-code-mismatch.json')]);
		expect(status).toBe(1);
		// file:line:column first, as compilers print it: terminals and CI logs link it to the place.
		expect(stdout).toContain(
			`${fixture('exit-code-mismatch.json')}:9:17: error /descriptor/exitCode  descriptor.exitCode is 68, but Error Playbook’s code list says connect_failed exits with 67 (EX_NOUSER).`,
		);
		expect(stdout).toContain('expected: 67  actual: 68');
		expect(stdout).toContain('Verdict:      invalid (errors: 1, warnings: 0, notes: 0)');
	});

	it.each([
		['tool-result.json', 0],
		['terminal.log', 0],
		['bom.json', 0],
		// Not an error object: explained, and exit 3, which tells CI "no error object" from "invalid".
		['jsonrpc-error.json', 3],
		['trailing-comma.json', 1],
		['empty.json', 3],
	])('%s exits %i', async (name, expected) => {
		expect((await cli(['validate', fixture(name)])).status).toBe(expected);
	});

	it.each([
		['one comma removed', '"data":null,', '"data":null', 24],
		['a stray x', '"data":null,', '"data":null,x', 25],
	])(
		'exits 1 for the CLI’s stdout with %s: broken JSON, not the error object inside it',
		async (_, from, to, column) => {
			const line = readFileSync(
				join(root, 'tests/fixtures/cli-output/stdout-vm-not-connected.txt'),
				'utf8',
			);
			const { status, stdout } = await cli(['validate', '-'], { input: line.replace(from, to) });
			expect(status).toBe(1);
			expect(stdout).toMatch(new RegExp(`^<stdin>:1:${column}: error  [^ ]`, 'm'));
			expect(stdout).toContain(
				'Input:        Broken JSON: the text starts as JSON but does not parse',
			);
			expect(stdout).toContain('Verdict:      invalid (errors: 1, warnings: 0, notes: 0)');
			expect(stdout).not.toContain('Recovery:');
		},
	);

	it('prints the release and whose words the fix command is in', async () => {
		const file = join(root, 'tests/fixtures/cli-output/stdout-v3-0-7-vm-not-connected.txt');
		const { status, stdout } = await cli(['validate', file]);
		expect(status).toBe(0);
		expect(stdout).toContain('Release:      flutter-mcp-toolkit ≥ 3.0.7, evidence: ');
		expect(stdout).toContain(`Fix command:  flutter-mcp-toolkit exec --name status --args '{}'`);
		expect(stdout).toContain('As flutter-mcp-toolkit 3.0.7 and later print it.');
		expect(stdout).not.toContain('flutter_mcp_cli exec');
	});

	it('explain shows the command as flutter-mcp-toolkit prints it first, the contract’s form beside it', async () => {
		for (const lang of ['en', 'zh-TW']) {
			const { status, stdout } = await cli([
				'explain',
				'vm_not_connected',
				'--lang',
				lang,
				'--no-links',
			]);
			expect(status).toBe(0);
			// Under the page's heading: the command on a line of its own, the contract's form after it.
			const lines = stdout.split('\n');
			const at = lines.findIndex((l) => /^(What the CLI prints:|CLI 實際印出的內容：)$/.test(l));
			const command = lines.indexOf("  flutter-mcp-toolkit exec --name status --args '{}'", at);
			expect(at).toBeGreaterThan(0);
			expect(command).toBeGreaterThan(at);
			expect(lines.slice(command + 1, command + 6).join(' ')).toContain(
				"flutter_mcp_cli exec --name status --args '{}'",
			);
		}
	});

	it('prints exactly the documented --json shape', async () => {
		const { status, stdout } = await cli([
			'validate',
			'--json',
			fixture('exit-code-mismatch.json'),
		]);
		expect(status).toBe(1);
		const report = JSON.parse(stdout);
		expect(Object.keys(report)).toStrictEqual([
			'valid',
			'verdict',
			'inputKind',
			'inputKindDetail',
			'carrier',
			'envelopePointer',
			'code',
			'codeStatus',
			'page',
			'counts',
			'findings',
			'recovery',
			'retry',
			'explanation',
			'release',
			'next',
			'fix',
		]);
		// Optional in the schema: present exactly when an error object was checked.
		expect(report.release).toMatchObject({
			id: 'b7f4434',
			atLeast: false,
			surface: 'classic',
			spelling: 'flutter_mcp_cli',
		});
		// Optional too, for v1 readers: present whenever there was input.
		expect(report.next).toMatchObject({ id: 'recover', page: expect.stringContaining('/codes/') });
		expect(report).toMatchObject({
			valid: false,
			verdict: 'invalid',
			inputKind: 'envelope',
			code: 'connect_failed',
			carrier: { kind: 'whole' },
			page: 'http://127.0.0.1:4321/codes/connect_failed/',
			counts: { errors: 1, warnings: 0, infos: 0 },
		});
		expect(report.findings).toStrictEqual([
			{
				severity: 'error',
				rule: 'descriptor.mismatch',
				pointer: '/descriptor/exitCode',
				line: 9,
				column: 17,
				// The range of the value 68, as an editor marks it.
				start: 307,
				end: 309,
				message:
					'descriptor.exitCode is 68, but Error Playbook’s code list says connect_failed exits with 67 (EX_NOUSER).',
				expected: '67',
				actual: '68',
			},
		]);
		expect(report.recovery).toMatchObject({
			command: expect.stringContaining('/<token>/ws'),
			unfilled: ['token'],
		});
	});

	it('keeps recovery an object when there is no registry recovery', async () => {
		const rpc = JSON.parse(
			(await cli(['validate', '--json', fixture('jsonrpc-error.json')])).stdout,
		);
		expect(rpc).toMatchObject({
			valid: false,
			verdict: 'not-envelope',
			inputKind: 'jsonrpc-error',
			code: null,
			recovery: { command: null },
		});
		expect(rpc.explanation).toMatchObject({ id: 'rpcMethodNotFound' });
		expect(rpc.recovery.summary).toMatch(/\S/);
		const unknown = JSON.parse(
			(await cli(['validate', '--json', '-'], { input: '{"code":"CONNECT_FAILED"}' })).stdout,
		);
		expect(unknown.recovery.command).toBeNull();
		expect(unknown.recovery.summary).toContain('unknown_error');
	});

	it('reads standard input for -', async () => {
		const { status, stdout } = await cli(['validate', '-', '--json'], {
			input: readFileSync(fixture('tool-result.json'), 'utf8'),
		});
		expect(JSON.parse(stdout)).toMatchObject({
			valid: true,
			inputKind: 'mcp-tool-result',
			code: 'vm_not_connected',
		});
		expect(status).toBe(0);
	});

	it.each([['--lang', 'zh-TW'], ['--lang', 'zh-tw'], ['--lang=zh-TW']])(
		'speaks Traditional Chinese with %s %s',
		async (...flag) => {
			const { stdout } = await cli([
				'validate',
				fixture('exit-code-mismatch.json'),
				...flag.filter(Boolean),
			]);
			expect(stdout).toMatch(han);
			expect(stdout).toContain('EX_NOUSER');
		},
	);

	it('follows LANG=zh_TW.UTF-8 unless --lang says otherwise', async () => {
		expect(
			(
				await cli(['validate', fixture('exit-code-mismatch.json')], {
					env: { LANG: 'zh_TW.UTF-8' },
				})
			).stdout,
		).toMatch(han);
		expect(
			(
				await cli(['validate', fixture('exit-code-mismatch.json'), '--lang', 'en'], {
					env: { LANG: 'zh_TW.UTF-8' },
				})
			).stdout,
		).not.toMatch(han);
	});

	it.each([
		['a missing file', [fixture('nope.json')], /nope\.json: no such file/],
		['invalid UTF-8', [fixture('invalid-utf8.json')], /invalid-utf8\.json is not valid UTF-8 text/],
	])('exits 2 with one clear line for %s', async (_, args, message) => {
		const { status, stdout, stderr } = await cli(['validate', ...args]);
		expect(status).toBe(2);
		expect(stdout).toBe('');
		expect(stderr).toMatch(message);
		expect(stderr.trim().split('\n')).toHaveLength(1);
		expect(stderr).not.toMatch(/\n\s+at /);
	});

	it('exits 2 for input over the size limit', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'error-playbook-'));
		const file = join(dir, 'big.json');
		writeFileSync(file, ' '.repeat(5_000_001));
		const { status, stderr } = await cli(['validate', file]);
		rmSync(dir, { recursive: true });
		expect(status).toBe(2);
		expect(stderr).toMatch(/too large/);
		expect((await cli(['validate', '-'], { input: ' '.repeat(5_000_001) })).status).toBe(2);
	});
});

describe('validate text in both languages', () => {
	const cliOutput = (name: string) => join(root, 'tests/fixtures/cli-output', name);
	// Inputs that are not an error object: their explanation is a paragraph the CLI wraps.
	const explained = [
		'crash-toolkit-missing.txt',
		'doctor-critical-failed.txt',
		'daemon-method-not-found.json',
		'mcp-toolkit-missing-text.json',
	];

	it.each(explained.flatMap((f) => (['en', 'zh-TW'] as const).map((lang) => [f, lang])))(
		'%s --lang %s: no escaped line break from the wrapping, no blank edge, one final newline',
		async (file, lang) => {
			const { stdout } = await cli(['validate', cliOutput(file), '--lang', lang, '--no-links']);
			expect(stdout).toContain(lang === 'en' ? 'explained below' : '說明如下');
			expect(stdout).not.toContain('\\u000a');
			expect(stdout).toMatch(/[^\n]\n$/);
			expect(stdout.split('\n').filter((l) => l !== l.trimEnd() || /^ [^ -]/.test(l))).toEqual([]);
		},
	);

	it('keeps the words whole across the wrapped lines (the review’s 「引\\u000a入」)', async () => {
		const zh = await cli(['validate', cliOutput('crash-toolkit-missing.txt'), '--lang', 'zh-TW']);
		// A line break the CLI put between two Chinese characters joins back with nothing, one
		// beside a Latin word with a space.
		const joined = zh.stdout
			.replace(/(?<=[\u4e00-\u9fff])\n(?=[\u4e00-\u9fff])/g, '')
			.replace(/\n/g, ' ');
		expect(joined).toContain('對沒有加入並初始化 mcp_toolkit 的 App');
		expect(joined).toContain('get_app_errors、tap_widget 等，以及向它讀取的 resource');
		const en = await cli(['validate', cliOutput('crash-toolkit-missing.txt'), '--lang', 'en']);
		expect(en.stdout.replace(/\n/g, ' ')).toContain('has no mcp_toolkit or has not initialised it');
	});

	it('still escapes a line feed the input carries, where it would start a line of its own', async () => {
		const input = '{"jsonrpc":"2.0","id":3,"error":{"code":-32601,"message":"Method not\\nfound"}}';
		for (const lang of ['en', 'zh-TW']) {
			const { stdout } = await cli(['validate', '-', '--lang', lang], { input });
			// The explanation quotes the message; its line feed stays an escape inside the line.
			expect(stdout).toContain('not\\nfound');
			expect(stdout).not.toMatch(/^found/m);
			expect(stdout).toMatch(/[^\n]\n$/);
		}
	});

	it('ends every text output with one newline, the empty input’s too', async () => {
		for (const lang of ['en', 'zh-TW']) {
			for (const args of [[fixture('valid.json')], [fixture('exit-code-mismatch.json')], ['-']])
				expect((await cli(['validate', ...args, '--lang', lang])).stdout).toMatch(/[^\n]\n$/);
		}
	});
});

describe('every verdict ends in Next: and a page (issue 30)', () => {
	const input = (path: string) => join(root, 'tests/fixtures', path);
	const site = 'https://playbook.example/';
	const cases = [
		['cli-output/stdout-v3-0-7-vm-not-connected.txt', 'codes/vm_not_connected/', 'recover'],
		[
			'cli-output/crash-toolkit-missing.txt',
			'guides/where-errors-appear/#the-app-has-no-mcp_toolkit',
			'toolkitMissing',
		],
		[
			'cli-output/mcp-intentcall-execution-error.json',
			'codes/intent_execution_error/',
			'intentCallFailure',
		],
		['cli-output/stdout-success.txt', 'guides/where-errors-appear/#stdout', 'success'],
		['not-cli-output/html-page.html', 'guides/where-errors-appear/#stdout', 'notCliOutput'],
		['not-cli-output/python-traceback.txt', 'guides/where-errors-appear/#stdout', 'notCliOutput'],
		[
			'not-cli-output/flutter-renderflex-overflow.txt',
			'guides/where-errors-appear/#stdout',
			'notCliOutput',
		],
		['not-cli-output/ci-log-timestamps.txt', 'guides/where-errors-appear/#stdout', 'notCliOutput'],
	] as const;

	it.each(cases)('%s: the text ends in Next: and its page', async (file, page, id) => {
		const { stdout } = await cli(['validate', input(file), '--no-links'], {
			env: { SITE_URL: site },
		});
		const lines = stdout.trimEnd().split('\n');
		const next = lines.findIndex((l) => l.startsWith('Next:         '));
		expect(next, stdout).toBeGreaterThan(0);
		expect(stdout).toContain(`${site}${page}`);
		// Neutral: no "invalid", no violation, no syntax error.
		if (id === 'notCliOutput')
			expect(stdout).not.toMatch(/invalid|violat|does not honour|json\.syntax|^error \d/im);
		const json = JSON.parse(
			(await cli(['validate', input(file), '--json'], { env: { SITE_URL: site } })).stdout,
		);
		expect(json.next).toMatchObject({ id, page: `${site}${page}` });
		// The wrapped Next: line is the document's text.
		expect(lines.slice(next).join(' ').replace(/\s+/g, ' ')).toContain(json.next.text);
	});

	it('zh-TW: 下一步 and the page in Chinese', async () => {
		const { stdout } = await cli(
			['validate', input('cli-output/crash-toolkit-missing.txt'), '--lang', 'zh-TW', '--no-links'],
			{ env: { SITE_URL: site } },
		);
		expect(stdout).toMatch(/^下一步：      在 App 裡加入 mcp_toolkit/m);
		// Printed readable, not percent-escaped (zh-TW review 19 #1).
		expect(stdout).toContain(`${site}zh-tw/guides/where-errors-appear/#app-裡沒有-mcp_toolkit`);
	});

	it('text that is no output of the CLI exits 3, as without an error object, not 1', async () => {
		const { status, stdout } = await cli(['validate', input('not-cli-output/prose.txt')]);
		expect(status).toBe(3);
		expect(stdout).toContain('Not output of flutter-mcp-toolkit: this looks like plain text');
	});
});

describe('a newer release’s code the registry does not know', () => {
	const newer = readFileSync(
		join(root, 'tests/fixtures/cli-output/stdout-later-code.txt'),
		'utf8',
	).replaceAll('hover_failed', 'drag_failed_in_dev9');

	it.each([
		[
			'en',
			'Fix command:  none, since Error Playbook does not know',
			'The CLI suggested: “flutter-mcp-toolkit doctor --json”',
		],
		[
			'zh-TW',
			'修復指令：    Error Playbook 的代碼清單沒有',
			'CLI 的建議：「flutter-mcp-toolkit doctor --json」',
		],
	])(
		'%s: its fix_command is quoted as what the CLI said, never printed as the recovery',
		async (lang, none, quote) => {
			const { stdout } = await cli(['validate', '-', '--lang', lang], { input: newer });
			expect(stdout).toContain(none);
			expect(stdout).toContain(quote);
			// No line offers the payload's words as a command of its own.
			expect(stdout).not.toMatch(/^\S.*  flutter-mcp-toolkit doctor --json$/m);
			expect(stdout).not.toMatch(/^ *flutter-mcp-toolkit doctor --json$/m);
		},
	);

	it('--json: command null, the payload’s words in printed, fromPayload true', async () => {
		const { stdout } = await cli(['validate', '-', '--json'], { input: newer });
		expect(JSON.parse(stdout).recovery).toMatchObject({
			command: null,
			printed: 'flutter-mcp-toolkit doctor --json',
			fromPayload: true,
		});
	});
});

describe('error-playbook explain', () => {
	it('prints the code’s page', async () => {
		const { status, stdout } = await cli(['explain', 'connect_failed']);
		expect(status).toBe(0);
		expect(stdout).toMatch(/^connect_failed\n {2}VM target connection failed\.\n/);
		for (const text of [
			'67 EX_NOUSER',
			'Source area:       Connection layer\n',
			'HTTP-like status:  503',
			'Category:          connectivity',
			'Retryable:',
			'  <token>\n',
			'Page: http://127.0.0.1:4321/codes/connect_failed/',
		])
			expect(stdout).toContain(text);
	});

	it('prints the instruction of a code without a command', async () => {
		expect((await cli(['explain', 'write_blocked'])).stdout).toContain(
			'Retry without --no-overwrite or choose a new --output/--name.',
		);
	});

	it('speaks Traditional Chinese with --lang zh-TW', async () => {
		const { stdout } = await cli(['explain', 'connect_failed', '--lang', 'zh-TW']);
		expect(stdout).toMatch(han);
		expect(stdout).toContain('頁面：http://127.0.0.1:4321/zh-tw/codes/connect_failed/');
		expect(stdout).toContain(findCode(registry, 'connect_failed')!.meaning['zh-TW']);
	});

	it('prints the /codes.json record with --json', async () => {
		const entry = findCode(registry, 'connect_failed')!;
		expect(JSON.parse((await cli(['explain', 'connect_failed', '--json'])).stdout)).toStrictEqual(
			JSON.parse(JSON.stringify(codeRecord(registry, entry))),
		);
		const record = JSON.parse(
			(
				await cli(['explain', 'connect_failed', '--json'], {
					env: { SITE_URL: 'https://errors.example/' },
				})
			).stdout,
		);
		expect(record.urls).toStrictEqual({
			en: 'https://errors.example/codes/connect_failed/',
			'zh-TW': 'https://errors.example/zh-tw/codes/connect_failed/',
		});
	});

	it('exits 1 for an unknown code and suggests the right one', async () => {
		const { status, stdout, stderr } = await cli(['explain', 'conect_failed']);
		expect(status).toBe(1);
		expect(stdout).toBe('');
		expect(stderr).toContain('"conect_failed" is not in Error Playbook’s code list.');
		expect(stderr).toContain('Did you mean: connect_failed?');
	});

	it('lists the codes an exit code or a message line can be, with why, in either language', async () => {
		const exit = await cli(['explain', 'EX_NOUSER']);
		expect(exit.status).toBe(1);
		expect(exit.stdout).toContain('"EX_NOUSER" is not the name of a code.');
		expect(exit.stdout).toMatch(/ {2}connect_failed\n.*\n {4}↳ exit code 67 \(EX_NOUSER\)\n/);
		const zh = await cli(['explain', 'Failed to connect: boom', '--lang', 'zh-TW']);
		expect(zh.status).toBe(1);
		expect(zh.stdout).toContain('「Failed to connect: boom」不是代碼的名稱。');
		expect(zh.stdout).toContain('↳ 訊息格式 `Failed to connect: <reason>`');
		const json = JSON.parse((await cli(['explain', '503', '--json'])).stdout) as {
			candidates: { code: string; reasons: unknown[] }[];
		};
		expect(json.candidates.map((c) => c.code)).toContain('vm_not_connected');
		expect(json.candidates[0]!.reasons).toStrictEqual([{ kind: 'http-like-status', status: 503 }]);
	});

	it('finds a code with a Chinese sentence’s punctuation after it', async () => {
		const { status, stdout } = await cli(['explain', 'connect_failed。']);
		expect(status).toBe(0);
		expect(stdout.split('\n')[0]).toBe('connect_failed');
	});

	it('finds a code as people type it (case, dashes), as the MCP server does', async () => {
		const { status, stdout } = await cli(['explain', 'CONNECT-FAILED']);
		expect(status).toBe(0);
		expect(stdout.split('\n')[0]).toBe('connect_failed');
	});

	it('explains a later code with the release that added it, and IntentCall’s own codes', async () => {
		const later = await cli(['explain', 'hover_failed']);
		expect(later.status).toBe(0);
		// The page's notice, in the page's words.
		expect(later.stdout).toMatch(
			/^Added after the v3 contract\n {2}The v3 contract table does not have this code: flutter-mcp-toolkit 3\.0\.0 added\s+it\./m,
		);
		expect(later.stdout).toMatch(/Added in: +flutter-mcp-toolkit 3\.0\.0/);
		const zh = await cli(['explain', 'hover_failed', '--lang', 'zh-TW']);
		expect(zh.stdout).toContain(
			'v3 合約之後新增的代碼\n  v3 合約表裡沒有這個代碼：它是 flutter-mcp-toolkit 3.0.0 ',
		);
		for (const wrapper of registry.wrapperCodes) {
			const out = await cli(['explain', wrapper.code]);
			expect(out.status).toBe(0);
			expect(out.stdout).toMatch(/IntentCall(?:,| is)\s+the\s+library\s+that\s+runs/);
			expect(out.stdout).toContain(`/codes/${wrapper.code}/`);
		}
	});
});

describe('code page URLs', () => {
	const osc8 = '\u001b]8;;';

	it('start with SITE_URL in validate text, validate --json and explain', async () => {
		const env = { SITE_URL: 'https://errors.example' };
		expect((await cli(['validate', fixture('valid.json')], { env })).stdout).toContain(
			'Page:         https://errors.example/codes/connect_failed/\n',
		);
		expect(
			JSON.parse(
				(await cli(['validate', fixture('valid.json'), '--json', '--lang', 'zh-TW'], { env }))
					.stdout,
			).page,
		).toBe('https://errors.example/zh-tw/codes/connect_failed/');
		expect((await cli(['explain', 'connect_failed'], { env })).stdout).toContain(
			'Page: https://errors.example/codes/connect_failed/\n',
		);
	});

	it('refuse a SITE_URL that is not an http(s) address: exit 2 with one line, in both languages', () => {
		// `URL.canParse` takes the opaque ones; `new URL(path, site)` then threw (a stack trace, exit 1).
		const urls = [
			'codes.example',
			'urn:x',
			'mailto:a@b',
			'data:x',
			'javascript:x',
			'blob:x',
			'ftp://x',
			'https://u:p@x',
		];
		const messages = {
			en: /^error-playbook: SITE_URL "(.*)" is not an http or https address such as https:\/\/playbook\.example\.com/,
			'zh-TW': /^error-playbook: SITE_URL「(.*)」不是 http 或 https 網址/,
		};
		urls.forEach(async (url, i) => {
			const lang = i % 2 ? 'zh-TW' : 'en';
			const { status, stdout, stderr } = await cli(
				['validate', fixture('valid.json'), '--lang', lang],
				{
					env: { SITE_URL: url },
				},
			);
			expect({ url, status, stdout }).toStrictEqual({ url, status: 2, stdout: '' });
			expect(messages[lang].exec(stderr)?.[1], url).toBe(url);
			expect(stderr.trim().split('\n')).toHaveLength(1);
		});
	});

	it('are absent for an unknown code', async () => {
		const { stdout } = await cli(['validate', '-', '--json'], {
			input: '{"code":"CONNECT_FAILED"}',
		});
		expect(JSON.parse(stdout).page).toBeNull();
		expect(
			(await cli(['validate', '-'], { input: '{"code":"CONNECT_FAILED"}' })).stdout,
		).not.toContain('Page:');
	});

	it('are OSC 8 hyperlinks with FORCE_HYPERLINK=1, in text only', async () => {
		const env = { FORCE_HYPERLINK: '1', SITE_URL: 'https://errors.example' };
		const url = 'https://errors.example/codes/connect_failed/';
		const link = `${osc8}${url}\u001b\\${url}${osc8}\u001b\\`;
		expect((await cli(['validate', fixture('valid.json')], { env })).stdout).toContain(
			`Page:         ${link}\n`,
		);
		expect((await cli(['explain', 'connect_failed'], { env })).stdout).toContain(`Page: ${link}\n`);
		expect(
			(await cli(['validate', fixture('valid.json'), '--json'], { env })).stdout,
		).not.toContain('\u001b');
		expect((await cli(['explain', 'connect_failed', '--no-links'], { env })).stdout).not.toContain(
			'\u001b',
		);
	});

	it('are plain text in a pipe without FORCE_HYPERLINK, even in a terminal known for links', async () => {
		const { stdout } = await cli(['explain', 'connect_failed'], {
			env: { TERM_PROGRAM: 'WezTerm' },
		});
		expect(stdout).toContain('Page: http://127.0.0.1:4321/codes/connect_failed/\n');
		expect(stdout).not.toContain('\u001b');
	});
});

describe('the launcher', () => {
	it('runs the CLI on a Node whose type stripping is off (as on Node 22.12–22.17)', () => {
		const result = spawnSync(
			process.execPath,
			[
				'--no-experimental-strip-types',
				bin,
				'validate',
				fixture('exit-code-mismatch.json'),
				'--json',
			],
			{
				cwd: root,
				encoding: 'utf8',
				env: { ...process.env, LANG: 'C', LC_ALL: '' },
			},
		);
		expect(result.status).toBe(1);
		expect(JSON.parse(result.stdout).code).toBe('connect_failed');
		expect(result.stderr).toBe('');
	});
});

describe('usage', () => {
	it('prints help and exits 0 for --help', async () => {
		const { status, stdout } = await cli(['--help']);
		expect(status).toBe(0);
		expect(stdout).toContain('error-playbook validate <file | directory | glob | ->…');
	});

	it('prints its version, the one the validator package publishes, for --version and -v', async () => {
		const root = JSON.parse(
			readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
		);
		const pkg = JSON.parse(
			readFileSync(new URL('../../../packages/validator/package.json', import.meta.url), 'utf8'),
		);
		expect(pkg.version).toBe(root.version);
		for (const flag of ['--version', '-v']) {
			const { status, stdout, stderr } = await cli([flag]);
			expect({ status, stdout, stderr }, flag).toStrictEqual({
				status: 0,
				stdout: `error-playbook ${root.version}\n`,
				stderr: '',
			});
		}
		expect((await cli(['validate', 'missing.json', '--version'])).status).toBe(0);
	});

	it('documents --no-links and SITE_URL in both languages', async () => {
		for (const lang of ['en', 'zh-TW']) {
			const { stdout } = await cli(['--help', '--lang', lang]);
			expect(stdout, lang).toMatch(/^ {2}--no-links {5}\S/m);
			expect(stdout, lang).toMatch(/^ {2}SITE_URL {7}\S.*http:\/\/127\.0\.0\.1:4321/m);
		}
	});

	it.each([
		['no arguments', [], /no command given/],
		['an unknown command', ['lint', 'x.json'], /unknown command "lint"/],
		['an unknown option', ['validate', '--strict', 'x.json'], /unknown option "--strict"/],
		['a missing file name', ['validate'], /needs a file, a directory or a glob/],
		['a missing code', ['explain'], /needs a code/],
		['an extra argument', ['explain', 'a', 'b'], /unexpected argument "b"/],
		['an unknown language', ['explain', 'connect_failed', '--lang', 'fr'], /unknown language "fr"/],
		['--lang without a value', ['explain', 'connect_failed', '--lang'], /--lang needs a value/],
	])('exits 2 for %s', async (_, args, message) => {
		const { status, stderr } = await cli(args);
		expect(status).toBe(2);
		expect(stderr).toMatch(message);
	});
});
