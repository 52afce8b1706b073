import { spawn, spawnSync } from 'node:child_process';
import {
	closeSync,
	mkdirSync,
	mkdtempSync,
	openSync,
	rmSync,
	symlinkSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateCommand } from '../../../src/cli/validateCommand.ts';
import { linkFormat, validationJson } from '../../../src/lib/report/index.ts';
import { defaultSiteUrl, siteUrl } from '../../../src/lib/site/index.ts';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import {
	hostileDir,
	invalidUtf8,
	literalCases,
	readLiteral,
	tenMegabytes,
	writeGeneratedCorpus,
	bigEnvelopeText,
} from '../../support/hostileCorpus.ts';

/**
 * The hostile corpus through the real `error-playbook` process: a verdict (exit 0 or 1) for every
 * input it can read, and for every input it cannot (too large, not UTF-8, a directory, a device
 * that never ends, a symlink loop), exit 2 with one clear line: never a stack trace, never a hang.
 * Files and standard input alike.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = join(root, 'src/cli/error-playbook.mjs');
const engine = engineRegistry;

interface Run {
	status: number | null;
	stdout: string;
	stderr: string;
}

/**
 * Runs the CLI. `stdin` is text or bytes to pipe in, or a file descriptor to hand over as is.
 * `closeStdout` closes the reading end of stdout at once, as `| head -0` would.
 */
function cli(
	args: string[],
	options: { stdin?: string | Uint8Array | number; closeStdout?: boolean } = {},
): Promise<Run> {
	const { stdin } = options;
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, [bin, ...args], {
			cwd: root,
			env: { ...process.env, LANG: 'C', LC_ALL: '', LC_MESSAGES: '' },
			stdio: [typeof stdin === 'number' ? stdin : 'pipe', 'pipe', 'pipe'],
		});
		const out: Buffer[] = [];
		const err: Buffer[] = [];
		child.stdout!.on('data', (chunk: Buffer) => out.push(chunk));
		child.stderr!.on('data', (chunk: Buffer) => err.push(chunk));
		if (options.closeStdout) child.stdout!.destroy();
		if (child.stdin) {
			// The CLI may stop reading early (input too large): the rest of the write fails, as it should.
			child.stdin.on('error', () => {});
			child.stdin.end(stdin === undefined || typeof stdin === 'number' ? undefined : stdin);
		}
		// A hang detector, not a speed goal: several of these start at once, on 2 shared cores.
		const timer = setTimeout(() => child.kill('SIGKILL'), 100_000);
		child.on('error', reject);
		child.on('close', (status) => {
			clearTimeout(timer);
			resolve({
				status,
				stdout: Buffer.concat(out).toString('utf8'),
				stderr: Buffer.concat(err).toString('utf8'),
			});
		});
	});
}

/** What "refused with a clear message" means: exit 2, nothing on stdout, one line on stderr naming the input, no stack trace. */
/** The CLI's `run` on every argument list, in one child process (tests/support/cliRunner.ts). */
function inOneProcess(runs: string[][]): Run[] {
	const result = spawnSync(process.execPath, [join(root, 'tests/support/cliRunner.ts')], {
		cwd: root,
		input: JSON.stringify(runs),
		encoding: 'utf8',
		maxBuffer: 256 * 1024 * 1024,
		env: { ...process.env, LANG: 'C', LC_ALL: '', LC_MESSAGES: '' },
	});
	expect(result.stderr).toBe('');
	return JSON.parse(result.stdout) as Run[];
}

function expectRefusal(run: Run, message: RegExp): void {
	expect(run.stderr, 'a stack trace').not.toMatch(
		/\n\s+at |node:internal|Error:|Unhandled|\.ts:\d+/,
	);
	expect(run.stderr).toMatch(/^error-playbook: /);
	expect(run.stderr).toMatch(message);
	expect(run.stderr.trimEnd().split('\n'), run.stderr).toHaveLength(1);
	expect(run.stdout).toBe('');
	expect(run.status).toBe(2);
}

let dir: string;
let corpus: ReturnType<typeof writeGeneratedCorpus>;

