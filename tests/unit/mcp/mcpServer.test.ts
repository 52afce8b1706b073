import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
	getDefaultEnvironment,
	StdioClientTransport,
} from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeRecord, findCode, laterCodes, registry } from '../../../src/lib/registry/index.ts';
import {
	changesMarkdown,
	codeMarkdown,
	differencesMarkdown,
	guideMarkdown,
	parseGuideSource,
} from '../../../src/lib/markdown/index.ts';
import { defaultMaxChars } from '../../../src/lib/engine/index.ts';
import { docFiles } from '../../support/docsSource.ts';
import { mcpMessages } from '../../../src/mcp/index.ts';
import { codeText, wrapperText } from '../../../src/lib/terminal/index.ts';
import { codePage, wrapperPage } from '../../../src/lib/views/index.ts';

/**
 * `error-playbook mcp` as an MCP client meets it: the real launcher in a child process, driven by
 * the SDK's own client over stdio. What the client sees is what is asserted, SDK-made errors included.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = join(root, 'src/cli/error-playbook.mjs');
const fixture = (name: string) => join(root, 'tests/fixtures/envelopes', name);
const site = 'https://playbook.example.com';
const han = /\p{Script=Han}/u;

let client: Client;
let transport: StdioClientTransport;
let stderr = '';
const transportErrors: Error[] = [];

beforeAll(async () => {
	transport = new StdioClientTransport({
		command: process.execPath,
		args: [bin, 'mcp'],
		cwd: root,
		env: { ...getDefaultEnvironment(), SITE_URL: site, LANG: 'zh_TW.UTF-8' },
		stderr: 'pipe',
	});
	transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
	client = new Client({ name: 'error-playbook-test', version: '1.0.0' });
	client.onerror = (error) => transportErrors.push(error);
	await client.connect(transport);
});

afterAll(async () => {
	await client?.close();
});

/**
 * A tool call as the client gets it. Every success is also held to the shape MCP asks of a result
 * with structured content: its first text block is that content serialized, and the prose follows.
 */
async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
	const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
	if (!result.isError) {
		expect(result.content.map((c) => c.type)).toStrictEqual(['text', 'text']);
		const first = result.content[0]!;
		expect(JSON.parse(first.type === 'text' ? first.text : '')).toStrictEqual(
			result.structuredContent,
		);
	}
	return result;
}

/** The prose of a result: its last text block (the only one of a failure). */
const textOf = (result: CallToolResult) => {
	const last = result.content.at(-1)!;
	return last.type === 'text' ? last.text : '';
};

describe('error-playbook mcp: start-up and tool list', () => {
	it('declares three tools, each with an input and an output schema', async () => {
		const { tools } = await client.listTools();
		expect(tools.map((t) => t.name).sort()).toStrictEqual([
			'explain_code',
			'list_codes',
			'validate_envelope',
		]);
		for (const tool of tools) {
			expect(tool.outputSchema?.type, tool.name).toBe('object');
			expect(tool.inputSchema.properties?.lang, tool.name).toMatchObject({ enum: ['en', 'zh-TW'] });
			expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
		}
		const explain = tools.find((t) => t.name === 'explain_code')!;
		expect(explain.inputSchema.required).toStrictEqual(['code']);
		const list = tools.find((t) => t.name === 'list_codes')!;
		expect(list.inputSchema.required ?? []).toStrictEqual([]);
		expect((list.inputSchema.properties?.category as { enum: string[] }).enum).toStrictEqual(
			registry.categories.map((c) => c.id),
		);
	});
});

