import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeEntry, validateText } from '../../support/readings.ts';
import { run } from '../../../src/cli/run.ts';
import { displayWidth, wrap } from '../../../src/lib/report/index.ts';

/**
 * The twenty-seventh readings' items (English review 27, zh-TW review 27): each test fails when the
 * text or the choice the reading quoted comes back.
 */
async function cli(argv: string[], isTTY = false) {
	let stdout = '';
	let stderr = '';
	const status = await run(
		argv,
		{ stdout: (s: string) => void (stdout += s), stderr: (s: string) => void (stderr += s) },
		{ env: { NO_COLOR: '1' }, isTTY },
	);
	return { status, stdout, stderr };
}

describe('English review 27', () => {
	it('#1 unknown_error says when its own descriptor lets a retry help', () => {
		const note = codeEntry('unknown_error').retryNote!;
		expect(note.en).toContain('`descriptor.retryable`');
		expect(note['zh-TW']).toContain('`descriptor.retryable`');
	});

	it('#7 (and review 28 #1) a fix’s steps and Run line name the binary installed today', () => {
		const text = validateText(
			readFileSync('tests/fixtures/cli-output/stdout-invalid-command-meta-empty.txt', 'utf8'),
			'en',
		);
		expect(text).toContain('1. List every command with `flutter-mcp-toolkit schema`');
		expect(text).toMatch(/Run: +flutter-mcp-toolkit schema\n/);
		// The Fix command line still quotes the v3 payload's name, and says what to run instead.
		expect(text).toMatch(/Fix command: +flutter_mcp_cli schema --name/);
		expect(text).toContain('run the\n              command as flutter-mcp-toolkit');
	});

	it('#4 the help lists the exit statuses one by one and says whose status a run ends with', async () => {
		const { stdout } = await cli(['--help', '--lang', 'en']);
		expect(stdout.replace(/\s+/g, ' ')).toContain(
			'With several inputs, the status is that of the worst input, worst first: 2, 1, 3, 0.',
		);
	});
});

describe('zh-TW review 27', () => {
	it('#1 a parse error speaks the --lang typed beside it', async () => {
		for (const argv of [
			['validate', 'x', '--lang', 'zh-TW', '--format', 'foo'],
			['validate', 'x', '--format', 'foo', '--lang=zh-TW'],
		]) {
			const { status, stderr } = await cli(argv);
			expect(status).toBe(2);
			expect(stderr).toContain('未知的格式「foo」');
		}
	});

	it('#2 "did you mean" is asked once, without a colon before its question mark', async () => {
		const text = validateText('{"code":"connection_selection_requird","message":"x"}', 'zh-TW');
		expect(text.match(/你是不是要找/g)).toHaveLength(1);
		const { stderr } = await cli(['explain', 'conect_failed', '--lang', 'zh-TW']);
		expect(stderr).toContain('你是不是要找 connect_failed？');
		expect(stderr).not.toMatch(/：[^。]*？/);
	});

	it('#9 on a terminal a place past 80 columns puts its pointer on the next line', async () => {
		const { stdout } = await cli(
			['validate', 'tests/fixtures/cli-output/mcp-resource-read-v4-dev-1.json', '--lang', 'zh-TW'],
			true,
		);
		const lines = stdout.split('\n');
		expect(lines).toContain('    /result/contents/0/text/recovery/fix_command');
		expect(lines.filter((l) => l.includes('.json:') && displayWidth(l) > 80)).toStrictEqual([]);
	});

	it('#10 "Error Playbook" is never cut across a line', () => {
		for (let width = 30; width < 60; width++)
			expect(
				wrap('「xyz」不在 Error Playbook 的代碼清單中。你可以再查一次。', '', width),
			).not.toMatch(/Error\n/);
	});

	it('#3 #6 #8 the spoken 回 for "return", 到底 and 執行過復原 are gone', () => {
		for (const path of [
			'content/docs/zh-tw/guides/where-errors-appear.mdx',
			'content/docs/zh-tw/guides/reading-an-error.mdx',
			'content/docs/zh-tw/guides/for-agents.mdx',
		]) {
			const source = readFileSync(path, 'utf8');
			expect(source, path).not.toMatch(/(?<!傳)回的是|(?<!傳)回一個|到底|執行過復原|：復原後/);
		}
		expect(JSON.stringify(codeEntry('get_active_ports_failed'))).not.toContain('到底');
	});
});
