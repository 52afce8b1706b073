import type { ExplanationMessageKey } from './explanationMessages.ts';

/** The explanations of plain failures in English; `explanations.zh-TW.ts` has the same keys (the type demands them). */
export const explanationMessagesEn: Record<ExplanationMessageKey, string> = {
	'toolkitMissing.title': 'The app has no mcp_toolkit',
	'toolkitMissing.text':
		'the VM service had no handler for {method}, so the call came back as null and failed with "Bad state: Extension call returned null". This is what every command that calls mcp_toolkit (get_app_errors, tap_widget and the others, and the resources that read from it) does against an app that has no mcp_toolkit or has not initialised it.',
	'noFlutterIsolate.title': 'No Flutter isolate in the connected VM',
	'noFlutterIsolate.text':
		'"Bad state: No Flutter isolate found". The Dart VM it is connected to runs no Flutter isolate (a plain Dart program, or an app still starting).',
	'vmNotConnectedCrash.title': 'The VM connection went away during the call',
	'vmNotConnectedCrash.text':
		'"Bad state: VM service not connected" in place of vm_not_connected. The connection to the app dropped while the call was running.',
	'stateLockCrash.title': 'The state lock could not be taken at startup',
	'stateLockCrash.text':
		'a StateLockException, because it could not create or take .flutter_mcp/state.lock. Another {binary} process may hold it, or the state directory is not writable (then every command, doctor included, waits about 20 s and fails this way).',
	'unhandledException.title': '{binary} crashed',
	'unhandledException.text': '"Unhandled exception:", an error nothing caught, so no code applies.',
	'noToolRegistered.title': 'The MCP server has no tool named {name}',
	'noToolRegistered.text':
		'dart_mcp answered "No tool registered with the name {name}" as plain text, not an error object: the server does not offer that tool. From 3.0.0 the tools carry the `fmt_` prefix (`fmt_get_vm`, not `get_vm`); if it is a dynamic tool of the app, the server may run with `--no-dynamics`, which never registers them.',
	'schemaValidation.title': 'The arguments do not match the tool’s input schema',
	'schemaValidation.text':
		'dart_mcp checked the arguments against the tool’s input schema before {binary} saw them and answered in plain text: {problem}.',
	'toolUncaughtError.title': 'The tool failed with an uncaught error',
	'toolUncaughtError.text':
		'The tool result holds plain text ("{text}"), not an error object: dart_mcp turns an error the tool did not catch into its text and stack trace. No code applies. If the text says "Bad state: Extension call returned null", the app has no mcp_toolkit; otherwise keep the text for a bug report.',
	'rpcParseError.title': 'The request was not valid JSON',
	'rpcParseError.text':
		'JSON-RPC error -32700 ({message}): the line sent to the server was not JSON, so nothing ran and no error object exists. Send one JSON object per line.',
	'rpcInvalidRequest.title': 'The request is not a JSON-RPC request',
	'rpcInvalidRequest.text':
		'JSON-RPC error -32600 ({message}): the message was JSON but not a valid request (it must be an object with jsonrpc "2.0", a method and an id). Nothing ran.',
	'rpcMethodNotFound.title': 'The server has no such method',
	'rpcMethodNotFound.text':
		'JSON-RPC error -32601 ({message}): the server has no method of that name, so nothing ran. Check the method name (the daemon offers command/execute, watch/start and the other methods the guide lists).',
	'rpcInvalidParams.title': 'The request’s parameters were refused',
	'rpcInvalidParams.text':
		'JSON-RPC error -32602 ({message}). The daemon reports an unknown command name, unknown argument keys or a missing `snapshotId` this way, with the reason as text in error.data.error ("{detail}"), not as an error object: the one-shot CLI would have answered invalid_command.',
	'rpcCancelled.title': 'The request was cancelled',
	'rpcCancelled.text':
		'JSON-RPC error -32800 ({message}): the request was cancelled before it finished.',
	'rpcServerError.title': 'The server failed outside any command',
	'rpcServerError.text':
		'JSON-RPC error -32000 ({message}) without an error object: an error escaped the server’s handlers ("{detail}"). No code applies.',
	'rpcOther.title': 'A JSON-RPC error',
	'rpcOther.text':
		'JSON-RPC error {code} ({message}) carries no error object, so there is no code of this contract to check.',
	'doctorCriticalFailed.title':
		'Critical doctor checks failed ({critical}): exit status 1, doctor_critical_failed',
	'doctorCriticalFailed.text':
		'This is doctor’s report: doctor prints ok: true whatever it finds, and exits with 1, the exit status of doctor_critical_failed, when a critical check fails. doctor itself never prints the code (from 3.0.0, validate-runtime does, as an error object). The checks below did not pass; each is followed by its fix.',
	'doctorPassed.title': 'doctor’s report: no critical check failed',
	'doctorPassed.text':
		'This is doctor’s report with every critical check passing (exit status 0). Checks not passing: {warnings}; their diagnostics say what to improve.',
	'success.title': 'A success, not an error',
	'success.text':
		'This output reports a success (ok: true, or a result without an error object), so there is nothing to check against the error contract.',
	'watchLifecycle.title': 'A watch event without a failure',
	'watchLifecycle.text':
		'This watch/event notification ({event}) reports no failure: watch_started opens a watch, command_result with ok: true is a success, watch_stopped ends it (its reason says why).',
	'intentCallFailure.title': 'An IntentCall failure, {code}, not an error object of the contract',
	'intentCallFailure.text':
		'From flutter-mcp-toolkit 4.0.0-dev.1, every fmt_* tool except the fmt_client_* tools answers a failure with IntentCall’s {code, message, details}, and only flutter-mcp-toolkit’s own tools put their error object (with descriptor and recovery) in details. Here details holds no error object, so no code of the contract applies. validation_error means the arguments did not match the intent’s schema; intent_execution_error means the handler threw (with "Bad state: Extension call returned null", the app has no mcp_toolkit); any other code with plain details comes from a tool the app registered. No release before 4.0.0-dev.1 prints this shape: from an earlier release, an error object without descriptor and recovery is broken.',
	'notCliOutput.title': 'Not output of {binary}: this looks like {what}',
	'notCliOutput.text':
		'Nothing in it is what {binary} prints (no JSON line, no crash of the CLI), so there is no error object to check. The error codes this site explains come from the v3 contract and the releases after it, and they reach you in the CLI’s output.',
	'looks.html': 'an HTML page',
	'looks.traceback': 'a stack trace of another program',
	'looks.flutter-report': 'an error report of the Flutter framework, printed by the app',
	'looks.log': 'a log',
	'looks.text': 'plain text',
	'next.fixThenCall': 'Work through the fix chosen for this output, then call again.',
	'next.backoffThenFix':
		'Retry with backoff; if every retry fails too, work through the fix chosen for this output.',
	'next.unknownCode':
		'Handle {code} as unknown_error: do not retry it unchanged; read `message` and `details`, and check which release printed it.',
	'next.unknownCodeRetryable':
		'Handle {code} as unknown_error, but its own `descriptor.retryable` is `true`: a retry with backoff may help. Read `message` and `details`, and check which release printed it.',
	'next.brokenJson': 'Use the whole output, unedited: the JSON stops being JSON at {position}.',
	'next.notWrittenByCli':
		'{binary} never writes this (at {position}): if you edited the output, use the original; if your own code wrote it, fix that code.',
	'next.noEnvelope':
		'Check what {binary} printed instead: the JSON line of its stdout (`exec` prints one by default), the MCP tool result, the daemon’s JSON-RPC error or `watch_error` event, or the terminal transcript from the command line down.',
	'next.toolkitMissing':
		'Add mcp_toolkit to the app and initialise it in main(), after WidgetsFlutterBinding.ensureInitialized(). Stop the app, start it again in debug mode and call again.',
	'next.noFlutterIsolate':
		'Connect to the VM service of a Flutter app running in debug mode (discover_debug_apps lists them) and call again.',
	'next.vmNotConnectedCrash': 'Check that the app still runs, reconnect, and call again.',
	'next.stateLockCrash':
		'Make the state directory writable or stop the other {binary} process, then run the command again.',
	'next.unhandledException':
		'Keep the whole transcript with its stack trace for a bug report, and meanwhile run `{binary} doctor --json` to check the environment.',
	'next.noToolRegistered': 'Check the tool’s name against `tools/list` and call again.',
	'next.schemaValidation':
		'Remove or fix the argument at {path} (`tools/list` shows the schema) and call again.',
	'next.toolUncaughtError':
		'Keep the text for a bug report; if it says “Extension call returned null”, add mcp_toolkit to the app.',
	'next.rpcFix': 'Fix the request as the error says and send it again.',
	'next.rpcServerError': 'Keep the message for a bug report, then retry once.',
	'next.rpcCancelled': 'Send the request again if you still need its result.',
	'next.doctorCriticalFailed':
		'Run the fix of every check that did not pass, then run {binary} doctor --json again.',
	'next.success':
		'Nothing to fix. If a call did fail, look for the stdout line with `"ok":false`, the MCP tool result, the daemon’s JSON-RPC error, or a `watch_error` event.',
	'next.intentCallOther':
		'Read message: a tool the app registered failed, so its own documentation says what to do.',
	// A crash's cause is said once; how it reached the reader is the opener: the one-shot CLI's
	// stderr, or an answer of the MCP server, where a command did run and there is no exit status or
	// stdout to look for (English review 10, item 5).
	'crash.cli':
		'{binary} crashed instead of returning an error object (exit status 255, nothing on stdout): {cause}',
	'crash.server': 'The MCP server reported the failure without an error object: {cause}',
};