describe('what a client learns when it connects', () => {
	it('gets instructions in the server’s language (English by default, whatever LANG says)', () => {
		const instructions = client.getInstructions()!;
		expect(instructions).toBe(mcpMessages.en['server.instructions']);
		expect(instructions).not.toMatch(han);
		for (const name of ['validate_envelope', 'explain_code', 'list_codes', 'triage'])
			expect(instructions).toContain(name);
		expect(instructions).toContain('playbook://reference/contract-vs-cli');
		// "A few lines": a hint for a system prompt, not a manual.
		expect(instructions.split('\n').length).toBeLessThanOrEqual(6);
	});

	it('hears one name for the program in the server title and the tool list, later codes included', async () => {
		// English review 9 #4: "Error Playbook for flutter_mcp_cli", "the flutter_mcp_cli v3 contract"
		// (while list_codes returns the later codes too) and "the v3 error contract of
		// flutter-mcp-toolkit": three names for one thing.
		expect(client.getServerVersion()?.title).toBe('Error Playbook for flutter-mcp-toolkit');
		const { tools } = await client.listTools();
		for (const tool of tools) {
			expect(tool.title, tool.name).not.toMatch(/flutter_mcp_cli/);
			expect(tool.description, tool.name).not.toMatch(
				/flutter_mcp_cli v3 contract|v3 error contract of/,
			);
		}
		const list = tools.find((t) => t.name === 'list_codes')!;
		expect(laterCodes(registry).length).toBeGreaterThan(0);
		expect(list.description).toContain(
			'flutter-mcp-toolkit (the v3 contract’s and those of later releases)',
		);
		expect(tools.find((t) => t.name === 'validate_envelope')!.description).toContain(
			'flutter-mcp-toolkit’s error contract (v3, and the releases after it)',
		);
	});

	it('is told only of capabilities the server uses: no list ever changes, nothing is logged', () => {
		expect(client.getServerCapabilities()).toStrictEqual({
			tools: { listChanged: false },
			resources: { listChanged: false },
			prompts: { listChanged: false },
			completions: {},
		});
	});

	it('sees the limits in the input schemas: text length from the engine, code length, languages, exit codes', async () => {
		const { tools } = await client.listTools();
		const input = (name: string) =>
			tools.find((t) => t.name === name)!.inputSchema.properties as Record<string, any>;
		expect(input('validate_envelope').text).toMatchObject({
			type: 'string',
			maxLength: defaultMaxChars,
		});
		expect(input('validate_envelope').text.description).toContain(
			defaultMaxChars.toLocaleString('en'),
		);
		expect(input('explain_code').code).toMatchObject({ minLength: 1, maxLength: 200 });
		expect(input('list_codes').exitCode).toMatchObject({ minimum: 0, maximum: 255 });
		for (const name of ['validate_envelope', 'explain_code', 'list_codes'])
			expect(input(name).lang.enum).toStrictEqual(['en', 'zh-TW']);
	});
});

