import type { Dictionary } from '../lib/i18n/index.ts';

/**
 * Every text the MCP server returns to a client: tool results, tool errors and resource errors.
 * The tool descriptions are not here: see `playbookServer.ts`.
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
	| 'list.none';

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
	},
	'zh-TW': {
		'error.unknownCode':
			'「{code}」不是 flutter_mcp_cli v3 合約的代碼，也不是這本手冊所知的後續版本代碼。',
		'error.didYouMean': '你是不是要找：{suggestions}？請用其中一個代碼再呼叫一次 explain_code。',
		'error.listCodes': '呼叫 list_codes 可以看到所有代碼。',
		'error.tooLarge':
			'這段文字有 {size} 個字元；validate_envelope 最多讀取 {limit} 個。請只送出失敗的輸出：錯誤 envelope、工具結果，或它前後的幾行日誌。',
		'error.unknownResource': '{uri} 沒有資源。請列出資源，查看代碼頁面與指南的位址。',
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
	},
};
