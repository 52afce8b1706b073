import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { retryAdviceDictionary } from '../../../src/lib/engine/index.ts';
import type { Lang } from '../../../src/lib/i18n/index.ts';
import { codeMarkdown } from '../../../src/lib/markdown/index.ts';
import { glossary, registry, uiText } from '../../../src/lib/registry/index.ts';
import { docFiles, prose } from '../../support/docsSource.ts';
import { repoRoot } from '../../support/glossary.ts';
import { zhTextProblems } from '../../support/zhText.ts';

/**
 * The ninth zh-TW reading (grade A), its registry, guide and page items: each test fails when the
 * text it read is planted back. Lists come from the registry, so a code added later is held to the
 * same.
 */

interface Pair {
	path: string;
	en: string;
	zh: string;
}

/** Every text of the registry written in both languages, named by its place. */
function pairsOf(value: unknown, path = ''): Pair[] {
	if (Array.isArray(value)) return value.flatMap((v, i) => pairsOf(v, `${path}/${i}`));
	if (!value || typeof value !== 'object') return [];
	const record = value as Record<string, unknown>;
	if (typeof record.en === 'string' && typeof record['zh-TW'] === 'string')
		return [{ path, en: record.en, zh: record['zh-TW'] }];
	return Object.entries(record).flatMap(([k, v]) =>
		pairsOf(v, `${path}/${(v as { code?: string })?.code ?? k}`),
	);
}
const pairs = pairsOf(registry);
const zhGuides = docFiles()
	.filter((f) => f.startsWith('zh-tw/'))
	.map((f) => ({
		file: f,
		text: prose(readFileSync(join(repoRoot, 'content/docs', f), 'utf8')),
	}));
