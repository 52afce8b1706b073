/**
 * What OpenCC's Taiwan phrases (tests/support/zhText.ts, `openccChanges`) would change in the
 * site's zh-TW text and is right in Taiwan where it stands, each entry with why. Any other change
 * fails the zh-TW checker: reword the text (content/registry/glossary.json has the site's choice
 * where OpenCC offers one it does not take: 點按, 前置詞), or add an entry here, scoped by `in` to
 * the phrase in the sense it is right in.
 */
export interface OpenccAllowed {
	/** The phrase as the text writes it, as OpenCC matches it. */
	phrase: string;
	/** What OpenCC's Taiwan phrases write instead. */
	to: string;
	/**
	 * Where the phrase is right: a pattern of the text around it, covering the phrase (matched
	 * against the prose, code taken out). Without it, everywhere.
	 */
	in?: RegExp;
	/** Why the phrase is right in Taiwan there, in English. */
	why: string;
}

export const openccAllowlist: OpenccAllowed[] = [
	{
		phrase: '代碼',
		to: '程式碼',
		// Not where it would be source code: 範例代碼, 寫代碼, 代碼片段 are not allowed.
		in: /(?<!原始|程式|範例|示例|[寫源])代碼(?![片塊])/u,
		why: 'An error code (`code`, 錯誤代碼, 結束代碼, 後備代碼 in the glossary): Taiwan writes 代碼 for a code that stands for something, as in 郵遞區號代碼 or 國家代碼; 程式碼 is source code, which the site calls 原始碼.',
	},
	{
		phrase: '代碼頁',
		to: '內碼表',
		in: /代碼頁面/u,
		why: '代碼頁面 is the page of an error code on this site, not a character-set code page (內碼表).',
	},
	{
		phrase: '項目',
		to: '專案',
		// Not where it would be a project: 開源項目, 項目經理.
		in: /(?<!開源|軟體|開發)項目(?!經理|管理|組)/u,
		why: 'An item of a list or a check (檢查項目 in the glossary, 沒通過的項目, 每個項目): Taiwan says 項目 for an item; 專案 is a project, which the site never means.',
	},
	{
		phrase: '權限',
		to: '許可權',
		why: 'A permission (寫入權限, the screen-capture permission): 權限 is the word Taiwan uses, Windows and macOS in zh-TW included; 許可權 is rare.',
	},
	{
		phrase: '用戶',
		to: '使用者',
		in: /用戶端/u,
		why: 'A client (MCP 用戶端): 用戶端 is the Taiwanese term for a client program, as in Microsoft zh-TW; 使用者 is a person, which 用戶 alone would mean and is not allowed.',
	},
	{
		phrase: '保存',
		to: '儲存',
		in: /保存的狀態|保存在|之間保存/u,
		why: 'Kept between calls (保存的狀態 is the glossary\'s "persisted state"): 保存 is to keep; 儲存 is to save a file, which these texts do not say.',
	},
	{
		phrase: '對話框',
		to: '對話方塊',
		why: "A Flutter dialog on the app's screen (a popup route): 對話框 is what Taiwanese developers and Flutter's zh-TW material call it; 對話方塊 is Windows' name for a desktop dialog box.",
	},
	{
		phrase: '查看',
		to: '檢視',
		why: 'To look at something (查看 stderr, 查看工具的輸入 schema): everyday Taiwanese; 檢視 is the name of a View command or menu.',
	},
	{
		phrase: '腳本',
		to: '指令碼',
		why: 'A shell or CI script: the glossary renders "script" as 腳本 and forbids 指令碼, which readers take for a command\'s code.',
	},
	{
		phrase: '像素',
		to: '畫素',
		why: "A screen pixel (畫面像素): 像素 is the Taiwanese word for a pixel of a display; 畫素 is mostly a camera's megapixels.",
	},
	{
		phrase: '參數',
		to: '引數',
		in: /查詢參數/u,
		why: 'A URI’s query parameter (`?port=`, `forceReconnect`): 查詢參數 is how Microsoft Learn zh-tw and Taiwanese web documentation name it; 引數 is what a function, tool or command takes, not part of a URL.',
	},
	{
		phrase: '參數',
		to: '引數',
		// The -32602 texts, and the glossary's own row, where the word stands alone in its cell.
		in: /請求的參數被拒絕|參數缺少或型別不對|^\s*參數\s*$/u,
		why: "JSON-RPC `params` (error -32602, Invalid params): the glossary keeps 參數 for a request's params; the values a tool or command takes inside them are 引數.",
	},
	{
		phrase: '查找',
		to: '查詢',
		in: /檢查找不到/u,
		why: 'Not 查找 but 檢查 followed by 找不到 (a check finds nothing): OpenCC matches across the two words.',
	},
	{
		phrase: '連接',
		to: '連線',
		in: /連接埠/u,
		why: '連接埠 is the Taiwanese term for a network port; 連線 is a connection.',
	},
	{
		phrase: '打開',
		to: '開啟',
		in: /打開開關/u,
		why: 'Turning on a switch (the macOS privacy toggle): 打開開關 is everyday Taiwanese; 開啟 is for files and apps.',
	},
	{
		phrase: '類型',
		to: '型別',
		in: /復原方式類型/u,
		why: "The kind of recovery a code gets: 類型 is a kind or sort, as in Windows' 檔案類型; 型別 is a data type, which this is not.",
	},
	{
		phrase: '寫保護',
		to: '防寫',
		in: /覆寫保護/u,
		why: 'Not 寫保護 but 覆寫 (overwrite) followed by 保護: 受覆寫保護的檔案 are files protected from being overwritten.',
	},
	{
		phrase: '文件',
		to: '檔案',
		in: /本文件|格式是文件|兩種文件/u,
		why: 'A document (this README, a JSON document the CLI prints): 文件 is a document in Taiwan; a file is 檔案, which the texts write where they mean one.',
	},
];
