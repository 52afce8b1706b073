import type { CodeEntry, CodeExample, Registry } from './registrySchema.ts';

/**
 * Example payloads, built the way flutter_mcp_cli (Arenukvern/mcp_flutter at b7f4434) builds them.
 * One builder makes the error object (`CoreError.toJson`), and one small wrapper per surface puts it
 * where that surface carries it. Every key order below is the CLI's, because people compare these
 * examples with what their terminal shows, and the engine's fixtures are built from them.
 */

/** `descriptor` as `CoreErrorDescriptor.toJson` writes it: five keys, `code` first (error_codes.dart:22-28). */
export interface CliDescriptor {
	code: string;
	category: string;
	retryable: boolean;
	exitCode: number;
	httpLikeStatus: number;
}

/** The error object as `CoreError.toJson` writes it (results.dart:24-33). */
export interface CoreErrorJson {
	code: string;
	message: string;
	details: Record<string, unknown> | null;
	descriptor: CliDescriptor;
	recovery: { summary: string; fix_command: string };
}

/** What one occurrence adds to the code's registry facts. */
export interface Occurrence {
	message: string;
	details: Record<string, unknown> | null;
}

export function cliDescriptor(entry: CodeEntry): CliDescriptor {
	return {
		code: entry.code,
		category: entry.category,
		retryable: entry.retryable,
		exitCode: entry.exitCode,
		httpLikeStatus: entry.httpLikeStatus,
	};
}

/** `details.availableTargets[0].targetId`, read as loosely as the CLI reads it (error_codes.dart:375-387). */
function firstTargetId(details: Record<string, unknown> | null): string | null {
	const targets = details?.availableTargets;
	if (!Array.isArray(targets) || targets.length === 0) return null;
	const first: unknown = targets[0];
	if (first === null || typeof first !== 'object') return null;
	const id = (first as Record<string, unknown>).targetId;
	return id === undefined || id === null ? null : String(id);
}

/**
 * `recovery` as the CLI computes it for one occurrence. Static and fallback recoveries are fixed
 * strings whose placeholders the CLI prints literally. The computed one (connection_selection_required)
 * puts the first target into its targetId form, and falls back to the form without a placeholder
 * when there is no target.
 */
export function cliRecovery(
	entry: CodeEntry,
	details: Record<string, unknown> | null,
): CoreErrorJson['recovery'] {
	const { source, summary, fixCommands } = entry.cli.recovery;
	if (source !== 'computed') return { summary, fix_command: fixCommands[0]! };
	const target = firstTargetId(details);
	const withTarget = fixCommands.find((c) => c.includes('<target_id>'));
	const without = fixCommands.find((c) => !c.includes('<'));
	if (target !== null && withTarget)
		return { summary, fix_command: withTarget.replace('<target_id>', target) };
	if (!without)
		throw new Error(`${entry.code}: a computed recovery needs a fix command without placeholders`);
	return { summary, fix_command: without };
}

/** The error object of one occurrence of a code, key for key as the CLI writes it. */
export function coreError(entry: CodeEntry, occurrence: Occurrence): CoreErrorJson {
	return {
		code: entry.code,
		message: occurrence.message,
		details: occurrence.details,
		descriptor: cliDescriptor(entry),
		recovery: cliRecovery(entry, occurrence.details),
	};
}

/** The error object of the code's registry example; null for a code no shipped binary reports. */
export function exampleCoreError(entry: CodeEntry): CoreErrorJson | null {
	return entry.example ? coreError(entry, entry.example) : null;
}

/** Every code that has an example, with its error object. */
export function exampleCoreErrors(
	registry: Registry,
): { entry: CodeEntry; error: CoreErrorJson }[] {
	return registry.codes.flatMap((entry) => {
		const error = exampleCoreError(entry);
		return error ? [{ entry, error }] : [];
	});
}

// ---- Surfaces -------------------------------------------------------------------------------

/** The moment every example happened: `DateTime.now().toUtc().toIso8601String()`, microseconds included. */
export const exampleTimestamp = '2026-03-04T09:15:02.418305Z';

/**
 * `meta` as the executor builds it (executor.dart:112-128). A process that connected to `connectedUri`
 * before failing reports it with the selection diagnostics of an explicit URI
 * (connection_context.dart:532-570); one that never connected reports `endpoint: null`, mode auto and
 * `{}`, the state every one-shot process starts in.
 */