describe('explain_code', () => {
	it('returns the /codes.json record, the recovery with its placeholders, retry advice and both page URLs', async () => {
		const result = await call('explain_code', { code: 'connect_failed' });
		expect(result.isError).toBeFalsy();
		const entry = findCode(registry, 'connect_failed')!;
		const out = result.structuredContent as Record<string, any>;
		expect(out.status).toBe('contract');
		expect(out.record).toStrictEqual(codeRecord(registry, entry, site));
		expect(out.pages).toStrictEqual({
			en: `${site}/codes/connect_failed/`,
			'zh-TW': `${site}/zh-tw/codes/connect_failed/`,
		});
		expect(out.recovery.command).toContain('<token>');
		// Every placeholder the page asks for: its fixes' commands', then the recovery's.
		expect(out.recovery.placeholders.map((p: { name: string }) => p.name)).toStrictEqual([
			'vm_service_uri',
			'token',
		]);
		expect(out.retry.policy).toStrictEqual({ kind: 'after-recovery' });
		expect(out.addedIn).toBeNull();
		expect(out.wrapper).toBeNull();
		// What people run today first, the contract's words beside it.
		expect(out.recovery.command).toMatch(/^flutter-mcp-toolkit /);
		expect(out.recovery.contractCommand).toMatch(/^flutter_mcp_cli /);
		const text = textOf(result);
		expect(text.indexOf(out.recovery.command)).toBeLessThan(
			text.indexOf(out.recovery.contractCommand),
		);
		expect(text).toContain(entry.meaning.en);
		expect(text).toContain(out.recovery.command);
		expect(text).toContain(`${site}/codes/connect_failed/`);
		// English by default, whatever LANG the client's environment carries.
		expect(text).not.toMatch(han);
	});

	it('returns the fixes in order, each fix → check as data, before the recovery in its text', async () => {
		const result = await call('explain_code', { code: 'connect_failed' });
		const out = result.structuredContent as Record<string, any>;
		const entry = findCode(registry, 'connect_failed')!;
		expect(out.fixes.map((f: { id: string }) => f.id)).toStrictEqual(entry.fixes!.map((f) => f.id));
		const command = `flutter-mcp-toolkit exec --name get_vm --args '{"connection":{"uri":"<vm_service_uri>"}}'`;
		expect(out.fixes[0]).toStrictEqual({
			id: 'stale-uri',
			url: `${site}/codes/connect_failed/#fix-stale-uri`,
			cause: entry.fixes![0]!.cause.en,
			when: null,
			select: null,
			steps: entry.fixes![0]!.steps.map((s) => s.en),
			command,
			// Its own check: an agent gets the command in both places.
			check: { command, expect: entry.fixes![0]!.check.expect.en },
		});
		expect(out.fixes[1]).toMatchObject({
			when: 'When `details.reason` is `no_targets`.',
			select: { details: { reason: 'no_targets' } },
		});
		expect(out.record.fixes).toStrictEqual(entry.fixes);
		const text = textOf(result);
		// The text is `explain`'s: numbered causes, each command on a line of its own, its check.
		expect(text).toContain(`  1. ${entry.fixes![0]!.cause.en.slice(0, 40)}`);
		expect(text).toContain(`     $ ${command}\n     Check (the command’s own output):`);
		expect(text.indexOf('  1. ')).toBeLessThan(text.indexOf(`  ${out.recovery.command}`));
		const zh = await call('explain_code', { code: 'connect_failed', lang: 'zh-TW' });
		const zhOut = zh.structuredContent as Record<string, any>;
		expect(zhOut.fixes[1].when).toBe('適用條件：`details.reason` 為 `no_targets`。');
		expect(textOf(zh)).toContain(
			`該怎麼做：\n  1. ${entry.fixes![0]!.cause['zh-TW'].slice(0, 10)}`,
		);
	});

	it('answers in zh-TW when asked, with the same record and pages', async () => {
		const [en, zh] = await Promise.all([
			call('explain_code', { code: 'connect_failed' }),
			call('explain_code', { code: 'connect_failed', lang: 'zh-TW' }),
		]);
		const zhOut = zh.structuredContent as Record<string, any>;
		expect(zhOut.meaning).toBe(findCode(registry, 'connect_failed')!.meaning['zh-TW']);
		expect(zhOut.record).toStrictEqual((en.structuredContent as Record<string, any>).record);
		expect(textOf(zh)).toMatch(han);
		expect(textOf(zh)).toContain(`${site}/zh-tw/codes/connect_failed/`);
	});

	it('answers in text what `explain` prints, links plain, for a code and a wrapper code', async () => {
		for (const lang of ['en', 'zh-TW'] as const) {
			const options = { lang, siteUrl: site, link: (url: string) => url };
			const entry = findCode(registry, 'connect_failed')!;
			const code = await call('explain_code', { code: entry.code, lang });
			expect(textOf(code)).toBe(codeText(codePage(registry, entry, lang), options));
			const wrapper = registry.wrapperCodes[0]!;
			const own = await call('explain_code', { code: wrapper.code, lang });
			expect(textOf(own)).toBe(wrapperText(wrapperPage(registry, wrapper, lang), options));
		}
	});

	it('takes a code as people type it', async () => {
		const result = await call('explain_code', { code: ' CONNECT-FAILED ' });
		expect((result.structuredContent as Record<string, any>).code).toBe('connect_failed');
	});

	it('answers for a code a later release added as for a contract code, with its release', async () => {
		const later = laterCodes(registry)[0]!;
		const result = await call('explain_code', { code: later.code });
		expect(result.isError).toBeFalsy();
		const out = result.structuredContent as Record<string, any>;
		expect(out).toMatchObject({ status: 'later', code: later.code });
		expect(out.record).toStrictEqual(codeRecord(registry, later, site));
		expect(out.addedIn).toStrictEqual({ release: '3.0.0', binary: 'flutter-mcp-toolkit' });
		expect(out.recovery.command).toBe(later.cli.recovery.fixCommands[0]);
		expect(out.recovery.contractCommand).toBeNull();
		expect(out.pages.en).toBe(`${site}/codes/${later.code}/`);
		expect(textOf(result)).toContain('flutter-mcp-toolkit 3.0.0');
	});

	it('explains IntentCall’s own codes as what they are', async () => {
		for (const wrapper of registry.wrapperCodes) {
			const result = await call('explain_code', { code: wrapper.code, lang: 'zh-TW' });
			expect(result.isError).toBeFalsy();
			const out = result.structuredContent as Record<string, any>;
			expect(out).toMatchObject({ status: 'wrapper', record: null, recovery: null, retry: null });
			expect(out.wrapper.contractError).toBe(wrapper.contractError['zh-TW']);
			expect(out.pages['zh-TW']).toBe(`${site}/zh-tw/codes/${wrapper.code}/`);
			expect(textOf(result)).toContain('IntentCall');
		}
	});

	it.each([
		['en', 'Did you mean: connect_failed?', '"conect_faild"'],
		['zh-TW', '你是不是要找 connect_failed？', '「conect_faild」'],
	])('refuses an unknown code with did-you-mean suggestions (%s)', async (lang, hint, quoted) => {
		const result = await call('explain_code', { code: 'conect_faild', lang });
		expect(result.isError).toBe(true);
		expect(result.structuredContent).toBeUndefined();
		expect(textOf(result)).toContain(quoted);
		expect(textOf(result)).toContain(hint);
	});

	it.each([
		['en', 'exit 67', 'exit code 67 (EX_NOUSER)', '"exit 67" is not the name of a code'],
		['zh-TW', 'exit 67', '結束代碼 67（EX_NOUSER）', '「exit 67」不是代碼的名稱'],
		[
			'en',
			'Failed to connect: No debug targets discovered',
			'message format `Failed to connect: <reason>`',
			'is not the name of a code',
		],
	])(
		'answers text that can be codes with the candidates as data (%s, %j)',
		async (lang, code, reason, sentence) => {
			const result = await call('explain_code', { code, lang });
			expect(result.isError).toBe(true);
			const [data, prose] = result.content.map((c) => (c.type === 'text' ? c.text : ''));
			const answer = JSON.parse(data!) as {
				error: string;
				input: string;
				candidates: { code: string; page: string; reasons: { kind: string; text: string }[] }[];
			};
			expect(answer).toMatchObject({ error: 'unknown_code', input: code });
			expect(answer.candidates[0]).toMatchObject({
				code: 'connect_failed',
				page: expect.stringMatching(/\/codes\/connect_failed\/$/),
				reasons: [expect.objectContaining({ text: reason })],
			});
			expect(prose).toContain(sentence);
			// Brackets of the language: full-width around the reasons in Chinese (zh-TW review 10, item 5).
			expect(prose).toContain(
				lang === 'zh-TW' ? `connect_failed（${reason}）` : `connect_failed (${reason})`,
			);
		},
	);

	it('points to list_codes when nothing is near the unknown code', async () => {
		const result = await call('explain_code', { code: 'xyzzy' });
		expect(result.isError).toBe(true);
		expect(textOf(result)).toContain('list_codes');
	});
});

