import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
	codeEntry,
	guideSource,
	pickerExample,
	validateText,
	wrapperEntry,
} from '../../support/readings.ts';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { codeMarkdown } from '../../../src/lib/markdown/index.ts';
import { registry, uiText } from '../../../src/lib/registry/index.ts';

/**
 * The twenty-second readings' items (English review 22, zh-TW review 22) built in this commit:
 * each test fails when the text or the choice the reading quoted comes back.
 */
const fixture = (path: string) => readFileSync(`tests/fixtures/${path}`, 'utf8');
/** `validate`'s report with its line wrapping folded, so a phrase can span lines. */
const folded = (text: string, lang: Lang) => validateText(text, lang).replace(/\s+/g, ' ');

describe.each(languages)('English review 22 (%s)', (lang) => {
	it('#1 the guides say get_screenshots answers get_screenshots_failed from 4.0.0-dev.1', () => {
		// b7f4434…v3.1.1 catch only Exception around the extension call; v4.0.0-dev.1
		// command_executor.dart:616 catches Object, so the StateError becomes the code.
		for (const guide of ['guides/where-errors-appear', 'guides/layers'])
			expect(guideSource(lang, guide), guide).toMatch(
				/`get_screenshots` from 4\.0\.0-dev\.1, which catches it|4\.0\.0-dev\.1, `get_screenshots` answers <CodeLink code="get_screenshots_failed"|4\.0\.0-dev\.1 起的 `get_screenshots`/,
			);
	});

	it('#2 a daemon JSON-RPC error is not placed in the MCP transport layer', () => {
		const out = folded(fixture('cli-output/daemon-invalid-params.json'), lang);
		expect(out).not.toMatch(/transport layer|傳輸層/);
		expect(out).toMatch(/its command parser refused|它的指令解析器拒絕/);
		expect(guideSource(lang, 'guides/layers')).toMatch(
			/The daemon’s JSON-RPC errors, even those without an error object, are the CLI’s own|daemon 的 JSON-RPC 錯誤即使沒有錯誤物件，也是 CLI 自己的回應/,
		);
		// -32000 "Internal error" may come after a command started: no "no command ran".
		const internal = validateText(
			'{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"Internal error","data":{"error":"FileSystemException: x"}}}',
			lang,
		);
		expect(internal).not.toMatch(/no command ran|沒有執行任何指令/);
	});

	it('#6 session_manager_not_configured sends a host’s own wiring to fix 1, not to a bug report', () => {
		const c = codeEntry('session_manager_not_configured');
		expect(c.recovery.summary[lang]).not.toMatch(/as a bug|當成 bug/);
		expect(c.fixes[1]!.cause[lang]).not.toMatch(
			/^You want sessions on the MCP server|^你要在 MCP 伺服器上/,
		);
	});

	it('#7 "Not by the daemon" no longer says the daemon reports what ends its process', () => {
		const md = codeMarkdown(registry, 'snapshot_not_found', lang);
		expect(md).not.toMatch(/reports the same failures in another form|以別的形式回報同樣的失敗/);
		expect(uiText(lang)('codePage.surface.notDaemon')).toMatch(/never sends|從來不會送出/);
	});

	it('#8 "where to look instead" is one list, and it names the daemon', () => {
		for (const file of ['not-cli-output/prose.txt', 'hostile/proto-inherited-members.json']) {
			const out = folded(fixture(file), lang);
			expect(out, file).toMatch(/`watch_error`/);
		}
	});

	it('doctor’s report says ok: true once; the duplicate-key warning says which value is checked', () => {
		expect(
			validateText(pickerExample(lang, 'cli:doctor'), lang).match(/ok: true|ok 為 true/g) ?? [],
		).toHaveLength(1);
		expect(folded(fixture('hostile/duplicate-keys.json'), lang)).toMatch(
			/the checks here use the last|這裡的檢查和 JSON\.parse 一樣使用最後一個值/,
		);
	});

	it('unknown codes: reading-an-error gives unknown_error’s own advice, not "do not retry, run doctor"', () => {
		expect(guideSource(lang, 'guides/reading-an-error')).not.toMatch(
			/says: do not retry, run|頁的說明處理：不要重試，執行/,
		);
	});
	it('nits: llms.txt’s first section holds the reference pages it lists; the schema section finds the error object everywhere; the toolkit crash is said once', () => {
		expect(uiText(lang)('llms.guides')).toMatch(/reference|參考資料/);
		expect(guideSource(lang, 'reference/tool-authors')).toMatch(
			/IntentCall’s `details`|IntentCall 的 `details`/,
		);
		for (const name of ['get_app_errors_failed', 'get_view_details_failed'])
			expect(codeEntry(name).whenItFires.edgeCases[0]![lang], name).toMatch(
				/\(fix 2\)|（解決方法 2）/,
			);
	});
});