export function executorMeta(
	command: string,
	durationMs: number,
	connectedUri?: string,
): Record<string, unknown> {
	return {
		schemaVersion: 'core-envelope/v1',
		command,
		timestamp: exampleTimestamp,
		durationMs,
		endpoint: connectedUri ?? null,
		mode: connectedUri ? 'uri' : 'auto',
		selectionDiagnostics: connectedUri
			? {
					mode: 'uri',
					selectedTargetId: connectedUri,
					selectedEndpoint: connectedUri,
					decision: 'Used explicit URI endpoint',
					candidates: [connectedUri],
					stickyEndpoint: null,
				}
			: {},
	};
}

/** `meta` of a CLI example: the executor's, or `{}` when the CLI failed before the executor ran. */
export function exampleMeta(cli: NonNullable<CodeExample['cli']>): Record<string, unknown> {
	return cli.command === null
		? {}
		: executorMeta(cli.command, cli.durationMs ?? 0, cli.connectedUri);
}

/** The one-shot CLI's stdout object, `CoreResult.toEnvelopeJson` (results.dart:84-89). */
export function cliStdoutEnvelope(error: CoreErrorJson, meta: Record<string, unknown>) {
	return { ok: false as const, data: null, error, meta };
}

/** The stdout line exactly as printed: compact JSON, one line (bin/flutter_mcp_cli.dart:139). */
export function cliStdoutLine(error: CoreErrorJson, meta: Record<string, unknown>): string {
	return JSON.stringify(cliStdoutEnvelope(error, meta));
}

/** A failed MCP tool call's result: the error object as compact text (connection_override.dart:175-181). */
export function mcpToolResult(error: CoreErrorJson) {
	return {
		content: [{ text: JSON.stringify(error), type: 'text' as const }],
		isError: true as const,
	};
}

/**
 * A failed `fmt_*` tool call from flutter-mcp-toolkit 4.0.0-dev.1 on: IntentCall's failure text
 * `{code, message, details}` with the whole error object in `details` (handler_helpers.dart:47-52 at
 * v4.0.0-dev.1; intentcall_mcp mcp_result_mapper.dart:24-38), `isError` true, nothing else.
 */
function mcpIntentCallToolResult(error: CoreErrorJson) {
	return {
		content: [
			{
				text: JSON.stringify({ code: error.code, message: error.message, details: error }),
				type: 'text' as const,
			},
		],
		isError: true as const,
	};
}

/** A failed MCP resource read's result: no isError, no mimeType (connection_override.dart:183-194). */
export function mcpResourceResult(uri: string, error: CoreErrorJson) {
	return { contents: [{ uri, text: JSON.stringify(error) }] };
}

/** A JSON-RPC success response in json_rpc_2's key order, as the MCP server sends it. */
export function jsonRpcResult<T>(id: number, result: T) {
	return { jsonrpc: '2.0' as const, result, id };
}

/** The daemon's answer to a failed request (cli_daemon_server.dart:626-641, 669-684). */
export function daemonErrorResponse(id: number | string, error: CoreErrorJson, rpcCode: number) {
	return {
		jsonrpc: '2.0' as const,
		id,
		error: { code: rpcCode, message: error.message, data: { error } },
	};
}

/** Fields every `watch/event` notification starts with (cli_daemon_server.dart:568-585). */
export interface WatchEventHeader {
	watchId: string;
	seq: number;
	timestamp: string;
	command: string;
	sessionId?: string;
}

/** A daemon `watch_error` event: the whole stdout envelope, meta included, in `params.result`. */
export function watchErrorNotification(
	header: WatchEventHeader,
	error: CoreErrorJson,
	meta: Record<string, unknown>,
) {
	const { sessionId, ...rest } = header;
	return {
		jsonrpc: '2.0' as const,
		method: 'watch/event' as const,
		params: {
			...rest,
			...(sessionId ? { sessionId } : {}),
			event: 'watch_error',
			result: cliStdoutEnvelope(error, meta),
		},
	};
}

/** The surfaces a code page shows its example on. */
export type ExampleSurface = 'cli' | 'mcp-tool' | 'mcp-intentcall' | 'mcp-resource' | 'daemon';

