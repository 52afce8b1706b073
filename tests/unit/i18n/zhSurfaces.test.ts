import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
	getDefaultEnvironment,
	StdioClientTransport,
} from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../src/lib/registry/index.ts';
import { repoRoot } from '../../support/glossary.ts';
import { type ZhText, zhProblems, zhStringsOfJson } from '../../support/zhText.ts';

/**
 * The CLI's and the MCP server's zh-TW output through the checker the built pages get
 * (tests/support/zhText.ts): `validate --lang zh-TW` on every fixture the CLI tests use, `explain
 * --lang zh-TW` on every code, and the MCP server's `explain_code` on every code and
 * `validate_envelope` on fixtures of each kind, through a real SDK client.
 */

const bin = join(repoRoot, 'src/cli/error-playbook.mjs');
const fixtureDirs = ['tests/fixtures/envelopes', 'tests/fixtures/cli-output'];
const fixtures = fixtureDirs.flatMap((dir) =>
	readdirSync(join(repoRoot, dir))
		.filter((f) => !f.endsWith('.md'))
		.map((f) => `${dir}/${f}`),
);
const codes = [...registry.codes.map((c) => c.code), ...registry.wrapperCodes.map((w) => w.code)];
const env = { ...process.env, LANG: 'C', LC_ALL: '', LC_MESSAGES: '', SITE_URL: '' };

interface Run {
	argv: string[];
	status: number;
	stdout: string;
	stderr: string;
}

/** Every run in one child process (tests/support/cliRunner.ts): the real CLI, one Node start. */
function runAll(runs: string[][]): Run[] {
	const child = spawnSync(process.execPath, [join(repoRoot, 'tests/support/cliRunner.ts')], {
		cwd: repoRoot,
		input: JSON.stringify(runs),
		encoding: 'utf8',
		env,
		maxBuffer: 64 * 1024 * 1024,
	});
	if (child.status !== 0) throw new Error(child.stderr);
	return JSON.parse(child.stdout) as Run[];
}

const cliText = (r: Run): ZhText => ({
	where: `error-playbook ${r.argv.join(' ')}`,
	text: r.stdout + r.stderr,
});

let validateRuns: Run[] = [];
let explainRuns: Run[] = [];
let client: Client;
const mcpTexts: ZhText[] = [];

beforeAll(async () => {
	const runs = runAll([
		...fixtures.map((f) => ['validate', f, '--lang', 'zh-TW']),
		...codes.map((c) => ['explain', c, '--lang', 'zh-TW']),
	]);
	validateRuns = runs.filter((r) => r.argv[0] === 'validate');
	explainRuns = runs.filter((r) => r.argv[0] === 'explain');

	client = new Client({ name: 'zh-tw-surfaces', version: '1.0.0' });
	await client.connect(
		new StdioClientTransport({
			command: process.execPath,
			args: [bin, 'mcp'],
			cwd: repoRoot,
			env: { ...getDefaultEnvironment(), SITE_URL: 'https://playbook.example.com' },
			stderr: 'ignore',
		}),
	);
	const collect = (where: string, result: CallToolResult) => {
		mcpTexts.push(...zhStringsOfJson(result.structuredContent ?? {}, `${where} structuredContent`));
		for (const c of result.content)
			if (c.type === 'text') {
				let parsed: unknown;
				try {
					parsed = JSON.parse(c.text);
				} catch {
					mcpTexts.push({ where: `${where} text`, text: c.text });
					continue;
				}
				mcpTexts.push(...zhStringsOfJson(parsed, `${where} text`));
			}
	};
	for (const code of codes) {
		const result = (await client.callTool({
			name: 'explain_code',
			arguments: { code, lang: 'zh-TW' },
		})) as CallToolResult;
		collect(`explain_code ${code}`, result);
	}
	for (const file of mcpFixtures) {
		const result = (await client.callTool({
			name: 'validate_envelope',
			arguments: { text: readFileSync(join(repoRoot, file), 'utf8'), lang: 'zh-TW' },
		})) as CallToolResult;
		collect(`validate_envelope ${file}`, result);
	}
}, 120_000);

afterAll(async () => {
	await client?.close();
});

/** A valid envelope, an invalid one, a tool result, a crash, a JSON-RPC error, a doctor report. */
const mcpFixtures = [
	'tests/fixtures/envelopes/valid.json',
	'tests/fixtures/envelopes/exit-code-mismatch.json',
	'tests/fixtures/envelopes/jsonrpc-error.json',
	'tests/fixtures/cli-output/mcp-tool-result.json',
	'tests/fixtures/cli-output/crash-toolkit-missing.txt',
	'tests/fixtures/cli-output/doctor-critical-failed.txt',
];

// A surface is one line: its name and its texts.
const surfaces: [string, () => ZhText[]][] = [
	['error-playbook validate --lang zh-TW, every fixture', () => validateRuns.map(cliText)],
	['error-playbook explain --lang zh-TW, every code', () => explainRuns.map(cliText)],
	['the MCP server in zh-TW: explain_code and validate_envelope', () => mcpTexts],
];

describe('zh-TW text of the CLI and the MCP server', () => {
	it('ran every fixture and every code, and printed Chinese for each', () => {
		expect(validateRuns.length).toBe(fixtures.length);
		expect(explainRuns.length).toBe(codes.length);
		for (const r of [...validateRuns, ...explainRuns])
			expect(r.stdout + r.stderr, r.argv.join(' ')).toMatch(/\p{Script=Han}/u);
		expect(new Set(mcpTexts.map((t) => t.where.split(' ')[1])).size).toBe(
			codes.length + mcpFixtures.length,
		);
	});

	it('ends every text output with a newline', () => {
		const unended = [...validateRuns, ...explainRuns].filter(
			(r) => !(r.stdout + r.stderr).endsWith('\n'),
		);
		expect(unended.map((r) => r.argv.join(' '))).toStrictEqual([]);
	});

	it.each(surfaces)('%s follows the zh-TW rules', (_, texts) => {
		expect(zhProblems(texts())).toStrictEqual([]);
	});
});
