import type { FindingMessageKey } from './findingMessages.ts';

/** The finding messages in Traditional Chinese (Taiwan); `findingMessages.en.ts` has the same keys (the type demands them). */
export const findingMessagesZhTw: Record<FindingMessageKey, string> = {
	'message.nestedError':
		'message 裡是內層錯誤物件的 JSON（{inner}），由 {binary} 的 registry 閘道原樣包進來；分類、結束代碼與重試依外層的 {code}，原因看內層的代碼。',
	'recovery.cliFallback':
		'fix_command 是 {binary} 的通用復原資訊：{code} 沒有自己的復原資訊，所以 CLI 印出 unknown_error 的這一句。',
	'recovery.cliStatic':
		'fix_command 是 CLI 自己對 {code} 的寫法，{commit} 的程式碼就是這樣印的；合約表的文字不同，意思相同。',
	'recovery.cliComputed':
		'fix_command 指定了目標：{binary} 會取 details.availableTargets 的第一個來產生它，而合約表給 {code} 的是 discover 指令。兩者都正確。',
	'recovery.laterBinary':
		'fix_command 以 {binary}（3.0.0 起的程式名稱）開頭，其餘部分就是合約中 {code} 的指令。',
	'code.later':
		'{code}（{meaning}）不是 v3 合約的代碼，是 {binary} {release} 新增的，所以不以合約表檢查。',
	'descriptor.code': 'descriptor.code 是 {actual}，但它應該和錯誤本身的 code（{code}）相同。',
	'doctor.check': '檢查項目 {id} 的狀態是 {status}：{diagnostic}',
	'daemon.rpcCode':
		'error.code 是 {actual}，但 daemon 回報 {code} 時用的是 {expected}（由它的 httpLikeStatus 對應而來）。',
	'cli.exitStatus':
		'shell 顯示的結束代碼是 {shown}，但 {binary} 會以 descriptor.exitCode 結束，{code} 是 {expected}。這個結束代碼可能屬於別的指令。',
	'cli.schemaVersion':
		'meta.schemaVersion 是 {actual}，{binary} 寫的是 {expected}。這段輸出可能來自其他版本。',
	'cli.metaType': 'meta 必須是物件（執行器還沒執行時是 {}），實際上是{actual}。',
	'cli.dataNotNull': 'data 是 {actual}，但執行失敗時會印出 data: null。',
	'cli.okWithoutError':
		'ok 是 false，error 卻是 {actual}。{binary} 的 stdout 只要 ok 為 false，error 一定會帶錯誤物件。',
	'input.moreFailures': '這段串流還有其他訊息回報失敗，在第 {lines} 行；這裡檢查的是第一則。',
	'input.moreFailuresMany':
		'這段串流還有 {count} 則訊息回報失敗，在第 {lines} 行，以及其他 {more} 行；這裡檢查的是第一則。',
	'input.jsonrpcMessage':
		'這是 JSON-RPC 請求、通知，或是沒有錯誤、也不是 {binary} 傳回結果的回應。要檢查的是回報失敗的那則回應或通知。',
	'found.missing': '不存在',
	'kind.inStream': '{detail}這則訊息在 {messages} 行 JSON 中的第 {line} 行。',
	'kind.plainFailure': '{binary} 以純文字回報、沒有錯誤物件的失敗。',
	'kind.notCliOutput': '{title}。',
	'kind.toolResultPlain': 'MCP 工具結果只有純文字，沒有錯誤物件。',
	'kind.watchEvent': 'daemon 的 watch/event 通知，事件是 {event}。',
	'kind.daemonError': 'daemon（{binary} serve）的 JSON-RPC 錯誤：錯誤物件在 error.data.error。',
	'kind.resourceReadError': '讀取 MCP resource {uri} 的結果：錯誤物件在 {where}。',
	'kind.resourceRead': '讀取 MCP resource {uri} 的結果，沒有錯誤物件。',
	'kind.doctor': 'doctor --json 的報告。',
	'kind.cliSuccess': '{binary} 的 stdout，ok 為 true：這是成功的結果。',
	'kind.cliOutput': '{binary} 的 stdout：{ok: false, data, error, meta}，錯誤物件在 error 裡。',
	'kind.empty': '沒有內容可以檢查：輸入是空的。',
	'kind.tooLarge': '內容太大，無法檢查：共 {size} 個字元，上限是 {limit}。',
	'kind.notJson': '不是 JSON，文字中也找不到 JSON 物件。',
	'kind.brokenJson':
		'損壞的 JSON：這段文字以 JSON 開頭，卻無法解析；修正語法錯誤之前，裡面的內容都不會檢查。',
	'kind.brokenJsonInText':
		'其他文字中有損壞的 JSON：從第 {line} 行第 {column} 欄開始的 JSON 無法解析；修正語法錯誤之前，裡面的內容都不會檢查。',
	'kind.envelope':
		'單獨的錯誤物件，也就是 daemon 錯誤 data.error 裡的內容，以及 MCP 工具結果的文字（4.0.0-dev.1 起只有 fmt_client_* 工具如此，其他工具把它放在 IntentCall 的 details 裡）。',
	'kind.toolResult': 'MCP 工具結果：在 {where} 找到錯誤物件。',
	'kind.toolResultNoEnvelope': 'MCP 工具結果，但裡面沒有 v3 錯誤物件。',
	'kind.jsonrpcCrash': '沒有錯誤物件的 JSON-RPC 錯誤：伺服器在執行呼叫時失敗了。',
	'kind.jsonrpcError': '沒有錯誤物件的 JSON-RPC 錯誤；伺服器拒絕了這個請求，所以沒有執行任何指令。',
	'kind.jsonrpcDaemonRefused':
		'daemon 的 JSON-RPC 錯誤，沒有錯誤物件；它的指令解析器拒絕了這個請求，所以沒有執行任何指令。',
	'kind.jsonrpcOther': '沒有錯誤物件的 JSON-RPC 錯誤。',
	'kind.foreign': '其他伺服器格式的工具錯誤（{where}），不屬於這份合約。',
	'kind.unknownJson': '是合法的 JSON，但不是錯誤物件、MCP 工具結果，也不是 JSON-RPC 錯誤。',
	'kind.inText': '{detail}這段內容夾在其他文字中，位於第 {line} 行第 {column} 欄。',
	'found.end': '文字結尾',
	'input.tooLarge':
		'輸入共有 {size} 個字元，超過上限 {limit}，所以沒有檢查。錯誤物件通常只有幾百個字元：請只提供錯誤物件。',
	'input.tooDeep':
		'這裡的巢狀深度超過 {limit} 層。錯誤物件不需要這麼深的結構，許多解析器會拒絕這種輸入，或是發生堆疊溢位。',
	'input.bom':
		'文字開頭有位元組順序標記（BOM，U+FEFF）。這裡先略過它，但 JSON.parse 和其他嚴格的解析器會拒絕。',
	'input.foreignMeta':
		'_meta.errorCode 的值「{code}」是其他 MCP 伺服器的錯誤格式。{binary} 會把錯誤物件（含 code、message、details、descriptor 與 recovery 欄位）以 JSON 文字放在 content[0].text。',
	'input.foreignErrorCode':
		'structuredContent.error.error_code 「{code}」是其他 MCP 伺服器的錯誤格式。v3 錯誤物件用 "code" 表示錯誤代碼，並帶有 descriptor 與 recovery 欄位。',
	'input.foreignHint':
		'structuredContent.error 有 code 「{code}」和 hint，卻沒有 descriptor：這是其他 MCP 伺服器的錯誤格式。v3 錯誤物件以 descriptor 與 recovery 欄位取代 hint。',
	'input.noEnvelope':
		'這個 MCP 工具結果裡沒有錯誤物件。{binary} 會把它以 JSON 文字放在 content[0].text；structuredContent 也已經找過了。',
	'input.isErrorNotTrue':
		'isError 是 {actual}，不是 true：MCP 用戶端會把這個結果當成成功，可能根本不會去看錯誤物件。',
	'input.isErrorMissing':
		'缺少 isError：MCP 用戶端會把這個結果當成成功，可能根本不會去看錯誤物件。失敗的呼叫應該設定 isError: true。',
	'input.notObject': '輸入是{actual}，但錯誤物件必須是 JSON 物件。',
	'input.unknownObject':
		'這個 JSON 物件不是錯誤物件：code、descriptor 與 recovery 欄位一個都沒有。請改用 v3 的錯誤物件、MCP 工具結果或 JSON-RPC 回應。',
	'syntax.unexpectedEnd': 'JSON 提前結束了：少了結尾的 "、] 或 }。',
	'syntax.unterminatedString': '這個字串沒有結束：少了結尾的 "。',
	'syntax.controlCharacter':
		'字串裡有未跳脫的換行或控制字元。JSON 必須寫成跳脫序列，例如換行寫成 \\n。',
	'syntax.invalidEscape':
		'無效的跳脫序列。JSON 字串中的反斜線後面只能接 \\" \\\\ \\/ \\b \\f \\n \\r \\t，或 \\u 加四位十六進位數字。',
	'syntax.invalidNumber':
		'數字格式錯誤：JSON 數字不能有前導零、+ 號、十六進位，也不能以 "." 開頭或結尾。',
	'syntax.nonFiniteNumber': 'NaN 和 Infinity 不是 JSON；JSON 在這種地方要用 null 或字串。',
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
		'鍵「{key}」在這個物件中重複出現（第一次在第 {line} 行第 {column} 欄）。JSON.parse 會保留最後一個值，有些解析器則保留第一個，因此不同的用戶端可能讀到不同的值；這裡的檢查和 JSON.parse 一樣使用最後一個值。',
	'json.duplicateKeyMore': '另外還有 {count} 個重複的鍵沒有列出。',
	'shape.missing': '缺少必要欄位 {member}。',
	'shape.type': '{member} 必須是{expected}，實際上是{actual}。',
	'shape.rootType': '錯誤物件必須是 JSON 物件，實際上是{actual}。',
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
		'「{code}」不在 Error Playbook 的代碼清單中。用戶端會把未知的代碼當成 unknown_error 處理。',
	'code.unknownSuggest':
		'「{code}」不在 Error Playbook 的代碼清單中。你是不是要找 {suggestions}？用戶端會把未知的代碼當成 unknown_error 處理。',
	'code.deprecated': '{code} 從 {since} 起已淘汰：伺服器現在改送 {replacement}。',
	'code.deprecatedNoReplacement': '{code} 從 {since} 起已淘汰，沒有替代的代碼。',
	'code.removed': '這段輸出來自 {release}，但 {code} 在這個版本已不存在：這個版本不再宣告它。',
	'descriptor.retryableTrue':
		'descriptor.retryable 是 false，但依照 Error Playbook 的代碼清單，{code} 可以重試（true）。',
	'descriptor.retryableFalse':
		'descriptor.retryable 是 true，但依照 Error Playbook 的代碼清單，{code} 不可重試（false）。',
	'descriptor.exitCode':
		'descriptor.exitCode 是 {actual}，但依照 Error Playbook 的代碼清單，{code} 的結束代碼是 {expected}（{name}）。',
	'descriptor.category':
		'descriptor.category 是 {actual}，但依照 Error Playbook 的代碼清單，{code} 屬於類別 {expected}。',
	'descriptor.httpLikeStatus':
		'descriptor.httpLikeStatus 是 {actual}，但依照 Error Playbook 的代碼清單，{code} 對應的 HTTP 狀態是 {expected}。',
	'recovery.fixCommandMismatch':
		'recovery.fix_command 和代碼清單為 {code} 列出的修復指令不一致。<token> 這類預留位置可以是任何不含空白的值，其餘部分必須完全相同。',
	'recovery.instructionMismatch': 'recovery.fix_command 和代碼清單為 {code} 列出的說明不一致。',
	'recovery.unsafePlaceholder':
		'<{name}> 的值沒有填進修復指令：它含有在 shell 中不安全的字元（引號、空白、$、;、| 等），所以保留預留位置原樣。',
	'recovery.optionPlaceholder':
		'<{name}> 的值沒有填進修復指令：它以 -、+、~ 或 = 開頭，指令會把它當成選項（或被 shell 展開），而不是一個值。預留位置保留原樣，請自行填入。',
	'engine.internal':
		'驗證工具處理這個輸入時出錯（{error}）。這是 Error Playbook 的 bug，輸入本身不一定有問題。',
};
