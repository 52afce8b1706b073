import { describe, expect, it } from 'vitest';
import { zhTextProblems, zhStringsOfJson } from '../../support/zhText.ts';

/**
 * The zh-TW checker (tests/support/zhText.ts) against the examples of the second zh-TW review
 * (zh-tw-review-2.md): each sentence as the site printed it is caught, and the rewrite the review
 * asked for passes. Markdown examples are read as Markdown, terminal ones as plain text.
 */

const md = (text: string) => zhTextProblems({ where: 'x', text, markdown: true });
const plain = (text: string) => zhTextProblems({ where: 'x', text });

// [review item, before, after, read as Markdown]
const examples: [string, string, string, boolean][] = [
	[
		'1',
		'**先執行修復指令，再重試一次.** 可以重試。',
		'**先執行修復指令，再重試一次。**可以重試。',
		true,
	],
	['1', '**少見.** 這個代碼很少出現。', '**少見。**這個代碼很少出現。', true],
	[
		'1',
		'**不要原封不動重試.** 同樣的呼叫會失敗。',
		'**不要原封不動重試。**同樣的呼叫會失敗。',
		true,
	],
	['2', '- 可重試：是 (`retryable: true`)', '- 可重試：是（`retryable: true`）', true],
	[
		'2',
		'- 來源區域：連線層 (`connection layer`)',
		'- 來源區域：連線層（`connection layer`）',
		true,
	],
	['2', '- 來源區域：環境檢查（doctor） (`doctor`)', '- 來源區域：環境檢查（`doctor`）', true],
	[
		'3',
		'對沒有引\\u000a入並初始化 mcp_toolkit 的 App',
		'對沒有引入並初始化 mcp_toolkit 的 App',
		false,
	],
	['3', '什麼都沒執\\u000a行。', '什麼都沒執行。', false],
	['4', 'CLI 的十個 category', 'CLI 的十個類別', true],
	[
		'4',
		'同一個 category 的代碼可能有不同的 status。',
		'同一類別的代碼可能對應不同的 HTTP 狀態。',
		true,
	],
	['5', 'category 與 status 來自 CLI 的對照表', '類別與對應 HTTP 狀態來自 CLI 的對照表', true],
	['5', '可重試 · 結束代碼 · status', '可重試 · 結束代碼 · 對應 HTTP 狀態', true],
	['5', 'status 有 503 也有 500', '對應 HTTP 狀態有 503 也有 500', true],
	[
		'6',
		'recovery 指令是 `flutter_mcp_cli exec …`。',
		'修復指令是 `flutter_mcp_cli exec …`。',
		true,
	],
	[
		'6',
		'connection_selection_required：修正指令會指定目標',
		'connection_selection_required：修復指令會指定目標',
		true,
	],
	['6', '代表什麼、能不能重試，以及修正用的指令。', '代表什麼、能不能重試，以及修復指令。', true],
	['7', '每一項都附上證明它的原始碼行數。', '每一項都附上可佐證的原始碼位置。', true],
	['8', 'Snapshot 內容格式錯誤或無效。', '快照內容格式錯誤或無效。', true],
	[
		'8',
		'快照 create：整個快照，包含其中各指令的結果。',
		'`snapshot create`：整個快照，包含其中各指令的結果。',
		true,
	],
	['9', '讀不到的 state 檔案會被當成空的。', '讀不到的狀態檔案會被當成空的。', true],
	['9', '讀寫本機檔案失敗：state 檔案、bundle。', '讀寫本機檔案失敗：狀態檔案、bundle。', true],
	[
		'10',
		'這是攔截「從指令中漏出來的 Dart 例外」的兜底代碼。',
		'這個代碼用來接住從指令中漏出的 Dart 例外，是最後一道防線。',
		true,
	],
	['10', '在兩個兜底的例外處理裡：', '在兩個最外層的例外處理常式裡：', true],
	[
		'11',
		'以 Dart 的 StateError 結束，而沒有任何處理會攔它',
		'會丟出未捕捉的 Dart StateError',
		true,
	],
	['11', 'CLI 遇到沒有人攔截的錯誤', 'CLI 遇到未捕捉的錯誤', false],
	['11', '工具因未攔截的錯誤而失敗', '工具因未捕捉的錯誤而失敗', false],
	[
		'11',
		'工具沒攔下的錯誤，dart_mcp 會把它當成文字傳回。',
		'遇到未捕捉的錯誤時，dart_mcp 會把它當成文字傳回。',
		false,
	],
	['12', '當機：app 沒有 mcp_toolkit', '崩潰：App 沒有 mcp_toolkit', false],
	[
		'12',
		'flutter_mcp_cli 直接當掉，沒有傳回錯誤物件',
		'flutter_mcp_cli 直接崩潰，沒有傳回錯誤物件',
		false,
	],
	['12', '請保留整段輸出和堆疊追蹤。', '請保留整段輸出和 stack trace。', false],
	[
		'12',
		'同樣的輸入在單次執行的 CLI 會得到 invalid_command。',
		'同樣的輸入在一次性 CLI 會得到 invalid_command。',
		false,
	],
	[
		'13',
		'MCP 資源讀取（get_app_errors_failed）',
		'MCP resource 讀取（get_app_errors_failed）',
		false,
	],
	[
		'13',
		'讀取 MCP 資源 ui://x 的結果，沒有錯誤物件。',
		'讀取 MCP resource ui://x 的結果，沒有錯誤物件。',
		false,
	],
	['13', 'ui://x 沒有資源。請列出資源。', '沒有 ui://x 這個 resource。請列出 resource。', false],
	['13', '結果：    合法（錯誤 0）', '判定：    合法（錯誤 0）', false],
	['14', '（exit 255，stdout 沒有輸出）', '（結束代碼 255，stdout 沒有輸出）', false],
	[
		'14',
		'1 項 doctor 關鍵檢查沒通過：exit 1，也就是 doctor_critical_failed',
		'1 項 doctor 關鍵檢查沒通過：結束代碼 1，也就是 doctor_critical_failed',
		false,
	],
	[
		'14',
		'伺服器沒有這個名稱的 method，所以什麼都沒執行。',
		'伺服器沒有這個名稱的方法（method），所以什麼都沒執行。',
		false,
	],
	['14', '且沒有一個是記住的 sticky 目標時。', '且沒有一個是 CLI 記住的目標時。', true],
	[
		'14',
		'這一層的失敗是 JSON-RPC error 或純文字。',
		'這一層的失敗是 JSON-RPC 錯誤或純文字。',
		true,
	],
	['15', '規劃好寫入之後，結果顯示被擋下時。', '規劃好寫入後發現目標被擋下時回報。', true],
	[
		'15',
		'每個工具與 resource 的失敗都是那個五個鍵的物件本身。',
		'每個工具與 resource 的失敗都直接傳回那個含五個鍵的物件。',
		true,
	],
	[
		'15',
		'從上一次執行複製來的 URI 已經沒有東西在聽。',
		'從上一次執行複製來的 URI 已經沒有服務在監聽。',
		true,
	],
	['15', '請先確認 App 有相依 mcp_toolkit。', '請先確認 App 已加入 mcp_toolkit 套件。', true],
	['lesser', '英文與正體中文的說明', '英文與繁體中文的說明', true],
	[
		'lesser',
		'透過 Dart VM service 偵錯 Flutter App',
		'透過 Dart VM service 除錯 Flutter App',
		true,
	],
	['lesser', '超過五分鐘的鎖會被視為遺棄。', '超過五分鐘的鎖會被視為過期。', true],
	[
		'lesser',
		'頁面： http://127.0.0.1:4321/zh-tw/codes/connect_failed/',
		'頁面：http://127.0.0.1:4321/zh-tw/codes/connect_failed/',
		false,
	],
	['lesser', '以及所有代碼都適用的：', '所有代碼都適用的差異：', true],
	['lesser', '前一則', '上一頁', false],
	[
		'lesser',
		'**不要原封不動重試。** 不可重試。同樣的呼叫會失敗。',
		'**不要原封不動重試。**同樣的呼叫會失敗。',
		true,
	],
	[
		'lesser',
		'判定：不合法（doctor 的關鍵檢查沒通過（1 項）：exit 1）',
		'判定：不合法（1 項 doctor 關鍵檢查沒通過：結束代碼 1）',
		false,
	],
];

