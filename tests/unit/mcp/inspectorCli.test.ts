import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultMaxChars } from '../../../src/lib/engine/index.ts';

/**
 * `error-playbook mcp` as a client we did not write sees it: the MCP Inspector in CLI mode
 * (`@modelcontextprotocol/inspector --cli`, version 2.x, which speaks through the SDK's v2 client),
 * one process per method, as a tool author would try it.
 *
 * The Inspector is a devDependency pinned at 2.12.0 (about 57 MB of node_modules, estimated, and
 * 6 s of a warm install, measured 2026-11-25; 2.x needs Node 22.19 or newer, which the `node`
 * package provides to the tests). Its postinstall step, which the project's allowScripts does not approve, installs
 * the dependencies of a source checkout's clients and does nothing in an installed copy.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = join(root, 'src/cli/error-playbook.mjs');
const inspector = join(
	createRequire(import.meta.url).resolve('@modelcontextprotocol/inspector/package.json'),
	'..',
	'clients/launcher/build/index.js',
);

/**
 * One Inspector run against the server: its exit status, and stdout parsed as JSON. The
 * Inspector gives a server 30 s to answer `initialize`, then exits 4 ("unreachable"); two Node
 * processes starting on 2 busy cores took longer (load 15: 35-54 s a run), so the wait is the
 * test's own hang detector instead, and a timed-out run fails with the Inspector's words.
 */
function inspect(...args: string[]) {
	const run = spawnSync(
		process.execPath,
		[
			inspector,
			'--cli',
			'--connect-timeout',
			'110000',
			'-e',
			'SITE_URL=https://playbook.example.com',
			process.execPath,
			bin,
			'mcp',
			...args,
		],
		{ cwd: root, encoding: 'utf8', timeout: 115_000 },
	);
	return { status: run.status, stderr: run.stderr, json: () => JSON.parse(run.stdout) };
}

describe('the MCP Inspector’s CLI mode', () => {
	it('tools/list: three tools, the text limit taken from the engine', () => {
		const run = inspect('--method', 'tools/list');
		expect(run.status, run.stderr).toBe(0);
		const { tools } = run.json() as { tools: { name: string; inputSchema: any }[] };
		expect(tools.map((t) => t.name).sort()).toStrictEqual([
			'explain_code',
			'list_codes',
			'validate_envelope',
		]);
		const validate = tools.find((t) => t.name === 'validate_envelope')!;
		expect(validate.inputSchema.properties.text.maxLength).toBe(defaultMaxChars);
	});

	it('tools/call: the first text block is the structured content, serialized', () => {
		const run = inspect(
			'--method',
			'tools/call',
			'--tool-name',
			'explain_code',
			'--tool-arg',
			'code=CONNECT-FAILED',
		);
		expect(run.status, run.stderr).toBe(0);
		const result = run.json() as { content: { text: string }[]; structuredContent: any };
		expect(result.structuredContent.code).toBe('connect_failed');
		expect(JSON.parse(result.content[0]!.text)).toStrictEqual(result.structuredContent);
		// The text is explain’s: the code on a line of its own, its meaning under it.
		expect(result.content[1]!.text).toMatch(/^connect_failed\n {2}\S/);
	});

	it('resources/list: the differences page in both languages among the pages', () => {
		const run = inspect('--method', 'resources/list');
		expect(run.status, run.stderr).toBe(0);
		const uris = (run.json() as { resources: { uri: string }[] }).resources.map((r) => r.uri);
		expect(uris).toEqual(
			expect.arrayContaining([
				'playbook://codes/connect_failed',
				'playbook://guides/for-agents',
				'playbook://reference/contract-vs-cli',
				'playbook://zh-tw/reference/contract-vs-cli',
			]),
		);
	});

	it('prompts/list: triage, with its arguments described', () => {
		const run = inspect('--method', 'prompts/list');
		expect(run.status, run.stderr).toBe(0);
		const { prompts } = run.json() as { prompts: { name: string; arguments: any[] }[] };
		expect(prompts.map((p) => p.name)).toStrictEqual(['triage']);
		expect(prompts[0]!.arguments.map((a) => [a.name, a.required])).toStrictEqual([
			['output', true],
			['lang', false],
		]);
	});

	it('an unknown resource: the server’s sentence, said once', () => {
		const run = inspect('--method', 'resources/read', '--uri', 'playbook://codes/nope');
		expect(run.status).not.toBe(0);
		const { error } = JSON.parse(run.stderr) as { error: { message: string } };
		expect(error.message).toBe(
			'No resource at playbook://codes/nope. List the resources to see the addresses of the code pages and guides.',
		);
	});
});
