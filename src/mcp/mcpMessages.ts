import type { Dictionary } from '../lib/i18n/index.ts';

/**
 * Every text the MCP server returns to a client: tool results, tool errors, resource errors and the
 * JSON-RPC errors of its transport (`protocol.*`); and the one line it may end with on stderr
 * (`stdio.*`). The tool descriptions are not here: see `playbookServer.ts`.
 */
export type McpMessageKey =
	| 'error.unknownCode'
	| 'error.didYouMean'
	| 'error.listCodes'
	| 'error.tooLarge'
	| 'error.unknownResource'
	| 'error.resourceDidYouMean'
	| 'explain.later'
	| 'explain.wrapper'
	| 'explain.contractCommand'
	| 'explain.deprecated'
	| 'explain.retryable'
	| 'explain.notRetryable'
	| 'explain.exitCode'
	| 'explain.retry'
	| 'explain.recovery'
	| 'explain.instruction'
	| 'explain.placeholder'
	| 'explain.pages'
	| 'list.count'
	| 'list.row'
	| 'list.none'
	| 'protocol.tooLarge'
	| 'protocol.parseError'
	| 'protocol.invalidRequest'
	| 'stdio.truncated'
	| 'stdio.readFailed'
	| 'stdio.writeFailed';

export const mcpMessages: Dictionary<McpMessageKey> = {
	en: {
		'error.unknownCode':
			'"{code}" is not a code of the flutter_mcp_cli v3 contract, nor of a later release this playbook knows.',
		'error.didYouMean': 'Did you mean: {suggestions}? Call explain_code again with one of them.',
		'error.listCodes': 'Call list_codes to see every code.',
		'error.tooLarge':
			'The text is {size} characters long; validate_envelope reads at most {limit}. Send only the failing output: the error envelope, the tool result or the log lines around it.',
		'error.unknownResource':
			'No resource at {uri}. List the resources to see the addresses of the code pages and guides.',
		'error.resourceDidYouMean': 'Did you mean: {suggestions}?',
		'explain.later':
			'Added by {binary} {release}, after the v3 contract: not in its table; the facts and the command below are that release’s.',
		'explain.wrapper':
			'Not a code of the CLI: IntentCall sends {code} of its own, with no descriptor and no recovery.',
		'explain.contractCommand': 'The same command in the v3 contract’s words: {command}',
		'explain.deprecated': 'Deprecated since {since}.',
		'explain.retryable': 'retryable',
		'explain.notRetryable': 'not retryable',
		'explain.exitCode':
			'Exit code {exitCode} ({name}), category {category}, HTTP-like status {status}, {retryable}.',
		'explain.retry': 'Retry: {label}. {text}',
		'explain.recovery': 'Recovery command: {command}',
		'explain.instruction': 'Recovery: {instruction}',
		'explain.placeholder': 'Fill in <{name}>: {description}',
		'explain.pages': 'Page: {url}',
		'list.count': '{count} of {total} codes match.',
		'list.row': '{code}: {meaning} ({category}, exit code {exitCode}, {retryable}) {url}',
		'list.none':
			'No code matches these filters; call list_codes without filters to see every code.',
		'protocol.tooLarge':
			'Message too large: {size} bytes; this server reads at most {limit} bytes per message (the CLI’s limit: 5,000,000 characters). It was not read. Send only the failing output: the error envelope, the tool result or the log lines around it.',
		'protocol.parseError': 'Parse error: the line is not JSON.',
		'protocol.invalidRequest':
			'Invalid Request: the line is JSON but not a JSON-RPC 2.0 message of MCP (jsonrpc "2.0", a method, an id of string or integer).',
		'stdio.truncated':
			'standard input ended in the middle of a message ({size} bytes without a line feed); it was not answered.',
		'stdio.readFailed': 'cannot read standard input ({reason}).',
		'stdio.writeFailed':
			'cannot write to standard output ({reason}), so answers no longer reach the client. Requests left unanswered: {unanswered}.',
	},
	'zh-TW': {
		'error.unknownCode':
			'「{code}」不是 flutter_mcp_cli v3 合約的代碼，也不是這本手冊所知的後續版本代碼。',
		'error.didYouMean': '你是不是要找：{suggestions}？請用其中一個代碼再呼叫一次 explain_code。',
		'error.listCodes': '呼叫 list_codes 可以看到所有代碼。',
		'error.tooLarge':
			'這段文字有 {size} 個字元；validate_envelope 最多讀取 {limit} 個。請只送出失敗的輸出：錯誤 envelope、工具結果，或它前後的幾行日誌。',
		'error.unknownResource':
			'沒有 {uri} 這個 resource。請列出 resource，查看代碼頁面與指南的位址。',
		'error.resourceDidYouMean': '你是不是要找：{suggestions}？',
		'explain.later':
			'由 {binary} {release} 在 v3 合約之後新增，不在合約表格中；以下的事實與指令都是那個版本的。',
		'explain.wrapper':
			'這不是 CLI 的代碼：{code} 是 IntentCall 自己送出的，沒有 descriptor，也沒有 recovery。',
		'explain.contractCommand': '同一個指令在 v3 合約中的寫法：{command}',
		'explain.deprecated': '自 {since} 起已淘汰。',
		'explain.retryable': '可以重試',
		'explain.notRetryable': '不可重試',
		'explain.exitCode':
			'結束代碼 {exitCode}（{name}），類別 {category}，對應 HTTP 狀態 {status}，{retryable}。',
		'explain.retry': '重試：{label}。{text}',
		'explain.recovery': '修復指令：{command}',
		'explain.instruction': '復原：{instruction}',
		'explain.placeholder': '請填入 <{name}>：{description}',
		'explain.pages': '頁面：{url}',
		'list.count': '{total} 個代碼中有 {count} 個符合。',
		'list.row': '{code}：{meaning}（{category}，結束代碼 {exitCode}，{retryable}）{url}',
		'list.none': '沒有代碼符合這些篩選條件；不加篩選呼叫 list_codes 可以看到所有代碼。',
		'protocol.tooLarge':
			'訊息太大：{size} 位元組；這個伺服器每則訊息最多讀取 {limit} 位元組（與 CLI 的上限相同：5,000,000 個字元）。這則訊息沒有被讀取。請只送出失敗的輸出：錯誤 envelope、工具結果，或它前後的幾行日誌。',
		'protocol.parseError': '解析錯誤：這一行不是 JSON。',
		'protocol.invalidRequest':
			'無效的請求：這一行是 JSON，但不是 MCP 的 JSON-RPC 2.0 訊息（需要 jsonrpc "2.0"、method，以及字串或整數的 id）。',
		'stdio.truncated': '標準輸入在訊息中途結束（{size} 位元組後沒有換行）；這則訊息沒有得到回覆。',
		'stdio.readFailed': '無法讀取標準輸入（{reason}）。',
		'stdio.writeFailed':
			'無法寫入標準輸出（{reason}），回覆已無法送達用戶端。沒有得到回覆的請求：{unanswered} 個。',
	},
};
