import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
	getDefaultEnvironment,
	StdioClientTransport,
} from '@modelcontextprotocol/sdk/client/stdio.js';
import {
	type CallToolResult,
	type JSONRPCMessage,
	McpError,
} from '@modelcontextprotocol/sdk/types.js';
import type { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMaxChars } from '../../../src/lib/engine/index.ts';
import { maxMessageBytes } from '../../../src/mcp/index.ts';

/**
 * `error-playbook mcp` under input it did not ask for, driven by the SDK's own client over stdio:
 * messages far over its limit, thousands of lines that are not JSON-RPC, an input that ends inside a
 * message, an output nobody reads. Each is answered or reported, and the server keeps serving.
 * Timings are printed, not asserted (README, "How long npm test takes").
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = join(root, 'src/cli/error-playbook.mjs');

let client: Client;
let transport: StdioClientTransport;
let stderr = '';
/** Every message the client received, in order, as its transport handed it over. */
const received: JSONRPCMessage[] = [];

beforeAll(async () => {
	transport = new StdioClientTransport({
		command: process.execPath,
		args: [bin, 'mcp'],
		cwd: root,
		env: { ...getDefaultEnvironment(), SITE_URL: 'https://playbook.example.com' },
		stderr: 'pipe',
	});
	transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
	// Set before connect: the client's protocol layer keeps it and calls it first.
	transport.onmessage = (message) => received.push(message);
	client = new Client({ name: 'error-playbook-limits', version: '1.0.0' });
	// Answers without a known id (to lines that were not requests) reach the client as errors.
	client.onerror = () => {};
	await client.connect(transport);
});

afterAll(async () => {
	await client?.close();
});

/** The server's stdin, to write what no SDK client would send. */
const serverStdin = () =>
	(transport as unknown as { _process: { stdin: Writable } })._process.stdin;

/** A normal call after the abuse: answered, and how long it took. */
async function stillServing(): Promise<number> {
	const started = performance.now();
	const result = (await client.callTool(
		{ name: 'explain_code', arguments: { code: 'connect_failed' } },
		undefined,
		// A hang detector: the 2 shared cores may be busy with other work.
		{ timeout: 60_000 },
	)) as CallToolResult;
	expect(result.isError).toBeFalsy();
	return performance.now() - started;
}

// Twice the limit: past it, every size takes the same path (the line is dropped as it arrives);
// a 100 MB case asserted nothing more and cost ~3× the time.
describe.each([35])('a %i MB message', (megabytes) => {
	it('is refused with a JSON-RPC error naming the limit, and the server keeps serving', async () => {
		const started = performance.now();
		const call = client.callTool(
			{ name: 'validate_envelope', arguments: { text: 'x'.repeat(megabytes * 1_000_000) } },
			undefined,
			{ timeout: 60_000 },
		);
		const error = await call.then(
			() => undefined,
			(e: unknown) => e,
		);
		const refusedMs = performance.now() - started;
		expect(error).toBeInstanceOf(McpError);
		expect((error as McpError).code).toBe(-32600);
		expect((error as McpError).message).toContain(maxMessageBytes.toLocaleString('en'));
		// The CLI's own limit, filled in by the server (zh-TW review 8, item 9).
		expect((error as McpError).message).toContain(defaultMaxChars.toLocaleString('en'));
		expect((error as McpError).data).toMatchObject({ limit: maxMessageBytes });
		const nextMs = await stillServing();
		console.log(
			`mcp: ${megabytes} MB message refused after ${Math.round(refusedMs)} ms; next call answered in ${Math.round(nextMs)} ms`,
		);
	});
});

describe('10,000 malformed lines', () => {
	it('get a -32700 or -32600 answer each, with the id of those that had one, and the server keeps serving', async () => {
		const before = received.length;
		const lines = [
			'{not json',
			'null',
			'[]',
			'{"jsonrpc":"2.0","id":"bad-4","method":5}',
			'{"jsonrpc":"1.0","id":5,"method":"ping"}',
		];
		const stdin = serverStdin();
		for (let i = 0; i < 10_000; i++) stdin.write(`${lines[i % lines.length]}\n`);
		const started = performance.now();
		await expect.poll(() => received.length - before, { timeout: 90_000 }).toBe(10_000);
		const answers = received.slice(before) as {
			id?: unknown;
			error?: { code: number; message: string };
		}[];
		const codes = answers.map((a) => a.error?.code);
		expect(codes.filter((c) => c === -32700)).toHaveLength(2_000);
		expect(codes.filter((c) => c === -32600)).toHaveLength(8_000);
		expect(answers.filter((a) => a.id === 'bad-4')).toHaveLength(2_000);
		expect(answers.filter((a) => a.id === 5)).toHaveLength(2_000);
		// No id could be known for the others: MCP's error response then has none.
		expect(answers.filter((a) => a.id === undefined)).toHaveLength(6_000);
		const nextMs = await stillServing();
		console.log(
			`mcp: 10,000 malformed lines answered ${Math.round(performance.now() - started)} ms after the last was written; next call answered in ${Math.round(nextMs)} ms`,
		);
	});
});

