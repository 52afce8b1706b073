import { describe, expect, it } from 'vitest';
import {
	labelled,
	labelledSentence,
	listOf,
	sentenceGap,
	series,
	withNote,
} from '../../../src/lib/i18n/index.ts';
import { registry } from '../../../src/lib/registry/index.ts';
import { codePageText } from '../../support/codePageText.ts';
import { wrap, wrapItem } from '../../../src/lib/report/index.ts';
import { proseOf, sourceLines, zhSourceFiles } from '../../support/glossary.ts';
import { asciiMarkAfterHan, startsWithClosingMark } from '../../support/zhText.ts';

/** Plain text, as the CLI prints to a pipe, on the default site. */
const printOptions = (lang: 'en' | 'zh-TW') => ({
	lang,
	siteUrl: 'https://playbook.example.test',
	link: (url: string) => url,
});

/**
 * Punctuation that code puts between translated texts follows the language: Chinese gets 「。」
 * 「：」 「（）」 「、」 and no space after a full-width mark; a Chinese line never starts with
 * 。，、. The built pages get the same check in tests/e2e/zh-tw-text.spec.ts.
 */

describe('joining texts per language', () => {
	it('ends a label with the language’s own stop', () => {
		expect(labelledSentence('Retry later', 'Wait and call again.', 'en')).toBe(
			'Retry later. Wait and call again.',
		);
		expect(labelledSentence('先執行修復指令，再重試一次', '可以重試。', 'zh-TW')).toBe(
			'先執行修復指令，再重試一次。可以重試。',
		);
		expect(sentenceGap('zh-TW')).toBe('');
	});

	it('uses a full-width colon and parentheses in Chinese', () => {
		expect(labelled('預期', 'string', 'zh-TW')).toBe('預期：string');
		expect(labelled('Expected', 'string', 'en')).toBe('Expected: string');
		expect(withNote('本機狀態、快照與檔案', 'state', 'zh-TW')).toBe(
			'本機狀態、快照與檔案（state）',
		);
		expect(withNote('Local state', 'state', 'en')).toBe('Local state (state)');
	});

	it('lists numbers with 、 and a spaced 和 / 或, as the rest of the site spaces Han and digits', () => {
		expect(listOf(['69', '74', '75'], 'zh-TW')).toBe('69、74 和 75');
		expect(listOf(['69', '74', '75'], 'zh-TW', 'disjunction')).toBe('69、74 或 75');
		expect(listOf(['快照', '鎖'], 'zh-TW')).toBe('快照和鎖');
		expect(listOf(['69', '74', '75'], 'en')).toBe('69, 74, and 75');
		expect(listOf(['75'], 'zh-TW')).toBe('75');
		expect(series(['connect_failed', 'connection_failed'], 'zh-TW')).toBe(
			'connect_failed、connection_failed',
		);
	});
});