const codeOf = (code: string) => registry.codes.find((c) => c.code === code)!;
/** A twin's prose as a reader reads it: up to the examples, without the source list. */
function twinProse(code: string, lang: Lang): string {
	const md = codeMarkdown(registry, code, lang);
	return md
		.slice(0, md.indexOf(lang === 'en' ? '\n## Examples' : '\n## 範例'))
		.replace(/^- \[`.*$/gm, '');
}
const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('1. retry advice says 重試, the glossary’s word, where it means retry', () => {
	// 「重複只會同樣失敗」「最多重複 5 次」: the fixes restart the app or free disk space; none
	// repeats "the call", and the term is 重試. 重複執行／重複寫入／重複出現 mean something else.
	const repeatForRetry = /重複(?=同樣的呼叫|呼叫|一次|只會|才有)|最多重複|原封不動重複/u;
	it('in the registry’s texts', () => {
		expect(pairs.filter((p) => repeatForRetry.test(p.zh)).map((p) => p.path)).toStrictEqual([]);
		// Planted back, the rule sees it.
		expect(repeatForRetry.test('重複只會同樣失敗')).toBe(true);
		expect(repeatForRetry.test('`watch` 不接受重複執行 session 指令')).toBe(false);
	});
	it('in the class-level advice `explain` prints', () => {
		for (const text of Object.values(retryAdviceDictionary['zh-TW']))
			expect(text).not.toMatch(repeatForRetry);
		expect(retryAdviceDictionary['zh-TW']['retry.backoff']).toContain('最多重試');
	});
	it('in the zh-TW guides', () => {
		expect(zhGuides.filter((g) => repeatForRetry.test(g.text)).map((g) => g.file)).toStrictEqual(
			[],
		);
		// The fixes on these pages remove a cause; they do not 「修改」 the call.
		expect(zhGuides.filter((g) => /頁面上說的修改|要先改什麼/.test(g.text))).toStrictEqual([]);
	});
});

describe('4. the contract table is 合約表, one word', () => {
	it('is a glossary term that forbids 合約表格', () => {
		const term = glossary.terms.find((t) => t['zh-TW'] === '合約表');
		expect(term?.forbidden).toContain('合約表格');
	});
	it('every zh-TW UI string and registry text says 合約表', () => {
		const t = uiText('zh-TW');
		const ui = JSON.parse(
			readFileSync(join(repoRoot, 'src/content/i18n/zh-TW.json'), 'utf8'),
		) as Record<string, string>;
		expect(Object.keys(ui).filter((k) => ui[k]!.includes('合約表格'))).toStrictEqual([]);
		expect(pairs.filter((p) => p.zh.includes('合約表格'))).toStrictEqual([]);
		expect(t('codePage.laterContractVsCli')).toContain('合約表');
		// The checker that every surface goes through rejects it.
		expect(zhTextProblems({ where: 'x', text: 'v3 合約表格裡沒有這個代碼。' }).join()).toMatch(
			/合約表/,
		);
	});
});

describe('6. one check, one wording: the fix checks', () => {
	const checks = registry.codes.flatMap((c) =>
		c.fixes.flatMap((f) => (f.check ? [{ code: c.code, ...f.check.expect }] : [])),
	);
	it('write 印出 `"ok":true` after 結束代碼為 0, never 結果含 or 會回應', () => {
		const ok = '`"ok":true`';
		expect(checks.filter((c) => c['zh-TW'].includes(`結果含 ${ok}`))).toStrictEqual([]);
		expect(checks.filter((c) => c['zh-TW'].includes(`，會回應 ${ok}`))).toStrictEqual([]);
		expect(checks.filter((c) => c['zh-TW'].includes(`呼叫時回應 ${ok}`))).toStrictEqual([]);
		for (const c of checks.filter((c) => c['zh-TW'].includes('結束代碼為 0，')))
			expect(c['zh-TW'], c.code).toMatch(/結束代碼為 0，印出 `"ok":true`/);
	});
	it('write one success check one way: no "one stdout line" beside the plain form (zh-TW review 15 #10)', () => {
		expect(checks.length).toBeGreaterThan(50);
		for (const c of checks) {
			expect(c['zh-TW'], c.code).not.toContain('stdout 印出一行');
			expect(c.en, c.code).not.toContain('one stdout line');
		}
	});
});

describe('7. 「原因：」 heads a cause, not a description of the message', () => {
	it.each(registry.codes.filter((c) => c.whenItFires.cause).map((c) => c.code))('%s', (code) => {
		const cause = codeOf(code).whenItFires.cause!['zh-TW'];
		expect(cause).not.toMatch(/^(?:message|這類指令是)/);
		// 「原因：…（原因是一句 …）」: the second 原因 meant the `error` field.
		expect(cause).not.toContain('（原因是');
	});
	it('snapshot_invalid names what damages the file, in both languages', () => {
		const { cause } = codeOf('snapshot_invalid').whenItFires;
		expect(cause!.en).not.toMatch(/^The message/);
		expect(cause!['zh-TW']).toMatch(/^快照檔案在寫入時被中斷/);
	});
});

describe('8. each fact once on the pages the ninth reading added (zh-TW)', () => {
	const facts: [string, string, RegExp, number][] = [
		['snapshot_not_found', 'the ID ends the message: the first fix says it', /結尾/, 1],
		[
			'snapshot_not_found',
			'snapshots are files next to the state file',
			/快照是(?:放在)?狀態檔案旁邊/,
			1,
		],
		['press_key_failed', 'the key list', /ArrowUp|方向鍵/, 1],
		['press_key_failed', 'the modifier rule', /修飾鍵/, 1],
		['state_store_read_failed', 'read or parse', /讀取或(?:剖析|解析)/, 1],
		['session_manager_not_configured', 'the CLI always has a session manager', /一定有/, 1],
		['invalid_command', 'the hot_reload typo', /(?:寫成|打成) `?hot_reload\b/, 1],
	];
	it.each(facts)('%s: %s', (code, _, pattern, times) => {
		expect(count(twinProse(code, 'zh-TW'), pattern)).toBe(times);
	});
	it('state_store_read_failed: 「空的狀態」 under 何時發生 and where it is raised, not in the fix', () => {
		const entry = codeOf('state_store_read_failed');
		expect(entry.fixes.map((f) => f.cause['zh-TW']).join('')).not.toContain('空的狀態');
	});
	it('session_not_found: fix 2’s step is an action, not the cause again', () => {
		const [first] = codeOf('session_not_found').fixes[1]!.steps;
		expect(first!['zh-TW']).not.toMatch(/^session 保存在/);
	});
	it('connection_selection_required: the fix command’s origin is the fold’s, not raisedAt’s', () => {
		const { raisedAt } = codeOf('connection_selection_required').cli;
		expect(raisedAt['zh-TW']).not.toContain('算出來');
		expect(raisedAt.en).not.toContain('computed from details');
	});
});

describe('9. get_screenshots_failed says when each of its fixes’ releases added a cause', () => {
	const entry = codeOf('get_screenshots_failed');
	// Each fix whose cause starts at a release: 〈何時發生〉 names that release too.
	const releases = entry.fixes.flatMap(
		(f) => f.cause.en.match(/\b\d+\.\d+\.\d+(?:-dev\.\d+)?\b/g) ?? [],
	);
	it('finds the releases in the fixes', () => {
		expect(releases).toContain('4.0.0-dev.1');
		expect(releases).toContain('3.0.0');
	});
	it.each(['en', 'zh-TW'] as const)('%s', (lang) => {
		const cause = entry.whenItFires.cause![lang];
		for (const release of releases) expect(cause, release).toContain(release);
		// The crash is only before the release that turned it into this code.
		const crash = entry.whenItFires.edgeCases.find((e) => e.en.includes('StateError'))!;
		expect(crash[lang]).toContain('4.0.0-dev.1');
	});
});

