import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codes, explain, validate } from '../../../src/api/index.ts';
import { run } from '../../../src/cli/run.ts';
import { buildCodesExport, registry } from '../../../src/lib/registry/index.ts';
import { defaultSiteUrl } from '../../../src/lib/site/index.ts';

/**
 * The programmatic API from source, beside the CLI run in this process: each function returns what
 * the matching `--json` command prints, parsed. (The packed package is tried in tests/unit/package/.)
 */
const fixtures = fileURLToPath(new URL('../../fixtures/', import.meta.url));

async function cliJson(argv: string[]) {
	let stdout = '';
	const status = await run(
		[...argv, '--json'],
		{ stdout: (text) => (stdout += text), stderr: () => {} },
		{ env: {}, isTTY: false },
	);
	return { status, json: JSON.parse(stdout) };
}

const files = ['envelopes', 'cli-output'].flatMap((dir) =>
	readdirSync(join(fixtures, dir))
		.filter((f) => f !== 'cases.json' && f !== 'invalid-utf8.json')
		.map((f) => `${dir}/${f}`),
);

describe('validate', () => {
	it('finds the fixtures it compares', () => {
		expect(files.length).toBeGreaterThan(20);
	});

	it.each(['en', 'zh-TW'] as const)(
		'returns for every fixture, in %s, the object validate --json prints',
		async (lang) => {
			for (const file of files) {
				const path = join(fixtures, file);
				const { json } = await cliJson(['validate', path, '--lang', lang]);
				expect(validate(readFileSync(path, 'utf8'), { lang }), file).toStrictEqual(json);
			}
		},
	);

	it('speaks English by default, reads lang as people type it, and puts pages on the given site', () => {
		const text = readFileSync(join(fixtures, 'envelopes/valid.json'), 'utf8');
		expect(validate(text).page).toBe(`${defaultSiteUrl}/codes/connect_failed/`);
		expect(validate(text, { lang: 'zh_tw', siteUrl: 'https://mirror.example' }).page).toBe(
			'https://mirror.example/zh-tw/codes/connect_failed/',
		);
	});

	it('gives bad input a verdict, and refuses bad options with a TypeError that says why', () => {
		expect(validate('')).toMatchObject({ verdict: 'none', valid: false });
		expect(validate('{')).toMatchObject({ verdict: 'invalid', inputKind: 'not-json' });
		expect(() => validate('{}', { lang: 'fr' })).toThrow(
			new TypeError('lang must be one of en, zh-TW; got "fr"'),
		);
		expect(() => validate('{}', { siteUrl: 'javascript:alert(1)' })).toThrow(TypeError);
		expect(() => validate(undefined as unknown as string)).toThrow(
			'validate expects the input as a string; got undefined',
		);
	});
});

describe('explain', () => {
	it.each([
		['a contract code', 'connect_failed'],
		['a code as people type it', 'CONNECT-FAILED'],
		['a wrapper code', registry.wrapperCodes[0]!.code],
		['a typo', 'conect_failed'],
		['nothing like a code', 'zzzz'],
		['an exit code', 'exit 67'],
		['a line of a message', 'Failed to connect: No debug targets discovered'],
	])('returns for %s what explain --json prints', async (_, code) => {
		const { status, json } = await cliJson(['explain', code]);
		expect(await explain(code)).toStrictEqual(json);
		// The unknown ones: the CLI's exit status tells them apart, the object says `error`.
		expect('error' in json).toBe(status === 1);
	});

	it('suggests the near code for a typo', async () => {
		expect(await explain('conect_failed')).toStrictEqual({
			error: 'unknown_code',
			code: 'conect_failed',
			suggestions: ['connect_failed'],
			candidates: [{ code: 'connect_failed', reasons: [{ kind: 'spelling' }] }],
		});
	});

	it('lists the codes an exit code can be, with why', async () => {
		expect(await explain('EX_NOUSER')).toStrictEqual({
			error: 'unknown_code',
			code: 'EX_NOUSER',
			suggestions: [],
			candidates: [
				{
					code: 'connect_failed',
					reasons: [{ kind: 'exit-code', exitCode: 67, name: 'EX_NOUSER' }],
				},
			],
		});
	});
});

describe('codes', () => {
	it('lists every code as /codes.json records it, on the given site', async () => {
		const site = 'https://playbook.example.test';
		const list = await codes({ siteUrl: site });
		expect(list).toStrictEqual(buildCodesExport(registry, site).codes);
		expect(list.map((c) => c.code)).toStrictEqual(registry.codes.map((c) => c.code));
	});
});

// security-review-2 item 4: a result was the registry's own objects, so editing one changed every
// later answer in the process.
describe('answers are the caller’s own', () => {
	it('an edited explain or codes result changes no later answer', async () => {
		const first = (await explain('connect_failed')) as Awaited<ReturnType<typeof codes>>[number];
		first.fixes[0]!.steps.length = 0;
		first.fixes[0]!.cause.en = 'edited';
		first.cli.recovery.fixCommands.push('rm -rf /');
		const list = await codes();
		list[0]!.meaning.en = 'edited';
		list[0]!.cli.messages.length = 0;
		const again = (await explain('connect_failed')) as typeof first;
		expect(again.fixes[0]!.steps.length).toBeGreaterThan(0);
		expect(again.fixes[0]!.cause.en).not.toBe('edited');
		expect(again.cli.recovery.fixCommands).not.toContain('rm -rf /');
		const fresh = await codes();
		expect(fresh[0]!.meaning.en).not.toBe('edited');
		expect(fresh[0]!.cli.messages.length).toBeGreaterThan(0);
		expect(registry.codes[0]!.meaning.en).not.toBe('edited');
	});
});
