import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { codeMarkdown } from '../../../src/lib/markdown/index.ts';
import {
	codeRetryAdvice,
	codesInLayer,
	registry,
	uiText,
	type CodeEntry,
} from '../../../src/lib/registry/index.ts';
import { displayWidth, validationText } from '../../../src/lib/report/index.ts';
import { codePage, historySection, registryTable } from '../../../src/lib/views/index.ts';

/**
 * The fifteenth readings' items (English review 15, zh-TW review 15): each test fails when the
 * text or the layout the reading quoted comes back.
 */
const code = (name: string) => registry.codes.find((c) => c.code === name)!;
const guide = (lang: Lang, name: string) =>
	readFileSync(`content/docs/${lang === 'en' ? '' : 'zh-tw/'}guides/${name}.mdx`, 'utf8');
/** Every text of an entry in one language, for "said nowhere on the page" checks. */
const textsOf = (value: unknown, lang: Lang): string[] =>
	Array.isArray(value)
		? value.flatMap((v) => textsOf(v, lang))
		: value && typeof value === 'object'
			? 'en' in value && 'zh-TW' in value
				? [String((value as Record<Lang, unknown>)[lang])]
				: Object.values(value).flatMap((v) => textsOf(v, lang))
			: [];
const report = (path: string, lang: Lang) =>
	validationText(
		validateInput(readFileSync(`tests/fixtures/${path}`, 'utf8'), {
			registry: engineRegistry,
			lang,
		}),
		{ lang, siteUrl: 'https://playbook.example.test', link: (url: string) => url },
	);

describe.each(languages)('retry advice (%s)', (lang) => {
	const t = uiText(lang);
	it('a never-sent code’s label says whose client it is for, noted or not (English review 15 #1)', () => {
		for (const name of ['interaction_failed', 'state_store_read_failed', 'state_lock_conflict']) {
			const { label, text } = codeRetryAdvice(code(name), lang);
			// "after the fix" only where a note names one (English review 16 #14).
			expect(label, name).toBe(
				t(code(name).retryNote ? 'codePage.retry.neverSentNoted' : 'codePage.retry.neverSent'),
			);
			expect(text, name).not.toMatch(/fails with this code again|仍然以這個代碼失敗/);
		}
		// The mcp_toolkit pages speak of what the reader gets instead, not of an app they cannot see.
		for (const name of ['semantic_snapshot_failed', 'get_recent_logs_failed', 'wait_for_failed'])
			expect(code(name).retryNote![lang], name).toMatch(/intent_execution_error/);
	});

	it('no retry label points “above”: the guides’ tables print the same labels', () => {
		// English review 15 #9: the table said "Retry with backoff" where the page said more.
		for (const key of [
			'codePage.retry.backoffNoted',
			'codePage.retry.afterRecoveryNoted',
			'codePage.retry.neverSentNoted',
		] as const)
			expect(t(key)).not.toMatch(/above|上面/);
		for (const layer of registry.layers) {
			const table = registryTable(registry, 'code-retry', lang, { layer: layer.id });
			const codes = codesInLayer(registry, layer.id);
			table.rows.forEach((row, i) => {
				const cell = row.cells[4];
				expect(cell && 'text' in cell ? cell.text : null, codes[i]!.code).toBe(
					codeRetryAdvice(codes[i]!, lang).label,
				);
			});
		}
	});

	it('navigator_not_registered’s retry allows for a Navigator not mounted yet (English review 15 #2)', () => {
		const { text } = codeRetryAdvice(code('navigator_not_registered'), lang);
		expect(text).not.toMatch(/The same call will fail the same way|同樣的呼叫也會同樣失敗/);
		expect(text).toMatch(/still starting|還在啟動/);
	});

	it('doctor_critical_failed’s retry says the failing checks come first, not doctor again', () => {
		expect(codeRetryAdvice(code('doctor_critical_failed'), lang).label).toBe(
			t('codePage.retry.afterRecoveryNoted'),
		);
	});
});

