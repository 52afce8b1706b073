import type { CoreErrorJson, SurfaceExample } from './examples.ts';
import { doctorReportExample, jsonRpcResult, watchErrorNotification } from './examples.ts';

/**
 * Whole outputs as a user copies them: a terminal session, a daemon's stream, and the failures
 * that never become an error object (a crash, the MCP library's own answers). Each is built from
 * the upstream source named beside it, and each equals, byte for byte, the fixture the engine's
 * tests read (`tests/fixtures/cli-output/`), so the playground shows what those tests prove.
 */

/** A shell session: the command, its stdout line, then `echo $?` with the exit status. */
export function cliTranscript(example: SurfaceExample, exitStatus = example.exitCode): string {
	if (example.surface !== 'cli' || example.request === undefined || exitStatus === undefined) {
		throw new Error('a transcript needs the CLI surface with its command and exit status');
	}
	return `$ ${example.request}\n${example.payload}\n$ echo $?\n${exitStatus}\n`;
}

/** `flutter_mcp_cli doctor --json` with a critical check failed: a success that exits with 1 (doctor.dart:31-61). */
export function doctorTranscript(): string {
	return `$ flutter_mcp_cli doctor --json\n${JSON.stringify(doctorReportExample())}\n$ echo $?\n1\n`;
}

/**
 * A tool that needs the app-side toolkit, called on an app without it: the extension call returns
 * null, `callFlutterExtension` throws a StateError that nothing catches, and the Dart VM prints
 * "Unhandled exception:" with the trace and exits with 255 (connection_context.dart:905-923, 942-954).
 */
export function toolkitMissingCrash(): string {
	return [
		"$ flutter_mcp_cli exec --name get_app_errors --args '{}'",
		'[error] [ConnectionContext] Failed to call service extension ext.mcp.toolkit.app_errors: RPCError(method not found: ext.mcp.toolkit.app_errors)',
		'Unhandled exception:',
		'Bad state: Extension call returned null',
		'#0      ConnectionContext.callFlutterExtension (package:flutter_inspector_mcp_server/src/core/connection_context.dart:921:7)',
		'<asynchronous suspension>',
		'#1      DefaultCoreCommandExecutor._getAppErrors (package:flutter_inspector_mcp_server/src/core/executor.dart:449:22)',
		'<asynchronous suspension>',
		'$ echo $?',
		'255',
		'',
	].join('\n');
}

/** dart_mcp's answer to `tools/call` for a name no tool has: a plain-text tool error (dart_mcp 0.5.0 tools_support.dart:111). */
export function unknownToolResponse(id: number, name: string) {
	return jsonRpcResult(id, {
		content: [{ text: `No tool registered with the name ${name}`, type: 'text' as const }],
		isError: true as const,
	});
}

/** The daemon's `command/execute` with a command name it does not know: -32602, no error object (cli_daemon_server.dart:487-491). */
export function daemonUnsupportedCommand(id: number, name: string) {
	return {
		jsonrpc: '2.0' as const,
		id,
		error: {
			code: -32602,
			message: 'Invalid params',
			data: { error: `Invalid argument(s): Unsupported command: ${name}`, name },
		},
	};
}

export interface WatchStreamTimes {
	/** When the watch started, and when it failed and stopped. */
	started: string;
	failed: string;
	stopped: string;
}

/**
 * The daemon's stdout for `watch/start` with stopOnError on a command that fails: the
 * watch_started event is written before the response (cli_daemon_server.dart:322), then the
 * failure as a watch_error event carrying the whole stdout envelope, then watch_stopped.
 */
export function watchStream(
	requestId: number,
	command: string,
	error: CoreErrorJson,
	meta: Record<string, unknown>,
	times: WatchStreamTimes,
): string {
	const watchId = 'watch_1';
	const options = { intervalMs: 1000, maxEvents: 0, stopOnError: true };
	const event = (seq: number, timestamp: string, name: string, rest: Record<string, unknown>) => ({
		jsonrpc: '2.0',
		method: 'watch/event',
		params: { watchId, seq, timestamp, command, event: name, ...rest },
	});
	return [
		event(1, times.started, 'watch_started', options),
		{ jsonrpc: '2.0', id: requestId, result: { watchId, started: true, ...options } },
		watchErrorNotification({ watchId, seq: 2, timestamp: times.failed, command }, error, meta),
		event(3, times.stopped, 'watch_stopped', { reason: 'stop_on_error' }),
	]
		.map((line) => `${JSON.stringify(line)}\n`)
		.join('');
}
