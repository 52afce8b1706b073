import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findingMessages } from '../../../src/lib/engine/index.ts';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import {
	cliPlaceholderNames,
	glossary,
	registry,
	uiText,
} from '../../../src/lib/registry/index.ts';
import { mcpMessages } from '../../../src/mcp/index.ts';
import { changesPage, registryTable } from '../../../src/lib/views/index.ts';

/**
 * The tenth readings' items on the guides, reference pages and MCP texts (English review 10, items
 * 8, 9, 14; zh-TW review 10, items 3, 4, 8, 10, and item 2's changes point). Each test fails when
 * the old text comes back.
 */
const guide = (lang: Lang, name: string) =>
	readFileSync(`content/docs/${lang === 'en' ? '' : 'zh-tw/'}guides/${name}.mdx`, 'utf8');

describe.each(languages)('guides (%s)', (lang) => {
	it('retry-and-recovery names the CLI’s own placeholders, the ones the data says it prints', () => {
		const printed = [
			...new Set(registry.codes.flatMap((entry) => cliPlaceholderNames(registry, entry))),
		].sort();
		expect(printed).toStrictEqual(['command_name', 'snapshot_id', 'target_id', 'token']);
		// The paragraph points to the table's column; each row says the rest (zh-TW review 11, #1).
		const text = guide(lang, 'retry-and-recovery');
		expect(text).toContain(uiText(lang)('guides.placeholders.colInCli'));
		expect(text).toMatch(/uses four of them|只用到其中四個/);
		expect(text).not.toMatch(/never fills them in from `details`|從不根據 `details` 填入/);
	});

	it('the placeholders table tells the CLI’s fix_command from this site’s fixes', () => {
		const view = registryTable(registry, 'placeholders', lang);
		expect(view.columns).toHaveLength(5);
		const row = (name: string) => view.rows.find((r) => r.id === `placeholder-${name}`)!;
		expect(row('vm_service_uri').cells[3]).toStrictEqual({ kind: 'text', text: '—' });
		expect(row('target_id').cells[3]).toMatchObject({
			kind: 'codes',
			codes: [{ code: 'connection_selection_required' }],
		});
	});

	it('for-agents: the CLI fills <target_id>, and each code’s page says whether to retry', () => {
		const text = guide(lang, 'for-agents');
		expect(text).not.toMatch(/never fills placeholders|從不填入預留位置/);
		expect(text).toMatch(/Should you retry\?|要不要重試？/);
		expect(text).not.toMatch(/Follow the retry policy of its exit code|依照結束代碼的重試策略處理/);
	});

	it('where-errors-appear: the dump commands call Flutter’s own extensions, not mcp_toolkit', () => {
		expect(guide(lang, 'where-errors-appear')).not.toMatch(
			/the dump commands and|dump 指令與動態工具/,
		);
		const deviation = registry.deviations.find((d) => d.id === 'toolkit-missing-is-a-crash')!;
		expect(deviation.codes).not.toContain('debug_dump_failed');
	});

	it('layers tells vm_not_connected from connect_failed, and says which code is never sent', () => {
		const text = guide(lang, 'layers');
		expect(text).not.toMatch(/before any connection was made|在建立任何連線之前/);
		expect(text).toMatch(
			/session_manager_not_configured" \/>\s+is never sent|session_manager_not_configured" \/> 從來不會/,
		);
	});

	it('where-errors-appear, retry-and-recovery and reading-an-error say what the reading asked', () => {
		const where = guide(lang, 'where-errors-appear');
		expect(where).not.toMatch(
			/every `snapshot` and `bundle` command|所有 `snapshot` 與 `bundle` 指令/,
		);
		expect(where).toMatch(/top-level command|最上層指令/);
		expect(where).toMatch(/no code\s+has the status 405|沒有代碼的對應 HTTP 狀態是 405/);
		for (const name of ['retry-and-recovery', 'reading-an-error'])
			expect(guide(lang, name), name).not.toMatch(/a dependency was busy|相依的服務忙碌中/);
	});

	it('changes: the baseline says what it is once, and 3.0.7’s meta.recovery has the scope its text gives', () => {
		const page = changesPage(registry, lang);
		const baseline = page.releases.find((r) => r.id === 'b7f4434')!;
		expect(baseline.none).toBeNull();
		expect(baseline.summary).not.toMatch(/never published|從未以這個名稱發布/);
		const change = registry.releases.releases
			.find((r) => r.id === '3.0.7')!
			.changes.find((c) => c.id === 'meta-recovery')!;
		expect(change.surface).toBe('all');
	});
});

describe('zh-TW reference and MCP texts', () => {
	it('the glossary’s English names are explained in Chinese on the zh-TW page, and the lead’s row is gone', () => {
		const view = registryTable(registry, 'glossary-english', 'zh-TW');
		for (const row of view.rows)
			expect((row.cells[2] as { text: string }).text).toMatch(/[\u4e00-\u9fff]/);
		expect(glossary.keptInEnglish.map((k) => k.term)).not.toContain(
			'identifiers, commands, field names, flags',
		);
		expect(JSON.stringify(glossary)).toContain('`fix_command` 不是指令，而是寫給人看的一句話');
	});

	it('joins the daemon table’s statuses with 、', () => {
		const view = registryTable(registry, 'daemon-rpc', 'zh-TW');
		const joined = view.rows.map((r) => (r.cells[1] as { text: string }).text).join('|');
		expect(joined).toContain('、');
		expect(joined).not.toContain(', ');
	});

	it('says 結束代碼, 錯誤物件的內容 and a Chinese resource description', () => {
		expect(findingMessages['zh-TW']['cli.exitStatus']).toContain('這個結束代碼可能屬於別的指令');
		expect(mcpMessages['zh-TW']['server.instructions']).toContain('用錯誤物件的內容填好');
		expect(readFileSync('src/mcp/codeResources.ts', 'utf8')).toContain(
			'代碼頁面（Markdown，繁體中文）',
		);
	});
});
