import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { registry, uiText } from '../../../src/lib/registry/index.ts';
import { validationText } from '../../../src/lib/report/index.ts';
import { zhTextProblems } from '../../support/zhText.ts';

/**
 * The thirteenth readings' items (English review 13, zh-TW review 13): each test fails when the
 * text or the advice the reading quoted comes back.
 */
const code = (name: string) => registry.codes.find((c) => c.code === name)!;
const fix = (name: string, id: string) => code(name).fixes.find((f) => f.id === id)!;
const fixture = (path: string) => readFileSync(`tests/fixtures/${path}`, 'utf8');
const validate = (path: string, lang: Lang) =>
	validateInput(fixture(path), { registry: engineRegistry, lang });
const report = (path: string, lang: Lang) =>
	validationText(validate(path, lang), {
		lang,
		siteUrl: 'https://playbook.example.test',
		link: (url: string) => url,
	});

describe.each(languages)('validate (%s)', (lang) => {
	it('a fix no retry can replace says “only after the fix” (dynamic_tool_failed)', () => {
		// English review 13 #1: "Retry with backoff… up to 3 times" before "the server could not
		// reach the app", where the page says "only after the fix above".
		const result = validate('cli-output/mcp-dynamic-tool-double-encoded.json', lang);
		expect(result.fix!.id).toBe('app-not-connected');
		expect(result.retry!.label).toBe(
			lang === 'en' ? 'Retry with backoff only after the fix' : '先照解決方法處理，再退避後重試',
		);
		for (const [name, id] of [
			['dynamic_tool_failed', 'app-not-connected'],
			['dynamic_tool_failed', 'forwarding-failed'],
			['dynamic_resource_failed', 'app-handler-failed'],
		] as const)
			expect(fix(name, id).sameCallFails, `${name}#${id}`).toBe(true);
	});

	it('a batch reads the failed step’s details to choose the fix', () => {
		// English review 13 #4: "nothing in the input points to another" beside `reason: no_targets`.
		const result = validate('cli-output/stdout-batch-v3-0-0.txt', lang);
		expect(result.fix!.selectedBy).toBe('when');
		expect(result.fix!.matched).toStrictEqual([
			{ member: 'details.steps[0].error.details.reason', value: 'no_targets' },
		]);
	});

	it('the usual fix claims no more than that no other fix’s condition held', () => {
		// zh-TW review 13 #11: "isolate is paused" is a clue the old sentence denied.
		const text = report('cli-output/stdout-hot-reload-stack.txt', lang).replace(/\s+/g, ' ');
		expect(text).not.toMatch(/nothing in the input points|沒有線索指向/);
		expect(text).toMatch(/matches no other fix’s condition|不符合其他解決方法的條件/);
		expect(uiText(lang)('playground.fixUsual')).not.toMatch(/points to another|指向其他原因/);
	});
});

describe.each(languages)('the code pages (%s)', (lang) => {
	it('explain_errors_failed: what flutter-mcp-toolkit sends it for, and its 3.0.0 change in History', () => {
		// English review 13 #2, zh-TW review 13 #2: the notice spoke of the v3 CLI as if it were
		// flutter-mcp-toolkit ("only up to the v3 contract").
		const entry = code('explain_errors_failed');
		expect(entry.cli.rareWhen![lang]).not.toMatch(/up to the v3 contract|只到 v3 合約為止/);
		expect(entry.cli.rareWhen![lang]).toContain('data.summaryStatus');
		const change = registry.releases.releases
			.find((r) => r.id === '3.0.0')!
			.codeChanges.find((c) => c.code === 'explain_errors_failed');
		expect(change?.note[lang]).toContain('summaryStatus');
		expect(entry.fixes[1]!.steps[1]![lang]).toMatch(/^(From 3\.0\.0|從 3\.0\.0 起)/);
	});

	it('unsupported_summary_provider says what openai needs from 3.0.0, as explain_errors_failed does', () => {
		expect(code('unsupported_summary_provider').fixes[0]!.steps[0]![lang]).toContain(
			'allowExternalSummary',
		);
	});

	it('retry notes that name their cause', () => {
		// English review 13 #5 and #8.
		expect(code('hot_restart_failed').retryNote![lang]).not.toMatch(/between restarts/);
		expect(code('dynamic_registry_list_failed').retryNote![lang]).not.toMatch(
			/such a cause|就是這種情況|update mcp_toolkit|更新 App/,
		);
		expect(code('hover_failed').retryNote![lang]).not.toMatch(/then hover|再用它的/);
	});

	it('the home lead says “most”, as the pages do', () => {
		expect(uiText(lang)('home.areas.lead')).toMatch(/for most retryable|多數可重試/);
	});

	it('connect_failed says its example port once in validate', () => {
		const recovery = code('connect_failed').recovery;
		expect(recovery.kind === 'command' && recovery.fillAlso![lang]).not.toMatch(/8181/);
	});

	it('a Check checks the command the steps ran', () => {
		// English review 13 #10: dynamic_registry_disabled ran `status` and checked a listing.
		const disabled = fix('dynamic_registry_disabled', 'drop-no-dynamics');
		expect(disabled.check.command).toBe(disabled.command);
		// #11: handle_dialog_failed's Check read a snapshot taken before the tap.
		const refused = code('handle_dialog_failed').fixes.find((f) => f.id === 'dialog-refused')!;
		expect(refused.command).toMatch(/--name tap_widget /);
		expect(refused.check.command).toMatch(/--name semantic_snapshot /);
	});

	it('the playground names its one limit with one verb', () => {
		const t = uiText(lang);
		for (const key of ['playground.tooManyLines', 'home.paste.tooManyLines'] as const)
			expect(t(key)).not.toMatch(/lays out|排版/);
	});
});

