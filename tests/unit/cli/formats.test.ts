import { spawnSync } from 'node:child_process';
import {
	copyFileSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	symlinkSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateOutputJsonSchema } from '../../../src/lib/report/outputSchema.ts';
import { validationJson } from '../../../src/lib/report/index.ts';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { childrenNamed, parseXml } from '../../support/xmlWellFormed.ts';
import { run } from '../../../src/cli/run.ts';

/**
 * `validate` as CI runs it: many inputs in one process (files, directories, globs, standard input),
 * every output format, and the exit status the inputs add up to. The inputs are the project's real
 * fixtures, copied into a folder the CLI runs in, so paths print as a workflow would see them.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = join(root, 'src/cli/error-playbook.mjs');
const fixture = (path: string) => join(root, 'tests/fixtures', path);
const site = 'https://errors.example';

const { FORCE_HYPERLINK: _force, NO_HYPERLINKS: _no, ...inherited } = process.env;

let dir: string;

/**
 * Runs the CLI's `run` in this process, in the fixtures' folder (relative paths are the process's,
 * as in a shell): a Node start per case cost this file a quarter of a minute. One test below runs
 * the real process, for the launcher, the streams and the exit status a workflow step sees.
 */
async function cli(args: string[], input = '') {
	let stdout = '';
	let stderr = '';
	const status = await run(
		args,
		{ stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
		{
			env: { ...inherited, LANG: 'C', LC_ALL: '', LC_MESSAGES: '', SITE_URL: site },
			isTTY: false,
			cwd: dir,
			stdin: [Buffer.from(input, 'utf8')],
		},
	);
	return { status, stdout, stderr };
}

/** The CLI as a process, as a workflow step starts it. */
function cliProcess(args: string[], input = '') {
	const result = spawnSync(process.execPath, [bin, ...args], {
		cwd: dir,
		input,
		encoding: 'utf8',
		env: { ...inherited, LANG: 'C', LC_ALL: '', LC_MESSAGES: '', SITE_URL: site },
	});
	return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const schema = validateOutputJsonSchema(`${site}/schemas/validate-output-v1.json`);
const ajv = new Ajv2020({ strict: true, formats: { uri: true } });
ajv.addSchema(schema);
const validateFiles = ajv.getSchema(`${site}/schemas/validate-output-v1.json#/$defs/files`)!;
const validateUnreadable = ajv.getSchema(
	`${site}/schemas/validate-output-v1.json#/$defs/unreadable`,
)!;

beforeAll(() => {
	dir = mkdtempSync(join(tmpdir(), 'error-playbook-formats-'));
	// The in-process runs read relative paths from here, as a shell in this folder would.
	process.chdir(dir);
	const copy = (from: string, to: string) => {
		mkdirSync(join(dir, to, '..'), { recursive: true });
		copyFileSync(fixture(from), join(dir, to));
	};
	// good/: valid inputs only, in every extension a directory is searched for, one level down too.
	copy('envelopes/valid.json', 'good/valid.json');
	copy('cli-output/stdout-vm-not-connected.txt', 'good/stdout-vm-not-connected.txt');
	copy('cli-output/daemon-watch-stream.ndjson', 'good/daemon/watch-stream.ndjson');
	copy('envelopes/terminal.log', 'good/daemon/terminal.log');
	// Skipped by the directory walk: another extension, a dot folder, node_modules.
	copy('envelopes/exit-code-mismatch.json', 'good/notes.md');
	copy('envelopes/exit-code-mismatch.json', 'good/.cache/bad.json');
	copy('envelopes/exit-code-mismatch.json', 'good/node_modules/pkg/bad.json');
	// mixed/: one of each verdict.
	copy('envelopes/valid.json', 'mixed/a-valid.json');
	copy('envelopes/exit-code-mismatch.json', 'mixed/b-invalid.json');
	copy('cli-output/crash-toolkit-missing.txt', 'mixed/c-crash.txt');
	copy('envelopes/empty.json', 'mixed/d-empty.json');
	mkdirSync(join(dir, 'none'));
	writeFileSync(join(dir, 'none', 'readme.md'), '# nothing to check\n');
	writeFileSync(join(dir, 'big.json'), ' '.repeat(5_000_001));
	// A name with every character GitHub's property escaping is about.
	copy('envelopes/exit-code-mismatch.json', 'odd/a,b:c%d.json');
	symlinkSync('.', join(dir, 'good', 'daemon', 'loop'));
});
const cwd = process.cwd();
afterAll(() => {
	process.chdir(cwd);
	rmSync(dir, { recursive: true, force: true });
});

describe('many inputs in one process', () => {
	it('walks a directory for its .json, .ndjson, .txt and .log files, sorted, skipping dot folders, node_modules and linked folders', async () => {
		// As a process: the launcher, its streams and the exit status a workflow step sees.
		const { status, stdout } = cliProcess(['validate', 'good', '--json']);
		expect(status).toBe(0);
		const doc = JSON.parse(stdout);
		expect(doc.files.map((f: { path: string }) => f.path)).toStrictEqual([
			'good/daemon/terminal.log',
			'good/daemon/watch-stream.ndjson',
			'good/stdout-vm-not-connected.txt',
			'good/valid.json',
		]);
		expect(doc.counts).toStrictEqual({
			inputs: 4,
			valid: 4,
			invalid: 0,
			notEnvelope: 0,
			unreadable: 0,
		});
	});

	it('expands a quoted glob itself, with ** and braces, and checks a file reached twice once', async () => {
		const { stdout } = await cli([
			'validate',
			'mixed/*.{json,txt}',
			'**/a-valid.json',
			'good/valid.json',
			'--json',
		]);
		expect(JSON.parse(stdout).files.map((f: { path: string }) => f.path)).toStrictEqual([
			'mixed/a-valid.json',
			'mixed/b-invalid.json',
			'mixed/c-crash.txt',
			'mixed/d-empty.json',
			'good/valid.json',
		]);
	});

	it('reads standard input among files, once', async () => {
		const input = readFileSync(fixture('envelopes/exit-code-mismatch.json'), 'utf8');
		const { status, stdout } = await cli(['validate', 'good/valid.json', '-', '--json'], input);
		expect(status).toBe(1);
		const doc = JSON.parse(stdout);
		expect(doc.files.map((f: { path: string; exitCode: number }) => [f.path, f.exitCode])).toEqual([
			['good/valid.json', 0],
			['-', 1],
		]);
		const twice = await cli(['validate', '-', '-']);
		expect(twice.status).toBe(2);
		expect(twice.stderr).toMatch(/^error-playbook: - \(standard input\) can be given only once\./);
	});

	it('says a directory without such files was not checked, and a glob matching nothing is no such file', async () => {
		const { status, stdout, stderr } = await cli(['validate', 'none', 'nothing/*.json', '--json']);
		expect(status).toBe(2);
		expect(JSON.parse(stdout).files).toStrictEqual([
			{
				path: 'none',
				exitCode: 2,
				error: {
					reason: 'no-match',
					message: 'none holds no .json, .ndjson, .txt or .log file.',
				},
			},
			{
				path: 'nothing/*.json',
				exitCode: 2,
				error: { reason: 'not-found', message: 'nothing/*.json: no such file.' },
			},
		]);
		expect(stderr.trim().split('\n')).toHaveLength(2);
	});
});

describe('exit status', () => {
	it.each([
		[['good/valid.json'], 0],
		[['mixed/b-invalid.json'], 1],
		[['mixed/c-crash.txt'], 3],
		[['mixed/d-empty.json'], 3],
		[['big.json'], 2],
		// The worst wins, in the order 2, 1, 3, 0.
		[['good/valid.json', 'mixed/c-crash.txt'], 3],
		[['mixed/c-crash.txt', 'mixed/b-invalid.json', 'good/valid.json'], 1],
		[['mixed/b-invalid.json', 'missing.json'], 2],
		[['mixed'], 1],
	])('%j exits %i, in every format', async (inputs, expected) => {
		for (const format of ['text', 'json', 'github', 'sarif', 'junit'])
			expect((await cli(['validate', ...inputs, '--format', format])).status, format).toBe(
				expected,
			);
	});
});

describe('--format json', () => {
	it('prints for one file exactly the v1 report, as it always did (and --json is the same)', async () => {
		const file = fixture('envelopes/exit-code-mismatch.json');
		const expected = JSON.parse(
			JSON.stringify(
				validationJson(
					validateInput(readFileSync(file, 'utf8'), { registry: engineRegistry, lang: 'en' }),
					'en',
					site,
				),
			),
		);
		for (const flags of [['--json'], ['--format', 'json'], ['--format=json']])
			expect(JSON.parse((await cli(['validate', file, ...flags])).stdout)).toStrictEqual(expected);
	});

	it('prints for several inputs one document the published schema ($defs/files) accepts, each report unchanged', async () => {
		const { stdout } = await cli(['validate', 'mixed', 'big.json', '--json', '--lang', 'zh-TW']);
		const doc = JSON.parse(stdout);
		expect(validateFiles(doc), JSON.stringify(validateFiles.errors)).toBe(true);
		expect(doc.exitCode).toBe(2);
		expect(doc.counts).toStrictEqual({
			inputs: 5,
			valid: 1,
			invalid: 1,
			notEnvelope: 2,
			unreadable: 1,
		});
		const invalid = doc.files.find((f: { path: string }) => f.path === 'mixed/b-invalid.json');
		expect(invalid.report).toStrictEqual(
			JSON.parse(
				JSON.stringify(
					validationJson(
						validateInput(readFileSync(fixture('envelopes/exit-code-mismatch.json'), 'utf8'), {
							registry: engineRegistry,
							lang: 'zh-TW',
						}),
						'zh-TW',
						site,
					),
				),
			),
		);
		expect(doc.files.at(-1)).toStrictEqual({
			path: 'big.json',
			exitCode: 2,
			error: { reason: 'too-large', message: '「big.json」太大了：上限是 5000000 個字元。' },
		});
		// Can fail: an entry with a report and an error at once is not in the schema.
		expect(validateFiles({ ...doc, files: [{ ...invalid, error: doc.files.at(-1).error }] })).toBe(
			false,
		);
	});

	it('prints an object for one input it cannot read, the schema’s $defs/unreadable, besides the line on stderr', async () => {
		const { status, stdout, stderr } = await cli(['validate', 'big.json', '--json']);
		expect(status).toBe(2);
		const doc = JSON.parse(stdout);
		expect(validateUnreadable(doc), JSON.stringify(validateUnreadable.errors)).toBe(true);
		expect(doc.error.reason).toBe('too-large');
		expect(stderr).toBe(
			'error-playbook: big.json is too large: the limit is 5000000 characters.\n',
		);
	});

	it('gives an empty file a finding at 1:1', async () => {
		const report = JSON.parse((await cli(['validate', 'mixed/d-empty.json', '--json'])).stdout);
		expect(report).toMatchObject({ valid: false, verdict: 'none', counts: { errors: 1 } });
		expect(report.findings).toStrictEqual([
			{
				severity: 'error',
				rule: 'input.empty',
				pointer: '',
				line: 1,
				column: 1,
				start: 0,
				end: 0,
				message: 'The input is empty: there is no error object to check.',
			},
		]);
	});
});

describe('--format text', () => {
	it('leads each finding with file:line:column, names each file and ends with a summary', async () => {
		const { stdout } = await cli(['validate', 'mixed', '--no-links']);
		expect(stdout).toContain(
			'mixed/b-invalid.json:9:17: error /descriptor/exitCode  descriptor.exitCode is 68, but Error Playbook’s code list says connect_failed exits with 67 (EX_NOUSER).\n',
		);
		expect(stdout).toContain(
			'mixed/d-empty.json:1:1: error  The input is empty: there is no error object to check.\n',
		);
		expect(stdout.match(/^File: {5}.+$/gm)).toStrictEqual([
			'File:         mixed/a-valid.json',
			'File:         mixed/b-invalid.json',
			'File:         mixed/c-crash.txt',
			'File:         mixed/d-empty.json',
		]);
		expect(stdout.trimEnd().split('\n').at(-1)).toBe(
			'4 inputs: 1 valid, 1 invalid, 2 without an error object, 0 unreadable.',
		);
	});

	it('counts one input in the singular', async () => {
		const { stdout } = await cli(['validate', 'mixed/a-*.json', '--no-links']);
		expect(stdout.trimEnd().split('\n').at(-1)).toBe(
			'1 input: 1 valid, 0 invalid, 0 without an error object, 0 unreadable.',
		);
	});

	it('speaks Traditional Chinese', async () => {
		const { stdout } = await cli(['validate', 'mixed', '--lang', 'zh-TW']);
		expect(stdout).toContain('檔案：        mixed/b-invalid.json\n');
		expect(stdout).toContain('mixed/d-empty.json:1:1: 錯誤  輸入是空的：沒有可以檢查的錯誤物件。');
		expect(stdout.trimEnd().split('\n').at(-1)).toBe(
			'共 4 個輸入：1 個合法、1 個不合法、2 個沒有錯誤物件、0 個無法讀取。',
		);
	});
});

describe('--format github', () => {
	it('prints a workflow command per error and warning, with file, line, column and end', async () => {
		const { status, stdout, stderr } = await cli([
			'validate',
			'mixed',
			'big.json',
			'--format',
			'github',
		]);
		expect(status).toBe(2);
		// The annotation is the message: nothing repeated on stderr in the same log.
		expect(stderr).toBe('');
		expect(stdout.split('\n')).toStrictEqual([
			'::error file=mixed/b-invalid.json,line=9,col=17,endLine=9,endColumn=19,title=error-playbook descriptor.mismatch::descriptor.exitCode is 68, but Error Playbook’s code list says connect_failed exits with 67 (EX_NOUSER).%0Aexpected: 67  actual: 68',
			expect.stringMatching(
				/^::error file=mixed\/c-crash\.txt,line=1,col=1,title=error-playbook::Not an error object: \S/,
			),
			'::error file=mixed/d-empty.json,line=1,col=1,title=error-playbook input.empty::The input is empty: there is no error object to check.',
			'::error file=big.json,title=error-playbook::Not checked: big.json is too large: the limit is 5000000 characters.',
			'5 inputs: 1 valid, 1 invalid, 2 without an error object, 1 unreadable.',
			'',
		]);
	});

	it('escapes %, CR and LF in the message, and : and , in properties too', async () => {
		const { stdout } = await cli(['validate', 'odd/a,b:c%d.json', '--format', 'github']);
		expect(stdout).toMatch(/^::error file=odd\/a%2Cb%3Ac%25d\.json,line=9,col=17,/);
		const input = '{"code":"connect_failed","message":"50%\\r\\nx","details":{},"descriptor":1}';
		const stdin = await cli(['validate', '-', '--format', 'github'], input);
		// Standard input has no file to annotate: the annotation goes on the run.
		const lines = stdin.stdout.split('\n').filter((l) => l.startsWith('::'));
		expect(lines.length).toBeGreaterThan(0);
		for (const line of lines) {
			expect(line).not.toContain('file=');
			expect(line).not.toMatch(/\r/);
			expect(line.slice(line.indexOf('::', 2) + 2)).not.toMatch(/%(?!25|0A|0D)/);
		}
	});
});

/**
 * Well-formed XML: the project's strict reader (tests/support/xmlWellFormed.ts), and, by hand, no
 * character XML 1.0 cannot carry, in text or in attributes.
 */
function expectWellFormedXml(text: string): void {
	parseXml(text);
	const body = text.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, '');
	const stack: string[] = [];
	const tag = /<(\/?)([A-Za-z][\w.-]*)((?:\s+[\w.-]+="[^"<]*")*)\s*(\/?)>/y;
	let i = 0;
	while (i < body.length) {
		const lt = body.indexOf('<', i);
		const textPart = body.slice(i, lt < 0 ? undefined : lt);
		expect(textPart).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
		expect(textPart).not.toMatch(/[>\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
		if (lt < 0) break;
		tag.lastIndex = lt;
		const m = tag.exec(body);
		expect(m, body.slice(lt, lt + 80)).not.toBeNull();
		const [, close, name, attributes, selfClosing] = m!;
		expect(attributes).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
		if (close) expect(stack.pop()).toBe(name);
		else if (!selfClosing) stack.push(name!);
		i = tag.lastIndex;
	}
	expect(stack).toStrictEqual([]);
}

describe('--format junit', () => {
	it('has one test case per file: passed, failure with the findings, or error when not read', async () => {
		const { status, stdout } = await cli(['validate', 'mixed', 'big.json', '--format', 'junit']);
		expect(status).toBe(2);
		expectWellFormedXml(stdout);
		const suites = parseXml(stdout);
		expect(suites.name).toBe('testsuites');
		const [suite] = childrenNamed(suites, 'testsuite');
		expect(
			childrenNamed(suite!, 'testcase').map((c) => [
				c.attributes.name,
				c.children.map((child) => child.name).join(),
			]),
		).toStrictEqual([
			['mixed/a-valid.json', ''],
			['mixed/b-invalid.json', 'failure'],
			['mixed/c-crash.txt', 'failure'],
			['mixed/d-empty.json', 'failure'],
			['big.json', 'error'],
		]);
		expect(stdout).toMatch(
			/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites name="error-playbook validate" tests="5" failures="3" errors="1">/,
		);
		const cases = [...stdout.matchAll(/<testcase [^>]*name="([^"]+)"[^>]*?(\/?)>/g)].map(
			(m) => m[1],
		);
		expect(cases).toStrictEqual([
			'mixed/a-valid.json',
			'mixed/b-invalid.json',
			'mixed/c-crash.txt',
			'mixed/d-empty.json',
			'big.json',
		]);
		expect(stdout).toContain('name="mixed/a-valid.json" file="mixed/a-valid.json"/>');
		expect(stdout).toContain(
			'<failure type="invalid" message="invalid (errors: 1, warnings: 0, notes: 0)">mixed/b-invalid.json:9:17: error /descriptor/exitCode  descriptor.exitCode is 68',
		);
		expect(stdout).toContain('<failure type="not-envelope" message="Not an error object: ');
		expect(stdout).toContain(
			'<failure type="empty" message="The input is empty: there is no error object to check.">',
		);
		expect(stdout).toContain(
			'<error type="too-large" message="big.json is too large: the limit is 5000000 characters."/>',
		);
	});

	it('escapes markup and the characters XML cannot carry', async () => {
		const input = readFileSync(fixture('hostile/xss-every-field.json'), 'utf8');
		const { stdout } = await cli(['validate', '-', 'odd', '--format', 'junit'], input);
		expectWellFormedXml(stdout);
		expect(stdout).toContain('&lt;script&gt;');
		const escapes = readFileSync(fixture('hostile/terminal-escapes.json'), 'utf8');
		const xml = (await cli(['validate', '-', '--format', 'junit'], escapes)).stdout;
		expectWellFormedXml(xml);
		expect(xml).toContain('\\u001b');
	});
});

describe('usage of the formats', () => {
	it.each([
		[['validate', 'x.json', '--format', 'yaml'], /unknown format "yaml": use text, json/],
		[['validate', 'x.json', '--format'], /--format needs a value/],
		[['validate', 'x.json', '--json', '--format', 'sarif'], /--json and --format sarif contradict/],
		[['explain', 'connect_failed', '--format', 'github'], /explain prints text or json/],
	])('%j exits 2', async (args, message) => {
		const { status, stdout, stderr } = await cli(args);
		expect(status).toBe(2);
		expect(stdout).toBe('');
		expect(stderr).toMatch(message);
	});

	it('explain --format json is its --json', async () => {
		expect((await cli(['explain', 'connect_failed', '--format', 'json'])).stdout).toBe(
			(await cli(['explain', 'connect_failed', '--json'])).stdout,
		);
	});

	it('documents every format and exit status in the help, in both languages', async () => {
		for (const [lang, exit] of [
			// In numeric order (English review 9 #14).
			['en', /0 valid; 1 invalid; 2 an unreadable input or bad\s+usage; 3 no error object/s],
			['zh-TW', /0 合法；1 不合法；2 有輸入無法讀取或用法錯誤；\s*3 輸入中沒有錯誤物件/s],
		] as const) {
			const { stdout } = await cli(['--help', '--lang', lang]);
			expect(stdout, lang).toMatch(exit);
			expect(stdout, lang).toMatch(/2、1、3、0|2, 1, 3, 0/);
			for (const format of ['text', 'json', 'github', 'sarif', 'junit'])
				expect(stdout, `${lang} ${format}`).toMatch(new RegExp(`\\b${format}\\b`));
		}
	});
});