describe('stderr', () => {
	it('stayed empty through all of it', () => {
		expect(stderr).toBe('');
	});
});

/** The server with raw stdio, for endings an SDK client never produces. */
function serve(
	input: string,
	stdio: { stdin?: 'pipe' | number; stdout?: 'pipe' | number | 'close' } = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, [bin, 'mcp'], {
			cwd: root,
			env: { ...process.env, LANG: 'C', SITE_URL: '' },
			stdio: [
				stdio.stdin ?? 'pipe',
				typeof stdio.stdout === 'number' ? stdio.stdout : 'pipe',
				'pipe',
			],
		});
		let out = '';
		let err = '';
		child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
		child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
		if (stdio.stdout === 'close') child.stdout!.destroy();
		child.stdin?.on('error', () => {});
		child.stdin?.end(input);
		// A hang detector, not a speed goal: tests here run beside other work on 2 cores.
		const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
		child.on('error', reject);
		child.on('close', (status) => {
			clearTimeout(timer);
			resolve({ status, stdout: out, stderr: err });
		});
	});
}

const ping = (id: number) => `${JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' })}\n`;
const line = (message: Record<string, unknown>) =>
	`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`;
const initialize = line({
	id: 1,
	method: 'initialize',
	params: {
		protocolVersion: '2025-06-18',
		capabilities: {},
		clientInfo: { name: 'error-playbook-limits', version: '1.0.0' },
	},
});
const listCodes = (id: number) =>
	line({ id, method: 'tools/call', params: { name: 'list_codes', arguments: {} } });
const cancel = (requestId: number) =>
	line({ method: 'notifications/cancelled', params: { requestId } });
const idsOf = (stdout: string) =>
	stdout
		.trim()
		.split('\n')
		.map((l) => JSON.parse(l).id);

describe('how the server ends', () => {
	it('answers what it read and exits 0 without a word when the client closes its input', async () => {
		const run = await serve(ping(1) + ping(2));
		expect(run.stderr).toBe('');
		expect(run.status).toBe(0);
		expect(
			run.stdout
				.trim()
				.split('\n')
				.map((l) => JSON.parse(l).id),
		).toStrictEqual([1, 2]);
	});

	it('says so, in one line, and exits 2 when its input ends inside a message', async () => {
		const run = await serve(`${ping(1)}{"jsonrpc":"2.0","id":2,"meth`);
		expect(run.status).toBe(2);
		expect(
			run.stdout
				.trim()
				.split('\n')
				.map((l) => JSON.parse(l).id),
		).toStrictEqual([1]);
		expect(run.stderr).toMatch(
			/^error-playbook mcp: standard input ended in the middle of a message \(29 bytes without a line feed\); it was not answered\.\n$/,
		);
	});

	it('exits 0 when a request it read is cancelled, with no answer for it; a cancel read before its request is ignored', async () => {
		// One write, read as one chunk: the SDK would apply the cancel of 7 to the request after it.
		const run = await serve(initialize + listCodes(5) + cancel(5) + cancel(7) + listCodes(7));
		expect(run.stderr).toBe('');
		expect(run.status).toBe(0);
		expect(idsOf(run.stdout)).toStrictEqual([1, 7]);
	});

	it('says so and exits 2 when its input is a directory', async () => {
		const dir = spawnSync(process.execPath, [bin, 'mcp'], {
			cwd: root,
			encoding: 'utf8',
			stdio: [openSync(root, 'r'), 'pipe', 'pipe'],
		});
		expect(dir.status).toBe(2);
		expect(dir.stdout).toBe('');
		expect(dir.stderr).toBe('error-playbook mcp: cannot read standard input (EISDIR).\n');
	});

	it('says so and exits 2 when an answer cannot be written (stdout to /dev/full)', async () => {
		const full = openSync('/dev/full', 'w');
		const run = await serve(ping(1), { stdout: full });
		expect(run.status).toBe(2);
		expect(run.stderr).toBe(
			'error-playbook mcp: cannot write to standard output (ENOSPC), so answers no longer reach the client. Requests left unanswered: 1.\n',
		);
	});

	it('says so and exits 2 when the client stops reading before its answer (EPIPE)', async () => {
		const run = await serve(ping(1), { stdout: 'close' });
		expect(run.status).toBe(2);
		expect(run.stderr).toContain('cannot write to standard output (EPIPE)');
		expect(run.stderr.trim().split('\n')).toHaveLength(1);
	});

	it('counts every request read and not answered when stdout breaks, not only the one whose write failed', async () => {
		const pings = Array.from({ length: 10 }, (_, i) => ping(i + 1)).join('');
		const run = await serve(pings, { stdout: 'close' });
		expect(run.status).toBe(2);
		expect(run.stderr).toContain('(EPIPE)');
		expect(run.stderr).toContain('Requests left unanswered: 10.');
	});

	it('writes C1 and bidi controls of a result escaped, as the CLI’s --json does', async () => {
		const text = JSON.stringify({ code: 'conn\u009b31m\u202eect', message: 'm', details: null });
		const call = {
			jsonrpc: '2.0',
			id: 1,
			method: 'tools/call',
			params: { name: 'validate_envelope', arguments: { text } },
		};
		const run = await serve(`${JSON.stringify(call)}\n`);
		expect(run.status).toBe(0);
		expect(run.stdout).toContain('\\u009b31m\\u202eect');
		expect(run.stdout).not.toMatch(/[\u0080-\u009f\u202a-\u202e\u2066-\u2069]/);
		expect(JSON.parse(run.stdout).result.structuredContent.code).toBe('conn\u009b31m\u202eect');
	});
});

