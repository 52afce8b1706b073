import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { surfaceMessages } from '../../../src/lib/engine/index.ts';
import { clauses, format } from '../../../src/lib/i18n/index.ts';
import { registry, releases } from '../../../src/lib/registry/index.ts';
import { repoRoot } from '../../support/glossary.ts';
import { pageText } from '../../support/zhHtml.ts';
import { zhProblems, zhTextProblems } from '../../support/zhText.ts';

/**
 * The zh-TW checker (tests/support/zhText.ts, with the glossary and OpenCC's Taiwan phrases) against
 * the third zh-TW review (zh-tw-review-3.md): each text as the site, the CLI or the playground
 * printed it is caught when planted back, and its rewrite passes. The built pages, twins, llms text
 * and JSON exports get the same checker in tests/build/zhTwText.test.ts, the CLI's and the MCP
 * server's output in tests/unit/i18n/zhSurfaces.test.ts.
 */

const md = (text: string) => zhTextProblems({ where: 'x', text, markdown: true });
const plain = (text: string) => zhTextProblems({ where: 'x', text });
/** A built page's text, as tests/build/zhTwText.test.ts reads it from dist/. */
const html = (markup: string) =>
	zhProblems(
		pageText(`<html><body>${markup}</body></html>`).blocks.map((text) => ({
			where: 'x',
			text,
			html: true,
		})),
	);

type Read = 'markdown' | 'plain' | 'html';
const read: Record<Read, (text: string) => string[]> = { markdown: md, plain, html };

