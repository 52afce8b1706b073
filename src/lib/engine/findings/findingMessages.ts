import type { Dictionary } from '../../i18n/index.ts';
import type { JsonSyntaxReason } from '../json/jsonScan.ts';

/**
 * Every sentence the validation engine says, in both languages. Values are interpolated as plain
 * text (`{name}`); the UI renders them as text, never as HTML. Identifiers, JSON keys and commands
 * stay as they are in both languages: they are what the reader searches for.
 */
export type FindingMessageKey =
	| 'kind.empty'
	| 'kind.tooLarge'
	| 'kind.notJson'
	| 'kind.brokenJson'
	| 'kind.brokenJsonInText'
	| 'kind.envelope'
	| 'kind.toolResult'
	| 'kind.toolResultNoEnvelope'
	| 'kind.jsonrpcError'
	| 'kind.cliOutput'
	| 'kind.cliSuccess'
	| 'kind.doctor'
	| 'kind.resourceRead'
	| 'kind.resourceReadError'
	| 'kind.daemonError'
	| 'kind.watchEvent'
	| 'kind.toolResultPlain'
	| 'kind.plainFailure'
	| 'kind.inStream'
	| 'found.missing'
	| 'input.jsonrpcMessage'
	| 'input.moreFailures'
	| 'input.moreFailuresMany'
	| 'cli.okWithoutError'
	| 'cli.dataNotNull'
	| 'cli.metaType'
	| 'cli.schemaVersion'
	| 'cli.exitStatus'
	| 'daemon.rpcCode'
	| 'doctor.check'
	| 'descriptor.code'
	| 'code.later'
	| 'recovery.laterBinary'
	| 'recovery.cliComputed'
	| 'recovery.cliStatic'
	| 'recovery.cliFallback'
	| 'message.nestedError'
	| 'kind.foreign'
	| 'kind.unknownJson'
	| 'kind.inText'
	| 'found.end'
	| 'input.tooLarge'
	| 'input.tooDeep'
	| 'input.bom'
	| 'input.foreignMeta'
	| 'input.foreignErrorCode'
	| 'input.foreignHint'
	| 'input.noEnvelope'
	| 'input.isErrorNotTrue'
	| 'input.isErrorMissing'
	| 'input.notObject'
	| 'input.unknownObject'
	| `syntax.${JsonSyntaxReason}`
	| 'json.duplicateKey'
	| 'json.duplicateKeyMore'
	| 'shape.missing'
	| 'shape.type'
	| 'shape.rootType'
	| 'shape.empty'
	| 'shape.tooSmall'
	| 'shape.tooBig'
	| 'type.string'
	| 'type.integer'
	| 'type.number'
	| 'type.boolean'
	| 'type.object'
	| 'type.array'
	| 'type.null'
	| 'code.unknown'
	| 'code.unknownSuggest'
	| 'code.deprecated'
	| 'code.deprecatedNoReplacement'
	| 'descriptor.retryableTrue'
	| 'descriptor.retryableFalse'
	| 'descriptor.exitCode'
	| 'descriptor.category'
	| 'descriptor.httpLikeStatus'
	| 'recovery.fixCommandMismatch'
	| 'recovery.instructionMismatch'
	| 'recovery.unsafePlaceholder'
	| 'recovery.optionPlaceholder'
	| 'engine.internal';

