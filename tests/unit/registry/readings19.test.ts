import { describe, expect, it } from 'vitest';
import {
	codeEntry,
	guideSource,
	pickerExample,
	validateText,
	wrapperEntry,
} from '../../support/readings.ts';
import { languages } from '../../../src/lib/i18n/index.ts';
import { displayWidth, readableUrl } from '../../../src/lib/report/index.ts';
import { codePage } from '../../../src/lib/views/index.ts';
import { registry, uiText } from '../../../src/lib/registry/index.ts';

/**
 * The nineteenth readings' items (English review 19, zh-TW review 19): each test fails when the
 * text or the choice the reading quoted comes back.
 */

describe.each(languages)('English review 19 (%s)', (lang) => {
	it('#1 reading-an-error finds the error object inside IntentCall’s text and routes its codes to their pages', () => {
		const guide = guideSource(lang, 'guides/reading-an-error');
		expect(guide).toMatch(
			/from 4\.0\.0-dev\.1 that text is IntentCall’s|從 4\.0\.0-dev\.1 起，那段文字是 IntentCall 的/,
		);
		expect(guide).toMatch(
			/IntentCall’s own codes\): follow the code’s page|IntentCall 自己的代碼）：照代碼頁面處理/,
		);
		expect(guideSource(lang, 'guides/for-agents')).not.toMatch(
			/one of IntentCall’s own codes has no error object of the CLI and no fix command|或 IntentCall 自己的代碼，都沒有 CLI 的錯誤物件/,
		);
	});

	it('#2 reading-an-error and retry-and-recovery say one thing about fix_command and retryable', () => {
		const guide = guideSource(lang, 'guides/reading-an-error');
		expect(guide).not.toMatch(/What to run next\.|接下來要執行的指令。/);
		expect(guide).not.toMatch(/can ever succeed|是否有可能成功/);
		expect(guideSource(lang, 'guides/retry-and-recovery')).not.toMatch(
			/The same call, unchanged, may then succeed|不做任何修改就可能成功/,
		);
	});

	it('#3 #4 debug_dump_failed and hot_restart_failed agree with their own examples and messages', () => {
		const dump = codeEntry('debug_dump_failed');
		expect(dump.fixes[0]!.cause[lang]).not.toMatch(/threw an exception|丟出了例外/);
		expect(dump.fixes[0]!.check.command).toContain('--vm-service-uri <vm_service_uri>');
		// An unreachable code's examples are the form it would take, not output seen.
		const label = codePage(registry, dump, lang).sections.examples.label ?? '';
		expect(label).not.toMatch(/are the output of|是 v3 合約的 CLI（[^）]+）的輸出/);
		const restart = codeEntry('hot_restart_failed');
		expect(restart.cli.rareWhen![lang]).toMatch(/no answer|沒有得到回應/);
		expect(restart.whenItFires.happened[lang]).toMatch(/null/);
	});

	it('#5 retry-and-recovery: the table sentence, the labels, the state lock once', () => {
		const guide = guideSource(lang, 'guides/retry-and-recovery');
		expect(guide).not.toMatch(/Each row is one exit code|can narrow|可以再縮小/);
		expect(guide).not.toMatch(/two failed VM requests \(retry once\)|兩個 VM 請求失敗（重試一次）/);
		expect(guide).not.toContain('<RetryAdvice');
		// Exit code 1's users are the table row's to name, once (zh-TW review 22 #3).
		expect(guide).toMatch(/only 1 is not \(see the table\)|只有 1 不是（見下表）/);
	});

	it('#6 evaluate_expression_failed names the lost connection in its cause, retry note and recovery note', () => {
		const c = codeEntry('evaluate_expression_failed');
		expect(c.whenItFires.cause![lang]).not.toMatch(
			/connected VM has no Flutter isolate or is no longer connected|連上的 VM 沒有/,
		);
		expect(c.retryNote![lang]).toMatch(/connection that is gone|已經中斷的連線/);
		expect(c.recovery.summary[lang]).not.toMatch(/the cause is in the expression|問題就出在運算式/);
		for (const i of [3, 4]) expect(c.fixes[i]!.steps[1]![lang]).toContain('`http://`');
		expect(codeEntry('connect_failed').fixes[1]!.steps[1]![lang]).toContain('`http://`');
	});

	it('#7 the changes page: discovery once per release, every kind of code, no idiom', () => {
		const releases = JSON.stringify(registry.releases);
		expect(releases).not.toMatch(/lent its exit code|只提供結束代碼|three `suggestedActions`|三條/);
		expect(releases).toMatch(/`discovery` every time now|`discovery` 也改成每次都附上/);
		expect(releases).not.toMatch(/gain the fmt_ prefix|加上 fmt_ 前置詞/);
	});

	it('#8 #9 press_key_failed, session_not_found, state_store_write_failed say each fact once', () => {
		expect(codeEntry('press_key_failed').retryNote![lang]).not.toMatch(/ctrl/);
		expect(codeEntry('press_key_failed').whenItFires.cause![lang]).not.toMatch(/Modifiers go in/);
		expect(codeEntry('session_not_found').whenItFires.cause![lang]).not.toMatch(
			/fixes 1 and 2|解決方法 1、2/,
		);
		expect(codeEntry('session_not_found').cli.details[0]!.when[lang]).toMatch(/requestedSessionId/);
		const write = codeEntry('state_store_write_failed');
		expect(write.cli.rareWhen![lang]).not.toMatch(/counts as empty|當成空的/);
		expect(write.fixes[0]!.cause[lang]).not.toMatch(/full disk|磁碟已滿/);
		expect(write.retryNote![lang]).not.toMatch(/full|已滿/);
	});

	it('nits: missing_resource_uri, the foreign format’s guide section', () => {
		expect(codeEntry('missing_resource_uri').recovery.summary[lang]).toContain('`resourceUri`');
		const out = validateText(pickerExample(lang, 'broken:foreignMeta'), lang, readableUrl);
		expect(out).toMatch(/where-errors-appear\/#(mcp-tool-results|mcp-工具結果)/);
	});
});