describe('the zh-TW checker on the review’s examples', () => {
	it.each(examples)('item %s: catches 「%s」 and passes 「%s」', (_, before, after, markdown) => {
		const check = markdown ? md : plain;
		expect(check(before)).not.toStrictEqual([]);
		expect(check(after)).toStrictEqual([]);
	});
});

describe('what the checker leaves alone', () => {
	it('code: fences, backtick spans, commands the terminal prints bare, identifiers, paths', () => {
		expect(
			md('執行：\n\n```sh\nflutter_mcp_cli status. (snapshot)\n```\n\n見 `snapshot create`。'),
		).toStrictEqual([]);
		expect(plain("修復指令：    flutter_mcp_cli exec --name status --args '{}'")).toStrictEqual([]);
		expect(plain('檔案 .flutter_mcp/state.lock 與 snapshot_not_found。')).toStrictEqual([]);
	});

	it('an English original glossed after its rendering, and quoted upstream messages', () => {
		expect(plain('來源區域：狀態鎖（state lock）')).toStrictEqual([]);
		expect(md('dart_mcp 以純文字回覆「No tool registered with the name x」。')).toStrictEqual([]);
	});

	it('English prose, which may use the English words', () => {
		expect(md('Snapshot content is malformed. Retry (later).')).toStrictEqual([]);
	});
});

describe('what else it sees', () => {
	it('English UI words of the dictionaries in Chinese text', () => {
		expect(plain('代碼 connect_failed：Copy to clipboard')).not.toStrictEqual([]);
	});

	it('control characters, a closing mark starting a line, nested full-width parentheses', () => {
		expect(plain('錯誤\u001b[31m 紅色')).not.toStrictEqual([]);
		expect(plain('第一行\n。第二行')).not.toStrictEqual([]);
	});

	it('reads every Chinese string of a JSON document, named by its path', () => {
		expect(
			zhStringsOfJson({ a: { en: 'x', 'zh-TW': '快照' }, b: ['是'] }, 'f.json').map((t) => t.where),
		).toStrictEqual(['f.json /a/zh-TW', 'f.json /b/0']);
	});
});
