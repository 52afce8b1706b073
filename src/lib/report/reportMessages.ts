import type { Dictionary } from '../i18n/index.ts';

/** The sentences and labels of a validation report as text (the findings come from the engine's dictionary). */
export type ReportMessageKey =
	| 'validate.input'
	| 'validate.verdict'
	| 'validate.verdictAlone'
	| 'validate.valid'
	| 'validate.invalid'
	| 'validate.notEnvelope'
	| 'validate.counts'
	| 'validate.code'
	| 'validate.unknownCode'
	| 'validate.retry'
	| 'validate.release'
	| 'validate.recovery'
	| 'validate.instruction'
	| 'validate.noRecovery'
	| 'validate.cliSuggested'
	| 'validate.cliSuggestedNote'
	| 'validate.unfilled'
	| 'validate.fix'
	| 'validate.fixSelected'
	| 'validate.fixUsual'
	| 'validate.fixOnly'
	| 'validate.fixFirst'
	| 'validate.fixOther'
	| 'validate.recoveryNotInput'
	| 'validate.recoveryMissing'
	| 'validate.fixRun'
	| 'validate.fixCheck'
	| 'validate.fixExpect'
	| 'validate.fixOthers'
	| 'validate.messageStartsWith'
	| 'validate.expected'
	| 'validate.actual'
	| 'validate.suggestions'
	| 'validate.noFindings'
	| 'validate.page'
	| 'validate.next'
	| 'validate.file'
	| 'input.stdin'
	| 'finding.empty'
	| 'summary.inputs.one'
	| 'summary.inputs.other'
	| 'annotation.notEnvelope'
	| 'annotation.unreadable'
	| 'json.unknownCodeSummary'
	| 'json.noEnvelopeSummary'
	| 'severity.error'
	| 'severity.warning'
	| 'severity.info';

