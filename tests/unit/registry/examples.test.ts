import { describe, expect, it } from 'vitest';
import {
	cliStdoutLine,
	coreError,
	daemonErrorResponse,
	doctorReportExample,
	exampleCoreError,
	exampleCoreErrors,
	exampleMeta,
	findCode,
	jsonRpcResult,
	mcpResourceResult,
	mcpToolResult,
	registry,
	surfaceExamples,
	watchErrorNotification,
} from '../../../src/lib/registry/index.ts';
import { readCliDescriptorTable } from '../../support/cliDescriptorTable.ts';

/** Every example is checked against the facts of REAL-CLI §1–6, which the CLI's source states. */
const table = new Map(
	[...readCliDescriptorTable(), ...readCliDescriptorTable('v3.0.0-later')].map((row) => [
		row.code,
		row,
	]),
);
const examples = exampleCoreErrors(registry);
const entryOf = (code: string) => findCode(registry, code)!;

describe('the error object, as CoreError.toJson writes it', () => {
	it('exists for every code some surface carries, and for no other', () => {
		const withSurfaces = registry.codes.filter((c) => c.cli.surfaces.length > 0).map((c) => c.code);
		expect(examples.map((e) => e.entry.code)).toStrictEqual(withSurfaces);
		expect(
			// A draft (upstream:check --write) has no example until its payloads are traced.
			registry.codes.filter((c) => !c.draft && exampleCoreError(c) === null).map((c) => c.code),
		).toStrictEqual([
			'session_manager_not_configured',
			'state_store_read_failed',
			'state_lock_conflict',
			'doctor_critical_failed',
			'unknown_error',
			// Later codes no release puts in a payload: stale_snapshot is success data, the four
			// transport failures become a crash or a wrapper's text first (fact sheet W12).
			'stale_snapshot',
			'interaction_failed',
			'semantic_snapshot_failed',
			'get_recent_logs_failed',
			'wait_for_failed',
		]);
	});

	it.each(examples.map(({ entry, error }) => [entry.code, error] as const))(
		'%s: keys, descriptor and recovery are the CLI’s',
		(code, error) => {
			const row = table.get(code)!;
			expect(Object.keys(error)).toStrictEqual([
				'code',
				'message',
				'details',
				'descriptor',
				'recovery',
			]);
			expect(Object.keys(error.descriptor)).toStrictEqual([
				'code',
				'category',
				'retryable',
				'exitCode',
				'httpLikeStatus',
			]);
			expect(error.descriptor).toStrictEqual({
				code,
				category: row.category,
				retryable: row.retryable,
				exitCode: row.exitCode,
				httpLikeStatus: row.httpLikeStatus,
			});
			expect(Object.keys(error.recovery)).toStrictEqual(['summary', 'fix_command']);
			expect(error.recovery.summary).toBe(entryOf(code).cli.recovery.summary);
			expect(
				error.details === null ||
					(typeof error.details === 'object' && !Array.isArray(error.details)),
			).toBe(true);
		},
	);

	it('carries details null where the CLI passes none, as for most codes', () => {
		const nulls = examples.filter((e) => e.error.details === null).length;
		expect(nulls).toBeGreaterThan(examples.length / 2);
		expect(exampleCoreError(entryOf('invalid_command'))!.details).toBeNull();
	});

	it('serialises exactly as the CLI does (one known payload, byte for byte)', () => {
		expect(JSON.stringify(exampleCoreError(entryOf('invalid_command')))).toBe(
			'{"code":"invalid_command","message":"Invalid argument(s): Unsupported command: hot_reload","details":null,' +
				'"descriptor":{"code":"invalid_command","category":"validation","retryable":false,"exitCode":64,"httpLikeStatus":400},' +
				'"recovery":{"summary":"Validate command name, arguments, and schema types.","fix_command":"flutter_mcp_cli schema --name <command_name>"}}',
		);
	});
});

describe('recovery as the CLI computes it', () => {
	const selection = entryOf('connection_selection_required');

	it('connection_selection_required names the first target of details.availableTargets', () => {
		const error = exampleCoreError(selection)!;
		const first = (error.details!.availableTargets as { targetId: string }[])[0]!.targetId;
		expect(error.recovery.fix_command).toBe(
			`flutter_mcp_cli exec --name get_vm --args '{"connection":{"targetId":"${first}"}}'`,
		);
	});

	it('connection_selection_required without targets falls back to the discover command', () => {
		const error = coreError(selection, {
			message: 'Multiple debug targets detected. Retry with URI connection.targetId.',
			details: { reason: 'multiple_targets', availableTargets: [] },
		});
		expect(error.recovery.fix_command).toBe(
			"flutter_mcp_cli exec --name discover_debug_apps --args '{}'",
		);
	});

	it('write_blocked carries the CLI’s wording, not the contract’s', () => {
		expect(exampleCoreError(entryOf('write_blocked'))!.recovery.fix_command).toBe(
			'Retry without --no-overwrite or change --output/--name.',
		);
	});

	it('placeholders stay literal, as the CLI prints them', () => {
		expect(exampleCoreError(entryOf('connect_failed'))!.recovery.fix_command).toContain('<token>');
	});
});

