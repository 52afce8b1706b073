import type { Dictionary } from '../i18n/index.ts';

/**
 * The terminal's own labels: what a code page says with its layout (a heading, a card, a code
 * block) and plain text must say in words. Everything else comes from the views.
 */
export type TerminalMessageKey =
	| 'yes'
	| 'no'
	| 'whatToDo'
	| 'recoveryInstruction'
	| 'instructionOriginal'
	| 'placeholders'
	| 'page';

export const terminalMessages: Dictionary<TerminalMessageKey> = {
	en: {
		yes: 'yes',
		no: 'no',
		whatToDo: 'What to do:',
		recoveryInstruction: 'In the v3 contract table:',
		instructionOriginal: 'The contract table’s English: {text}',
		placeholders: 'Placeholders:',
		page: 'Page:',
	},
	'zh-TW': {
		yes: '是',
		no: '否',
		whatToDo: '該怎麼做：',
		recoveryInstruction: '在 v3 合約表中：',
		instructionOriginal: '合約表的英文原文：{text}',
		placeholders: '預留位置：',
		page: '頁面：',
	},
};
