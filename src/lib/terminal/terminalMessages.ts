import type { Dictionary } from '../i18n/index.ts';

/**
 * The terminal's own labels: what a code page says with its layout (a heading, a card, a code
 * block) and plain text must say in words. Everything else comes from the views.
 */
export type TerminalMessageKey =
	| 'yes'
	| 'no'
	| 'whatToDo'
	| 'recoveryCommand'
	| 'recoveryCommandNever'
	| 'contractForm'
	| 'recoveryInstruction'
	| 'instructionOriginal'
	| 'placeholders'
	| 'page';

export const terminalMessages: Dictionary<TerminalMessageKey> = {
	en: {
		yes: 'yes',
		no: 'no',
		whatToDo: 'What to do:',
		recoveryCommand: 'Fix command:',
		recoveryCommandNever: 'Fix command the CLI would print, if it ever sent the code:',
		contractForm:
			'That is how {binary} prints it ({since} to {until}). The v3 contract table writes it:',
		recoveryInstruction: 'In the v3 contract table:',
		instructionOriginal: 'The contract table’s English: {text}',
		placeholders: 'Placeholders:',
		page: 'Page:',
	},
	'zh-TW': {
		yes: '是',
		no: '否',
		whatToDo: '該怎麼做：',
		recoveryCommand: '修復指令：',
		recoveryCommandNever: 'CLI 若送出這個代碼會印出的修復指令：',
		contractForm: '這是 {binary}（{since} 到 {until} 版）印出的寫法。v3 合約表中寫成：',
		recoveryInstruction: '在 v3 合約表中：',
		instructionOriginal: '合約表的英文原文：{text}',
		placeholders: '預留位置：',
		page: '頁面：',
	},
};