// [review item, as printed, as it is now, read as]
const examples: [string, string, string, Read][] = [
	// 1. The version line of `validate` and the playground.
	[
		'1',
		'版本：        flutter-mcp-toolkit 3.0.0 以上版本，來自含有 fix_command 呼叫 flutter-mcp-toolkit；hover_failed 是 flutter-mcp-toolkit 3.0.0 加入的 的 payload',
		'版本：        flutter-mcp-toolkit 3.0.0 以上版本，判斷依據：fix_command 呼叫 flutter-mcp-toolkit；hover_failed 由 flutter-mcp-toolkit 3.0.0 新增',
		'plain',
	],
	[
		'1',
		'這是 flutter-mcp-toolkit 3.0.0 以上版本 的形式。',
		'這是 flutter-mcp-toolkit 3.0.0 以上版本的寫法。',
		'plain',
	],
	// 2. A half-width space between two Han characters.
	[
		'2',
		'v3 合約表裡沒有這個代碼：它是 flutter-mcp-toolkit 3.0.0 版 新增的。',
		'v3 合約表裡沒有這個代碼：它是 flutter-mcp-toolkit 3.0.0 版新增的。',
		'markdown',
	],
	[
		'2',
		'所以沒有可以比對的地方：它由 flutter-mcp-toolkit 3.0.0 版 定義。',
		'所以沒有可以比對的地方：它由 flutter-mcp-toolkit 3.0.0 版定義。',
		'markdown',
	],
	[
		'2',
		'flutter-mcp-toolkit 4.0.0-dev.6 版 中各代碼的變更',
		'flutter-mcp-toolkit 4.0.0-dev.6 版中各代碼的變更',
		'html',
	],
	[
		'2',
		'取得了狀態鎖，但在讀寫 狀態檔案時失敗了。請檢查 狀態檔案。',
		'取得了狀態鎖，但在讀寫狀態檔案時失敗了。請檢查狀態檔案。',
		'markdown',
	],
	// 3. A space after a full-width mark, where the page puts a link or emphasis after it.
	[
		'3',
		'<p class="ep-retry-brief">重試：不要原封不動重試。 <a href="#retry">原因與做法</a></p>',
		'<p class="ep-retry-brief">重試：不要原封不動重試。<a href="#retry">原因與做法</a></p>',
		'html',
	],
	[
		'3',
		'<p>這一頁的內容都以那個版本為準。 <a href="/zh-tw/reference/changes/">各版本改了什麼</a></p>',
		'<p>這一頁的內容都以那個版本為準。<a href="/zh-tw/reference/changes/">各版本改了什麼</a></p>',
		'html',
	],
	[
		'3',
		'<p class="ep-deviation-codes"><strong>代碼：</strong> <a href="/zh-tw/codes/write_blocked/"><code>write_blocked</code></a></p>',
		'<p class="ep-deviation-codes"><strong>代碼：</strong><a href="/zh-tw/codes/write_blocked/"><code>write_blocked</code></a></p>',
		'html',
	],
	[
		'3',
		'<p><strong>依據：</strong> <a href="https://example.test/x"><code>lib/a.dart:1</code></a></p>',
		'<p><strong>依據：</strong><a href="https://example.test/x"><code>lib/a.dart:1</code></a></p>',
		'html',
	],
	[
		'3',
		'<p><strong>代碼：</strong> 所有代碼</p>',
		'<p><strong>代碼：</strong>所有代碼</p>',
		'html',
	],
	// 4. Bare "recovery" in Chinese prose.
	['4', '大多數代碼拿到的是通用 recovery', '大多數代碼拿到的是通用的復原方式', 'markdown'],
	[
		'4',
		'只有八個代碼有自己的 recovery，其他代碼會退而使用 unknown_error 的 recovery。',
		'只有八個代碼有自己的復原資訊，其他代碼會退而使用 unknown_error 的復原資訊。',
		'markdown',
	],
	[
		'4',
		'這一頁的內容都以那個版本為準：它的 descriptor、訊息與 recovery。',
		'這一頁的內容都以那個版本為準：它的 descriptor、訊息與 `recovery`。',
		'markdown',
	],
	[
		'4',
		'這不是 CLI 的代碼：沒有 descriptor，也沒有 recovery。',
		'這不是 CLI 的代碼：沒有 descriptor，也沒有復原資訊。',
		'plain',
	],
	[
		'4',
		'這個 JSON 物件不是錯誤物件：code、descriptor、recovery 一個都沒有。',
		'這個 JSON 物件不是錯誤物件：code、descriptor 與 recovery 欄位一個都沒有。',
		'plain',
	],
	['4', 'Snapshot 內容格式錯誤。', '快照內容格式錯誤。', 'plain'],
	// 5. Evidence is 依據.
	['5', '證據：', '依據：', 'html'],
	['5', '原始碼依據', '原始碼中的依據', 'html'],
	[
		'5',
		'各版本對錯誤合約的變更，並附上游的證據。',
		'各版本對錯誤合約的變更，並附上上游原始碼的依據。',
		'markdown',
	],
	// 6. Shape.
	['6', '訊息、details 的形狀與原始碼中的依據', '訊息、details 的結構與原始碼中的依據', 'html'],
	[
		'6',
		'所有工具與 resource 的失敗都使用同一種錯誤物件形狀。',
		'所有工具與 resource 的失敗都使用同一種錯誤物件格式。',
		'markdown',
	],
	// 7. A link to a page used as the subject of a sentence.
	[
		'7',
		'[錯誤會出現在哪裡](/zh-tw/guides/where-errors-appear/)用範例逐一說明這些情況。',
		'〈[錯誤會出現在哪裡](/zh-tw/guides/where-errors-appear/)〉一頁用範例逐一說明這些情況。',
		'markdown',
	],
	[
		'7',
		'1. **沒有錯誤物件**：到[錯誤會出現在哪裡](/zh-tw/guides/where-errors-appear/#x)查這種失敗。',
		'1. **沒有錯誤物件**：請參閱〈[錯誤會出現在哪裡](/zh-tw/guides/where-errors-appear/#x)〉。',
		'markdown',
	],
	// 8. A tool's or an intent's argument is 引數 (參數 stays for JSON-RPC params).
	[
		'8',
		'validation_error 表示參數不符合 intent 的 schema。',
		'validation_error 表示引數不符合 intent 的 schema。',
		'plain',
	],
	['8', '被 IntentCall 拒絕的參數。', '被 IntentCall 拒絕的引數。', 'markdown'],
	// 9. Throw is 丟出, catch is 捕捉.
	[
		'9',
		'intent_execution_error 表示處理程式拋出了錯誤。',
		'intent_execution_error 表示處理常式丟出了錯誤。',
		'plain',
	],
	[
		'9',
		'App 處理這個 resource 的程式擲回了例外。',
		'App 處理這個 resource 的程式丟出了例外。',
		'markdown',
	],
	[
		'9',
		'掃描器會自己攔下失敗，把它記錄在 stderr。',
		'掃描器會自己捕捉失敗，把它記錄在 stderr。',
		'markdown',
	],
	[
		'9',
		'那個呼叫只會丟出 StateError，而這裡只攔 Exception。',
		'那個呼叫只會丟出 StateError，而這裡只捕捉 Exception。',
		'markdown',
	],
	[
		'9',
		'只會發生 Exception 處理攔不到的 Dart Error。',
		'只會發生 Exception 處理常式捕捉不到的 Dart Error。',
		'markdown',
	],
	// 10. Mainland words (OpenCC).
	[
		'10',
		'對 App 的點擊、輸入文字、捲動、長按。',
		'對 App 的點按、輸入文字、捲動、長按。',
		'markdown',
	],
	['10', '類別：Dart 虛擬機', '類別：Dart 虛擬機器', 'plain'],
	['10', '工具名稱加上 `fmt_` 前綴。', '工具名稱加上 `fmt_` 前置詞。', 'markdown'],
	[
		'10',
		'透過 session_exec 時，查找發生在執行器之前。',
		'透過 session_exec 時，CLI 在執行器之前就先查詢 session。',
		'markdown',
	],
	// 11. 快照 is the app's snapshot, never a commit; the sticky endpoint is the remembered target.
	[
		'11',
		'各版本對錯誤合約的變更，從 b7f4434 快照到最新版本。',
		'各版本對錯誤合約的變更，從 commit b7f4434 到最新版本。',
		'markdown',
	],
	['11', '以下列出 7 個公開版本與這份快照。', '以下列出 7 個公開版本與這個 commit。', 'markdown'],
	[
		'11',
		'`details` 中說明更多：固定的 endpoint、探索看到的結果。',
		'`details` 中說明更多：記住的目標、探索看到的結果。',
		'markdown',
	],
	// 12. Bare 復原 reads as Undo; a doubling wait is exponential backoff.
	['12', '重試：先復原，再重試一次。', '重試：先執行修復指令，再重試一次。', 'plain'],
	[
		'12',
		'可重試的錯誤一律採用定時退避，每次嘗試後等待時間加倍。',
		'可重試的錯誤一律採用指數退避，每次嘗試後等待時間加倍。',
		'markdown',
	],
	['12', '不需定時等待', '不需等待', 'html'],
	// 13. Stiff sentences.
	[
		'13',
		'一次性 CLI 只在 doctor 的報告有關鍵檢查失敗時，查出這個代碼的結束代碼來用。',
		'一次性 CLI 只在 doctor 的報告有關鍵檢查失敗時，才借用這個代碼的結束代碼 1。',
		'markdown',
	],
	[
		'13',
		'大多數代碼退而使用的 recovery 就是它的。',
		'大多數代碼沒有自己的復原方式，退而使用它的。',
		'markdown',
	],
	['13', 'CLI 會先沿用仍然健康的連線。', 'CLI 會先沿用仍然有效的連線。', 'markdown'],
	[
		'13',
		'這個錯誤只有在兩個以上的目標時才會出現。',
		'這個錯誤只有在有兩個以上目標時才會出現。',
		'markdown',
	],
	[
		'13',
		'對 `tools/call` 的 JSON-RPC 回應，排版以便閱讀：',
		'對 `tools/call` 的 JSON-RPC 回應，重新排版以方便閱讀：',
		'markdown',
	],
	// 14. The smaller splits.
	[
		'14',
		'IntentCall 的 code 是 x，但 details 裡的錯誤物件是 y：工具包會照抄內層的 code。',
		'IntentCall 的 code 是 x，但 details 裡的錯誤物件是 y：toolkit 會照抄內層的 code。',
		'plain',
	],
	[
		'14',
		'來源區域：        App 端 toolkit bridge（toolkit bridge）',
		'來源區域：        App 內的 toolkit 橋接（toolkit bridge）',
		'plain',
	],
	['14', '可以讓這次寫入覆蓋既有檔案。', '可以讓這次寫入覆寫既有檔案。', 'markdown'],
	[
		'14',
		'daemon 的一段工作階段就是一連串這樣的行。',
		'daemon 一次執行的輸出就是一連串這樣的行。',
		'markdown',
	],
	[
		'14',
		'- **-32601** `Method not found: <method>`：沒有這個 method。',
		'- **-32601** `Method not found: <method>`：沒有這個方法。',
		'markdown',
	],
	[
		'14',
		'MCP 工具結果，含 JSON-RPC 外框（connect_failed）',
		'MCP 工具結果，含外層 JSON-RPC 訊息（connect_failed）',
		'plain',
	],
	['14', '選擇檔案…', '選擇檔案……', 'html'],
	['14', '我們讀過的最新版本。失敗時輸出的內容沒有新的變化。', '我們讀過的最新版本。', 'markdown'],
	// The fourth zh-TW reading (issue 33), item 8: the release line's note beside the contract's own.
	[
		'r4-8',
		'版本：        v3 合約（b7f4434）（判斷依據：fix_command 呼叫 flutter_mcp_cli）',
		'版本：        v3 合約（b7f4434），判斷依據：fix_command 呼叫 flutter_mcp_cli',
		'plain',
	],
];

