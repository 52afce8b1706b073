import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { type OpenccAllowed, openccAllowlist } from '../../support/openccAllowlist.ts';
import { proseOf, sourceLines, zhSourceFiles } from '../../support/glossary.ts';
import {
	openccAllowance,
	openccAllowlistProblems,
	openccChanges,
	openccProblems,
	zhTextProblems,
} from '../../support/zhText.ts';

/**
 * OpenCC's Taiwan phrases in the zh-TW checker (tests/support/zhText.ts): the five words the issue
 * found (zh-tw-review-3, OpenCC findings) are caught when written back, the false positives are
 * let through only where the allowlist says, each entry with its reason, and no zh-TW source text
 * (guides, registry, UI strings, the engine's, the CLI's and the MCP server's dictionaries, the
 * package's README) has a change left. The built pages, twins, llms text and JSON exports get the
 * check in tests/build/zhTwText.test.ts, the CLI's and the MCP server's output in
 * tests/unit/i18n/zhSurfaces.test.ts: both go through `zhTextProblems`.
 */

const openccRule = (problems: string[]) => problems.filter((p) => p.includes('OpenCC'));

// [word, as the site printed it, as it is now, what OpenCC writes]
const fiveWords: [string, string, string, string][] = [
	[
		'點擊',
		'對 App 的點擊、輸入文字、捲動、長按、滑動、拖曳或 reveal_search 呼叫失敗。',
		'對 App 的點按、輸入文字、捲動、長按、滑動、拖曳或 reveal_search 呼叫失敗。',
		'點選',
	],
	['虛擬機', '類別：Dart 虛擬機', '類別：Dart 虛擬機器', '虛擬機器'],
	[
		'前綴',
		'從 3.0.0 版起，工具名稱加上 `fmt_` 前綴（`fmt_get_vm`）。',
		'從 3.0.0 版起，工具名稱加上 `fmt_` 前置詞（`fmt_get_vm`）。',
		'字首',
	],
	[
		'查找',
		'透過 session_exec 或 watch 時，查找發生在執行器之前，所以印出的是 `meta: {}`。',
		'透過 session_exec 或 watch 時，CLI 在執行器之前就先查詢 session，所以印出的是 `meta: {}`。',
		'查詢',
	],
	[
		'參數',
		'validation_error 表示參數不符合 intent 的 schema。',
		'validation_error 表示引數不符合 intent 的 schema。',
		'引數',
	],
];

describe('the OpenCC check', () => {
	it.each(fiveWords)(
		'catches %s written back, in Markdown and plain text',
		(word, before, after, to) => {
			for (const markdown of [true, false]) {
				const caught = openccRule(zhTextProblems({ where: 'x', text: before, markdown }));
				expect(caught).toHaveLength(1);
				expect(caught[0]).toContain(`write ${to}, not ${word}`);
				expect(openccRule(zhTextProblems({ where: 'x', text: after, markdown }))).toStrictEqual([]);
			}
		},
	);

	it("reads a terminal's wrapped lines as one: a word cut in two is still a word", () => {
		const plain = (text: string) => openccRule(zhTextProblems({ where: 'x', text }));
		expect(plain('stdout 什麼都沒有；MCP 用戶\n端在 3.1.1 以前收到純文字。')).toStrictEqual([]);
		expect(plain('中會是可點\n                 擊的連結。')).toHaveLength(1);
	});

	it('names each change by its span, and the spans add up to the converter', () => {
		const text = '請求的參數被拒絕；虛擬機的前綴。';
		expect(openccChanges(text)).toStrictEqual([
			{ at: 3, from: '參數', to: '引數' },
			{ at: 9, from: '虛擬機', to: '虛擬機器' },
			{ at: 13, from: '前綴', to: '字首' },
		]);
		const converted = OpenCC.Converter({ from: 'tw', to: 'twp' })(text);
		expect(converted).toBe('請求的引數被拒絕；虛擬機器的字首。');
	});

	it('reads Taiwan character forms as the dictionary does (from: tw)', () => {
		// 集群 is written with Taiwan's 群; the dictionary knows 集羣.
		expect(openccChanges('一個集群')).toStrictEqual([{ at: 2, from: '集群', to: '叢集' }]);
		// A character in a form Taiwan does not use is a change too.
		expect(openccChanges('看着')).toStrictEqual([{ at: 1, from: '着', to: '著' }]);
		expect(openccChanges('已經為這裡準備好了')).toStrictEqual([]);
	});

	it('lets a false positive through only where its entry is scoped', () => {
		const left = (text: string) => openccProblems(text).map((p) => p.change.from);
		expect(left('請求的參數被拒絕。')).toStrictEqual([]);
		expect(left('擷取檢查找不到任何方法。')).toStrictEqual([]);
		expect(left('每個代碼頁面都列出了所有可能。')).toStrictEqual([]);
		expect(left('MCP 用戶端則收到純文字。')).toStrictEqual([]);
		expect(left('結束代碼 255')).toStrictEqual([]);
		// The same phrases in the sense OpenCC means stay caught.
		expect(left('工具的參數')).toStrictEqual(['參數']);
		expect(left('請查找這個 session。')).toStrictEqual(['查找']);
		expect(left('每位用戶都看得到')).toStrictEqual(['用戶']);
		expect(left('見範例代碼。')).toStrictEqual(['代碼']);
		expect(left('一個開源項目')).toStrictEqual(['項目']);
	});
});