/** The engine’s messages; `{name}` marks a value filled in by `translator`. */
export const findingMessages: Dictionary<FindingMessageKey> = {
	en: {
		'message.nestedError':
			'message holds another error object as JSON ({inner}): a dynamic tool’s own error, copied by flutter_mcp_cli’s registry gateway. The outer code, {code}, is the one to act on.',
		'recovery.cliFallback':
			'fix_command is flutter_mcp_cli’s generic fallback, which it prints for {code} because it has no recovery entry of its own.',
		'recovery.cliStatic':
			'fix_command is flutter_mcp_cli’s own wording for {code}, which differs from the contract table’s; the meaning is the same.',
		'recovery.cliComputed':
			'fix_command names a target: flutter_mcp_cli computes it from the first of details.availableTargets, where the contract table gives the discover command for {code}. Both are right.',
		'recovery.laterBinary':
			'fix_command calls {binary}, the name flutter_mcp_cli has from {binary} 3.0.0 on: the same command as the contract’s for {code}.',
		'code.later':
			'{code} is not a code of the v3 contract: {binary} {release} added it later ({meaning}). It is checked against that release, whose words its recovery uses.',
		'descriptor.code': 'descriptor.code is {actual}, but it repeats the error’s code, {code}.',
		'doctor.check': 'Check {id} is {status}: {diagnostic}',
		'daemon.rpcCode':
			'error.code is {actual}, but the daemon reports {code} with {expected} (mapped from its httpLikeStatus).',
		'cli.exitStatus':
			'The shell shows exit status {shown}, but flutter_mcp_cli exits with descriptor.exitCode, {expected} for {code}. This status may belong to another command.',
		'cli.schemaVersion':
			'meta.schemaVersion is {actual}; flutter_mcp_cli v3 writes {expected}. This output may come from another version.',
		'cli.metaType': 'meta must be an object ({} before the executor runs), but it is {actual}.',
		'cli.dataNotNull': 'data is {actual}, but a failed run prints data: null.',
		'cli.okWithoutError':
			'ok is false, but error is {actual}. flutter_mcp_cli’s stdout with ok: false always carries the error object in error.',
		'input.moreFailures':
			'More messages of this stream report failures, on lines {lines}; the first one is checked here.',
		'input.moreFailuresMany':
			'{count} more messages of this stream report failures, on lines {lines} and {more} others; the first one is checked here.',
		'input.jsonrpcMessage':
			'This is a JSON-RPC request, notification or response without an error or a result flutter_mcp_cli returns. Paste the response or notification that reports the failure.',
		'found.missing': 'missing',
		'kind.inStream': '{detail} Message on line {line} of {messages} JSON lines.',
		'kind.plainFailure':
			'A failure flutter_mcp_cli reports as plain text, without an error object.',
		'kind.toolResultPlain': 'MCP tool result with plain text instead of an error object.',
		'kind.watchEvent': 'Daemon watch/event notification, event {event}.',
		'kind.daemonError':
			'Daemon (flutter_mcp_cli serve) JSON-RPC error: error object in error.data.error.',
		'kind.resourceReadError': 'MCP resource read of {uri}: error object in {where}.',
		'kind.resourceRead': 'MCP resource read of {uri}, without an error object.',
		'kind.doctor':
			'The report of flutter_mcp_cli doctor (ok: true on stdout; the exit status tells whether a critical check failed).',
		'kind.cliSuccess': 'flutter_mcp_cli’s stdout with ok: true: a success.',
		'kind.cliOutput':
			'flutter_mcp_cli’s stdout: {ok: false, data, error, meta}, the error object in error.',
		'kind.empty': 'Nothing to check: the input is empty.',
		'kind.tooLarge': 'Too large to check: {size} characters, the limit is {limit}.',
		'kind.notJson': 'Not JSON, and no JSON object was found in the text.',
		'kind.brokenJson':
			'Broken JSON: the text starts as JSON but does not parse, so nothing in it is checked until the syntax error is fixed.',
		'kind.brokenJsonInText':
			'Broken JSON inside other text: the JSON that starts at line {line}, column {column} does not parse, so nothing in it is checked until the syntax error is fixed.',
		'kind.envelope':
			'A bare error object, as flutter_mcp_cli puts it in an MCP tool result’s text or a daemon error’s data.error.',
		'kind.toolResult': 'MCP tool result: envelope found in {where}.',
		'kind.toolResultNoEnvelope': 'MCP tool result, but it carries no v3 envelope.',
		'kind.jsonrpcError':
			'JSON-RPC error without an error object: the protocol layer failed, no command ran.',
		'kind.foreign': 'A tool error in another server’s format ({where}), not this contract.',
		'kind.unknownJson':
			'Valid JSON, but not an error envelope, an MCP tool result or a JSON-RPC error.',
		'kind.inText': '{detail} Found inside other text, at line {line}, column {column}.',
		'found.end': 'the end of the text',
		'input.tooLarge':
			'The input has {size} characters, more than the limit of {limit}, so it was not checked. An error envelope is a few hundred characters: paste only the envelope.',
		'input.tooDeep':
			'Nesting goes deeper than {limit} levels here. No envelope needs that, and many parsers refuse such input or run out of stack.',
		'input.bom':
			'The text starts with a byte order mark (U+FEFF). It was skipped here, but JSON.parse and other strict parsers reject it.',
		'input.foreignMeta':
			'_meta.errorCode "{code}" is another MCP server’s error format. flutter_mcp_cli sends its error object (code, message, details, descriptor, recovery) as JSON text in content[0].text instead.',
		'input.foreignErrorCode':
			'structuredContent.error.error_code "{code}" is another MCP server’s error format. A v3 envelope names its code in "code" and carries descriptor and recovery.',
		'input.foreignHint':
			'structuredContent.error has code "{code}" and a hint but no descriptor: this is another MCP server’s error format. A v3 envelope carries descriptor and recovery instead of hint.',
		'input.noEnvelope':
			'This MCP tool result carries no error object. flutter_mcp_cli puts it as JSON text in content[0].text; structuredContent was looked at too.',
		'input.isErrorNotTrue':
			'isError is {actual}, not true: MCP clients will take this result for a success and may never look at the envelope.',
		'input.isErrorMissing':
			'isError is missing: MCP clients will take this result for a success and may never look at the envelope. A failing call sets isError: true.',
		'input.notObject': 'The input is {actual}, but an error envelope is a JSON object.',
		'input.unknownObject':
			'This JSON object is not an error envelope: it has none of code, descriptor and recovery. Paste a v3 envelope, an MCP tool result or a JSON-RPC response.',
		'syntax.unexpectedEnd': 'The JSON ends too early: a closing ", ] or } is missing.',
		'syntax.unterminatedString': 'This string is never closed: its closing " is missing.',
		'syntax.controlCharacter':
			'A raw line break or control character inside a string. JSON needs it escaped, e.g. \\n for a line break.',
		'syntax.invalidEscape':
			'Invalid escape. In a JSON string a backslash may only start \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u with four hex digits.',
		'syntax.invalidNumber':
			'Malformed number: JSON numbers have no leading zeros, no +, no hex and no bare ".".',
		'syntax.nonFiniteNumber': 'NaN and Infinity are not JSON. Send null or a string instead.',
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
			'Key "{key}" appears more than once in this object (first at line {line}, column {column}). JSON.parse keeps the last value and other parsers the first, so two clients may read different values.',
		'json.duplicateKeyMore': '{count} more repeated keys are not listed.',
		'shape.missing': 'Required member {member} is missing.',
		'shape.type': '{member} must be {expected}, but it is {actual}.',
		'shape.rootType': 'The envelope must be a JSON object, but it is {actual}.',
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
			'"{code}" is not a code of the registry. Clients treat an unknown code as unknown_error.',
		'code.unknownSuggest':
			'"{code}" is not a code of the registry. Did you mean {suggestions}? Clients treat an unknown code as unknown_error.',
		'code.deprecated':
			'{code} is deprecated since {since}: servers now send {replacement} instead.',
		'code.deprecatedNoReplacement': '{code} is deprecated since {since} and has no replacement.',
		'descriptor.retryableTrue':
			'descriptor.retryable is false, but the registry says {code} is retryable (true).',
		'descriptor.retryableFalse':
			'descriptor.retryable is true, but the registry says {code} is not retryable (false).',
		'descriptor.exitCode':
			'descriptor.exitCode is {actual}, but the registry says {code} exits with {expected} ({name}).',
		'descriptor.category':
			'descriptor.category is {actual}, but the registry puts {code} in category {expected}.',
		'descriptor.httpLikeStatus':
			'descriptor.httpLikeStatus is {actual}, but the registry maps {code} to {expected}.',
		'recovery.fixCommandMismatch':
			'recovery.fix_command is not the registry’s recovery command for {code}. Placeholders such as <token> may hold any value without spaces; everything else must match.',
		'recovery.instructionMismatch':
			'recovery.fix_command is not the registry’s recovery instruction for {code}.',
		'recovery.unsafePlaceholder':
			'The value for <{name}> was not filled into the recovery command: it contains characters that are unsafe in a shell (quotes, spaces, $, ;, | and the like), so the placeholder stays visible.',
		'recovery.optionPlaceholder':
			'The value for <{name}> was not filled into the recovery command: it starts with -, +, ~ or =, so the command would read it as an option (or the shell expand it) instead of as a value. The placeholder stays visible: fill it in yourself.',
		'engine.internal':
			'The validator failed on this input ({error}). This is a bug in Error Playbook, not necessarily in the input.',
	},
	'zh-TW': {
		'message.nestedError':
			'message 裡是另一個錯誤物件的 JSON（{inner}）：這是動態工具自己的錯誤，由 flutter_mcp_cli 的 registry gateway 原樣複製過來。要處理的是外層的代碼 {code}。',
		'recovery.cliFallback':
			'fix_command 是 flutter_mcp_cli 的通用備援內容：{code} 沒有自己的復原項目，所以 CLI 印出這一句。',
		'recovery.cliStatic':
			'fix_command 是 flutter_mcp_cli 自己對 {code} 的寫法，和合約表格的文字不同，但意思一樣。',
		'recovery.cliComputed':
			'fix_command 指定了目標：flutter_mcp_cli 會取 details.availableTargets 的第一個來產生它，而合約表格給 {code} 的是 discover 指令。兩者都正確。',
		'recovery.laterBinary':
			'fix_command 呼叫的是 {binary}，也就是 flutter_mcp_cli 從 {binary} 3.0.0 起的新名稱：和合約中 {code} 的指令是同一個。',
		'code.later':
			'{code} 不是 v3 合約的代碼：它是之後由 {binary} {release} 加入的（{meaning}）。檢查依照那個版本，修復指令也用那個版本的寫法。',
		'descriptor.code': 'descriptor.code 是 {actual}，但它應該重複錯誤本身的 code，也就是 {code}。',
		'doctor.check': '檢查項目 {id} 的狀態是 {status}：{diagnostic}',
		'daemon.rpcCode':
			'error.code 是 {actual}，但 daemon 回報 {code} 時用的是 {expected}（由它的 httpLikeStatus 對應而來）。',
		'cli.exitStatus':
			'shell 顯示的結束代碼是 {shown}，但 flutter_mcp_cli 會以 descriptor.exitCode 結束，{code} 是 {expected}。這個狀態可能屬於別的指令。',
		'cli.schemaVersion':
			'meta.schemaVersion 是 {actual}，flutter_mcp_cli v3 寫的是 {expected}。這段輸出可能來自其他版本。',
		'cli.metaType': 'meta 必須是物件（執行器還沒執行時是 {}），實際上是{actual}。',
		'cli.dataNotNull': 'data 是 {actual}，但執行失敗時會印出 data: null。',
		'cli.okWithoutError':
			'ok 是 false，error 卻是 {actual}。flutter_mcp_cli 的 stdout 只要 ok 為 false，error 一定會帶錯誤物件。',
		'input.moreFailures': '這段串流還有其他訊息回報失敗，在第 {lines} 行；這裡檢查的是第一則。',
		'input.moreFailuresMany':
			'這段串流還有 {count} 則訊息回報失敗，在第 {lines} 行，以及其他 {more} 行；這裡檢查的是第一則。',
		'input.jsonrpcMessage':
			'這是 JSON-RPC 請求、通知，或是沒有錯誤、也不是 flutter_mcp_cli 回傳結果的回應。請貼上回報失敗的那則回應或通知。',
		'found.missing': '不存在',
		'kind.inStream': '{detail}這則訊息在 {messages} 行 JSON 中的第 {line} 行。',
		'kind.plainFailure': 'flutter_mcp_cli 以純文字回報、沒有錯誤物件的失敗。',
		'kind.toolResultPlain': 'MCP 工具結果只有純文字，沒有錯誤物件。',
		'kind.watchEvent': 'daemon 的 watch/event 通知，事件是 {event}。',
		'kind.daemonError':
			'daemon（flutter_mcp_cli serve）的 JSON-RPC 錯誤：錯誤物件在 error.data.error。',
		'kind.resourceReadError': '讀取 MCP resource {uri} 的結果：錯誤物件在 {where}。',
		'kind.resourceRead': '讀取 MCP resource {uri} 的結果，沒有錯誤物件。',
		'kind.doctor':
			'flutter_mcp_cli doctor 的報告（stdout 上 ok 為 true；有沒有關鍵檢查失敗要看結束代碼）。',
		'kind.cliSuccess': 'flutter_mcp_cli 的 stdout，ok 為 true：這是成功的結果。',
		'kind.cliOutput':
			'flutter_mcp_cli 的 stdout：{ok: false, data, error, meta}，錯誤物件在 error 裡。',
		'kind.empty': '沒有內容可以檢查：輸入是空的。',
		'kind.tooLarge': '內容太大，無法檢查：共 {size} 個字元，上限是 {limit}。',
		'kind.notJson': '不是 JSON，文字中也找不到 JSON 物件。',
		'kind.brokenJson':
			'損壞的 JSON：這段文字以 JSON 開頭，卻無法解析；修正語法錯誤之前，裡面的內容都不會檢查。',
		'kind.brokenJsonInText':
			'其他文字中有損壞的 JSON：從第 {line} 行第 {column} 欄開始的 JSON 無法解析；修正語法錯誤之前，裡面的內容都不會檢查。',
		'kind.envelope':
			'單獨的錯誤物件，也就是 flutter_mcp_cli 放在 MCP 工具結果文字或 daemon 錯誤 data.error 裡的內容。',
		'kind.toolResult': 'MCP 工具結果：在 {where} 找到 envelope。',
		'kind.toolResultNoEnvelope': 'MCP 工具結果，但裡面沒有 v3 envelope。',
		'kind.jsonrpcError': '沒有錯誤物件的 JSON-RPC 錯誤：失敗發生在協定層，沒有執行任何指令。',
		'kind.foreign': '其他伺服器格式的工具錯誤（{where}），不屬於這份合約。',
		'kind.unknownJson': '是合法的 JSON，但不是錯誤 envelope、MCP 工具結果，也不是 JSON-RPC 錯誤。',
		'kind.inText': '{detail}這段內容夾在其他文字中，位於第 {line} 行第 {column} 欄。',
		'found.end': '文字結尾',
		'input.tooLarge':
			'輸入共有 {size} 個字元，超過上限 {limit}，所以沒有檢查。錯誤 envelope 通常只有幾百個字元：請只貼上 envelope 本身。',
		'input.tooDeep':
			'這裡的巢狀深度超過 {limit} 層。envelope 不需要這麼深的結構，許多解析器會拒絕這種輸入，或是發生堆疊溢位。',
		'input.bom':
			'文字開頭有位元組順序標記（BOM，U+FEFF）。這裡先略過它，但 JSON.parse 和其他嚴格的解析器會拒絕。',
		'input.foreignMeta':
			'_meta.errorCode 「{code}」是其他 MCP 伺服器的錯誤格式。flutter_mcp_cli 會把錯誤物件（code、message、details、descriptor、recovery）以 JSON 文字放在 content[0].text。',
		'input.foreignErrorCode':
			'structuredContent.error.error_code 「{code}」是其他 MCP 伺服器的錯誤格式。v3 envelope 用 "code" 表示錯誤代碼，並帶有 descriptor 和 recovery。',
		'input.foreignHint':
			'structuredContent.error 有 code 「{code}」和 hint，卻沒有 descriptor：這是其他 MCP 伺服器的錯誤格式。v3 envelope 用 descriptor 和 recovery 取代 hint。',
		'input.noEnvelope':
			'這個 MCP 工具結果裡沒有錯誤物件。flutter_mcp_cli 會把它以 JSON 文字放在 content[0].text；structuredContent 也已經找過了。',
		'input.isErrorNotTrue':
			'isError 是 {actual}，不是 true：MCP 用戶端會把這個結果當成成功，可能根本不會去看 envelope。',
		'input.isErrorMissing':
			'缺少 isError：MCP 用戶端會把這個結果當成成功，可能根本不會去看 envelope。失敗的呼叫應該設定 isError: true。',
		'input.notObject': '輸入是{actual}，但錯誤 envelope 必須是 JSON 物件。',
		'input.unknownObject':
			'這個 JSON 物件不是錯誤 envelope：code、descriptor、recovery 一個都沒有。請貼上 v3 envelope、MCP 工具結果或 JSON-RPC 回應。',
		'syntax.unexpectedEnd': 'JSON 提前結束了：少了結尾的 "、] 或 }。',
		'syntax.unterminatedString': '這個字串沒有結束：少了結尾的 "。',
		'syntax.controlCharacter':
			'字串裡有未跳脫的換行或控制字元。JSON 必須寫成跳脫序列，例如換行寫成 \\n。',
		'syntax.invalidEscape':
			'無效的跳脫序列。JSON 字串中的反斜線後面只能接 \\" \\\\ \\/ \\b \\f \\n \\r \\t，或 \\u 加四位十六進位數字。',
		'syntax.invalidNumber':
			'數字格式錯誤：JSON 數字不能有前導零、+ 號、十六進位，也不能以 "." 開頭或結尾。',
		'syntax.nonFiniteNumber': 'NaN 和 Infinity 不是 JSON。請改傳 null 或字串。',
		'syntax.comment': 'JSON 不允許註解。',
		'syntax.singleQuotes': 'JSON 的字串和鍵要用雙引號（"），不能用單引號。',
		'syntax.unquotedKey': '物件的鍵必須是加上雙引號的字串。',
		'syntax.trailingComma': '多了結尾逗號：JSON 不允許在 } 或 ] 前面加逗號。',
		'syntax.expectedValue':
			'這裡應該是 JSON 值（字串、數字、物件、陣列、true、false 或 null），卻是 {found}。',
		'syntax.expectedKey': '這裡應該是加上雙引號的鍵，卻是 {found}。',
		'syntax.expectedColon': '鍵後面應該是 ":"，卻是 {found}。',
		'syntax.expectedCommaOrBrace': '值後面應該是 "," 或 "}"，卻是 {found}。',
		'syntax.expectedCommaOrBracket': '值後面應該是 "," 或 "]"，卻是 {found}。',
		'syntax.trailingText': 'JSON 值在這之前已經結束，後面卻還有 {found}。',
		'syntax.keyOutsideObject': '這一行以「"鍵": 值」的欄位開頭，卻不在任何物件裡：少了開頭的 {。',
		'json.duplicateKey':
			'鍵「{key}」在這個物件中出現不只一次（第一次在第 {line} 行第 {column} 欄）。JSON.parse 會保留最後一個值，其他解析器則保留第一個，因此不同的用戶端可能讀到不同的值。',
		'json.duplicateKeyMore': '另外還有 {count} 個重複的鍵沒有列出。',
		'shape.missing': '缺少必要欄位 {member}。',
		'shape.type': '{member} 必須是{expected}，實際上是{actual}。',
		'shape.rootType': 'envelope 必須是 JSON 物件，實際上是{actual}。',
		'shape.empty': '{member} 不能是空字串。',
		'shape.tooSmall': '{member} 至少要是 {limit}，實際上是 {actual}。',
		'shape.tooBig': '{member} 最多只能是 {limit}，實際上是 {actual}。',
		'type.string': '字串',
		'type.integer': '整數',
		'type.number': '數字',
		'type.boolean': '布林值',
		'type.object': '物件',
		'type.array': '陣列',
		'type.null': '空值（null）',
		'code.unknown':
			'「{code}」不是 registry 裡的代碼。用戶端會把未知的代碼當成 unknown_error 處理。',
		'code.unknownSuggest':
			'「{code}」不是 registry 裡的代碼。你是不是要找 {suggestions}？用戶端會把未知的代碼當成 unknown_error 處理。',
		'code.deprecated': '{code} 從 {since} 起已淘汰：伺服器現在改送 {replacement}。',
		'code.deprecatedNoReplacement': '{code} 從 {since} 起已淘汰，沒有替代的代碼。',
		'descriptor.retryableTrue':
			'descriptor.retryable 是 false，但依照 registry，{code} 可以重試（true）。',
		'descriptor.retryableFalse':
			'descriptor.retryable 是 true，但依照 registry，{code} 不可重試（false）。',
		'descriptor.exitCode':
			'descriptor.exitCode 是 {actual}，但依照 registry，{code} 的結束代碼是 {expected}（{name}）。',
		'descriptor.category':
			'descriptor.category 是 {actual}，但依照 registry，{code} 屬於類別 {expected}。',
		'descriptor.httpLikeStatus':
			'descriptor.httpLikeStatus 是 {actual}，但依照 registry，{code} 對應的 HTTP 狀態是 {expected}。',
		'recovery.fixCommandMismatch':
			'recovery.fix_command 跟 registry 中 {code} 的修復指令不一致。<token> 這類預留位置可以是任何不含空白的值，其餘部分必須完全相同。',
		'recovery.instructionMismatch': 'recovery.fix_command 跟 registry 中 {code} 的說明不一致。',
		'recovery.unsafePlaceholder':
			'<{name}> 的值沒有填進修復指令：它含有在 shell 中不安全的字元（引號、空白、$、;、| 等），所以保留預留位置原樣。',
		'recovery.optionPlaceholder':
			'<{name}> 的值沒有填進修復指令：它以 -、+、~ 或 = 開頭，指令會把它當成選項（或被 shell 展開），而不是一個值。預留位置保留原樣，請自行填入。',
		'engine.internal':
			'驗證工具處理這個輸入時出錯（{error}）。這是 Error Playbook 的 bug，輸入本身不一定有問題。',
	},
};

/** A translator over these messages, as `translator(findingMessages, lang)` returns it. */
export type FindingTranslate = (
	key: FindingMessageKey,
	params?: Record<string, string | number>,
) => string;