describe('the zh-TW checker on the third review’s examples', () => {
	it.each(examples)('item %s: catches 「%s」 and passes 「%s」', (_, now, fixed, how) => {
		expect(read[how](now)).not.toStrictEqual([]);
		expect(read[how](fixed)).toStrictEqual([]);
	});

	it('has a row for every item of the review', () => {
		// Rows of later readings are named r<reading>-<item>.
		const items = new Set(examples.map(([item]) => item).filter((item) => /^\d+$/.test(item)));
		expect([...items].map(Number).sort((a, b) => a - b)).toStrictEqual(
			Array.from({ length: 14 }, (_, i) => i + 1),
		);
	});

	it('leaves a field named in plain text alone, and a field in backticks', () => {
		expect(plain('缺少必要欄位 recovery。')).toStrictEqual([]);
		expect(plain('v3 錯誤物件以 descriptor 與 recovery 欄位取代 hint。')).toStrictEqual([]);
		expect(md('每個代碼頁面都會列出 `recovery` 與 `recovery.fix_command`。')).toStrictEqual([]);
		// sessionStorage is 工作階段儲存空間 in Taiwan's browsers.
		expect(md('這個瀏覽器不允許本網站使用工作階段儲存空間。')).toStrictEqual([]);
	});
});

/** The release line's templates as the review found them (item 1). */
const releaseTemplatesThen = {
	'release.line': '{label}，來自{surface}',
	'evidence.laterCode': '{code} 是 {release} 加入的',
	'surface.classic': '含有 {evidence} 的 payload',
	'recovery.form': '這是 {label} 的形式。',
};