/**
 * A client that sends requests and does not read its answers: 1,000 reads of a 25 KB page, from a
 * file, so that the server's first read is one 64 KB chunk of about 600 of them, taken in before its
 * first answer reaches the client. The client then goes away, and the server says how many requests
 * it had read and not answered: the answers it held (about 600 for a server that reads on whatever
 * its output does). No step waits for a time; timeouts only catch a hang.
 */
describe('a client that stops reading its answers', () => {
	let dir: string;
	let requests: string;
	const count = 1_000;
	beforeAll(() => {
		dir = mkdtempSync(join(tmpdir(), 'error-playbook-mcp-'));
		requests = join(dir, 'requests.jsonl');
		const read = (id: number) =>
			line({
				id,
				method: 'resources/read',
				params: { uri: 'playbook://reference/contract-vs-cli' },
			});
		writeFileSync(
			requests,
			initialize + Array.from({ length: count }, (_, i) => read(i + 2)).join(''),
		);
	});
	afterAll(() => rmSync(dir, { recursive: true, force: true }));

	function start() {
		const input = openSync(requests, 'r');
		const child = spawn(process.execPath, [bin, 'mcp'], {
			cwd: root,
			env: { ...process.env, LANG: 'C', SITE_URL: '' },
			stdio: [input, 'pipe', 'pipe'],
		});
		closeSync(input);
		let stderr = '';
		child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
		const hang = setTimeout(() => child.kill('SIGKILL'), 110_000);
		const status = new Promise<number | null>((resolve) =>
			child.on('close', (code) => {
				clearTimeout(hang);
				resolve(code);
			}),
		);
		return { stdout: child.stdout!, status, stderr: () => stderr };
	}

	it('holds at most 16 answers, not one per request it read (it stops reading instead)', async () => {
		const { stdout, status, stderr } = start();
		await once(stdout, 'readable');
		stdout.destroy();
		expect(await status).toBe(2);
		expect(stderr()).toContain('(EPIPE)');
		const held = Number(/Requests left unanswered: (\d+)\./.exec(stderr())?.[1]);
		// More than the answer whose write failed: those queued behind it (64 KB, 3 or more) count too.
		expect(held).toBeGreaterThan(1);
		expect(held).toBeLessThanOrEqual(16);
	});

	it('reads on as the client reads, and answers every request, in order', async () => {
		const { stdout, status, stderr } = start();
		// Read once a full buffer of answers waits in the client, as a client busy elsewhere would.
		await expect
			.poll(() => stdout.readableLength, { timeout: 60_000 })
			.toBeGreaterThanOrEqual(stdout.readableHighWaterMark);
		const ids: unknown[] = [];
		let partial = '';
		stdout.setEncoding('utf8');
		stdout.on('data', (text: string) => {
			const lines = (partial + text).split('\n');
			partial = lines.pop()!;
			for (const l of lines) ids.push(JSON.parse(l).id);
		});
		expect(await status).toBe(0);
		expect(stderr()).toBe('');
		expect(ids).toStrictEqual(Array.from({ length: count + 1 }, (_, i) => i + 1));
	});
});