describe('what the SDK itself rejects, as the client sees it', () => {
	it('an unknown tool: an isError result naming it', async () => {
		const result = await call('explain_everything', { code: 'connect_failed' });
		expect(result.isError).toBe(true);
		expect(textOf(result)).toContain('Tool explain_everything not found');
	});

	it.each([
		['a number for a string', { code: 42 }, /expected string, received number at code/],
		['a missing argument', {}, /at code/],
		['a language it does not know', { code: 'connect_failed', lang: 'fr' }, /at lang/],
	])('explain_code with %s: an isError result naming the argument', async (_, args, message) => {
		const result = await call('explain_code', args);
		expect(result.isError).toBe(true);
		expect(textOf(result)).toMatch(
			/^MCP error -32602: Input validation error: Invalid arguments for tool explain_code/,
		);
		expect(textOf(result)).toMatch(message);
	});

	it('list_codes with a category that does not exist', async () => {
		const result = await call('list_codes', { category: 'network' });
		expect(result.isError).toBe(true);
		expect(textOf(result)).toMatch(/Invalid arguments for tool list_codes.*at category/s);
	});
});

/** What `error-playbook validate --json` prints for a file, with the server's SITE_URL. */
function cliJson(file: string, lang: string) {
	const run = spawnSync(process.execPath, [bin, 'validate', '--json', '--lang', lang, file], {
		cwd: root,
		encoding: 'utf8',
		env: { ...process.env, SITE_URL: site },
	});
	return JSON.parse(run.stdout) as unknown;
}