/** The report's texts in both languages: the CLI prints them, the MCP server returns them. */
export const reportMessages: Dictionary<ReportMessageKey> = {
	en: {
		'validate.input': 'Input:        {detail}',
		'validate.verdict': 'Verdict:      {verdict} ({counts})',
		'validate.verdictAlone': 'Verdict:      {verdict}',
		'validate.valid': 'valid',
		'validate.invalid': 'invalid',
		'validate.notEnvelope': 'not an error object, explained below',
		'validate.counts': 'errors: {errors}, warnings: {warnings}, notes: {infos}',
		'validate.code': 'Code:         {code}',
		'validate.unknownCode': 'Code:         {code} (not in Error Playbook’s code list)',
		'validate.retry': 'Retry:        {label}. {text}',
		'validate.release': 'Release:      {text}',
		'validate.recovery': 'Fix command:  {command}',
		'validate.instruction': 'In the v3 contract table:',
		'validate.noRecovery': 'Fix command:  none, since Error Playbook does not know {code}.',
		'validate.cliSuggested': '              The CLI suggested: “{command}”',
		'validate.cliSuggestedNote':
			'              (the error object’s own fix_command, quoted: Error Playbook does not vouch for it)',
		'validate.unfilled': '              Fill in: {placeholders}',
		'validate.fix': 'Fix:          {cause}',
		'validate.fixSelected': '              Chosen because {matched}.',
		'validate.fixUsual':
			'              Chosen because it is the usual cause; the input matches no other fix’s condition.',
		'validate.fixOnly': '              It is this code’s only fix.',
		'validate.fixFirst':
			'              No fix’s condition matches the input; this is the code page’s first fix.',
		'validate.fixOther': '              - Fix {number}: {cause}',
		'validate.recoveryNotInput':
			'              The code list’s command: the input’s fix_command is not one the CLI prints.',
		'validate.recoveryMissing': '              The code list’s command: the input has no recovery.',
		'validate.fixRun': '              Run:     {command}',
		'validate.fixCheck': '              Check:   {command}',
		'validate.fixExpect': '              Check:   {expect}',
		'validate.fixOthers': '              Other causes on the code’s page:',
		'validate.messageStartsWith': '`message` starts with `{value}`',
		'validate.expected': 'expected: {value}',
		'validate.actual': 'actual: {value}',
		'validate.suggestions': 'did you mean: {suggestions}',
		'validate.noFindings': 'No findings.',
		'validate.page': 'Page:         {url}',
		'validate.next': 'Next:         {text}',
		'validate.file': 'File:         {path}',
		'input.stdin': 'standard input',
		'finding.empty': 'The input is empty: there is no error object to check.',
		'summary.inputs.one':
			'{inputs} input: {valid} valid, {invalid} invalid, {notEnvelope} without an error object, {unreadable} unreadable.',
		'summary.inputs.other':
			'{inputs} inputs: {valid} valid, {invalid} invalid, {notEnvelope} without an error object, {unreadable} unreadable.',
		'annotation.notEnvelope': 'Not an error object: {title}',
		'annotation.unreadable': 'Not checked: {message}',
		'json.unknownCodeSummary':
			'"{code}" is not in Error Playbook’s code list, so clients handle it as unknown_error; see error-playbook explain unknown_error.',
		'json.noEnvelopeSummary':
			'No error object of this contract was found, so there is no recovery to suggest.',
		'severity.error': 'error',
		'severity.warning': 'warning',
		'severity.info': 'note',
	},
	'zh-TW': {
		'validate.input': '輸入：        {detail}',
		'validate.verdict': '判定：        {verdict}（{counts}）',
		'validate.verdictAlone': '判定：        {verdict}',
		'validate.valid': '合法',
		'validate.invalid': '不合法',
		'validate.notEnvelope': '不是錯誤物件，說明如下',
		'validate.counts': '錯誤 {errors} 個、警告 {warnings} 個、提示 {infos} 個',
		'validate.code': '代碼：        {code}',
		'validate.unknownCode': '代碼：        {code}（不在 Error Playbook 的代碼清單中）',
		'validate.retry': '重試：        {label}。{text}',
		'validate.release': '版本：        {text}',
		'validate.recovery': '修復指令：    {command}',
		'validate.instruction': '在 v3 合約表中：',
		'validate.noRecovery':
			'修復指令：    Error Playbook 的代碼清單沒有 {code}，沒有可提供的修復指令。',
		'validate.cliSuggested': '              CLI 的建議：「{command}」',
		'validate.cliSuggestedNote':
			'              （錯誤物件自己的 fix_command，照原樣引用；Error Playbook 無法擔保）',
		'validate.unfilled': '              請填入：{placeholders}',
		'validate.fix': '解決方法：    {cause}',
		'validate.fixSelected': '              選這個方法的原因：{matched}。',
		'validate.fixUsual':
			'              選這個方法的原因：輸入不符合其他解決方法的條件，而這是最常見的情況。',
		'validate.fixOnly': '              這個代碼只有這一個解決方法。',
		'validate.fixFirst':
			'              輸入不符合任何解決方法的條件，所以這裡列出代碼頁面上的解決方法 1。',
		'validate.fixOther': '              - 解決方法 {number}：{cause}',
		'validate.recoveryNotInput':
			'              這是代碼清單的指令：輸入裡的 fix_command 不是 CLI 會印出的指令。',
		'validate.recoveryMissing': '              這是代碼清單的指令：輸入裡沒有 `recovery`。',
		'validate.fixRun': '              執行：  {command}',
		'validate.fixCheck': '              確認：  {command}',
		'validate.fixExpect': '              確認：  {expect}',
		'validate.fixOthers': '              代碼頁面上的其他原因：',
		'validate.messageStartsWith': '`message` 開頭是 `{value}`',
		'validate.expected': '預期：{value}',
		'validate.actual': '實際：{value}',
		'validate.suggestions': '你是不是要找：{suggestions}',
		'validate.noFindings': '沒有發現問題。',
		'validate.page': '頁面：        {url}',
		'validate.next': '下一步：      {text}',
		'validate.file': '檔案：        {path}',
		// A column after a half-width space: full-width brackets there read as a stray gap (zh-TW review 5).
		'input.stdin': '標準輸入',
		'finding.empty': '輸入是空的：沒有可以檢查的錯誤物件。',
		'summary.inputs.one':
			'共 {inputs} 個輸入：{valid} 個合法、{invalid} 個不合法、{notEnvelope} 個沒有錯誤物件、{unreadable} 個無法讀取。',
		'summary.inputs.other':
			'共 {inputs} 個輸入：{valid} 個合法、{invalid} 個不合法、{notEnvelope} 個沒有錯誤物件、{unreadable} 個無法讀取。',
		'annotation.notEnvelope': '不是錯誤物件：{title}',
		'annotation.unreadable': '沒有檢查：{message}',
		'json.unknownCodeSummary':
			'「{code}」不在 Error Playbook 的代碼清單中，用戶端會當成 unknown_error 處理；請參考 error-playbook explain unknown_error。',
		'json.noEnvelopeSummary': '找不到這份合約的錯誤物件，所以沒有可建議的復原方式。',
		'severity.error': '錯誤',
		'severity.warning': '警告',
		'severity.info': '提示',
	},
};