beforeAll(() => {
	dir = mkdtempSync(join(tmpdir(), 'error-playbook-hostile-'));
	corpus = writeGeneratedCorpus(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('every literal file of the corpus', () => {
	it('gets its verdict as the exit status and, in --json, the engine’s findings as valid JSON', async () => {
		// One Node process for every file (tests/support/cliRunner.ts): a process per file, all at
		// once, outlasted the hang detector on a loaded machine.
		const runs = inOneProcess(
			literalCases.map(({ file }) => ['validate', join(hostileDir, file), '--json']),
		);
		literalCases.forEach(({ file, verdict }, i) => {
			const run = runs[i]!;
			const expected = validationJson(
				validateInput(readLiteral(file), { registry: engine, lang: 'en' }),
				'en',
				siteUrl(process.env),
			);
			expect(run.stderr, file).toBe('');
			expect(run.status, file).toBe({ valid: 0, invalid: 1, 'not-envelope': 3 }[verdict]);
			expect(JSON.parse(run.stdout), file).toStrictEqual(JSON.parse(JSON.stringify(expected)));
		});
	});

	it('writes text without control characters from the input, in both languages (the text path, in process)', async () => {
		for (const { file, verdict } of literalCases)
			for (const lang of ['en', 'zh-TW'] as const) {
				let stdout = '';
				const status = await validateCommand(
					[join(hostileDir, file)],
					{
						format: 'text',
						lang,
						siteUrl: defaultSiteUrl,
						link: linkFormat(false),
						version: '0.0.0',
						cwd: root,
					},
					{ stdout: (t) => (stdout += t), stderr: (t) => (stdout += t) },
				);
				expect(status, file).toBe({ valid: 0, invalid: 1, 'not-envelope': 3 }[verdict]);
				expect(stdout, file).toMatch(/^(判定：|Verdict:) /m);
				// Only line breaks of its own: no escape sequence, bell, backspace or carriage return from the input.
				expect(stdout, file).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
			}
	});

	it('shows escape sequences of the input escaped, on the lines where they belong', async () => {
		const { stdout, status } = await cli(['validate', join(hostileDir, 'terminal-escapes.json')]);
		expect(status).toBe(1);
		// The report wraps its long lines at 80 columns: read it with its wrapped lines joined.
		expect(stdout.replace(/\n {14}/g, ' ')).toContain(
			'Code:         \\u001b[2J\\u001b[H\\u001b]0;pwned\\u0007connect_failed (not in Error Playbook’s code list',
		);
		expect(stdout).toMatch(/terminal-escapes\.json:8:3: warning \/\\u001b\[1mkey {2}Key /m);
		expect(stdout).not.toContain('\u001b');
	});

	it('prints markup and URLs as the text they are, in text and in valid --json', async () => {
		const [text, json] = await Promise.all([
			cli(['validate', join(hostileDir, 'xss-every-field.json')]),
			cli(['validate', join(hostileDir, 'xss-every-field.json'), '--json']),
		]);
		expect(text.stdout).toContain(
			'Code:         <script>alert(1)</script> (not in Error Playbook’s code list',
		);
		expect(text.stdout).toContain('it is a string "javascript:alert(1)"');
		const report = JSON.parse(json.stdout);
		expect(report).toMatchObject({
			valid: false,
			inputKind: 'envelope',
			code: '<script>alert(1)</script>',
		});
		expect(report.findings.map((f: { message: string }) => f.message).join('\n')).toContain(
			'"&lt;b&gt;bold&lt;/b&gt;"',
		);
	});

	it('reads __proto__ payloads from standard input as data', async () => {
		const { status, stdout } = await cli(['validate', '-', '--json'], {
			stdin: readLiteral('proto-keys.json'),
		});
		expect(status).toBe(0);
		expect(JSON.parse(stdout)).toMatchObject({
			valid: true,
			code: 'connection_selection_required',
			recovery: {
				command: expect.stringContaining('"targetId":"ws://127.0.0.1:61001/Ab12Cd34Ef0=/ws"'),
			},
		});
	});
});

describe('large and deep input', () => {
	it('refuses a 10 MB file and 10 MB on standard input at once, with the limit', async () => {
		const [file, stdin] = await Promise.all([
			cli(['validate', corpus.big]),
			cli(['validate', '-'], { stdin: bigEnvelopeText(tenMegabytes) }),
		]);
		expectRefusal(file, /big-10mb\.json is too large: the limit is 5000000 characters\./);
		expectRefusal(stdin, /standard input is too large: the limit is 5000000 characters\./);
	});

	it('stops reading standard input past the limit instead of taking it all, and says so in --json too', async () => {
		const [text, json] = await Promise.all(
			[[], ['--json']].map((flags) =>
				cli(['validate', '-', ...flags], { stdin: new Uint8Array(20 * 1024 * 1024).fill(0x20) }),
			),
		);
		expectRefusal(text!, /standard input is too large/);
		const message = 'standard input is too large: the limit is 5000000 characters.';
		expect(json!.status).toBe(2);
		expect(json!.stderr).toBe(`error-playbook: ${message}\n`);
		expect(JSON.parse(json!.stdout)).toStrictEqual({
			path: '-',
			exitCode: 2,
			error: { reason: 'too-large', message },
		});
	});

	it('refuses a device that never ends instead of reading forever', async () => {
		const run = await cli(['validate', '/dev/zero']);
		expect(run.status, 'killed after 100 s: the CLI hung reading /dev/zero').not.toBeNull();
		expectRefusal(run, /\/dev\/zero is too large/);
	});

	it('gives a verdict for 100,000 levels of nesting, in details and at the top level, with valid --json', async () => {
		const [details, top] = await Promise.all([
			cli(['validate', corpus.deepDetails, '--json']),
			cli(['validate', corpus.deepTop]),
		]);
		expect(details.stderr).toBe('');
		expect(details.status).toBe(1);
		const report = JSON.parse(details.stdout);
		expect(report).toMatchObject({ valid: false, code: 'connect_failed' });
		expect(report.findings[0].message).toMatch(/nested more than 1000 levels|1000/);
		expect(top.stderr).toBe('');
		expect(top.status).toBe(1);
		expect(top.stdout).toMatch(/:1:5001: error /m);
	});
});

describe('unreadable input', () => {
	it('refuses every file that is not UTF-8, naming it', async () => {
		const runs = await Promise.all(
			Object.values(corpus.invalid).map((path) => cli(['validate', path])),
		);
		Object.keys(invalidUtf8).forEach((name, i) =>
			expectRefusal(runs[i]!, new RegExp(`${name.replace('.', '\\.')} is not valid UTF-8 text\\.`)),
		);
	});

	it('refuses standard input that is not UTF-8, in both languages', async () => {
		const [en, zh] = await Promise.all([
			cli(['validate', '-'], { stdin: invalidUtf8['utf16le-bom.json'] }),
			cli(['validate', '-', '--lang', 'zh-TW'], { stdin: invalidUtf8['encoded-surrogate.json'] }),
		]);
		expectRefusal(en, /standard input is not valid UTF-8 text\./);
		expectRefusal(zh, /「標準輸入」不是合法的 UTF-8 文字。/);
	});

	it('refuses a directory on standard input instead of validating "nothing"', async () => {
		const fd = openSync(dir, 'r');
		try {
			expectRefusal(
				await cli(['validate', '-'], { stdin: fd }),
				/standard input is a directory, not a file\./,
			);
		} finally {
			closeSync(fd);
		}
	});

	it('refuses a symlink loop and a path through a file', async () => {
		symlinkSync('loop-b', join(dir, 'loop-a'));
		symlinkSync('loop-a', join(dir, 'loop-b'));
		const [loop, through] = await Promise.all([
			cli(['validate', join(dir, 'loop-a')]),
			cli(['validate', join(corpus.big, 'x.json')]),
		]);
		expectRefusal(loop, /loop-a cannot be read \(ELOOP\)\./);
		expectRefusal(through, /x\.json: no such file\./);
	});

	it('expands a directory or a glob to no link: one out of the tree would have its text quoted', async () => {
		// security-review-2, info: a link to /proc/self/environ in a folder a CI job checks.
		const tree = join(dir, 'links');
		mkdirSync(join(tree, 'inner'), { recursive: true });
		writeFileSync(join(tree, 'inner', 'own.json'), '{}');
		symlinkSync('/etc/hostname', join(tree, 'inner', 'outside.json'));
		symlinkSync('own.json', join(tree, 'inner', 'inside.json'));
		symlinkSync('/', join(tree, 'root'));
		const paths = (run: Run) =>
			(JSON.parse(run.stdout).files as { path: string }[]).map((f) => f.path.slice(tree.length));
		const [walked, globbed, named] = await Promise.all([
			cli(['validate', tree, '--json']),
			cli(['validate', `${tree}/**/*.json`, '--json']),
			cli(['validate', join(tree, 'inner', 'inside.json'), '--json']),
		]);
		expect(paths(walked)).toStrictEqual(['/inner/own.json']);
		expect(paths(globbed)).toStrictEqual(['/inner/own.json']);
		// Named on the command line, a link is read: whoever typed it chose it.
		expect(named.status).toBe(1);
	});

	it('refuses a glob whose stars would make the matcher backtrack for minutes', async () => {
		writeFileSync(join(dir, `${'a'.repeat(240)}.json`), '{}');
		const [five, four] = await Promise.all([
			cli(['validate', `${dir}/*a*a*a*a*b.json`]),
			cli(['validate', `${dir}/*a*a*a*b.json`]),
		]);
		expect(five.status).toBe(2);
		expect(five.stderr).toMatch(/has more than 4 \* in one path segment/);
		expect(five.stdout).toBe('');
		// Four are allowed (0.7 s against this name, measured): matching nothing is "no such file".
		expect(four.status).toBe(2);
		expect(four.stderr).toMatch(/\*a\*a\*a\*b\.json: no such file\./);
	});
});

describe('output', () => {
	it('stops quietly when the reader closes the pipe early (| head), keeping the verdict as exit status', async () => {
		const run = await cli(['validate', join(hostileDir, 'duplicate-keys.json'), '--json'], {
			closeStdout: true,
		});
		expect(run.stderr).toBe('');
		expect(run.status).toBe(0);
		const invalid = await cli(['validate', join(hostileDir, 'xss-every-field.json')], {
			closeStdout: true,
		});
		expect(invalid.stderr).toBe('');
		expect(invalid.status).toBe(1);
	});
});