describe('10. a failure path names the commands its codes come from', () => {
	it('snapshot_not_found’s commands are its own', () => {
		const edge = registry.failurePaths.find(
			(p) => p.from === 'snapshot_not_found' && p.to === 'snapshot_invalid',
		)!;
		for (const lang of ['en', 'zh-TW'] as const)
			expect(edge.why[lang]).toMatch(
				/snapshot_not_found[^。.]*`snapshot diff`、?,? ?`bundle create`/,
			);
	});
});

describe('11. one rendering per concept', () => {
	it.each([
		['解析', /剖析/u],
		['狀態檔案', /狀態檔(?!案)/u],
		['記住的目標', /記得(?:的|之前|先前)/u],
	] as const)('%s', (_, loser) => {
		expect(pairs.filter((p) => loser.test(p.zh)).map((p) => p.path)).toStrictEqual([]);
	});
	it('the checker rejects each loser on every surface', () => {
		const problems = (text: string) => zhTextProblems({ where: 'x', text }).join();
		expect(problems('狀態檔案無法讀取或剖析。')).toMatch(/解析/);
		expect(problems('讀不到的狀態檔，不會自己變好。')).toMatch(/狀態檔案/);
		expect(problems('這個狀態目錄記得的目標。')).toMatch(/記住的目標/);
	});
});

describe('12. sentences that parse', () => {
	it('the outer handler is its own clause on every code that names it', () => {
		const raised = registry.codes.filter((c) =>
			c.cli.raisedAt.en.includes('around the call into the app'),
		);
		expect(raised.length).toBeGreaterThanOrEqual(4);
		for (const c of raised) {
			expect(c.cli.raisedAt['zh-TW'], c.code).not.toContain('以及包在呼叫 App 的外層');
			expect(c.cli.raisedAt['zh-TW'], c.code).toContain('包住 App 呼叫的外層處理');
		}
	});
	it('session_manager_not_configured, session_not_found and hover_failed', () => {
		const zh = (code: string) =>
			pairsOf(codeOf(code))
				.map((p) => p.zh)
				.join('\n');
		expect(zh('session_manager_not_configured')).not.toMatch(
			/執行指令執行器|傳給 `sessionManager`/,
		);
		expect(zh('session_not_found')).not.toContain('session 存在那個檔案');
		expect(zh('hover_failed')).not.toContain('用的是 ok 為 false');
		expect(zh('hover_failed')).toContain('以 `ok: false` 回應，其他情況則是 `success: false`');
	});
});

describe('15. small wording', () => {
	it('the capability category is named for what its codes cover, in both languages', () => {
		// Its meaning now covers a refused permission and an unsupported target, not only a switch.
		const capability = registry.categories.find((c) => c.id === 'capability')!;
		expect(capability.meaning.en).toMatch(/refused/);
		expect(capability.label.en).not.toMatch(/Disabled/);
		expect(capability.label['zh-TW']).not.toMatch(/停用/);
	});
	it('404 names the index as the navigation does, in its link', () => {
		// English review 18: the lead said what the link under it says; the link keeps the name.
		const t = uiText('zh-TW');
		expect(t('notFound.lead')).not.toContain('所有錯誤代碼');
		expect(t('notFound.index')).toContain(t('codePage.backToIndex'));
	});
	it('the contract’s commit is phrased the way llms phrases it', () => {
		const t = uiText('zh-TW');
		const home = readFileSync(join(repoRoot, 'content/docs/zh-tw/index.mdx'), 'utf8');
		expect(t('llms.summary')).toContain('當時 CLI 名為 flutter_mcp_cli');
		expect(home).toContain('寫於 commit b7f4434，當時 CLI 名為 flutter_mcp_cli');
		expect(home).not.toContain('對應 flutter_mcp_cli');
		expect(t('codesIndex.description')).not.toContain('對應 flutter_mcp_cli');
	});
	it('press_key_failed: 單一的', () => {
		expect(twinProse('press_key_failed', 'zh-TW')).not.toContain('單一個');
	});
	it('connection_selection_required says once that the CLI remembers the target', () => {
		for (const lang of ['en', 'zh-TW'] as const) {
			const text = twinProse('connection_selection_required', lang);
			expect(count(text, lang === 'en' ? /remembers (?:it|this target)/ : /會記住/)).toBe(1);
			expect(text).not.toMatch(/every later call|之後所有要給這個 App 的呼叫/);
		}
	});
});