/**
 * Every line the release detection can print (src/lib/engine/contract/releaseDetection.ts and
 * releaseAdvice.ts), built from the dictionary as it does: for each release, its label (the
 * contract's own, or 「≥ release」), each kind of evidence alone and all of them together, each
 * named surface, the recovery's form line and the mixed-marks warning.
 */
function releaseLines(messages: Record<string, string>): string[] {
	const t = (key: string, params?: Record<string, string | number>) =>
		format(messages[key]!, params);
	const evidenceKeys = Object.keys(messages).filter((k) => k.startsWith('evidence.'));
	const lines: string[] = [];
	releases(registry).forEach((release, index) => {
		const label =
			index === 0
				? release.label['zh-TW']
				: t('release.atLeast', { binary: release.binary, id: release.id });
		const evidence = evidenceKeys.map((key) =>
			t(key, {
				code: 'hover_failed',
				release: `${release.binary} ${release.id}`,
				binary: release.binary,
				member: 'suggestedActions',
				field: 'exitCode',
				value: '69',
			}),
		);
		for (const text of [...evidence, clauses(evidence, 'zh-TW')])
			lines.push(t('release.line', { label, surface: t('surface.classic', { evidence: text }) }));
		for (const surface of ['surface.intentcall', 'surface.bundle-step'])
			lines.push(t('release.line', { label, surface: t(surface) }));
		if (index > 0) lines.push(t('recovery.form', { label }));
		lines.push(t('release.mixed', { evidence: clauses(evidence, 'zh-TW') }));
	});
	return lines;
}