describe.each(languages)('the code pages (%s)', (lang) => {
	it('bundle_build_failed names its two directories one way each (English review 15 #3)', () => {
		const texts = textsOf(code('bundle_build_failed'), lang).join('\n');
		expect(texts).not.toMatch(/temporary directory|output location|輸出位置/);
		expect(texts).toMatch(lang === 'en' ? /staging directory/ : /暫存目錄/);
		// The shared placeholder no longer speaks of a missing snapshot on a page whose was found.
		const snapshotId = registry.placeholders.find((p) => p.name === 'snapshot_id')!;
		expect(snapshotId.description[lang]).not.toMatch(/Snapshot not found/);
	});

	it('a code with several fixes numbers their headings, so “fix 3 above” can be found (English review 15 #4)', () => {
		const entry = code('doctor_critical_failed');
		const view = codePage(registry, entry, lang);
		const third = view.outline.find((h) => h.id === `fix-${entry.fixes[2]!.id}`)!;
		expect(third.title.startsWith(lang === 'en' ? 'Fix 3: ' : '解決方法 3：')).toBe(true);
		expect(codeMarkdown(registry, entry.code, lang)).toContain(
			lang === 'en' ? '### Fix 3: ' : '### 解決方法 3：',
		);
		// A lone fix is "the fix", with no number to look for.
		const lone = registry.codes.find((c) => c.fixes.length === 1)!;
		const heading = codePage(registry, lone, lang).outline.find(
			(h) => h.id === `fix-${lone.fixes[0]!.id}`,
		)!;
		expect(heading.title).not.toMatch(/^Fix 1|^解決方法 1/);
	});

	it('explain_errors_failed’s History has one row per release, and its edge case names its CLI (English review 15 #7)', () => {
		const { rows } = historySection(registry, 'explain_errors_failed', lang);
		const releases = rows.map((r) => r.release.id);
		expect(releases).toStrictEqual([...new Set(releases)]);
		expect(code('explain_errors_failed').whenItFires.edgeCases![0]![lang]).toMatch(
			/^In the v3 contract’s CLI|^在 v3 合約的 CLI/,
		);
	});

	it('doctor_critical_failed says “exits 1” once in its own texts, and names validate-runtime where it is raised (zh-TW review 15 #5)', () => {
		const entry = code('doctor_critical_failed');
		expect(entry.whenItFires.happened[lang]).not.toMatch(/exits with 1|以 1 結束/);
		expect(entry.cli.raisedAt[lang]).toMatch(/validate-runtime/);
		expect(entry.whenItFires.edgeCases![0]![lang]).toContain('`dynamic_registry_available`');
	});

	it('diagnose_failed says each fact once and never calls its result a bundle (zh-TW review 15 #6)', () => {
		const texts = textsOf(code('diagnose_failed'), lang);
		expect(texts.join('\n')).not.toMatch(/\bbundle\b|診斷包/);
		const recorded = texts.filter((x) => /records|recorded|記在/.test(x));
		expect(recorded.length, recorded.join('\n')).toBeLessThanOrEqual(2);
	});

	it('unsupported_summary_provider names the two providers twice at most (zh-TW review 15 #7)', () => {
		const texts = textsOf(code('unsupported_summary_provider'), lang);
		expect(texts.filter((x) => x.includes('`openai`')).length).toBeLessThanOrEqual(2);
		expect(texts.join('\n')).not.toMatch(/not registered|沒有註冊|schema 接受|schema accepts/);
	});

	it('the mcp_toolkit edge case gives one version boundary, worded one way (zh-TW review 15 #11)', () => {
		for (const name of ['get_app_errors_failed', 'get_view_details_failed']) {
			const edge = code(name).whenItFires.edgeCases!.at(-1)![lang];
			expect(edge, name).toMatch(/up to 3\.1\.1|到 3\.1\.1 為止/);
			expect(edge, name).toContain('`intent_execution_error`');
		}
	});

	it('the cut-off answer is said once per fix, not again in its step (zh-TW review 15 #4)', () => {
		for (const name of [
			'get_app_errors_failed',
			'get_view_details_failed',
			'get_screenshots_failed',
		])
			for (const text of textsOf(code(name).fixes, lang))
				expect(text, name).not.toMatch(/cut off by a restart during the call|呼叫期間因為重新啟動/);
	});
});

describe.each(languages)('guides and tables (%s)', (lang) => {
	it('contract-vs-cli says which release sends doctor_critical_failed (English review 15 #6)', () => {
		const never = registry.deviations.find((d) => d.id === 'never-emitted')!;
		expect(never.cli[lang]).toMatch(/validate-runtime/);
	});

	it('reading-an-error’s retry step names an out-of-date snapshotId, not the code stale_snapshot (English review 15 #8)', () => {
		expect(guide(lang, 'reading-an-error')).not.toMatch(/a stale snapshot,|過時的快照、/);
	});

	it('where-errors-appear introduces doctor’s sample once (zh-TW review 15 #8)', () => {
		expect(guide(lang, 'where-errors-appear')).not.toMatch(
			/doctor’s own report:|doctor 自己的報告：/,
		);
	});

	it('stale_snapshot’s notice points to no section explain lacks (zh-TW review 15 #9)', () => {
		const entry = registry.codes.find((c) => c.code === 'stale_snapshot') as CodeEntry;
		expect(entry.cli.asData![lang]).not.toMatch(/〈特殊情況〉|Edge cases/);
	});
});

describe('zh-TW words (zh-TW review 15 #10, #13)', () => {
	it('a response is 回應, never 回答, in the registry and the failure paths', () => {
		for (const file of ['codes', 'later-codes', 'failure-paths'])
			expect(readFileSync(`content/registry/${file}.json`, 'utf8'), file).not.toContain('回答');
	});

	it('the playground’s two limits read as one or the other, and its messages open one way', () => {
		const t = uiText('zh-TW');
		for (const key of [
			'playground.tooLarge',
			'playground.tooManyLines',
			'home.paste.tooLarge',
			'home.paste.tooManyLines',
		] as const) {
			// Both limits hold at once (zh-TW review 21 #10), not 「或」; and not 「…行為上限」, where
			// 行為 reads as "behaviour" (zh-TW review 23 #12).
			expect(t(key), key).toMatch(/最多檢查 \{(limit|sizeLimit)\}、\{(lineLimit|limit)\} 行的輸入/);
			expect(t(key), key).toMatch(/^這份輸入有/);
		}
	});
});

describe.each(languages)('validate on doctor’s report (%s)', (lang) => {
	it('keeps every line within 80 columns and the next command on one line (zh-TW review 15 #12)', () => {
		const text = report('cli-output/doctor-critical-failed.txt', lang);
		const wide = text
			.split('\n')
			.filter((line) => !/https?:/.test(line) && displayWidth(line) > 80);
		expect(wide).toStrictEqual([]);
		expect(text).toMatch(/flutter-mcp-toolkit doctor --json/);
	});
});