describe('zh-TW review 22', () => {
	it('#4 validate’s Input lines: doctor’s report once, no contract binary before a 4.0.0-dev.1 fact', () => {
		const dup = validateText(fixture('hostile/duplicate-keys.json'), 'zh-TW');
		expect(dup).not.toContain('也就是 flutter_mcp_cli 放在');
		expect(dup).not.toContain('它應該重複錯誤本身的 code');
	});

	it('#6 reading-an-error names the codes page as its title does, and the Playground beside validate', () => {
		const src = guideSource('zh-TW', 'guides/reading-an-error');
		expect(src).not.toContain('代碼索引');
		expect(src).toContain('把錯誤物件交給 `validate`（或貼到 Playground）');
	});

	it('#7 snapshot_invalid: one colon per heading; its "When it fires" names the unreadable file', () => {
		const c = codeEntry('snapshot_invalid');
		for (const fix of c.fixes) expect(fix.cause['zh-TW'].match(/：/g)?.length ?? 0).toBeLessThan(2);
		expect(c.whenItFires.happened['zh-TW']).toContain('無法讀取');
	});

	it('#8 an app does not 執行 a package; the handler fragment has its noun', () => {
		const all = JSON.stringify(registry);
		expect(all).not.toMatch(/沒有執行 ?mcp_toolkit|沒有執行它/);
		expect(all).not.toContain('包在呼叫 mcp_toolkit 的外層。');
		expect(wrapperEntry('intent_execution_error').fixes[0]!.cause['zh-TW']).toContain(
			'App 裡沒有它',
		);
	});

	it('#9 wait_timeout: the retry names timeoutMs, noError is said once, `wait_for` in backticks', () => {
		const c = codeEntry('wait_timeout');
		expect(c.retryNote!['zh-TW']).toContain('`timeoutMs`');
		expect(c.whenItFires.edgeCases).toHaveLength(0);
		// The prose a reader reads (not `meaning`, which renders the contract's own words).
		for (const lang of languages) {
			const prose = [
				c.whenItFires.happened,
				c.whenItFires.cause!,
				c.retryNote!,
				c.cli.raisedAt,
				...c.fixes.flatMap((f) => [f.cause, ...f.steps]),
			].map((t) => t[lang]);
			for (const text of prose) expect(text, lang).not.toMatch(/(^|[^`])wait_for([^`]|$)/);
		}
	});

	it('#10 missing_tool_name: no double 時, and 純文字 for plain text', () => {
		expect(JSON.stringify(registry)).not.toContain('為空字串時也會');
		expect(codeEntry('missing_tool_name').whenItFires.edgeCases[0]!['zh-TW']).toContain('純文字');
	});

	it('#11 and #12: "fix 1" by its name; the playground checks against the code list', () => {
		expect(uiText('zh-TW')('playground.fixFirst')).toContain('解決方法 1');
		expect(uiText('zh-TW')('llms.playground')).toContain('依代碼清單');
		expect(uiText('en')('llms.playground')).toContain('against the code list');
	});
});
