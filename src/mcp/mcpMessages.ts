import type { Dictionary } from '../lib/i18n/index.ts';
import { contractRelease, releases, registry } from '../lib/registry/index.ts';

/**
 * Every text the MCP server returns to a client: its instructions (`server.*`), the triage prompt
 * (`prompt.*`), tool results, tool errors, resource errors and the JSON-RPC errors of its transport
 * (`protocol.*`); and the one line it may end with on stderr (`stdio.*`). The tool descriptions are
 * not here: see `playbookServer.ts`.
 */
export type McpMessageKey =
	| 'server.instructions'
	| 'prompt.triage.title'
	| 'prompt.triage.description'
	| 'prompt.triage.output'
	| 'prompt.triage.lang'
	| 'prompt.triage.request'
	| 'error.unknownCode'
	| 'error.didYouMean'
	| 'error.listCodes'
	| 'error.candidates'
	| 'error.candidatesTied'
	| 'error.callAgain'
	| 'error.tooLarge'
	| 'error.unknownResource'
	| 'error.resourceDidYouMean'
	| 'list.count'
	| 'list.retryable'
	| 'list.notRetryable'
	| 'list.row'
	| 'list.none'
	| 'protocol.tooLarge'
	| 'protocol.parseError'
	| 'protocol.invalidRequest'
	| 'stdio.truncated'
	| 'stdio.readFailed'
	| 'stdio.writeFailed';

/**
 * The program names come from the registry, not from these texts: `{binary}` is the binary people
 * install (the newest release's), `{contractBinary}` the v3 contract's. A release that renames the
 * binary changes the MCP texts as data.
 */
function withProgramNames(templates: Dictionary<McpMessageKey>): Dictionary<McpMessageKey> {
	const binary = releases(registry).at(-1)!.binary;
	const contractBinary = contractRelease(registry).binary;
	// A plain replace, not `format`: the other placeholders are filled per call, later.
	const fill = (texts: Record<McpMessageKey, string>) =>
		Object.fromEntries(
			Object.entries(texts).map(([key, text]) => [
				key,
				text.replaceAll('{binary}', binary).replaceAll('{contractBinary}', contractBinary),
			]),
		) as Record<McpMessageKey, string>;
	return { en: fill(templates.en), 'zh-TW': fill(templates['zh-TW']) };
}