describe('zh-TW review 13', () => {
	const zh = (name: string) =>
		JSON.stringify(code(name), (key, value) => (key === 'en' ? undefined : value));

	it('fill_form_failed: only an empty list fails before typing, said where the loop says it', () => {
		const entry = code('fill_form_failed');
		expect(entry.whenItFires.edgeCases[0]!['zh-TW']).not.toContain(
			'有兩種失敗發生在輸入任何東西之前',
		);
		expect(entry.whenItFires.edgeCases[0]!.en).not.toMatch(/^Two failures come before/);
		expect(entry.cli.raisedAt['zh-TW']).not.toContain('輸入之前');
		expect(entry.whenItFires.cause!['zh-TW']).not.toMatch(/^`details\.failedAt`/);
		expect(entry.retryNote!['zh-TW']).not.toContain('再只送出');
	});

	it('navigate_failed: 路由 and 除錯輸出, one rendering each; a Check after the tap it checks', () => {
		expect(zh('navigate_failed')).not.toMatch(/具名 route|route 名稱|的 route 不在|debug 輸出/);
		const popRefused = code('navigate_failed').fixes[3]!;
		expect(popRefused.command).toMatch(/--name tap_widget /);
		expect(popRefused.check.command).toMatch(/--name semantic_snapshot /);
	});

	it('interaction_failed, semantic_snapshot_failed, get_recent_logs_failed: the StateError said once', () => {
		for (const name of ['interaction_failed', 'semantic_snapshot_failed', 'get_recent_logs_failed'])
			expect(code(name).whenItFires.cause!['zh-TW'], name).not.toContain('要出現這個代碼');
		expect(code('interaction_failed').retryNote!['zh-TW']).toBe('這兩種原因都不會自行消失。');
		expect(code('dynamic_registry_list_failed').whenItFires.cause!['zh-TW']).not.toContain(
			'這需要',
		);
	});

	it('the glossary catches 資料夾 and 外層處理 without 常式', () => {
		expect(zhTextProblems({ where: 'x', text: '在 App 的專案資料夾中執行。' }).join()).toContain(
			'目錄',
		);
		expect(
			zhTextProblems({ where: 'x', text: '包住 App 呼叫的外層處理也會回報它。' }).join(),
		).toContain('處理常式');
		expect(JSON.stringify(registry.codes)).not.toContain('資料夾');
	});

	it('where-errors-appear gives doctor’s checks per release, and every caller of mcp_toolkit', () => {
		for (const lang of languages) {
			const text = readFileSync(
				`content/docs/${lang === 'en' ? '' : 'zh-tw/'}guides/where-errors-appear.mdx`,
				'utf8',
			);
			expect(text).not.toMatch(/lists five checks|列出五項檢查/);
			expect(text).toContain('`tap_widget`');
		}
	});

	it('connect_failed and the placeholder say the ws rule one way', () => {
		const step = code('connect_failed').fixes[0]!.steps[1]!;
		const row = registry.placeholders.find((p) => p.name === 'vm_service_uri')!.description;
		for (const lang of languages) {
			expect(step[lang]).toMatch(/after the final `\/`|結尾的 `\/` 後面加上 `ws`/);
			expect(row[lang]).toMatch(/after the final `\/`|結尾的 `\/` 後面加上 `ws`/);
		}
	});

	it('validate says a fix once: the recovery summary leaves the steps to the fix', () => {
		expect(code('dynamic_registry_disabled').recovery.summary['zh-TW']).not.toContain('原本的指令');
		expect(uiText('zh-TW')('home.areas.lead')).toContain('descriptor 是否標為可重試');
		expect(registry.sourceAreas.map((a) => a.label['zh-TW']).join()).not.toContain('防護');
	});
});
