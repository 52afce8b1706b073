import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * No CI log command from outside text reaches a log, in any format (security-review-2, item 2). A
 * runner acts on `::cmd::` at a line's start after blanks (GitHub) and on `##[cmd]`, `##vso[…]`,
 * `##teamcity[…]` anywhere in a line. The inputs are the review's: a file named like a workflow
 * command holding a payload with `##[error]`, a file name with a line feed before `::error::`, a
 * later release's stdout line whose `recovery.summary` is a command, and a glob that matches
 * nothing. All through the real CLI, run in the inputs' folder so that names start lines.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const runner = join(root, 'tests/support/cliRunner.ts');

const commandName = '::warning title=F::x.json';
const newlineName = 'a\n::error::b.json';
const laterName = 'later.txt';
const forgedSummary = '::error file=README.md,line=1::forged ##vso[task.setvariable] ##teamcity[x]';

/** The oracle, written apart from the escaping it checks. */
const lineCommand = /^[ \t]*::/;
const anywhereCommand = /##[a-z]*\[/i;

let dir: string;
beforeAll(() => {
	dir = mkdtempSync(join(tmpdir(), 'error-playbook-ci-log-'));
	writeFileSync(
		join(dir, commandName),
		'{"code":"connect_failed","descriptor":{"retryable":"##[error]x"}}',
	);
	writeFileSync(join(dir, newlineName), '{}');
	const later = readFileSync(join(root, 'tests/fixtures/cli-output/stdout-later-code.txt'), 'utf8')
		.replaceAll('hover_failed', 'drag_failed_in_dev9')
		.replace(/"summary":"[^"]*"/, `"summary":${JSON.stringify(forgedSummary)}`);
	expect(later).toContain(forgedSummary);
	writeFileSync(join(dir, laterName), later);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
	argv: string[];
	status: number;
	stdout: string;
	stderr: string;
}

/** Every argument list in one Node process (tests/support/cliRunner.ts), from the inputs' folder. */
function cli(runs: string[][], env: Record<string, string> = {}): Run[] {
	const result = spawnSync(process.execPath, [runner], {
		cwd: dir,
		input: JSON.stringify(runs),
		encoding: 'utf8',
		env: { ...process.env, LANG: 'C', LC_ALL: '', GITHUB_ACTIONS: '', ...env },
	});
	expect(result.stderr).toBe('');
	return JSON.parse(result.stdout) as Run[];
}

const formats = ['text', 'json', 'sarif', 'junit', 'github'] as const;
const inputs = [['*.json'], [laterName], ['##[error]nothing*.json'], ['*.json', laterName]];

describe('CI log commands from outside text', () => {
	it('start no line and appear nowhere, in every format and on stderr', () => {
		const runs = cli(formats.flatMap((f) => inputs.map((i) => ['validate', ...i, '--format', f])));
		expect(runs).toHaveLength(formats.length * inputs.length);
		for (const { argv, stdout, stderr } of runs) {
			const github = argv.includes('github');
			for (const line of `${stdout}\n${stderr}`.split('\n')) {
				// The GitHub format's own commands start its lines: that is the format.
				if (github && /^::(error|warning|notice) /.test(line)) continue;
				expect(line, JSON.stringify(argv)).not.toMatch(lineCommand);
				expect(line, JSON.stringify(argv)).not.toMatch(anywhereCommand);
			}
		}
		// Each hostile text did reach the output, disarmed: the test saw what it guards.
		const text = runs.find((r) => r.argv.join(' ') === `validate ${laterName} --format text`)!;
		// The report wraps its long lines at 80 columns: read it with its wrapped lines joined.
		expect(text.stdout.replace(/\n {14}/g, ' ')).toContain(
			'\\u003a:error file=README.md,line=1::forged #\\u0023vso[',
		);
	});

	it('leave the values a program reads unchanged: JSON, JUnit and the GitHub file property', () => {
		const [json, junit, github] = cli([
			['validate', '*.json', '--format', 'json'],
			['validate', '*.json', '--format', 'junit'],
			['validate', '*.json', '--format', 'github'],
		]);
		const files = JSON.parse(json!.stdout).files as {
			path: string;
			report: { findings: { pointer: string; actual?: string }[] };
		}[];
		expect(files.map((f) => f.path).sort()).toEqual([commandName, newlineName].sort());
		const retryable = files
			.flatMap((f) => f.report.findings)
			.find((f) => f.pointer === '/descriptor/retryable');
		expect(retryable?.actual).toBe('"##[error]x"');
		// XML's character references read back as the names the files have.
		const names = [...junit!.stdout.matchAll(/<testcase [^>]*file="([^"]*)"/g)].map((m) =>
			m[1]!.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))),
		);
		expect(names.sort()).toEqual([commandName, newlineName].sort());
		// The runner unescapes %3A and %0A: the annotation still lands on the file.
		expect(github!.stdout).toContain('::error file=%3A%3Awarning title=F%3A%3Ax.json,line=1');
		expect(github!.stdout).toContain('::error file=a%0A%3A%3Aerror%3A%3Ab.json,line=1');
	});

	it('escapes SARIF message text: no link and no placeholder from a payload', () => {
		const payload =
			'{"code":"connect_failed","message":"m","details":{},"descriptor":{"category":"[Fix](https://evil.example/) {0}","retryable":true,"exitCode":67,"httpLikeStatus":503},"recovery":{"summary":"s","fix_command":"x"}}';
		writeFileSync(join(dir, 'link.json'), payload);
		const [sarif] = cli([['validate', 'link.json', '--format', 'sarif']]);
		const texts = JSON.parse(sarif!.stdout).runs[0].results.map(
			(r: { message: { text: string } }) => r.message.text,
		) as string[];
		const category = texts.find((t) => t.startsWith('descriptor.category'))!;
		expect(category).toContain('\\[Fix\\](https://evil.example/) {{0}}');
		rmSync(join(dir, 'link.json'));
	});
});

describe('under GitHub Actions', () => {
	it('pauses workflow commands around the text report, with a token no input can know', () => {
		const runs = cli(
			[
				['validate', laterName],
				['validate', laterName],
				['explain', '##[error]x'],
				['validate', laterName, '--format', 'json'],
			],
			{ GITHUB_ACTIONS: 'true' },
		);
		const tokens = runs.slice(0, 3).map(({ stdout }) => {
			const lines = stdout.trimEnd().split('\n');
			const token = /^::stop-commands::([0-9a-f-]{36})$/.exec(lines[0]!)?.[1];
			expect(token, stdout).toBeDefined();
			expect(lines.at(-1)).toBe(`::${token}::`);
			for (const line of lines.slice(1, -1)) expect(line).not.toMatch(lineCommand);
			return token;
		});
		expect(new Set(tokens).size).toBe(3);
		// A document stays a document: redirected to a file, a wrapper line would break it.
		expect(() => JSON.parse(runs[3]!.stdout)).not.toThrow();
	});
});
