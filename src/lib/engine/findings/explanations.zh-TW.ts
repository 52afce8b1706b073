import type { ExplanationMessageKey } from './explanationMessages.ts';

/** The explanations of plain failures in Traditional Chinese (Taiwan); `explanations.en.ts` has the same keys (the type demands them). */
export const explanationMessagesZhTw: Record<ExplanationMessageKey, string> = {
	'toolkitMissing.title': 'App 沒有回應 mcp_toolkit 的 extension',
	'toolkitMissing.text':
		'VM service 找不到 {method} 的 handler，呼叫傳回 null，於是以「Bad state: Extension call returned null」失敗。對沒有加入並初始化 mcp_toolkit 的 App，執行任何呼叫 mcp_toolkit 的指令（get_app_errors、tap_widget 等，以及向它讀取的 resource）時，就會這樣。',
	'noFlutterIsolate.title': '連上的 VM 裡沒有 Flutter isolate',
	'noFlutterIsolate.text':
		'「Bad state: No Flutter isolate found」。它連上的 Dart VM 沒有執行任何 Flutter isolate（可能是一般的 Dart 程式，或 App 還在啟動）。',
	'vmNotConnectedCrash.title': '呼叫途中 VM 連線中斷了',
	'vmNotConnectedCrash.text':
		'「Bad state: VM service not connected」，而不是 vm_not_connected。呼叫執行到一半時，和 App 的連線斷了。',
	'stateLockCrash.title': '啟動時拿不到狀態鎖',
	'stateLockCrash.text':
		'StateLockException，因為它無法建立或取得 .flutter_mcp/state.lock。可能是另一個 {binary} 行程正持有這把鎖，或是狀態目錄無法寫入（這時包括 doctor 在內的每個指令都會等大約 20 秒，然後同樣失敗）。',
	'unhandledException.title': '{binary} 崩潰了',
	'unhandledException.text':
		'「Unhandled exception:」，也就是未捕捉的錯誤，所以沒有任何錯誤代碼適用。',
	'noToolRegistered.title': 'MCP 伺服器沒有名為 {name} 的工具',
	'noToolRegistered.text':
		'dart_mcp 以純文字回應「No tool registered with the name {name}」，不是錯誤物件：伺服器沒有提供這個工具。從 3.0.0 起，工具名稱都有 `fmt_` 前置詞（是 `fmt_get_vm`，不是 `get_vm`）；如果它是 App 的動態工具，伺服器可能是以 `--no-dynamics` 啟動，動態工具因此不會註冊。',
	'schemaValidation.title': '引數不符合工具的 input schema',
	'schemaValidation.text':
		'dart_mcp 在 {binary} 收到之前，就先用工具的 input schema 檢查引數，並以純文字回應：{problem}。',
	'toolUncaughtError.title': '工具因未捕捉的錯誤而失敗',
	'toolUncaughtError.text':
		'這個工具結果只有純文字（「{text}」），不是錯誤物件：遇到未捕捉的錯誤，dart_mcp 會把錯誤和 stack trace 當成文字傳回。沒有任何錯誤代碼適用。如果文字是「Bad state: Extension call returned null」，表示 App 缺少 mcp_toolkit；否則請保留這段文字回報 bug。',
	'rpcParseError.title': '請求不是合法的 JSON',
	'rpcParseError.text':
		'JSON-RPC 錯誤 -32700（{message}）：送到伺服器的那一行不是 JSON，所以什麼都沒執行，也沒有錯誤物件。請每行送出一個 JSON 物件。',
	'rpcInvalidRequest.title': '這不是 JSON-RPC 請求',
	'rpcInvalidRequest.text':
		'JSON-RPC 錯誤 -32600（{message}）：訊息是 JSON，但不是合法的請求（必須是帶有 jsonrpc "2.0"、method 和 id 的物件）。什麼都沒有執行。',
	'rpcMethodNotFound.title': '伺服器沒有這個方法',
	'rpcMethodNotFound.text':
		'JSON-RPC 錯誤 -32601（{message}）：伺服器沒有這個方法，所以什麼都沒執行。請確認方法名稱（daemon 提供 command/execute、watch/start，以及指南裡列出的其他方法）。',
	'rpcInvalidParams.title': '請求的參數被拒絕',
	'rpcInvalidParams.text':
		'JSON-RPC 錯誤 -32602（{message}）。daemon 遇到未知的指令名稱、未知的引數鍵或缺少 `snapshotId` 時會這樣回報，原因以文字放在 error.data.error（「{detail}」），而不是錯誤物件；同樣的輸入在一次性 CLI 會得到 invalid_command。',
	'rpcCancelled.title': '請求已取消',
	'rpcCancelled.text': 'JSON-RPC 錯誤 -32800（{message}）：請求在完成前就被取消了。',
	'rpcServerError.title': '伺服器在指令之外出錯',
	'rpcServerError.text':
		'JSON-RPC 錯誤 -32000（{message}），沒有錯誤物件：有錯誤從伺服器的處理常式漏出（「{detail}」）。沒有任何錯誤代碼適用。',
	'rpcOther.title': 'JSON-RPC 錯誤',
	'rpcOther.text':
		'JSON-RPC 錯誤 {code}（{message}）沒有帶錯誤物件，所以沒有合約中的代碼可以檢查。',
	'doctorCriticalFailed.title':
		'{critical} 項 doctor 關鍵檢查沒通過：結束代碼 1，也就是 doctor_critical_failed',
	'doctorCriticalFailed.text':
		'這是 doctor 的報告：不論檢查結果如何，它都印出 ok: true；只要有關鍵檢查沒通過，它就以 1 結束，也就是 doctor_critical_failed 的結束代碼。doctor 本身從來不會印出這個代碼（從 3.0.0 版起，validate-runtime 會以錯誤物件送出它）。下方列出沒通過的檢查，各自附上修正方式。',
	'doctorPassed.title': 'doctor 的報告：關鍵檢查都通過了',
	'doctorPassed.text':
		'這是 doctor 的報告，所有關鍵檢查都通過了（結束代碼 0）。有 {warnings} 項檢查沒有完全通過，請參考它們的 diagnostic 改善。',
	'success.title': '這是成功的結果，不是錯誤',
	'success.text':
		'這段輸出回報的是成功（ok: true，或是沒有錯誤物件的結果），所以沒有東西可以對照錯誤合約檢查。',
	'watchLifecycle.title': '沒有失敗的 watch 事件',
	'watchLifecycle.text':
		'這則 watch/event 通知（{event}）沒有回報任何失敗：watch_started 表示開始監看，ok 為 true 的 command_result 是成功的結果，watch_stopped 表示監看結束（reason 會說明原因）。',
	'intentCallFailure.title': 'IntentCall 的失敗 {code}，不是合約的錯誤物件',
	'intentCallFailure.text':
		'flutter-mcp-toolkit 4.0.0-dev.1 起，fmt_* 工具（fmt_client_* 工具除外）失敗時都會傳回 IntentCall 的 {code, message, details}，只有它自己的工具會在 details 放入錯誤物件（含 descriptor 與 recovery 欄位）。這裡的 details 不是錯誤物件，所以沒有合約代碼適用：validation_error 表示引數不符合 intent 的 schema；intent_execution_error 表示工具執行時丟出了錯誤（訊息是「Bad state: Extension call returned null」時，App 缺少 mcp_toolkit）；其他代碼搭配一般的 details，來自 App 自行註冊的工具。4.0.0-dev.1 之前的版本不會輸出這種形式，它們的錯誤物件少了這兩個欄位就不合格。',
	'notCliOutput.title': '這不是 {binary} 的輸出，看起來是{what}',
	'notCliOutput.text':
		'裡面沒有 {binary} 會印出的內容（沒有 JSON 行，也沒有 CLI 的崩潰訊息），所以沒有可以檢查的錯誤物件。本站說明的錯誤代碼來自 v3 合約和之後的版本，會出現在 CLI 的輸出裡。',
	'looks.html': '一個 HTML 網頁',
	'looks.traceback': '其他程式的 stack trace',
	// Starts with Chinese: the title puts it right after 「看起來是」, where a Latin word would need a space.
	'looks.flutter-report': '由 App 印出的 Flutter 框架錯誤報告',
	'looks.log': '一段日誌',
	'looks.text': '一般文字',
	'next.fixThenCall': '先照這段輸出選出的解決方法處理，再重新呼叫。',
	'next.backoffThenFix': '先退避後重試；如果每次重試都失敗，再照這段輸出選出的解決方法處理。',
	'next.unknownCode':
		'把 {code} 當成 unknown_error 處理：不要原封不動重試；先看 `message` 和 `details`，並確認是哪個版本印出的。',
	'next.unknownCodeRetryable':
		'把 {code} 當成 unknown_error 處理，但它本身的 `descriptor.retryable` 是 `true`，退避後重試可能有用。先看 `message` 和 `details`，並確認是哪個版本印出的。',
	'next.brokenJson': '請改用完整、未經修改的輸出：JSON 在 {position} 就無法解析了。',
	'next.notWrittenByCli':
		'{binary} 從來不會輸出這種寫法（在 {position}）：如果你改過輸出，請改用原本的內容；如果是你自己的程式寫出來的，請修正那段程式。',
	'next.noEnvelope':
		'請改用 {binary} 自己印出的內容：stdout 上的那一行 JSON（`exec` 預設只印一行）、MCP 工具結果、daemon 的 JSON-RPC 錯誤或 `watch_error` 事件，或從指令那一行開始的終端機輸出。',
	'next.toolkitMissing':
		'在 App 裡加入 mcp_toolkit，並在 main() 裡先呼叫 WidgetsFlutterBinding.ensureInitialized() 再初始化它。停止 App，以 debug 模式重新啟動後再呼叫一次。',
	'next.noFlutterIsolate':
		'連到以 debug 模式執行的 Flutter App 的 VM service（discover_debug_apps 會列出來），再呼叫一次。',
	'next.vmNotConnectedCrash': '確認 App 還在執行，重新連線後再呼叫一次。',
	'next.stateLockCrash': '讓狀態目錄可以寫入，或停止另一個 {binary} 行程，再執行一次指令。',
	'next.unhandledException':
		'保留完整的輸出和 stack trace 以便回報 bug；同時可以用 {binary} doctor --json 檢查環境。',
	'next.noToolRegistered': '用 `tools/list` 核對工具名稱，再呼叫一次。',
	'next.schemaValidation': '移除或修正 {path} 的引數（`tools/list` 會顯示 schema），再呼叫一次。',
	'next.toolUncaughtError':
		'保留這段文字以便回報 bug；如果寫著「Extension call returned null」，請在 App 裡加入 mcp_toolkit。',
	'next.rpcFix': '依照錯誤說明修正請求，再送一次。',
	'next.rpcServerError': '保留訊息以便回報 bug，然後重試一次。',
	'next.rpcCancelled': '如果還需要結果，請再送一次請求。',
	// 指令要留在同一行：標籤加上整句剛好 80 欄（zh-TW review 15 #12）。
	'next.doctorCriticalFailed': '先照上面的修正方式處理，再執行 {binary} doctor --json。',
	'next.success':
		'沒有需要修正的地方。如果有呼叫失敗，請找帶有 `"ok":false` 的 stdout 那一行、MCP 工具結果、daemon 的 JSON-RPC 錯誤，或 `watch_error` 事件。',
	'next.intentCallOther': '請看 message：失敗的是 App 自己註冊的工具，該怎麼做要看它自己的說明。',
	// 崩潰的原因只寫一次；開頭說它怎麼到讀者手上：一次性 CLI 的 stderr，或 MCP 伺服器的回應。
	'crash.cli': '{binary} 直接崩潰，沒有傳回錯誤物件（結束代碼 255，stdout 沒有輸出）：{cause}',
	'crash.server': 'MCP 伺服器回報這個失敗時沒有帶錯誤物件：{cause}',
};