describe('the allowlist', () => {
	it('gives every entry a reason, a phrase OpenCC changes, and a pattern that names it', () => {
		expect(openccAllowlistProblems(openccAllowlist)).toStrictEqual([]);
	});

	const valid: OpenccAllowed = {
		phrase: '權限',
		to: '許可權',
		why: 'A permission: the word Taiwan uses.',
	};
	it.each<[string, Partial<OpenccAllowed>, string]>([
		['no reason', { why: undefined }, 'no reason'],
		['an empty reason', { why: '  ' }, 'no reason'],
		['a one-word reason', { why: 'fine' }, 'no reason'],
		['a phrase OpenCC leaves', { phrase: '權利', to: '許可權' }, "OpenCC's Taiwan phrases write"],
		['the wrong replacement', { to: '權力' }, "OpenCC's Taiwan phrases write"],
		['a pattern without the phrase', { in: /寫入/u }, 'does not name the phrase'],
	])('fails an entry with %s', (_, change, problem) => {
		const entry = { ...valid, ...change } as OpenccAllowed;
		expect(openccAllowlistProblems([entry]).join('\n')).toContain(problem);
		expect(openccAllowlistProblems([valid])).toStrictEqual([]);
	});

	it('fails an entry listed twice', () => {
		expect(openccAllowlistProblems([valid, valid])).toStrictEqual(['權限 → 許可權: listed twice']);
	});

	it('holds no entry that no zh-TW source needs', () => {
		const used = new Set<OpenccAllowed>();
		for (const [, line] of sources()) {
			const prose = proseOf(line);
			for (const change of openccChanges(prose)) {
				const entry = openccAllowance(prose, change);
				if (entry) used.add(entry);
			}
		}
		expect(openccAllowlist.filter((e) => !used.has(e)).map((e) => e.phrase)).toStrictEqual([]);
	});
});

/** Every zh-TW line of the sources, the package's README with them. */
function sources(): [string, string][] {
	return [...zhSourceFiles(), 'packages/validator/README.zh-TW.md'].flatMap((file) =>
		sourceLines(file).map(([n, line]): [string, string] => [`${file}:${n}`, line]),
	);
}

describe('the zh-TW sources', () => {
	it('have no change of OpenCC’s Taiwan phrases that the allowlist does not explain', () => {
		const problems = sources().flatMap(([where, line]) =>
			openccProblems(proseOf(line)).map(
				({ change, context }) => `${where}: ${change.from} → ${change.to}: …${context}…`,
			),
		);
		expect(problems).toStrictEqual([]);
	});
});