describe('validate_envelope', () => {
	it.each([
		['valid.json', 'en'],
		['exit-code-mismatch.json', 'en'],
		['exit-code-mismatch.json', 'zh-TW'],
		['terminal.log', 'en'],
		['jsonrpc-error.json', 'zh-TW'],
	])('%s (%s): the same result as validate --json', async (name, lang) => {
		const result = await call('validate_envelope', {
			text: readFileSync(fixture(name), 'utf8'),
			lang,
		});
		expect(result.isError).toBeFalsy();
		expect(result.structuredContent).toStrictEqual(cliJson(fixture(name), lang));
	});

	it.each(['en', 'zh-TW'])(
		'%s: a newer release’s unknown code gets its fix_command as a quote of the CLI, not as a command',
		async (lang) => {
			const text = readFileSync(
				join(root, 'tests/fixtures/cli-output/stdout-later-code.txt'),
				'utf8',
			).replaceAll('hover_failed', 'drag_failed_in_dev9');
			const result = await call('validate_envelope', { text, lang });
			const out = result.structuredContent as Record<string, any>;
			expect(out.recovery).toMatchObject({
				command: null,
				printed: 'flutter-mcp-toolkit doctor --json',
				fromPayload: true,
			});
			expect(textOf(result)).toContain(
				lang === 'en'
					? 'The CLI suggested: “flutter-mcp-toolkit doctor --json”'
					: 'CLI 的建議：「flutter-mcp-toolkit doctor --json」',
			);
			expect(textOf(result)).not.toMatch(/^(Recovery|復原)：? *flutter-mcp-toolkit/m);
		},
	);

	it.each(['en', 'zh-TW'])(
		'%s: the fix the payload selects comes as data, its command and its check filled from the transcript',
		async (lang) => {
			// A targetId that is no URI: the transcript's address is still the app's (stale-uri, the
			// fixture's own cause, leaves it open: English review 9 #3).
			const text = readFileSync(
				join(root, 'tests/fixtures/cli-output/transcript-connect-failed-stderr.txt'),
				'utf8',
			).replace('"details":null', '"details":{"reason":"invalid_target_id","targetId":"my-phone"}');
			const result = await call('validate_envelope', { text, lang });
			const out = result.structuredContent as Record<string, any>;
			// The transcript ran flutter_mcp_cli (the contract snapshot), which no release installs:
			// the fix is run as the binary installed today (English review 28 #1).
			const filled = `flutter-mcp-toolkit exec --name get_vm --args '{"connection":{"uri":"ws://127.0.0.1:8181/Xk3f9QpR2s=/ws"}}'`;
			expect(out.fix).toMatchObject({
				id: 'not-a-uri',
				page: `${site}${lang === 'en' ? '' : '/zh-tw'}/codes/connect_failed/#fix-not-a-uri`,
				command: filled,
				check: { command: filled, expect: expect.stringContaining('"ok":true') },
				selectedBy: 'when',
				unfilled: [],
			});
			expect(textOf(result)).toContain(filled);
			if (lang === 'zh-TW') expect(out.fix.cause).toMatch(han);
		},
	);
	it.each([
		['cli-output/crash-toolkit-missing.txt', 'toolkitMissing'],
		['cli-output/mcp-intentcall-execution-error.json', 'intentCallFailure'],
		['not-cli-output/python-traceback.txt', 'notCliOutput'],
	])('%s: Next: and its page, in the document and the text', async (file, id) => {
		const text = readFileSync(join(root, 'tests/fixtures', file), 'utf8');
		const result = await call('validate_envelope', { text });
		const out = result.structuredContent as Record<string, any>;
		expect(out.next).toMatchObject({ id, page: expect.stringMatching(/^https?:\/\//) });
		expect(textOf(result)).toContain(`Next:         ${out.next.text.slice(0, 40)}`);
		expect(out.verdict).toBe('not-envelope');
	});

	it('calls the CLI’s stdout with one comma removed invalid, as the CLI does', async () => {
		const line = readFileSync(
			join(root, 'tests/fixtures/cli-output/stdout-vm-not-connected.txt'),
			'utf8',
		).replace('"data":null,', '"data":null');
		const result = await call('validate_envelope', { text: line, lang: 'zh-TW' });
		const out = result.structuredContent as Record<string, any>;
		expect(out).toMatchObject({ valid: false, verdict: 'invalid', code: null });
		expect(out.findings).toStrictEqual([
			expect.objectContaining({ rule: 'json.syntax', line: 1, column: 24 }),
		]);
		expect(out.inputKindDetail).toMatch(/^損壞的 JSON/);
	});

	it('renders the findings as text: rule place, verdict, recovery', async () => {
		const result = await call('validate_envelope', {
			text: readFileSync(fixture('exit-code-mismatch.json'), 'utf8'),
		});
		const out = result.structuredContent as Record<string, any>;
		expect(out.verdict).toBe('invalid');
		expect(out.findings[0]).toMatchObject({
			rule: expect.any(String),
			pointer: '/descriptor/exitCode',
			line: 9,
			column: 17,
			expected: '67',
			actual: '68',
		});
		expect(textOf(result)).toContain('9:17 /descriptor/exitCode');
		expect(textOf(result)).toContain('Verdict:      invalid');
	});

	it('refuses 10 MB of text, with the limit and what to send instead, and keeps serving', async () => {
		const result = await call('validate_envelope', { text: 'x'.repeat(10_000_000), lang: 'zh-TW' });
		expect(result.isError).toBe(true);
		expect(textOf(result)).toContain(String(defaultMaxChars));
		expect(textOf(result)).toMatch(han);
		expect((await call('explain_code', { code: 'connect_failed' })).isError).toBeFalsy();
	});

	it('accepts text of exactly the limit (the engine then decides)', async () => {
		const result = await call('validate_envelope', { text: ' '.repeat(defaultMaxChars) });
		expect(result.isError).toBeFalsy();
		expect((result.structuredContent as Record<string, any>).verdict).toBe('none');
	});
});

describe('list_codes', () => {
	it('lists every code without filters', async () => {
		const result = await call('list_codes', {});
		const out = result.structuredContent as {
			total: number;
			codes: { code: string; url: string }[];
		};
		expect(out.total).toBe(registry.codes.length);
		expect(out.codes.map((c) => c.code)).toStrictEqual(registry.codes.map((c) => c.code));
		expect(out.codes[0]!.url).toBe(`${site}/codes/${registry.codes[0]!.code}/`);
		expect(textOf(result).split('\n')).toHaveLength(registry.codes.length + 1);
	});

	it('combines filters with AND; a layer id selects its source areas', async () => {
		const result = await call('list_codes', { area: 'connection', retryable: true, lang: 'zh-TW' });
		const codes = (result.structuredContent as { codes: Record<string, any>[] }).codes;
		expect(codes.length).toBeGreaterThan(0);
		expect(codes.length).toBeLessThan(registry.codes.length);
		for (const c of codes) {
			expect(c).toMatchObject({ layer: 'connection', retryable: true });
			expect(c.url).toContain('/zh-tw/codes/');
			expect(c.meaning).toMatch(han);
		}
		const byExit = (await call('list_codes', { exitCode: 75 })).structuredContent as {
			codes: { exitCode: number }[];
		};
		expect(byExit.codes.length).toBe(registry.codes.filter((c) => c.exitCode === 75).length);
	});

	it('says so when nothing matches', async () => {
		const result = await call('list_codes', { exitCode: 3 });
		expect((result.structuredContent as { codes: unknown[] }).codes).toStrictEqual([]);
		expect(textOf(result)).toContain('No code matches');
	});
});

describe('code pages as resources', () => {
	it('lists every code page in both languages, from two templates', async () => {
		const { resources } = await client.listResources();
		const codeUris = resources
			.map((r) => r.uri)
			.filter((u) => /^playbook:\/\/(zh-tw\/)?codes\//.test(u));
		expect(codeUris).toHaveLength(registry.codes.length * 2);
		expect(codeUris).toContain('playbook://codes/connect_failed');
		expect(codeUris).toContain('playbook://zh-tw/codes/connect_failed');
		const { resourceTemplates } = await client.listResourceTemplates();
		expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(
			expect.arrayContaining(['playbook://codes/{code}', 'playbook://zh-tw/codes/{code}']),
		);
	});

	it.each([
		['playbook://codes/connect_failed', 'en'],
		['playbook://zh-tw/codes/connect_failed', 'zh-TW'],
	] as const)('reads %s as the Markdown of the code page', async (uri, lang) => {
		const { contents } = await client.readResource({ uri });
		expect(contents).toStrictEqual([
			{
				uri,
				mimeType: 'text/markdown',
				text: codeMarkdown(registry, 'connect_failed', lang, site),
			},
		]);
	});

	it('refuses an unknown code with "resource not found", said once, and the address it probably meant', async () => {
		const read = client.readResource({ uri: 'playbook://zh-tw/codes/conect_failed' });
		await expect(read).rejects.toMatchObject({
			code: -32002,
			data: { uri: 'playbook://zh-tw/codes/conect_failed' },
		});
		// The client's McpError puts "MCP error <code>: " before the server's message, once.
		await expect(read).rejects.toHaveProperty(
			'message',
			'MCP error -32002: 沒有 playbook://zh-tw/codes/conect_failed 這個 resource。請列出 resource，查看代碼頁面與指南的位址。你是不是要找 playbook://zh-tw/codes/connect_failed？',
		);
	});

	it('completes code names', async () => {
		const { completion } = await client.complete({
			ref: { type: 'ref/resource', uri: 'playbook://codes/{code}' },
			argument: { name: 'code', value: 'vm_' },
		});
		expect(completion.values.length).toBeGreaterThan(0);
		expect(completion.values.every((v) => v.startsWith('vm_'))).toBe(true);
	});
});

describe('guides as resources', () => {
	const guideFile = (dir: string) =>
		join(root, 'content/docs', dir, 'guides/retry-and-recovery.mdx');
	// Every page the site publishes a Markdown twin of, but the code pages.
	const guideIds = [
		...docFiles(join(root, 'content/docs'))
			.filter((f) => /^(guides|reference)\//.test(f))
			.map((f) => f.replace(/\.mdx?$/, '')),
		'reference/contract-vs-cli',
		'reference/changes',
	];

	it('lists every guide and reference page of both languages, with its title', async () => {
		const { resources } = await client.listResources();
		const guides = resources.filter((r) =>
			/^playbook:\/\/(zh-tw\/)?(guides|reference)\//.test(r.uri),
		);
		expect(guides.map((g) => g.uri)).toEqual(
			expect.arrayContaining([
				'playbook://guides/retry-and-recovery',
				'playbook://zh-tw/guides/retry-and-recovery',
				'playbook://reference/tool-authors',
			]),
		);
		expect(guides.filter((g) => g.uri.startsWith('playbook://zh-tw/'))).toHaveLength(
			guides.length / 2,
		);
		const zh = guides.find((g) => g.uri === 'playbook://zh-tw/guides/retry-and-recovery')!;
		expect(zh.title).toMatch(han);
		expect(zh.mimeType).toBe('text/markdown');
	});

	it.each([
		['playbook://guides/retry-and-recovery', 'en', ''],
		['playbook://zh-tw/guides/retry-and-recovery', 'zh-TW', 'zh-tw'],
	] as const)(
		'reads %s as the guide rendered by the site’s Markdown renderer',
		async (uri, lang, dir) => {
			const { contents } = await client.readResource({ uri });
			const guide = parseGuideSource(
				'guides/retry-and-recovery',
				lang,
				readFileSync(guideFile(dir), 'utf8'),
			);
			expect(contents).toHaveLength(1);
			expect(contents[0]!.mimeType).toBe('text/markdown');
			const text = 'text' in contents[0]! ? contents[0].text : '';
			expect(text.startsWith(`# ${guide.title}\n`)).toBe(true);
			// Links between guides go to the Markdown twins the site publishes for every guide.
			expect(text).toBe(guideMarkdown(registry, guide, site, guideIds));
			expect(text).toContain(`${site}/${dir ? `${dir}/` : ''}guides/`);
		},
	);

	it('refuses an unknown page of a section with "resource not found" and the page it probably meant', async () => {
		const read = client.readResource({ uri: 'playbook://guides/retry-and-recovry' });
		await expect(read).rejects.toMatchObject({ code: -32002 });
		await expect(read).rejects.toHaveProperty(
			'message',
			'MCP error -32002: No resource at playbook://guides/retry-and-recovry. List the resources to see the addresses of the code pages and guides. Did you mean: playbook://guides/retry-and-recovery?',
		);
	});

	it.each([
		[
			'an address outside every template',
			() => client.readResource({ uri: 'playbook://nothing/x' }),
			'Resource playbook://nothing/x not found',
		],
		['an unknown prompt', () => client.getPrompt({ name: 'nope' }), 'Prompt nope not found'],
	])('says the SDK’s own error for %s once', async (_, request, message) => {
		await expect(request()).rejects.toHaveProperty('message', `MCP error -32602: ${message}`);
	});

	it('lists and reads the differences and changes pages in both languages, as their twins', async () => {
		const { resources } = await client.listResources();
		const uris = resources.map((r) => r.uri);
		for (const [uri, lang, markdown] of [
			['playbook://reference/contract-vs-cli', 'en', differencesMarkdown],
			['playbook://zh-tw/reference/contract-vs-cli', 'zh-TW', differencesMarkdown],
			['playbook://reference/changes', 'en', changesMarkdown],
			['playbook://zh-tw/reference/changes', 'zh-TW', changesMarkdown],
		] as const) {
			expect(uris).toContain(uri);
			const { contents } = await client.readResource({ uri });
			expect(contents).toStrictEqual([
				{ uri, mimeType: 'text/markdown', text: markdown(registry, lang, site) },
			]);
		}
		const zh = resources.find((r) => r.uri === 'playbook://zh-tw/reference/contract-vs-cli')!;
		expect(zh.title).toBe('合約與 CLI 的差異');
	});

	it('serves guides and reference pages from a template per section and language, with completion', async () => {
		const { resourceTemplates } = await client.listResourceTemplates();
		expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(
			expect.arrayContaining([
				'playbook://guides/{slug}',
				'playbook://reference/{slug}',
				'playbook://zh-tw/guides/{slug}',
				'playbook://zh-tw/reference/{slug}',
			]),
		);
		const { completion } = await client.complete({
			ref: { type: 'ref/resource', uri: 'playbook://reference/{slug}' },
			argument: { name: 'slug', value: 'co' },
		});
		expect(completion.values).toStrictEqual(['contract-vs-cli']);
	});
});

describe('the triage prompt', () => {
	it('is listed with its arguments described: the pasted output (required) and the language', async () => {
		const { prompts } = await client.listPrompts();
		expect(prompts.map((p) => p.name)).toStrictEqual(['triage']);
		const [triage] = prompts;
		expect(triage!.title).toBe(mcpMessages.en['prompt.triage.title']);
		expect(triage!.arguments).toStrictEqual([
			{
				name: 'output',
				description: expect.stringContaining(defaultMaxChars.toLocaleString('en')),
				required: true,
			},
			{ name: 'lang', description: expect.stringContaining('zh-TW'), required: false },
		]);
	});

	it.each([
		['en', undefined, 'report in English'],
		['zh-TW', 'zh-TW', '以繁體中文回報'],
	] as const)(
		'%s: tells the model to validate the pasted text with the tool, and what to report',
		async (lang, argument, report) => {
			const output = readFileSync(fixture('exit-code-mismatch.json'), 'utf8');
			const { messages } = await client.getPrompt({
				name: 'triage',
				arguments: { output, ...(argument && { lang: argument }) },
			});
			expect(messages.map((m) => m.role)).toStrictEqual(['user', 'user']);
			const [request, pasted] = messages.map((m) =>
				m.content.type === 'text' ? m.content.text : '',
			);
			// The pasted text on its own, unchanged, so it reaches the tool as it is.
			expect(pasted).toBe(output);
			expect(request).toContain('validate_envelope');
			expect(request).toContain(`"${lang}"`);
			expect(request).toContain(report);
			for (const field of ['verdict', 'recovery', 'retry', 'explanation', 'fix', 'next.text'])
				expect(request).toContain(`\`${field}\``);
			// English review 10, item 4: what to do is `next` and the chosen `fix`; `recovery` is the
			// CLI's own (the generic doctor --json on most codes), named after them.
			expect(request!.indexOf('`fix`')).toBeLessThan(request!.indexOf('`recovery`'));
			expect(request!.indexOf('`next.text`')).toBeLessThan(request!.indexOf('`fix`'));
			// Which name to run, said outright: "the CLI’s own name" left it to the model.
			expect(request).not.toMatch(/CLI’s own name|CLI 本身的名稱/);
			expect(request).toContain('`flutter-mcp-toolkit`');
			if (lang === 'en') expect(request).not.toMatch(han);
			else expect(request).toMatch(han);
		},
	);

	it('completes the language and refuses one it does not know', async () => {
		const { completion } = await client.complete({
			ref: { type: 'ref/prompt', name: 'triage' },
			argument: { name: 'lang', value: 'zh' },
		});
		expect(completion.values).toStrictEqual(['zh-TW']);
		await expect(
			client.getPrompt({ name: 'triage', arguments: { output: 'x', lang: 'fr' } }),
		).rejects.toMatchObject({
			code: -32602,
			message: expect.stringMatching(/^MCP error -32602: Invalid arguments for prompt triage/),
		});
	});
});

describe('error-playbook mcp --lang zh-TW', () => {
	it('gives its instructions and the prompt’s title and descriptions in Traditional Chinese', async () => {
		const zhClient = new Client({ name: 'error-playbook-test-zh', version: '1.0.0' });
		await zhClient.connect(
			new StdioClientTransport({
				command: process.execPath,
				args: [bin, 'mcp', '--lang', 'zh-TW'],
				cwd: root,
				env: { ...getDefaultEnvironment(), SITE_URL: site },
			}),
		);
		try {
			expect(zhClient.getInstructions()).toBe(mcpMessages['zh-TW']['server.instructions']);
			expect(zhClient.getInstructions()).toContain('playbook://zh-tw/reference/contract-vs-cli');
			const [triage] = (await zhClient.listPrompts()).prompts;
			expect(triage!.title).toBe('分析 flutter-mcp-toolkit 的失敗');
			for (const argument of triage!.arguments!) expect(argument.description).toMatch(han);
			// Results follow the server's language when a call names none.
			const { messages } = await zhClient.getPrompt({ name: 'triage', arguments: { output: 'x' } });
			expect(messages[0]!.content).toMatchObject({ text: expect.stringContaining('"zh-TW"') });
		} finally {
			await zhClient.close();
		}
	});
});

describe('the mcp command line', () => {
	const cli = (args: string[], env: Record<string, string> = {}) =>
		spawnSync(process.execPath, [bin, ...args], {
			cwd: root,
			encoding: 'utf8',
			input: '',
			env: { ...process.env, LANG: 'C', SITE_URL: '', ...env },
		});

	it.each([
		['en', 'Serve Error Playbook to an MCP client'],
		['zh-TW', '以 MCP 伺服器的形式提供 Error Playbook'],
	])('is in the usage text (%s)', (lang, line) => {
		const { status, stdout } = cli(['--help', '--lang', lang]);
		expect(status).toBe(0);
		expect(stdout).toContain('error-playbook mcp [--lang en|zh-TW]');
		expect(stdout).toContain(line);
	});

	it('refuses an argument it does not take, with the usage, and starts no server', () => {
		const { status, stdout, stderr } = cli(['mcp', 'connect_failed']);
		expect(status).toBe(2);
		expect(stdout).toBe('');
		expect(stderr).toContain('unexpected argument "connect_failed"');
	});

	it('refuses a SITE_URL it cannot build page URLs on, before serving', () => {
		const { status, stdout, stderr } = cli(['mcp'], { SITE_URL: 'playbook.example.com' });
		expect(status).toBe(2);
		expect(stdout).toBe('');
		expect(stderr).toContain('playbook.example.com');
	});

	it('exits quietly when the client closes its input', () => {
		const { status, stdout, stderr } = cli(['mcp']);
		expect({ status, stdout, stderr }).toStrictEqual({ status: 0, stdout: '', stderr: '' });
	});
});

describe('the stdio channel', () => {
	it('carried nothing but protocol, and the server logged nothing', () => {
		expect(transportErrors).toStrictEqual([]);
		expect(stderr).toBe('');
	});
});