describe('zh-TW review 19', () => {
	it('#1 the where-errors-appear anchor is printed readable, within 80 columns', () => {
		const out = validateText(pickerExample('zh-TW', 'cli:unknownTool'), 'zh-TW', readableUrl);
		expect(out).toContain('#不帶錯誤物件的失敗');
		expect(out).not.toContain('%E4');
		// No wider than the English line's own URL (URLs are not wrapped; it was 151 columns).
		for (const line of out.split('\n').filter((l) => l.includes('://')))
			expect(displayWidth(line), line).toBeLessThanOrEqual(100);
		expect(readableUrl('https://x.test/#%E2%80%AEevil')).toBe('https://x.test/#%E2%80%AEevil');
	});

	it('#4 #5 #6 #7 the guides’ and pages’ words: one rendering each', () => {
		const reading = guideSource('zh-TW', 'guides/reading-an-error');
		expect(reading).not.toMatch(/自己消失|等待後重試|不需要看 message/);
		const retry = guideSource('zh-TW', 'guides/retry-and-recovery');
		expect(retry).not.toMatch(/修正方式|五分鐘|會馬上採用指數退避/);
		const all = JSON.stringify([registry.codes, registry.wrapperCodes]);
		expect(all).not.toMatch(/有效的 JSON|讓你自己能讀取|讓自己取得|hot restart App/);
		expect(wrapperEntry('intent_execution_error').retry['zh-TW']).toMatch(
			/^先照解決方法處理，再重試：/,
		);
	});

	it('#12 the CLI and the playground label the same things the same way', () => {
		const t = uiText('zh-TW');
		const out = validateText(pickerExample('zh-TW', 'broken:fixCommandMismatch'), 'zh-TW');
		expect(out).toContain(t('playground.fixOthers'));
		expect(t('playground.verdictNotEnvelope')).toBe('不是錯誤物件，說明如下');
	});
});
