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
import { codeText, wrapperText } from '../../../src/lib/terminal/index.ts';
import { codePage, wrapperPage } from '../../../src/lib/views/index.ts';
import { displayWidth, wrap, wrapItem } from '../../../src/lib/report/index.ts';
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

/**
 * `n` wide characters of two-character words (錯誤), and 「，」 for an odd one: one-character words
 * lean on the word after them, so a run of 錯 would be words of up to six characters.
 */
const pad = (n: number) => `${'錯誤'.repeat(Math.floor(n / 2))}${n % 2 ? '，' : ''}`;

describe('the CLI wraps Chinese without starting a line with a closing mark', () => {
	it('takes the word before 。 down with it rather than hang the mark past the width', () => {
		// 「。」 is two columns: kept at the end of a full line, it ran to column 82 (eighth zh-TW
		// reading, item 4). The word it ends goes down with it.
		const lines = wrap(`${pad(38)}位址。下一句。`, '', 80).split('\n');
		expect(lines).toStrictEqual([pad(38), '位址。下一句。']);
		// Marks after marks, and after code: 「`name`），」 goes down whole.
		const code = wrap(`${pad(32)}之前是 \`connect\`），把它`, '', 80).split('\n');
		expect(code).toStrictEqual([`${pad(32)}之前是`, '`connect`），把它']);
		for (const l of [...lines, ...code]) expect(displayWidth(l)).toBeLessThanOrEqual(80);
		expect([...lines, ...code].filter(startsWithClosingMark)).toStrictEqual([]);
		// A one-character word does not go down alone with its mark (「不要自己\n打。」).
		expect(second('不要自己打。', 35)).toBe('自己打。');
		// A line of one word cannot give it up: the mark stays there, the one line past the width.
		expect(wrap(`${'x'.repeat(79)}。下一句`, '', 80).split('\n')[0]).toBe(`${'x'.repeat(79)}。`);
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
		const cut = wrap(`${pad(32)}重新啟動後換了位址。`, '', 80).split('\n');
		expect(cut[1]).toBe('位址。');
		const opened = wrap(`${pad(39)}（\`"type":"VM"\`）`, '', 80).split('\n');
		expect(opened[0]).toBe(pad(39));
		expect(opened[1]).toBe('（`"type":"VM"`）');
	});

	/** The second line of `text` wrapped at 80 columns after `n` wide characters. */
	const second = (text: string, n: number) => wrap(`${pad(n)}${text}`, '', 80).split('\n')[1];

	it('keeps 重新 with its verb and this site’s compound terms whole, which ICU splits', () => {
		// zh review 5: 「重新\n啟動」「再重新\n呼叫」「MCP 工具\n結果」 came out of explain and validate.
		expect(second('沒有重新啟動的服務', 38)).toBe('重新啟動的服務');
		expect(second('用 `flutter run` 重新啟動 App。', 30)).toBe('重新啟動 App。');
		expect(second('再重新呼叫。', 37)).toBe('再重新呼叫。');
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
		// Kept-in-English terms of two words, and 動態 registry (tenth readings: 「stack\ntrace」).
		expect(wrap(`${'x'.repeat(68)} Dart stack trace here`, '', 80).split('\n')[1]).toBe(
			'stack trace here',
		);
		expect(second('啟用動態 registry 支援', 36)).toBe('動態 registry 支援');
		// A quoted command stays whole whatever its program is called: no binary name is hard-coded.
		expect(
			wrap(
				`${'x'.repeat(60)} run \`renamed-cli exec --name status --args '{}'\` now`,
				'',
				80,
			).split('\n')[1],
		).toBe("`renamed-cli exec --name status --args '{}'` now");
		// A word that merely ends in "hot" is no term.
		expect(wrap(`${'x'.repeat(70)} snapshot restart`, '', 80).split('\n')[1]).toBe('restart');
	});

	it('keeps a one-character word with the word after it, a particle with the word before, and 系統設定 whole', () => {
		// Eighth zh-TW reading, item 4: 「等\n它印出」 and 「系統\n設定」 came out of explain.
		expect(second('等它印出這一行。', 38)).toBe('等它印出這一行。');
		expect(second('把它交給 mcp_toolkit。', 38)).toBe('把它交給 mcp_toolkit。');
		expect(second('開啟「系統設定」。', 38)).toBe('「系統設定」。');
		expect(second('開啟系統設定。', 37)).toBe('系統設定。');
		// A particle stays with the word before it: 「結束\n時就代表」 read as a fragment.
		expect(second('結束時就代表它。', 37)).toBe('就代表它。');
		expect(second('另一個使用 session 的程式。', 38)).toBe('另一個使用 session 的程式。');
		expect(second('重複 5 次，第一次。', 37)).toBe('5 次，第一次。');
		// A run of single characters still breaks, at six.
		expect(wrap('錯'.repeat(60), '', 80).split('\n')[0]).toBe('錯'.repeat(36));
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

/**
 * Lines a terminal may print wider than 80 columns: a command (copied whole), the page's URL, and a
 * code span longer than a line. Everything else is wrapped prose.
 */
const whole = (line: string) =>
	/^\s*(?:\$ )?(?:flutter_mcp_cli|flutter-mcp-toolkit) [a-z-]/.test(line) ||
	/https?:\/\//.test(line) ||
	/^\s*`[^`]+`\p{P}*$/u.test(line);

describe.each(['zh-TW', 'en'] as const)('explain --lang %s fits 80 columns', (lang) => {
	// Eighth zh-TW reading, item 4: a full-width 。 or ， kept at the end of a full line ran to
	// columns 81 and 82 in about 20 lines; interaction_failed's meaning was not wrapped at all.
	const texts = [
		...registry.codes.map(
			(c) => [c.code, codeText(codePage(registry, c, lang), printOptions(lang))] as const,
		),
		...registry.wrapperCodes.map(
			(w) => [w.code, wrapperText(wrapperPage(registry, w, lang), printOptions(lang))] as const,
		),
	];
	it.each(texts)('%s', (_, text) => {
		const wide = text.split('\n').filter((l) => displayWidth(l) > 80 && !whole(l));
		expect(wide).toStrictEqual([]);
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
