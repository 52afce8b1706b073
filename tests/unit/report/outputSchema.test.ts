import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
	createValidateOutputSchema,
	validateOutputJsonSchema,
} from '../../../src/lib/report/outputSchema.ts';
import { validateCommand } from '../../../src/cli/validateCommand.ts';
import { linkFormat } from '../../../src/lib/report/index.ts';
import { GET } from '../../../src/pages/schemas/validate-output-v1.json.ts';

/**
 * `/schemas/validate-output-v1.json` against what the CLI really prints: every output of
 * flutter_mcp_cli in the fixtures, and the envelope fixtures, through the real CLI in a child process
 * in English and through the command in process in zh-TW (half the time; the process adds nothing language
 * specific). ajv (test-only) proves the exported JSON Schema accepts them, and that it still says no.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const inputs = [
	...readdirSync(join(root, 'tests/fixtures/cli-output'))
		.filter((f) => f !== 'cases.json')
		.map((f) => `tests/fixtures/cli-output/${f}`),
	...readdirSync(join(root, 'tests/fixtures/envelopes'))
		.filter((f) => f !== 'invalid-utf8.json')
		.map((f) => `tests/fixtures/envelopes/${f}`),
];

const jsonSchema = validateOutputJsonSchema('https://example.test/schemas/validate-output-v1.json');
// `page` is `format: uri`; ajv knows formats only through ajv-formats, so a scheme and no spaces stands in.
const validateWithAjv = new Ajv2020({
	allErrors: true,
	strict: true,
	formats: { uri: /^[a-z][a-z\d+.-]*:\S+$/i },
}).compile(jsonSchema);

/**
 * English: every input through the real CLI in one child process (tests/support/cliRunner.ts): a
 * Node start per fixture, all at once, took a minute on two cores and timed out under load.
 */
function validateInChild(files: readonly string[]): { status: number | null; stdout: string }[] {
	const child = spawnSync(process.execPath, [join(root, 'tests/support/cliRunner.ts')], {
		cwd: root,
		input: JSON.stringify(files.map((file) => ['validate', file, '--json'])),
		encoding: 'utf8',
		env: { ...process.env, SITE_URL: 'https://errors.example' },
		maxBuffer: 256 * 1024 * 1024,
	});
	if (child.status !== 0) throw new Error(child.stderr);
	return JSON.parse(child.stdout) as { status: number | null; stdout: string }[];
}

const outputs: {
	file: string;
	lang: string;
	status: number | null;
	report: Record<string, unknown>;
}[] = [];

async function validateInProcess(file: string): Promise<{ status: number | null; stdout: string }> {
	let stdout = '';
	const options = {
		format: 'json',
		lang: 'zh-TW',
		siteUrl: 'https://errors.example',
		link: linkFormat(false),
		version: '0.0.0',
		cwd: root,
	} as const;
	const status = await validateCommand([join(root, file)], options, {
		stdout: (t) => (stdout += t),
		stderr: () => {},
	});
	return { status, stdout };
}

beforeAll(async () => {
	validateInChild(inputs).forEach((result, i) =>
		outputs.push({
			file: inputs[i]!,
			lang: 'en',
			status: result.status,
			report: JSON.parse(result.stdout),
		}),
	);
	for (const file of inputs) {
		const result = await validateInProcess(file);
		outputs.push({ file, lang: 'zh-TW', status: result.status, report: JSON.parse(result.stdout) });
	}
}, 120_000);

describe('/schemas/validate-output-v1.json', () => {
	it('is a JSON Schema 2020-12 document with its own $id', () => {
		expect(jsonSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
		expect(jsonSchema.$id).toBe('https://example.test/schemas/validate-output-v1.json');
	});

	it('is what the site serves, with $id on the site', async () => {
		const response = await GET({ site: new URL('https://example.test/') } as Parameters<
			typeof GET
		>[0]);
		expect(response.headers.get('Content-Type')).toBe('application/schema+json');
		expect(JSON.parse(await response.text())).toStrictEqual(jsonSchema);
	});

	it('covers every verdict, carrier and code status among the fixtures, so the check below means something', () => {
		expect(outputs).toHaveLength(inputs.length * 2);
		expect(new Set(outputs.map((o) => o.report.verdict))).toStrictEqual(
			new Set(['valid', 'invalid', 'not-envelope', 'none']),
		);
		expect(new Set(outputs.map((o) => (o.report.carrier as { kind: string }).kind))).toStrictEqual(
			new Set(['whole', 'terminal-text', 'ndjson']),
		);
		expect(new Set(outputs.map((o) => o.report.codeStatus))).toStrictEqual(
			new Set(['contract', 'later', null]),
		);
		expect(outputs.some((o) => o.report.explanation !== null && o.report.page !== null)).toBe(true);
		// The fix a payload selects, in both languages: filled from the paste where the address
		// still reaches the app, left open where the cause makes it stale (English review 9 #3).
		for (const lang of ['en', 'zh-TW']) {
			const fixOf = (name: string) =>
				outputs.find((o) => o.lang === lang && o.file.endsWith(name))?.report.fix;
			expect(fixOf('transcript-connect-failed-stderr.txt')).toMatchObject({
				id: 'stale-uri',
				page: `https://errors.example${lang === 'en' ? '' : '/zh-tw'}/codes/connect_failed/#fix-stale-uri`,
				command: expect.stringContaining('<vm_service_uri>'),
				unfilled: ['vm_service_uri'],
			});
			expect(fixOf('stdout-later-code.txt')).toMatchObject({
				id: 'stale-snapshot',
				command: expect.stringContaining('ws://127.0.0.1:50123/Xk3f9_QpR2s=/ws'),
			});
		}
	});

	it('accepts every real --json output, in both languages, as does the zod schema it comes from', () => {
		const zod = createValidateOutputSchema();
		const rejected = outputs.filter(
			(o) => !validateWithAjv(o.report) || !zod.safeParse(o.report).success,
		);
		expect(
			rejected.map((o) => `${o.file} (${o.lang}): ${JSON.stringify(validateWithAjv.errors)}`),
		).toStrictEqual([]);
		const statuses = { valid: 0, invalid: 1, 'not-envelope': 3, none: 3 } as Record<string, number>;
		for (const o of outputs) expect(o.status, o.file).toBe(statuses[o.report.verdict as string]);
	});

	it('rejects an output missing a member, with an extra one, or with a wrong type', () => {
		const report = outputs.find((o) => o.report.verdict === 'invalid')!.report;
		const { counts: _, ...withoutCounts } = report;
		expect(validateWithAjv(withoutCounts)).toBe(false);
		expect(validateWithAjv({ ...report, extra: true })).toBe(false);
		expect(validateWithAjv({ ...report, page: 'not a url' })).toBe(false);
		const withFix = outputs.find((o) => o.report.fix)!.report;
		expect(validateWithAjv({ ...withFix, fix: { ...(withFix.fix as object), extra: 1 } })).toBe(
			false,
		);
		expect(
			validateWithAjv({ ...report, findings: [{ ...(report.findings as object[])[0], line: 0 }] }),
		).toBe(false);
	});
});
