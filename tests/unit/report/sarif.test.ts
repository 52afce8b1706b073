import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import Ajv04 from 'ajv-draft-04';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `validate --format sarif` through the real process, checked against the published SARIF 2.1.0
 * JSON Schema (OASIS, errata 01), vendored unmodified in tests/fixtures/sarif with its source and
 * licence. The inputs are the project's real fixtures: valid and invalid envelopes, an upstream
 * failure without an error object, an empty file, one over the size limit and one that is missing.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = join(root, 'src/cli/error-playbook.mjs');
const schema = JSON.parse(
	readFileSync(join(root, 'tests/fixtures/sarif/sarif-schema-2.1.0.json'), 'utf8'),
);
// The schema is draft-04 (ajv-draft-04). Not strict: strict mode lints how a schema is written
// (OASIS's has `required` beside `anyOf` branches), which is not ours to change. Formats are checked.
const ajv = new Ajv04({
	strict: false,
	allErrors: true,
	formats: {
		uri: (s: string) => URL.canParse(s),
		'uri-reference': (s: string) => URL.canParse(s, 'file:///base/'),
		'date-time': (s: string) => !Number.isNaN(Date.parse(s)),
	},
});
const validateSarif = ajv.compile(schema);

let dir: string;
beforeAll(() => {
	dir = mkdtempSync(join(tmpdir(), 'error-playbook-sarif-'));
	mkdirSync(join(dir, 'errors'));
	for (const name of ['valid.json', 'exit-code-mismatch.json', 'empty.json'])
		copyFileSync(join(root, 'tests/fixtures/envelopes', name), join(dir, 'errors', name));
	copyFileSync(
		join(root, 'tests/fixtures/cli-output/crash-toolkit-missing.txt'),
		join(dir, 'errors', 'crash-toolkit-missing.txt'),
	);
	writeFileSync(join(dir, 'errors', 'big.json'), ' '.repeat(5_000_001));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function sarif(args: string[]) {
	const result = spawnSync(process.execPath, [bin, 'validate', '--format', 'sarif', ...args], {
		cwd: dir,
		encoding: 'utf8',
		env: { ...process.env, LANG: 'C', LC_ALL: '', SITE_URL: 'https://errors.example' },
		input: '',
	});
	return { status: result.status, log: JSON.parse(result.stdout), stderr: result.stderr };
}

describe('validate --format sarif', () => {
	it('is a SARIF 2.1.0 log the published schema accepts, for every kind of input at once', () => {
		const { status, log } = sarif(['errors', 'missing.json', '--lang', 'zh-TW']);
		expect(validateSarif(log), JSON.stringify(validateSarif.errors, null, 2)).toBe(true);
		expect(status).toBe(2);
		expect(log.version).toBe('2.1.0');
		expect(log.runs).toHaveLength(1);
	});

	it('can fail: the schema rejects a log with a level SARIF does not have', () => {
		const { log } = sarif(['errors/exit-code-mismatch.json']);
		expect(validateSarif(log)).toBe(true);
		log.runs[0].results[0].level = 'fatal';
		expect(validateSarif(log)).toBe(false);
	});

	it('puts each finding at its region, with the rule among the driver’s rules', () => {
		const { status, log } = sarif(['errors/exit-code-mismatch.json', 'errors/valid.json']);
		expect(status).toBe(1);
		const [run] = log.runs;
		expect(run.tool.driver).toMatchObject({
			name: 'error-playbook',
			informationUri: 'https://errors.example',
			rules: [{ id: 'descriptor.mismatch' }],
		});
		expect(run.originalUriBaseIds['%SRCROOT%'].uri).toBe(`${pathToFileURL(dir).href}/`);
		expect(run.results).toStrictEqual([
			{
				ruleId: 'descriptor.mismatch',
				ruleIndex: 0,
				level: 'error',
				message: {
					text: 'descriptor.exitCode is 68, but Error Playbook’s code list says connect_failed exits with 67 (EX_NOUSER).  expected: 67  actual: 68',
				},
				locations: [
					{
						physicalLocation: {
							artifactLocation: { uri: 'errors/exit-code-mismatch.json', uriBaseId: '%SRCROOT%' },
							region: {
								startLine: 9,
								startColumn: 17,
								endLine: 9,
								endColumn: 19,
								charOffset: 307,
								charLength: 2,
							},
						},
					},
				],
				properties: { pointer: '/descriptor/exitCode', code: 'connect_failed' },
			},
		]);
		expect(run.invocations).toStrictEqual([
			{ executionSuccessful: true, exitCode: 1, toolExecutionNotifications: [] },
		]);
	});

	it('reports an empty file as a result, a failure without an error object as one, and unread inputs as notifications', () => {
		const { log } = sarif(['errors', 'missing.json']);
		const [run] = log.runs;
		const byFile = (file: string) =>
			run.results
				.filter(
					(r: any) => r.locations[0].physicalLocation.artifactLocation.uri === `errors/${file}`,
				)
				.map((r: any) => [r.ruleId, r.level]);
		expect(byFile('empty.json')).toStrictEqual([['input.empty', 'error']]);
		expect(byFile('crash-toolkit-missing.txt')).toStrictEqual([
			['input.notEnvelope', 'error'],
			['explain.toolkitMissing', 'note'],
		]);
		expect(run.invocations[0].executionSuccessful).toBe(false);
		expect(run.invocations[0].exitCode).toBe(2);
		expect(
			run.invocations[0].toolExecutionNotifications.map((n: any) => [
				n.descriptor.id,
				n.locations[0].physicalLocation.artifactLocation.uri,
				n.message.text,
			]),
		).toStrictEqual([
			[
				'input.too-large',
				'errors/big.json',
				'errors/big.json is too large: the limit is 5000000 characters.',
			],
			['input.not-found', 'missing.json', 'missing.json: no such file.'],
		]);
	});
});
