import type { Dictionary } from '../lib/i18n/index.ts';

/** The CLI's own sentences and labels (the findings come from the engine's dictionary). */
export type CliMessageKey =
	| 'usage'
	| 'error.noCommand'
	| 'error.unknownCommand'
	| 'error.unknownOption'
	| 'error.missingValue'
	| 'error.badLang'
	| 'error.badFormat'
	| 'error.formatConflict'
	| 'error.explainFormat'
	| 'error.stdinTwice'
	| 'error.globTooComplex'
	| 'error.emptyDirectory'
	| 'error.missingFile'
	| 'error.missingCode'
	| 'error.extraArgument'
	| 'error.notFound'
	| 'error.isDirectory'
	| 'error.unreadable'
	| 'error.invalidUtf8'
	| 'error.tooLarge'
	| 'error.unknownCode'
	| 'error.badSiteUrl'
	| 'error.writeFailed'
	| 'error.internal'
	| 'error.waitingForWriter'
	| 'error.didYouMean'
	| 'explain.candidates'
	| 'explain.candidatesTied'
	| 'explain.moreCandidates'
	| 'input.stdin';

/** The CLI’s texts in both languages. */
export const cliMessages: Dictionary<CliMessageKey> = {
	en: {
		usage: `error-playbook: checks the error objects of flutter-mcp-toolkit (fmtk)
and explains their codes.

Usage:
  error-playbook validate <file | directory | glob | ->… [--format <format>]
                          [--lang en|zh-TW] [--no-links]
  error-playbook explain <code> [--json] [--lang en|zh-TW] [--no-links]
  error-playbook mcp [--lang en|zh-TW]
  error-playbook --help
  error-playbook --version

Commands:
  validate  Check error objects, MCP tool results or logs containing one, all
            in one run. "-" reads standard input. A directory gives its .json,
            .ndjson, .txt and .log files at any depth; a quoted glob
            ('errors/**/*.json') is expanded by error-playbook itself.
            Exit status: 0 valid; 1 invalid; 2 an unreadable input or bad
            usage; 3 no error object in the input (empty, not output of the
            CLI, a success, or a failure without one). With several inputs,
            the status is that of the worst input, worst first: 2, 1, 3, 0.
  explain   Print what Error Playbook knows about a code. Exit status 1 for
            an unknown code.
  mcp       Serve Error Playbook to an MCP client on standard input and output
            (tools explain_code, validate_envelope, list_codes; code pages
            and guides as resources). --lang sets the language of results
            when a call names none; without it, English.

Options:
  --format <format>
                 validate’s output: text (default; each finding starts with
                 file:line:column), json, github (GitHub Actions annotations),
                 sarif (SARIF 2.1.0, for code scanning) or junit (JUnit XML).
  --json         The same as --format json. For explain, the code’s record.
  --lang <lang>  Language of the output: en (default) or zh-TW. Without it,
                 LANG=zh_TW.UTF-8 selects zh-TW too.
  --no-links     Print the URLs of code pages as plain text. Otherwise they
                 are clickable links in terminals that support them (iTerm2,
                 WezTerm, VS Code, kitty, Windows Terminal, GNOME Terminal…).
                 NO_HYPERLINKS=1 does the same; FORCE_HYPERLINK=1 turns links
                 on even in a pipe.
  -h, --help     Print this text.

Environment:
  SITE_URL       Where code pages’ URLs point (default {site}).
`,
		'error.noCommand': 'no command given.',
		'error.unknownCommand': 'unknown command "{command}".',
		'error.unknownOption': 'unknown option "{option}".',
		'error.missingValue': '{option} needs a value.',
		'error.badLang': 'unknown language "{lang}": use en or zh-TW.',
		'error.badFormat': 'unknown format "{format}": use text, json, github, sarif or junit.',
		'error.formatConflict': '--json and --format {format} contradict each other: give one.',
		'error.explainFormat': 'explain prints text or json, not {format}.',
		'error.stdinTwice': '- (standard input) can be given only once.',
		'error.globTooComplex':
			'{pattern} has more than {max} * in one path segment, which takes the glob matcher minutes on a long file name. Use fewer, or name a directory.',
		'error.emptyDirectory': '{path} holds no .json, .ndjson, .txt or .log file.',
		'error.missingFile':
			'validate needs a file, a directory or a glob, or - to read standard input.',
		'error.missingCode': 'explain needs a code, e.g. error-playbook explain connect_failed.',
		'error.extraArgument': 'unexpected argument "{argument}".',
		'error.notFound': '{file}: no such file.',
		'error.isDirectory': '{file} is a directory, not a file.',
		'error.unreadable': '{file} cannot be read ({reason}).',
		'error.invalidUtf8': '{file} is not valid UTF-8 text.',
		'error.tooLarge': '{file} is too large: the limit is {limit} characters.',
		'error.unknownCode': '"{code}" is not in Error Playbook’s code list.',
		'error.badSiteUrl':
			'SITE_URL "{url}" is not an http or https address such as https://playbook.example.com (other schemes, and a user name or password in it, are refused).',
		'error.writeFailed':
			'cannot write to standard output ({reason}); what was printed is incomplete.',
		'error.internal':
			'internal error ({reason}). This is a bug of error-playbook, not a problem of the input; please report it.',
		'error.waitingForWriter':
			'{file} is a named pipe that nothing writes to yet: waiting for a writer (Ctrl+C stops).',
		'error.didYouMean': 'Did you mean: {suggestions}?',
		'explain.candidates':
			'"{code}" is not the name of a code. The codes it can be, most likely first:',
		'explain.candidatesTied':
			'"{code}" is not the name of a code. The codes it can be, in alphabetical order:',
		'explain.moreCandidates': '… and {count} more: error-playbook explain <code> explains one.',
		'input.stdin': 'standard input',
	},
	'zh-TW': {
		usage: `error-playbook 會檢查 flutter-mcp-toolkit（fmtk）的錯誤物件，並說明錯誤代碼。

用法：
  error-playbook validate <檔案 | 目錄 | glob | ->… [--format <格式>]
                          [--lang en|zh-TW] [--no-links]
  error-playbook explain <代碼> [--json] [--lang en|zh-TW] [--no-links]
  error-playbook mcp [--lang en|zh-TW]
  error-playbook --help
  error-playbook --version

指令：
  validate  在一次執行中檢查錯誤物件、MCP 工具結果，或含有錯誤物件的日誌。
            「-」表示從標準輸入讀取。指定目錄時，檢查其中（含子目錄）的
            .json、.ndjson、.txt 與 .log 檔案；加上引號的 glob
            （'errors/**/*.json'）由 error-playbook 自己展開。
            結束代碼：0 合法；1 不合法；2 有輸入無法讀取或用法錯誤；
            3 輸入中沒有錯誤物件（空白、不是 CLI 的輸出、成功的結果，或
            不帶錯誤物件的失敗）。有多個輸入時，取最嚴重的輸入的結束代碼，
            由重到輕依序是 2、1、3、0。
  explain   顯示 Error Playbook 代碼清單中某個代碼的說明。代碼不存在時
            結束代碼為 1。
  mcp       透過標準輸入與輸出，以 MCP 伺服器的形式提供 Error Playbook（工具
            explain_code、validate_envelope、list_codes；代碼頁面與指南是
            resource）。呼叫沒有指定語言時，結果使用 --lang 的語言；沒有
            --lang 時為英文。

選項：
  --format <格式>
                 validate 的輸出格式：text（預設；每個檢查結果以
                 file:line:column 開頭）、json、github（GitHub Actions 的
                 annotation）、sarif（SARIF 2.1.0，供程式碼掃描使用）或 junit
                 （JUnit XML）。
  --json         等同 --format json。用於 explain 時，以 JSON 輸出這個代碼
                 在代碼清單中的資料。
  --lang <語言>  輸出語言：en（預設）或 zh-TW。沒有指定時，
                 LANG=zh_TW.UTF-8 也會選用 zh-TW。
  --no-links     代碼頁面的網址一律以純文字輸出。不加這個選項時，在支援的
                 終端機（iTerm2、WezTerm、VS Code、kitty、Windows Terminal、
                 GNOME Terminal……）中，網址會是可點選的連結。NO_HYPERLINKS=1
                 效果相同；FORCE_HYPERLINK=1 則連輸出到管線時也加上連結。
  -h, --help     顯示這段說明。

環境變數：
  SITE_URL       代碼頁面網址所指向的網站（預設 {site}）。
`,
		'error.noCommand': '沒有指定指令。',
		'error.unknownCommand': '未知的指令「{command}」。',
		'error.unknownOption': '未知的選項「{option}」。',
		'error.missingValue': '{option} 需要一個值。',
		'error.badLang': '未知的語言「{lang}」：請使用 en 或 zh-TW。',
		'error.badFormat': '未知的格式「{format}」：請使用 text、json、github、sarif 或 junit。',
		'error.formatConflict': '--json 與 --format {format} 互相矛盾：請只指定一個。',
		'error.explainFormat': 'explain 只能輸出 text 或 json，不能輸出 {format}。',
		'error.stdinTwice': '-（標準輸入）只能指定一次。',
		'error.globTooComplex':
			'{pattern} 在同一段路徑中有超過 {max} 個 *，遇到長檔名時 glob 比對會花上好幾分鐘。請減少 * 的數量，或改為指定目錄。',
		'error.emptyDirectory': '{path} 裡沒有 .json、.ndjson、.txt 或 .log 檔案。',
		'error.missingFile': 'validate 需要檔案、目錄或 glob，或用 - 從標準輸入讀取。',
		'error.missingCode': 'explain 需要一個代碼，例如 error-playbook explain connect_failed。',
		'error.extraArgument': '多出的引數「{argument}」。',
		'error.notFound': '找不到「{file}」這個檔案。',
		'error.isDirectory': '「{file}」是目錄，不是檔案。',
		'error.unreadable': '無法讀取「{file}」（{reason}）。',
		'error.invalidUtf8': '「{file}」不是合法的 UTF-8 文字。',
		'error.tooLarge': '「{file}」太大了：上限是 {limit} 個字元。',
		'error.unknownCode': '「{code}」不在 Error Playbook 的代碼清單中。',
		'error.badSiteUrl':
			'SITE_URL「{url}」不是 http 或 https 網址，例如 https://playbook.example.com（其他協定，以及含有使用者名稱或密碼的網址，一律不接受）。',
		'error.writeFailed': '無法寫入標準輸出（{reason}）；已印出的內容不完整。',
		'error.internal': '內部錯誤（{reason}）。這是 error-playbook 的 bug，不是輸入的問題；請回報。',
		'error.waitingForWriter':
			'「{file}」是還沒有程式寫入的具名管道：正在等待寫入端（按 Ctrl+C 停止）。',
		'error.didYouMean': '你是不是要找 {suggestions}？',
		'explain.candidates': '「{code}」不是代碼的名稱。可能是下列代碼之一，越可能的排在越前面：',
		'explain.candidatesTied': '「{code}」不是代碼的名稱。可能是下列代碼之一，依字母順序排列：',
		'explain.moreCandidates': '……還有 {count} 個：用 error-playbook explain <code> 查看其中一個。',
		'input.stdin': '標準輸入',
	},
};