describe('the CLI wraps Chinese without starting a line with a closing mark', () => {
	it('keeps 。 on the line it ends', () => {
		const text = `${'錯'.repeat(40)}。下一句。`;
		const lines = wrap(text, '', 80).split('\n');
		expect(lines[0]).toBe(`${'錯'.repeat(40)}。`);
		expect(lines.filter(startsWithClosingMark)).toStrictEqual([]);
	});

	it('joins a soft line break of the source as the language does', () => {
		// Chinese: nothing between two Han characters; Latin words: one space; never a line feed.
		expect(wrap('對沒有引\n入並初始化 mcp_toolkit\n的 App', '', 80)).toBe(
			'對沒有引入並初始化 mcp_toolkit 的 App',
		);
		expect(wrap('does not include\n  and initialise it', '', 80)).toBe(
			'does not include and initialise it',
		);
		expect(wrap('執\r\n行', '', 80)).toBe('執行');
		expect(wrap('執 行', '', 80)).toBe('執 行');
	});

	it('never cuts a word, and an opening mark goes down with what it opens', () => {
		// 38 columns of 重新啟動後換了 and 位址: the break falls before 位址, not inside it.
		const cut = wrap(`${'錯'.repeat(32)}重新啟動後換了位址。`, '', 80).split('\n');
		expect(cut[1]).toBe('位址。');
		const opened = wrap(`${'錯'.repeat(39)}（\`"type":"VM"\`）`, '', 80).split('\n');
		expect(opened[0]).toBe('錯'.repeat(39));
		expect(opened[1]).toBe('（`"type":"VM"`）');
	});

	/** The second line of `text` wrapped at 80 columns after `pad` wide characters. */
	const second = (text: string, pad: number) =>
		wrap(`${'錯'.repeat(pad)}${text}`, '', 80).split('\n')[1];

	it('keeps 重新 with its verb and this site’s compound terms whole, which ICU splits', () => {
		// zh review 5: 「重新\n啟動」「再重新\n呼叫」「MCP 工具\n結果」 came out of explain and validate.
		expect(second('沒有重新啟動的服務', 38)).toBe('重新啟動的服務');
		expect(second('用 `flutter run` 重新啟動 App。', 30)).toBe('重新啟動 App。');
		expect(second('再重新呼叫。', 37)).toBe('重新呼叫。');
		expect(second('MCP 工具結果。', 37)).toBe('工具結果。');
		expect(second('不是錯誤物件。', 38)).toBe('錯誤物件。');
	});

	it('keeps 頁面 whole, 的 with the word before it, and hot restart on one line', () => {
		// zh-TW review 6 #3: 「代碼的頁\n面」, 「等\n它印出」/「從正在執行\n的 App」, 「hot\nrestart」.
		expect(second('代碼的頁面處理。', 36)).toBe('頁面處理。');
		expect(second('正在執行的 App 輸出', 37)).toBe('執行的 App 輸出');
		expect(second('正在 hot restart 的情況', 36)).toBe('hot restart 的情況');
		expect(wrap(`${'x'.repeat(70)} VM service is gone`, '', 80).split('\n')[1]).toBe(
			'VM service is gone',
		);
		// A word that merely ends in "hot" is no term.
		expect(wrap(`${'x'.repeat(70)} snapshot restart`, '', 80).split('\n')[1]).toBe('restart');
	});

	it('lines an item up under its text, not under its marker', () => {
		expect(wrapItem('- ', `${'字'.repeat(40)}下一行`, '  ').split('\n')).toStrictEqual([
			`  - ${'字'.repeat(38)}`,
			'    字字下一行',
		]);
	});

	it.each(registry.codes.map((c) => c.code))('explain %s --lang zh-TW', (code) => {
		const entry = registry.codes.find((c) => c.code === code)!;
		const lines = codePageText(registry, entry, printOptions('zh-TW'))
			.split('\n')
			.map((l) => l.trim());
		expect(lines.filter(startsWithClosingMark)).toStrictEqual([]);
		expect(lines.filter((l) => /\p{Script=Han} \(/u.test(l))).toStrictEqual([]);
		expect(lines.filter((l) => /[（「『〈《]$/.test(l))).toStrictEqual([]);
		expect(lines.filter((l) => /^的|頁$|\bhot$/u.test(l))).toStrictEqual([]);
	});
});

describe('no Latin mark right after a Chinese character in any zh-TW text', () => {
	it('the check sees one', () => {
		expect(asciiMarkAfterHan('先復原，再重試一次. 可以重試')).toBeDefined();
		expect(asciiMarkAfterHan('預期: string')).toBeDefined();
		expect(asciiMarkAfterHan('先復原，再重試一次。可以重試')).toBeUndefined();
		expect(asciiMarkAfterHan('見 /zh-tw/codes/x.json')).toBeUndefined();
	});

	it.each(zhSourceFiles())('%s', (file) => {
		const found = sourceLines(file).flatMap(([line, text]) => {
			const at = asciiMarkAfterHan(proseOf(text));
			return at ? [`${file}:${line}: ${at}`] : [];
		});
		expect(found).toStrictEqual([]);
	});
});
