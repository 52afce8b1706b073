import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { codeEntry, guideSource, pickerExample, validateText } from '../../support/readings.ts';
import { languages } from '../../../src/lib/i18n/index.ts';
import { codePage } from '../../../src/lib/views/index.ts';
import { codeRetryAdvice, registry, uiText } from '../../../src/lib/registry/index.ts';

/**
 * The twentieth readings' items (English review 20, zh-TW review 20): each test fails when the
 * text or the choice the reading quoted comes back.
 */

describe.each(languages)('English review 20 (%s)', (lang) => {
	it('#1 the error model gives fix_command and retryable the meanings the other guides give them', () => {
		const model = guideSource(lang, 'guides/error-model');
		expect(model).not.toMatch(/the command to run next|接下來該執行的指令/);
		expect(model).not.toMatch(/the same call, unchanged, may succeed|同樣的呼叫不做任何修改/);
		expect(guideSource(lang, 'guides/reading-an-error')).toMatch(/run it first|請先執行/);
	});

	it('#2 #3 layers names the never-sent tool codes and its six layers; for-agents qualifies JSON-RPC errors', () => {
		const layers = guideSource(lang, 'guides/layers');
		expect(layers).toMatch(/Four of them are never sent|其中有四個從來不會送出/);
		expect(layers).not.toMatch(/before it does any work|在真正開始工作之前/);
		expect(guideSource(lang, 'guides/for-agents')).toMatch(
			/JSON-RPC error whose `data\.error` is a string|`data\.error` 是字串的 JSON-RPC 錯誤/,
		);
	});

	it('#4 a never-sent code’s backoff comes after its fix', () => {
		for (const name of ['interaction_failed', 'wait_for_failed']) {
			const text = codeRetryAdvice(codeEntry(name), lang).text;
			expect(text, name).toMatch(
				/^[^]*(After the fix, if the call still fails with this code|修好之後，如果仍然收到這個代碼)/,
			);
			expect(codeEntry(name).whenItFires.edgeCases[0]![lang], name).not.toMatch(/^(So |所以)/);
		}
	});

	it('#5 #6 #7 #8 contract-vs-cli, tool-authors, invalid_command and discover_debug_apps_failed', () => {
		const plain = registry.deviations.find((d) => d.id === 'mcp-plain-failures')!;
		expect(plain.title[lang]).not.toMatch(/before a tool runs|在工具執行前/);
		expect(guideSource(lang, 'reference/tool-authors')).not.toMatch(
			/so write that name|exactly as it emits it/,
		);
		expect(codeEntry('invalid_command').recovery.summary[lang]).toMatch(/schema`/);
		const discover = codeEntry('discover_debug_apps_failed').fixes[0]!;
		expect(discover.steps.map((s) => s[lang]).join(' ')).not.toMatch(/finds nothing|什麼也找不到/);
	});
});

describe('zh-TW review 20', () => {
	it('#1 validate says when the fix command is not the input’s, or when the input has none', () => {
		const missing = validateText(pickerExample('zh-TW', 'broken:missingRecovery'), 'zh-TW');
		expect(missing).toContain('這是代碼清單的指令：輸入裡沒有 `recovery`。');
		expect(uiText('zh-TW')('playground.recoveryNotInput')).toMatch(/^代碼清單的指令/);
	});

	it('#2 #3 #4 one rendering each: v3 合約的 CLI, 解決方法 1; facts once', () => {
		for (const path of ['guides/where-errors-appear', 'guides/layers', 'reference/tool-authors'])
			expect(guideSource('zh-TW', path), path).not.toContain('合約版');
		const invalid = codePage(registry, codeEntry('invalid_command'), 'zh-TW').sections.cliRecovery;
		expect(JSON.stringify(invalid.current.sameAsFix)).toContain(
			'這就是上面解決方法 1 的確認指令。',
		);
		expect(guideSource('zh-TW', 'guides/error-model')).not.toMatch(
			/只有 connection_selection_required 的指令會帶著/,
		);
		expect(uiText('zh-TW')('differences.lead')).not.toContain('以下是這');
	});

	it('#5 explain prints the summary its title promises', () => {
		const out = execFileSync(
			process.execPath,
			['src/cli/main.ts', 'explain', 'write_blocked', '--lang', 'zh-TW'],
			{
				encoding: 'utf8',
			},
		);
		expect(out).toMatch(/逐字\s*照錄：\n\s+summary: Target exists and overwrite is disabled\./);
	});

	it('#7 #8 #9 #10 #11 layers, unexpected_executor_error, invalid_command, state_lock_timeout, doctor notes', () => {
		const layers = guideSource('zh-TW', 'guides/layers');
		expect(layers).not.toMatch(/是一次成功|就該寫成錯誤回報|實際上不會發生/);
		expect(codeEntry('unexpected_executor_error').whenItFires.cause!['zh-TW']).not.toContain(
			'沒有這種處理常式',
		);
		expect(codeEntry('invalid_command').fixes[12]!.cause['zh-TW']).not.toContain('重複執行');
		expect(codeEntry('state_lock_timeout').recovery.summary['zh-TW']).not.toContain('等待沒有用');
		const all = JSON.stringify(registry.codes);
		expect(all).not.toMatch(/指出沒通過的項目|如果都通過/);
	});
});