describe('each surface, wrapped as the CLI wraps it', () => {
	it('CLI stdout: one compact line {ok,data,error,meta}', () => {
		for (const { entry, error } of examples) {
			if (!entry.example?.cli) continue;
			const line = cliStdoutLine(error, exampleMeta(entry.example.cli));
			expect(line, entry.code).not.toContain('\n');
			const parsed = JSON.parse(line) as Record<string, unknown>;
			expect(Object.keys(parsed)).toStrictEqual(['ok', 'data', 'error', 'meta']);
			expect([parsed.ok, parsed.data]).toStrictEqual([false, null]);
			expect(parsed.error).toStrictEqual(error);
			const meta = parsed.meta as Record<string, unknown>;
			if (entry.example.cli.command === null) expect(meta).toStrictEqual({});
			else {
				expect(Object.keys(meta)).toStrictEqual([
					'schemaVersion',
					'command',
					'timestamp',
					'durationMs',
					'endpoint',
					'mode',
					'selectionDiagnostics',
				]);
				expect(meta.schemaVersion).toBe('core-envelope/v1');
				expect(meta.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
			}
		}
	});

	it('a connection made before the failure shows in meta', () => {
		const entry = entryOf('get_vm_failed');
		const meta = exampleMeta(entry.example!.cli!);
		expect(meta).toMatchObject({
			command: 'get_vm',
			endpoint: entry.example!.cli!.connectedUri,
			mode: 'uri',
		});
	});

	it('MCP tool result: the compact error object as text, isError, nothing else', () => {
		const error = exampleCoreError(entryOf('vm_not_connected'))!;
		const wire = JSON.stringify(jsonRpcResult(4, mcpToolResult(error)));
		expect(wire).toBe(
			`{"jsonrpc":"2.0","result":{"content":[{"text":${JSON.stringify(JSON.stringify(error))},"type":"text"}],"isError":true},"id":4}`,
		);
	});

	it('MCP resource read: the uri and the text, no isError and no mimeType', () => {
		const error = exampleCoreError(entryOf('vm_not_connected'))!;
		const result = mcpResourceResult('visual://localhost/app/errors/latest', error);
		expect(result).toStrictEqual({
			contents: [{ uri: 'visual://localhost/app/errors/latest', text: JSON.stringify(error) }],
		});
	});

	it('daemon error: the mapped code, the message, and the bare error object in data.error', () => {
		for (const { entry, error } of examples) {
			if (!entry.cli.daemon) continue;
			const response = daemonErrorResponse(9, error, entry.cli.daemon.rpcCode);
			expect(Object.keys(response)).toStrictEqual(['jsonrpc', 'id', 'error']);
			expect(response.error).toStrictEqual({
				code: table.get(entry.code)!.daemonRpc,
				message: error.message,
				data: { error },
			});
		}
	});

	it('watch/event: the whole stdout envelope, meta included, in params.result', () => {
		const entry = entryOf('vm_not_connected');
		const error = exampleCoreError(entry)!;
		const meta = exampleMeta(entry.example!.cli!);
		const event = watchErrorNotification(
			{ watchId: 'watch_1', seq: 2, timestamp: '2026-03-04T09:15:03.420117Z', command: 'get_vm' },
			error,
			meta,
		);
		expect(Object.keys(event.params)).toStrictEqual([
			'watchId',
			'seq',
			'timestamp',
			'command',
			'event',
			'result',
		]);
		expect(event.params.result).toStrictEqual({ ok: false, data: null, error, meta });
	});

	it('a code page shows exactly the surfaces its example names', () => {
		const kinds = (code: string) => surfaceExamples(entryOf(code)).map((s) => s.surface);
		expect(kinds('connect_failed')).toStrictEqual(['cli', 'mcp-tool', 'mcp-resource', 'daemon']);
		expect(kinds('snapshot_not_found')).toStrictEqual(['cli']);
		expect(kinds('dynamic_tool_failed')).toStrictEqual(['mcp-tool']);
		expect(kinds('unknown_error')).toStrictEqual([]);
	});
});

describe('doctor’s report', () => {
	it('is a success with a failed critical check, never an error envelope', () => {
		const report = doctorReportExample();
		expect(Object.keys(report)).toStrictEqual(['ok', 'data', 'error', 'meta']);
		expect([report.ok, report.error, report.meta]).toStrictEqual([true, null, {}]);
		expect(report.data.checks.map((c) => c.id)).toStrictEqual([
			'dart_sdk',
			'flutter_sdk',
			'state_path_writable',
			'vm_target_reachable',
			'dynamic_registry_available',
		]);
		const critical = report.data.checks.filter((c) => c.critical && c.status === 'fail');
		expect(critical.map((c) => c.id)).toStrictEqual(['vm_target_reachable']);
		expect(report.data.summary.criticalFailures).toBe(critical.length);
		expect(JSON.stringify(report)).not.toContain('doctor_critical_failed');
	});
});
