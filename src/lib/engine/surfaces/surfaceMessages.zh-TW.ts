import type { SurfaceMessageKey } from './surfaceMessages.ts';

/** The surface and release messages in Traditional Chinese (Taiwan); `surfaceMessages.en.ts` has the same keys (the type demands them). */
export const surfaceMessagesZhTw: Record<SurfaceMessageKey, string> = {
	'kind.intentCall':
		'flutter-mcp-toolkit 4.0.0-dev.1 以上版本的 MCP 工具結果：在 {where} 找到 IntentCall 的 {code, message, details}。',
	'kind.intentCallText':
		'IntentCall 的 {code, message, details}，也就是 flutter-mcp-toolkit 4.0.0-dev.1 以上版本 MCP 工具結果的文字。',
	'kind.bundleStep':
		'快照 bundle 的步驟檔（commands/NN_{name}.json）：result 裡是 CLI 的 {ok, data, error, meta}。',
	// Indexes count from 0, as the array's own [n]: 「第 n 個」 counts from one (zh-TW review 9, item 13).
	'kind.array': '含 {length} 則訊息的 JSON 陣列，檢查的是元素 [{index}]。{detail}',
	'array.moreFailures': '陣列的元素 {indexes} 也失敗了；只檢查了 [{index}]。',
	'array.moreFailuresMany':
		'陣列還有 {count} 個元素也失敗了，包括 {indexes}，以及其他 {more} 個；只檢查了 [{index}]。',
	'intentCall.codeMismatch':
		'IntentCall 的 code 是 {actual}，但 details 裡的錯誤物件是 {code}：IntentCall 會照抄內層的 code。',
	'intentCall.messageMismatch':
		'IntentCall 的 message 和 details 裡錯誤物件的 message 不同：IntentCall 會照抄內層的 message。',
	'batch.failingStep': 'batch 的 steps[{index}]（{name}）以 {code} 失敗。',
	'batch.codeMismatch':
		'batch 以 {actual} 失敗，但第一個失敗的步驟是 {code}：batch 會採用第一個失敗步驟的代碼。',
	'release.atLeast': '{binary} {id} 以上版本',
	'release.unknown': '無法判斷，這段輸出在 v3 合約與之後的版本中都一樣。',
	'release.mixed': '這段輸出混用了不同版本的特徵（{evidence}）：沒有任何版本會同時輸出它們。',
	// Not in parentheses: the contract's label has its own (「v3 合約（b7f4434）」).
	'release.line': '{label}，判斷依據：{surface}',
	'evidence.recoveryBinary': 'fix_command 呼叫 {binary}',
	'evidence.laterCode': '{code} 由 {release} 新增',
	'evidence.detailsMember': '{code} 的 details 有 {member}',
	'evidence.metaMember': '有 meta.{member} 欄位',
	'evidence.intentCallWrapper': '錯誤物件外層有 IntentCall 的 {code, message, details}',
	'evidence.emptyDetails': '{code} 的 details 是 {}',
	'evidence.descriptorValue': '{code} 的 descriptor.{field} 是 {value}',
	'evidence.recoveryCommand': '{code} 的 fix_command 是這個版本才開始印出的指令',
	'surface.intentcall': '經 IntentCall 包裝的 MCP 工具結果',
	'surface.bundle-step': '快照 bundle 的步驟檔',
	'surface.classic': '{evidence}',
	'recovery.form': '這是 {label}的寫法。',
	'recovery.contractBinary':
		'{contract} 是 v3 合約中 CLI 的名稱；請以現在安裝的執行檔 {binary} 執行這個指令。',
	'recovery.fromPayload':
		'這是 CLI 自己給的（錯誤物件的 recovery.fix_command）：Error Playbook 的代碼清單沒有 {code}，所以沒有自己的指令可以提供。',
};
