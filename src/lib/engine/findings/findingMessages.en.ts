import type { FindingMessageKey } from './findingMessages.ts';

/** The finding messages in English; `findingMessages.zh-TW.ts` has the same keys (the type demands them). */
export const findingMessagesEn: Record<FindingMessageKey, string> = {
	'message.nestedError':
		'message holds another error object as JSON ({inner}), wrapped as it is by {binary}’s registry gateway. The outer code, {code}, decides the category, the exit status and the retry; the inner code tells the cause.',
	'recovery.cliFallback':
		'fix_command is {binary}’s generic recovery (unknown_error’s), printed for {code} because the code has no recovery of its own.',
	'recovery.cliStatic':
		'fix_command is the CLI’s own wording for {code}, as its code at {commit} already printed it; the contract table words it differently, with the same meaning.',
	'recovery.cliComputed':
		'fix_command names a target: {binary} computes it from the first target in details.availableTargets, whereas the contract table gives the discover command for {code}. Both are right.',
	'recovery.laterBinary':
		'fix_command starts with {binary} (the binary’s name from 3.0.0); apart from the name, it is the contract’s command for {code}.',
	'code.later':
		'{code} ({meaning}) is not a code of the v3 contract: {binary} {release} added it, so the contract table does not check it.',
	'descriptor.code': 'descriptor.code is {actual}, but it repeats the error’s code, {code}.',
	'doctor.check': 'Check {id} is {status}: {diagnostic}',
	'daemon.rpcCode':
		'error.code is {actual}, but the daemon reports {code} with {expected} (mapped from its httpLikeStatus).',
	'cli.exitStatus':
		'The shell shows exit status {shown}, but {binary} exits with descriptor.exitCode, {expected} for {code}. This status may belong to another command.',
	'cli.schemaVersion':
		'meta.schemaVersion is {actual}; {binary} writes {expected}. This output may come from another version.',
	'cli.metaType': 'meta must be an object ({} before the executor runs), but it is {actual}.',
	'cli.dataNotNull': 'data is {actual}, but a failed run prints data: null.',
	'cli.okWithoutError':
		'ok is false, but error is {actual}. {binary}’s stdout with ok: false always carries the error object in error.',
	'input.moreFailures':
		'More messages of this stream report failures, on lines {lines}; the first one is checked here.',
	'input.moreFailuresMany':
		'{count} more messages of this stream report failures, on lines {lines} and {more} others; the first one is checked here.',
	'input.jsonrpcMessage':
		'This JSON-RPC message is a request, a notification, or a response that carries neither an error nor a result of {binary}. Check the response or notification that reports the failure instead.',
	'found.missing': 'missing',
	'kind.inStream': '{detail} Message on line {line} of {messages} JSON lines.',
	'kind.plainFailure': 'A failure {binary} reports as plain text, without an error object.',
	'kind.notCliOutput': '{title}.',
	'kind.toolResultPlain': 'MCP tool result with plain text instead of an error object.',
	'kind.watchEvent': 'Daemon watch/event notification, event {event}.',
	'kind.daemonError': 'Daemon ({binary} serve) JSON-RPC error: error object in error.data.error.',
	'kind.resourceReadError': 'MCP resource read of {uri}: error object in {where}.',
	'kind.resourceRead': 'MCP resource read of {uri}, without an error object.',
	'kind.doctor': 'The report of doctor --json.',
	'kind.cliSuccess': '{binary}’s stdout with ok: true: a success.',
	'kind.cliOutput': '{binary}’s stdout: {ok: false, data, error, meta}, the error object in error.',
	'kind.empty': 'Nothing to check: the input is empty.',
	'kind.tooLarge': 'Too large to check: {size} characters, the limit is {limit}.',
	'kind.notJson': 'Not JSON, and no JSON object was found in the text.',
	'kind.brokenJson':
		'Broken JSON: the text starts as JSON but does not parse, so nothing in it is checked until the syntax error is fixed.',
	'kind.brokenJsonInText':
		'Broken JSON inside other text: the JSON that starts at line {line}, column {column} does not parse, so nothing in it is checked until the syntax error is fixed.',
	'kind.envelope':
		'A bare error object: what a daemon error’s data.error holds, and an MCP tool result’s text (from 4.0.0-dev.1 only the fmt_client_* tools’; the others put it in the details of IntentCall’s answer).',
	'kind.toolResult': 'MCP tool result: error object found in {where}.',
	'kind.toolResultNoEnvelope': 'MCP tool result, but it carries no v3 error object.',
	'kind.jsonrpcCrash':
		'JSON-RPC error without an error object: the server failed while running the call.',
	'kind.jsonrpcError':
		'JSON-RPC error without an error object: the server refused the request, so no command ran.',
	'kind.jsonrpcDaemonRefused':
		'The daemon’s JSON-RPC error without an error object: its command parser refused the request, so no command ran.',
	'kind.jsonrpcOther': 'JSON-RPC error without an error object.',
	'kind.foreign': 'A tool error in another server’s format ({where}), not this contract.',
	'kind.unknownJson':
		'Valid JSON, but not an error object, an MCP tool result or a JSON-RPC error.',
	'kind.inText': '{detail} Found inside other text, at line {line}, column {column}.',
	'found.end': 'the end of the text',
	'input.tooLarge':
		'The input has {size} characters, more than the limit of {limit}, so it was not checked. An error object is a few hundred characters: give only the error object.',
	'input.tooDeep':
		'Nesting goes deeper than {limit} levels here. No error object needs that, and many parsers refuse such input or run out of stack.',
	'input.bom':
		'The text starts with a byte order mark (U+FEFF). It was skipped here, but JSON.parse and other strict parsers reject it.',
	'input.foreignMeta':
		'_meta.errorCode "{code}" is another MCP server’s error format. {binary} sends its error object (code, message, details, descriptor, recovery) as JSON text in content[0].text instead (from 4.0.0-dev.1, in the details of IntentCall’s answer).',
	'input.foreignErrorCode':
		'structuredContent.error.error_code "{code}" is another MCP server’s error format. A v3 error object names its code in "code" and carries descriptor and recovery.',
	'input.foreignHint':
		'structuredContent.error has code "{code}" and a hint but no descriptor: this is another MCP server’s error format. A v3 error object carries descriptor and recovery instead of hint.',
	'input.noEnvelope':
		'This MCP tool result carries no error object. {binary} puts it as JSON text in content[0].text; structuredContent was looked at too.',
	'input.isErrorNotTrue':
		'isError is {actual}, not true: MCP clients will take this result for a success and may never look at the error object.',
	'input.isErrorMissing':
		'isError is missing: MCP clients will take this result for a success and may never look at the error object. A failing call sets isError: true.',
	'input.notObject': 'The input is {actual}, but an error object is a JSON object.',
	'input.unknownObject':
		'This JSON object is not an error object: it has none of code, descriptor and recovery. Check a v3 error object, an MCP tool result or a JSON-RPC response instead.',
	'syntax.unexpectedEnd': 'The JSON ends too early: a closing ", ] or } is missing.',
	'syntax.unterminatedString': 'This string is never closed: its closing " is missing.',
	'syntax.controlCharacter':
		'A raw line break or control character inside a string. JSON needs it escaped, e.g. \\n for a line break.',
	'syntax.invalidEscape':
		'Invalid escape. In a JSON string a backslash may only start \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u with four hex digits.',
	'syntax.invalidNumber':
		'Malformed number: JSON numbers have no leading zeros, no +, no hex and no bare ".".',
	'syntax.nonFiniteNumber':
		'NaN and Infinity are not JSON; JSON has null or a string in their place.',
	'syntax.comment': 'Comments are not allowed in JSON.',
	'syntax.singleQuotes': 'JSON strings and keys need double quotes ("), not single quotes.',
	'syntax.unquotedKey': 'Object keys must be strings in double quotes.',
	'syntax.trailingComma': 'Trailing comma: JSON allows no comma before } or ].',
	'syntax.expectedValue':
		'Expected a JSON value (string, number, object, array, true, false or null), found {found}.',
	'syntax.expectedKey': 'Expected a key in double quotes, found {found}.',
	'syntax.expectedColon': 'Expected ":" after the key, found {found}.',
	'syntax.expectedCommaOrBrace': 'Expected "," or "}" after the value, found {found}.',
	'syntax.expectedCommaOrBracket': 'Expected "," or "]" after the value, found {found}.',
	'syntax.trailingText': 'The JSON value is complete before this point, but {found} follows it.',
	'syntax.keyOutsideObject':
		'This line starts with a "key": value member that stands in no object: the opening { is missing.',
	'json.duplicateKey':
		'Key "{key}" appears more than once in this object (first at line {line}, column {column}). JSON.parse keeps the last value and some parsers the first, so two clients may read different values; the checks here use the last, as JSON.parse does.',
	'json.duplicateKeyMore': '{count} more repeated keys are not listed.',
	'shape.missing': 'Required member {member} is missing.',
	'shape.type': '{member} must be {expected}, but it is {actual}.',
	'shape.rootType': 'The error object must be a JSON object, but it is {actual}.',
	'shape.empty': '{member} must not be empty.',
	'shape.tooSmall': '{member} must be at least {limit}, but it is {actual}.',
	'shape.tooBig': '{member} must be at most {limit}, but it is {actual}.',
	'type.string': 'a string',
	'type.integer': 'an integer',
	'type.number': 'a number',
	'type.boolean': 'a boolean',
	'type.object': 'an object',
	'type.array': 'an array',
	'type.null': 'null',
	'code.unknown':
		'"{code}" is not in Error Playbook’s code list. Clients treat an unknown code as unknown_error.',
	'code.unknownSuggest':
		'"{code}" is not in Error Playbook’s code list. Did you mean {suggestions}? Clients treat an unknown code as unknown_error.',
	'code.deprecated':
		'{code} has been deprecated since {since}: servers now send {replacement} instead.',
	'code.deprecatedNoReplacement':
		'{code} has been deprecated since {since} and has no replacement.',
	'code.removed':
		'{code} no longer exists in {release}, which this output comes from: that release no longer declares it.',
	'descriptor.retryableTrue':
		'descriptor.retryable is false, but Error Playbook’s code list says {code} is retryable (true).',
	'descriptor.retryableFalse':
		'descriptor.retryable is true, but Error Playbook’s code list says {code} is not retryable (false).',
	'descriptor.exitCode':
		'descriptor.exitCode is {actual}, but Error Playbook’s code list says {code} exits with {expected} ({name}).',
	'descriptor.category':
		'descriptor.category is {actual}, but Error Playbook’s code list puts {code} in category {expected}.',
	'descriptor.httpLikeStatus':
		'descriptor.httpLikeStatus is {actual}, but Error Playbook’s code list maps {code} to {expected}.',
	'recovery.fixCommandMismatch':
		'recovery.fix_command is not the fix command the code list gives {code}. Placeholders such as <token> may hold any value without spaces; everything else must match.',
	'recovery.instructionMismatch':
		'recovery.fix_command is not the instruction the code list gives {code}.',
	'recovery.unsafePlaceholder':
		'The value for <{name}> was not filled into the fix command: it contains characters that are unsafe in a shell (quotes, spaces, $, ;, | and the like), so the placeholder stays visible.',
	'recovery.optionPlaceholder':
		'The value for <{name}> was not filled into the fix command: it starts with -, +, ~ or =, so the command would read it as an option (or the shell expand it) instead of as a value. The placeholder stays visible: fill it in yourself.',
	'engine.internal':
		'The validator failed on this input ({error}). This is a bug in Error Playbook, not necessarily in the input.',
};