describe('the release line, for every release label and every kind of evidence (item 1)', () => {
	const now = surfaceMessages['zh-TW'];

	it('follows the zh-TW rules', () => {
		const lines = releaseLines(now);
		expect(lines.length).toBeGreaterThan(releases(registry).length * 9);
		expect(zhProblems(lines.map((text) => ({ where: text, text })))).toStrictEqual([]);
	});

	it('is caught with the templates the review found', () => {
		const problems = zhProblems(
			releaseLines({ ...now, ...releaseTemplatesThen }).map((text) => ({ where: 'x', text })),
		);
		expect(problems.some((p) => p.includes('particle said twice'))).toBe(true);
		expect(problems.some((p) => p.includes('space between Chinese characters'))).toBe(true);
	});
});

/** The zh-TW UI strings that code fills with a release's label (`flutter-mcp-toolkit 3.0.0 版`). */
const labelTemplates = [
	'codePage.laterNotice',
	'codePage.removedTitle',
	'codePage.removedText',
	'codePage.fromRelease',
	'codePage.recoveryFromRelease',
	'changes.codeCaption',
	'later.releaseLead',
	'later.caption',
];

describe('UI strings filled with a release label (item 2)', () => {
	const zh = JSON.parse(
		readFileSync(join(repoRoot, 'src/content/i18n/zh-TW.json'), 'utf8'),
	) as Record<string, string>;
	const filled = (templates: Record<string, string>) =>
		labelTemplates.flatMap((key) =>
			releases(registry).map((release) => ({
				where: `${key} ${release.id}`,
				text: format(templates[key]!, {
					release: release.label['zh-TW'],
					value: '69',
					commands: '`flutter-mcp-toolkit doctor --json`',
					count: 15,
					source: '`error_codes.dart`',
				}),
				markdown: true,
			})),
		);

	it('follow the zh-TW rules with every label', () => {
		for (const key of labelTemplates) expect(zh[key], key).toContain('{release}');
		expect(zhProblems(filled(zh))).toStrictEqual([]);
	});

	it('are caught when a template spaces the label from the Chinese after it', () => {
		const spaced = {
			...zh,
			'codePage.laterNotice': zh['codePage.laterNotice']!.replace('{release}', '{release} '),
		};
		expect(zhProblems(filled(spaced)).join('\n')).toContain('space between Chinese characters');
	});
});

describe('the changes page says 「no change」 once (item 14)', () => {
	const none = /沒有(?:新的)?(?:變化|改變|變更)/u;

	it('gives a release without changes a summary that does not say so again', () => {
		const repeated = releases(registry)
			.filter((r) => r.changes.length === 0 && r.codeChanges.length === 0)
			.filter((r) => none.test(r.summary['zh-TW']))
			.map((r) => `${r.id}: ${r.summary['zh-TW']}`);
		expect(repeated).toStrictEqual([]);
	});

	it('sees the summary the review found', () => {
		expect(none.test('我們讀過的最新版本。失敗時輸出的內容沒有新的變化。')).toBe(true);
	});
});