export interface SurfaceExample {
	surface: ExampleSurface;
	/** What the user types or sends, when the surface has one line for it (the CLI command). */
	request?: string;
	/** The payload, as JSON text: the CLI line compact as printed, the others laid out for reading. */
	payload: string;
	/** The CLI's exit status, for the cli surface. */
	exitCode?: number;
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * The UI strings a code page (and its Markdown twin) puts above each surface's example: a heading
 * for every surface, and a lead for those that wrap the error object in something else.
 */
export const surfaceExampleHeadings = {
	cli: 'codePage.example.cli',
	'mcp-tool': 'codePage.example.mcpTool',
	'mcp-intentcall': 'codePage.example.mcpIntentCall',
	'mcp-resource': 'codePage.example.mcpResource',
	daemon: 'codePage.example.daemon',
} as const;
export const surfaceExampleLeads = {
	'mcp-tool': 'codePage.example.mcpToolLead',
	'mcp-intentcall': 'codePage.example.mcpIntentCallLead',
	'mcp-resource': 'codePage.example.mcpResourceLead',
	daemon: 'codePage.example.daemonLead',
} as const;

/** The code's example on every surface its registry example names, in the order cli, MCP, daemon. */
export function surfaceExamples(entry: CodeEntry): SurfaceExample[] {
	const example = entry.example;
	const error = exampleCoreError(entry);
	if (!example || !error) return [];
	const out: SurfaceExample[] = [];
	if (example.cli)
		out.push({
			surface: 'cli',
			request: example.cli.invocation,
			payload: cliStdoutLine(error, exampleMeta(example.cli)),
			exitCode: entry.exitCode,
		});
	if (example.mcpTool) {
		out.push({ surface: 'mcp-tool', payload: pretty(jsonRpcResult(7, mcpToolResult(error))) });
		// A later code's page shows what the releases that have it print; from 4.0.0-dev.1 on, a
		// `fmt_*` tool wraps the error object (the contract's codes show that in their history).
		if (entry.addedIn !== undefined)
			out.push({
				surface: 'mcp-intentcall',
				payload: pretty(jsonRpcResult(7, mcpIntentCallToolResult(error))),
			});
	}
	if (example.resourceUri)
		out.push({
			surface: 'mcp-resource',
			payload: pretty(jsonRpcResult(8, mcpResourceResult(example.resourceUri, error))),
		});
	if (example.daemon && entry.cli.daemon)
		out.push({
			surface: 'daemon',
			payload: pretty(daemonErrorResponse(3, error, entry.cli.daemon.rpcCode)),
		});
	return out;
}

/**
 * What `flutter_mcp_cli doctor` prints when no app is running: a success whose critical
 * vm_target_reachable check failed, so the process exits with 1 (doctor.dart:31-61, 170-390). Built
 * from the CLI's strings; the two SDK lines are what `dart --version` and `flutter --version` print.
 */
export function doctorReportExample() {
	const check = (
		id: string,
		status: string,
		critical: boolean,
		diagnostic: string,
		fix_command: string,
	) => ({ id, status, critical, diagnostic, fix_command });
	const checks = [
		check(
			'dart_sdk',
			'pass',
			false,
			'Dart SDK version: 3.10.4 (stable) (Tue Dec 9 00:01:55 2025 -0800) on "linux_x64"',
			'If this fails in CI, install Dart SDK and verify PATH wiring.',
		),
		check(
			'flutter_sdk',
			'pass',
			false,
			'Flutter 3.38.5 • channel stable • https://github.com/flutter/flutter.git',
			'Run `flutter doctor` and fix local SDK issues if reported.',
		),
		check(
			'state_path_writable',
			'pass',
			true,
			'State directory is writable: .flutter_mcp',
			'Ensure write access to .flutter_mcp.',
		),
		check(
			'vm_target_reachable',
			'fail',
			true,
			'No Flutter debug targets discovered.',
			'Start a Flutter app in debug mode and retry `flutter_mcp_cli doctor`.',
		),
		check(
			'dynamic_registry_available',
			'warn',
			false,
			'Dynamic registry check failed: VM service not connected',
			'Ensure app-side mcp_toolkit registration is active, then retry.',
		),
	];
	return {
		ok: true as const,
		data: {
			checks,
			summary: { total: 5, pass: 3, warn: 1, fail: 1, criticalFailures: 1 },
			target: null,
			checkedAt: exampleTimestamp,
		},
		error: null,
		meta: {},
	};
}