export const mcpMessages: Dictionary<McpMessageKey> = withProgramNames({
	en: {
		'server.instructions':
			'Error Playbook explains the error codes of {binary} ({contractBinary} in the v3 contract). Most failures arrive as a JSON error object (code, message, details, descriptor, recovery).\n' +
			'- With the output of a failed call (the CLI’s stdout line, an MCP tool result, a daemon error, log lines): call validate_envelope with the text as printed. It says whether the error object keeps to the code list, what its code means, the fix command with its placeholders filled from the payload, and whether to retry.\n' +
			'- With only a code: call explain_code (CONNECT-FAILED finds connect_failed). To browse or filter the codes: list_codes.\n' +
			'- Resources are the site’s pages as Markdown: playbook://codes/{code}, playbook://guides/{slug}, playbook://reference/{slug}, in Traditional Chinese under playbook://zh-tw/. Read playbook://guides/for-agents before running a fix command, and playbook://reference/contract-vs-cli where the CLI departs from its contract.\n' +
			'- Never run a fix command that still holds a <placeholder>. Every tool takes lang (en or zh-TW); this server answers in English unless asked. The triage prompt does all of this for pasted output.',
		'prompt.triage.title': 'Triage a {binary} failure',
		'prompt.triage.description':
			'Paste what a failing {contractBinary} or {binary} call printed: the model checks it with validate_envelope and reports the verdict, the code, the findings and what to do next.',
		'prompt.triage.output':
			'The failing output, pasted as printed: the CLI’s stdout line, an MCP tool result, a daemon error or the log lines around it. At most {limit} characters.',
		'prompt.triage.lang': 'Language of the report: en or zh-TW. Default: {default}.',
		'prompt.triage.request':
			'The next message is the output of a failing {contractBinary} or {binary} call, pasted as printed.\n' +
			'1. Call the validate_envelope tool with that text, unchanged, as `text`, and `lang` "{lang}".\n' +
			'2. From its result, report in English:\n' +
			'- the verdict and what the input is (`verdict`, `inputKindDetail`);\n' +
			'- the code and what it means, with its page (`code`, `page`); explain_code or the resource playbook://codes/<code> has more;\n' +
			'- each finding: its rule, where it is (line:column and JSON Pointer), what was expected and what is there;\n' +
			'- what to do next: first `next.text`, then the fix chosen for this output (`fix`: its cause, steps, command and check) with each placeholder explained, and whether and when to retry (`retry`); name `recovery` only as what the CLI itself suggested. Never run a command that still holds a <placeholder>; run a `{contractBinary}` command as `{binary}`, the name every release installs;\n' +
			'- when the text holds no error object, what it is instead (`explanation`).\n' +
			'Report only what the result says; do not make up fields or values.',
		'error.unknownCode': '"{code}" is not in Error Playbook’s code list.',
		'error.didYouMean': 'Did you mean: {suggestions}? Call explain_code again with one of them.',
		'error.listCodes': 'Call list_codes to see every code.',
		'error.candidates':
			'"{code}" is not the name of a code. It can be {count} codes, most likely first (all of them, with their pages, in the JSON block before this one):',
		'error.candidatesTied':
			'"{code}" is not the name of a code. It can be {count} codes, in alphabetical order (all of them, with their pages, in the JSON block before this one):',
		'error.callAgain': 'Call explain_code again with the code that fits.',
		'error.tooLarge':
			'The text is {size} characters long; validate_envelope reads at most {limit}. Send only the failing output: the error object, the tool result or the log lines around it.',
		'error.unknownResource':
			'No resource at {uri}. List the resources to see the addresses of the code pages and guides.',
		'error.resourceDidYouMean': 'Did you mean: {suggestions}?',
		'list.count': '{count} of {total} codes match.',
		'list.retryable': 'retryable',
		'list.notRetryable': 'not retryable',
		'list.row': '{code}: {meaning} ({category}, exit code {exitCode}, {retryable}) {url}',
		'list.none':
			'No code matches these filters; call list_codes without filters to see every code.',
		'protocol.tooLarge':
			'Message too large: {size} bytes; this server reads at most {limit} bytes per message (validate_envelope and `error-playbook validate` read up to {cliLimit} characters). It was not read. Send only the failing output: the error object, the tool result or the log lines around it.',
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
		'server.instructions':
			'Error Playbook 說明 {binary} 的錯誤代碼（v3 合約中稱為 {contractBinary}）。大多數失敗會以 JSON 錯誤物件呈現（`code`、`message`、`details`、`descriptor`、`recovery`）。\n' +
			'- 手上有失敗呼叫的輸出（CLI 的 stdout 那一行、MCP 工具結果、daemon 的錯誤、幾行日誌）時：把文字照原樣傳給 validate_envelope。它會說明錯誤物件是否符合代碼清單、代碼的意義、用錯誤物件的內容填好預留位置的修復指令，以及能不能重試。\n' +
			'- 只有代碼時：呼叫 explain_code（CONNECT-FAILED 也會找到 connect_failed）。要瀏覽或篩選代碼：list_codes。\n' +
			'- MCP resource 是本站頁面的 Markdown：playbook://codes/{code}、playbook://guides/{slug}、playbook://reference/{slug}，繁體中文版在 playbook://zh-tw/ 底下。執行修復指令之前，先讀 playbook://zh-tw/guides/for-agents；CLI 與合約不一致的地方，見 playbook://zh-tw/reference/contract-vs-cli。\n' +
			'- 修復指令裡還有 <預留位置> 時，絕對不要執行。每個工具都接受 lang（en 或 zh-TW）；除非另外指定，這個伺服器以繁體中文回答。triage prompt 會對貼上的輸出依序做以上這些事。',
		'prompt.triage.title': '分析 {binary} 的失敗',
		'prompt.triage.description':
			'貼上失敗的 {contractBinary} 或 {binary} 呼叫印出的內容：模型會用 validate_envelope 檢查，並回報判定、代碼、檢查結果，以及下一步該做什麼。',
		'prompt.triage.output':
			'失敗的輸出，照印出的樣子貼上：CLI 的 stdout 那一行、MCP 工具結果、daemon 的錯誤，或它前後的幾行日誌。最多 {limit} 個字元。',
		'prompt.triage.lang': '回報使用的語言：en 或 zh-TW。預設：{default}。',
		'prompt.triage.request':
			'下一則訊息是失敗的 {contractBinary} 或 {binary} 呼叫的輸出，照印出的樣子貼上。\n' +
			'1. 呼叫 validate_envelope 工具，把那段文字原封不動當作 `text` 傳入，`lang` 設為 "{lang}"。\n' +
			'2. 根據它的結果，以繁體中文回報：\n' +
			'- 判定，以及輸入是什麼（`verdict`、`inputKindDetail`）；\n' +
			'- 代碼與它的意義，附上它的頁面（`code`、`page`）；explain_code 或 resource playbook://zh-tw/codes/<code> 有更多內容；\n' +
			'- 每個檢查結果：它的規則、位置（`line:column` 與 JSON Pointer）、預期的值與實際的值；\n' +
			'- 下一步該做什麼：先說 `next.text`，再說針對這段輸出選出的解決方法（`fix`：原因、步驟、指令與確認方式），說明每個預留位置該填什麼，以及能不能重試、何時重試（`retry`）；`recovery` 只當作 CLI 自己建議的內容提起。指令裡還有 <預留位置> 時，絕對不要執行；`{contractBinary}` 開頭的指令請改用 `{binary}` 執行，這是每個版本安裝的名稱；\n' +
			'- 文字裡沒有錯誤物件時，說明它是什麼（`explanation`）。\n' +
			'只回報結果裡有的內容；不要自己編造欄位或值。',
		'error.unknownCode': '「{code}」不在 Error Playbook 的代碼清單中。',
		'error.didYouMean': '你是不是要找 {suggestions}？請用建議的代碼再呼叫一次 explain_code。',
		'error.listCodes': '呼叫 list_codes 可以看到所有代碼。',
		'error.candidates':
			'「{code}」不是代碼的名稱。它可能是下列 {count} 個代碼之一，越可能的排在越前面（完整清單與各自的頁面在前一段 JSON 裡）：',
		'error.candidatesTied':
			'「{code}」不是代碼的名稱。它可能是下列 {count} 個代碼之一，依字母順序排列（完整清單與各自的頁面在前一段 JSON 裡）：',
		'error.callAgain': '請用符合的代碼再呼叫一次 explain_code。',
		'error.tooLarge':
			'這段文字有 {size} 個字元；validate_envelope 最多讀取 {limit} 個。請只送出失敗的輸出：錯誤物件、工具結果，或它前後的幾行日誌。',
		'error.unknownResource':
			'沒有 {uri} 這個 resource。請列出 resource，查看代碼頁面與指南的位址。',
		'error.resourceDidYouMean': '你是不是要找 {suggestions}？',
		'list.count': '{total} 個代碼中有 {count} 個符合。',
		'list.retryable': '可重試',
		'list.notRetryable': '不可重試',
		'list.row': '{code}：{meaning}（{category}，結束代碼 {exitCode}，{retryable}）{url}',
		'list.none': '沒有代碼符合這些篩選條件；不加篩選呼叫 list_codes 可以看到所有代碼。',
		'protocol.tooLarge':
			'訊息太大：{size} 位元組；這個伺服器每則訊息最多讀取 {limit} 位元組（validate_envelope 與 `error-playbook validate` 最多讀取 {cliLimit} 個字元）。這則訊息沒有被讀取。請只送出失敗的輸出：錯誤物件、工具結果，或它前後的幾行日誌。',
		'protocol.parseError': '解析錯誤：這一行不是 JSON。',
		'protocol.invalidRequest':
			'無效的請求：這一行是 JSON，但不是 MCP 的 JSON-RPC 2.0 訊息（需要 jsonrpc "2.0"、method，以及字串或整數的 id）。',
		'stdio.truncated': '標準輸入在訊息中途結束（{size} 位元組後沒有換行）；這則訊息沒有得到回應。',
		'stdio.readFailed': '無法讀取標準輸入（{reason}）。',
		'stdio.writeFailed':
			'無法寫入標準輸出（{reason}），回應已無法送達用戶端。沒有得到回應的請求：{unanswered} 個。',
	},
});
