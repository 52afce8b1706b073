import { isJsonObject, ownMember as own } from '../json/jsonValue.ts';

/**
 * Failures flutter_mcp_cli reports without an error object (REAL-CLI §2–5), recognised so the
 * reader learns what happened instead of "no envelope". Each is identified by the exact text the
 * CLI, dart_mcp 0.5.0 or json_rpc_2 writes (sources in the comments), never by a guess.
 */

export type ExplanationId =
	| 'toolkitMissing'
	| 'noFlutterIsolate'
	| 'vmNotConnectedCrash'
	| 'stateLockCrash'
	| 'unhandledException'
	| 'noToolRegistered'
	| 'schemaValidation'
	| 'toolUncaughtError'
	| 'rpcParseError'
	| 'rpcInvalidRequest'
	| 'rpcMethodNotFound'
	| 'rpcInvalidParams'
	| 'rpcCancelled'
	| 'rpcServerError'
	| 'rpcOther'
	| 'doctorCriticalFailed'
	| 'doctorPassed'
	| 'success'
	| 'watchLifecycle'
	| 'intentCallFailure'
	/** Text that is no output of the CLI at all (`notCliOutput.ts`). */
	| 'notCliOutput';

/** The crashes `recogniseText` knows: their text is the cause, opened by how it reached the reader. */
export type CrashId =
	| 'toolkitMissing'
	| 'noFlutterIsolate'
	| 'vmNotConnectedCrash'
	| 'stateLockCrash'
	| 'unhandledException';

/** A recognised failure: which one, the values its explanation names, and where in the text it shows. */
export interface PlainFailure {
	id: ExplanationId;
	params: Record<string, string>;
	/** Offset in the searched text of what identified it. */
	offset: number;
}

/**
 * Crashes of the one-shot CLI: Dart prints `Unhandled exception:` and the error on stderr, exit 255,
 * stdout empty. `StateError('Extension call returned null')` is what `callFlutterExtension`
 * throws when the app has no mcp_toolkit extension (connection_context.dart:905-923: the VM's
 * "method not found" is caught and logged, then the null reply becomes the StateError).
 */
const crashes: { id: CrashId; pattern: RegExp }[] = [
	{ id: 'toolkitMissing', pattern: /Bad state: Extension call returned null/ },
	{ id: 'noFlutterIsolate', pattern: /Bad state: No Flutter isolate found/ },
	{ id: 'vmNotConnectedCrash', pattern: /Bad state: VM service not connected/ },
	// state_lock_manager.dart:40-52: StateLockException(message: …, lockFilePath: …, owner: …)
	{ id: 'stateLockCrash', pattern: /StateLockException\b/ },
	{ id: 'unhandledException', pattern: /Unhandled exception:/ },
];

export function isCrash(id: ExplanationId): id is CrashId {
	return crashes.some((c) => c.id === id);
}

/** The extension the log line before the crash names: `Failed to call service extension <m>: …`. */
const extensionLog = /Failed to call service extension (\S+?):/;

/** dart_mcp 0.5.0 tools_support.dart:111. */
const noToolRegistered = /No tool registered with the name (\S*)/;

/** dart_mcp 0.5.0 tools.dart:355 `ValidationError.toErrorString()`: `<details> at path #root["a"]["b"]`. */
const schemaError = /^(.+?) at path (#root(?:\["[^"\n]*"\])*)\s*$/m;

/** Looks for a known crash or MCP text failure in plain text. */
export function recogniseText(text: string): PlainFailure | null {
	for (const { id, pattern } of crashes) {
		const match = pattern.exec(text);
		if (!match) continue;
		const params: Record<string, string> = {};
		if (id === 'toolkitMissing')
			params.method = extensionLog.exec(text)?.[1] ?? 'ext.mcp.toolkit.*';
		return { id, params, offset: match.index };
	}
	const tool = noToolRegistered.exec(text);
	if (tool) return { id: 'noToolRegistered', params: { name: tool[1] ?? '' }, offset: tool.index };
	const schema = schemaError.exec(text);
	if (schema)
		return {
			id: 'schemaValidation',
			params: { problem: schema[1]!.trim(), path: schema[2]! },
			offset: schema.index,
		};
	return null;
}

/**
 * A JSON-RPC error without an error object, from the daemon (cli_daemon_server.dart) or an MCP
 * server (json_rpc_2): what its code means for the caller.
 */
export function explainRpcError(
	code: unknown,
	message: unknown,
	data: unknown,
): { id: ExplanationId; params: Record<string, string> } {
	const text = typeof message === 'string' ? message : '';
	const detail =
		typeof own(data, 'error') === 'string'
			? (own(data, 'error') as string)
			: typeof own(data, 'reason') === 'string'
				? (own(data, 'reason') as string)
				: '';
	const params = { code: String(code), message: text, detail };
	switch (code) {
		case -32700:
			return { id: 'rpcParseError', params };
		case -32600:
			return { id: 'rpcInvalidRequest', params };
		case -32601:
			// The name is in the message when the server gives one ("Method not found: command/run");
			// the MCP SDK's answer is the bare "Method not found", so the title names none.
			return { id: 'rpcMethodNotFound', params };
		case -32602:
			return { id: 'rpcInvalidParams', params };
		case -32800:
			return { id: 'rpcCancelled', params };
		case -32000:
			return { id: 'rpcServerError', params };
		default:
			return { id: 'rpcOther', params };
	}
}

/** One failing check of a doctor report, as the explanation lists it. */
export interface DoctorCheck {
	id: string;
	status: string;
	diagnostic: string;
	fixCommand: string | null;
	pointer: string;
}

/**
 * `doctor` always succeeds on stdout (`ok: true`, bin/flutter_mcp_cli.dart:211-220) and exits 1
 * when a critical check failed: that exit status is doctor_critical_failed, which no payload
 * carries. The report's checks say which failed and what to run.
 */
export function doctorChecks(
	data: unknown,
	pointer: string,
): { failing: DoctorCheck[]; critical: number } | null {
	const checks = own(data, 'checks');
	if (!Array.isArray(checks) || !isJsonObject(own(data, 'summary'))) return null;
	const failing: DoctorCheck[] = [];
	let critical = 0;
	checks.forEach((check, i) => {
		const status = own(check, 'status');
		if (status === 'pass' || typeof status !== 'string') return;
		const isCritical = own(check, 'critical') === true;
		if (isCritical && status === 'fail') critical++;
		const fix = own(check, 'fix_command');
		failing.push({
			id: String(own(check, 'id') ?? `#${i}`),
			status: isCritical ? `${status}, critical` : status,
			diagnostic: String(own(check, 'diagnostic') ?? ''),
			fixCommand: typeof fix === 'string' && fix.trim() !== '' ? fix : null,
			pointer: `${pointer}/checks/${i}`,
		});
	});
	return { failing, critical };
}
