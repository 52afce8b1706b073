import { describe, expect, it } from 'vitest';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { codeMarkdown } from '../../../src/lib/markdown/index.ts';
import { registry, uiText } from '../../../src/lib/registry/index.ts';

/**
 * The tenth readings' items on the code pages (English review 10, items 10–14; zh-TW review 10,
 * items 2, 6, 10 and the left-open ones): each fact once per page, one name per tool, the words of
 * the glossary. Every test fails when the old text is planted back.
 */
const code = (name: string) => registry.codes.find((c) => c.code === name)!;
const wrapper = (name: string) => registry.wrapperCodes.find((c) => c.code === name)!;
const all = (name: string, lang: Lang) =>
	JSON.stringify(code(name) ?? wrapper(name), (key, value) =>
		key === (lang === 'en' ? 'zh-TW' : 'en') || key === 'sources' ? undefined : value,
	);
const count = (text: string, part: string) => text.split(part).length - 1;

describe.each(languages)('the code pages (%s)', (lang) => {
	it('get_vm_failed, get_extension_rpcs_failed, stale_snapshot: fix 1 is not restated under retry', () => {
		// Its note says why retrying unchanged fails, not fix 1's steps again (zh-TW review 14 #1
		// asked for a note: the class's "run the fix command first" pointed at doctor).
		expect(code('stale_snapshot').retryNote![lang]).not.toMatch(/data\.nodes|semantic_snapshot/);
		// A moment, not a state: the class's "the cause stays" was wrong for them (zh-TW review 12).
		for (const name of ['get_vm_failed', 'get_extension_rpcs_failed'])
			expect(code(name).retryNote![lang], name).toMatch(
				/^(The cause was momentary|這裡的原因只是一時的時機)/,
			);
		expect(all('get_vm_failed', lang)).not.toMatch(/really gone|真的不在了/);
		expect(all('get_vm_failed', lang)).not.toMatch(/詢問/);
		if (lang === 'zh-TW') expect(all('get_vm_failed', lang)).toContain('時機剛好不對');
	});

	it('state_lock_conflict: the fix heading is a cause, When it fires a condition', () => {
		const c = code('state_lock_conflict');
		expect(c.fixes[0]!.cause[lang]).not.toMatch(/never sends|從不送出/);
		expect(c.whenItFires.happened[lang]).toMatch(/^(It would mean|假如真的送出，它代表)/);
		expect(all('state_lock_conflict', lang)).not.toMatch(/不會看鎖/);
	});

	it('the retry notes of codes whose fix adds mcp_toolkit do not repeat that fix (zh-TW review 10, #1)', () => {
		for (const name of ['wait_for_failed', 'semantic_snapshot_failed', 'get_recent_logs_failed'])
			// One sentence, about what the reader gets instead (English review 15 #1), not the fix's steps.
			expect(code(name).retryNote![lang], name).not.toMatch(
				/flutter pub add|initialize|\. \S|。\S/,
			);
	});

	it('vm_not_connected says which commands “these commands” are', () => {
		expect(code('vm_not_connected').whenItFires.cause!.en).toMatch(
			/^The commands that need the VM are/,
		);
	});

	it('snapshot_invalid and unexpected_executor_error say a fact once', () => {
		expect(code('snapshot_invalid').cli.raisedAt[lang]).not.toMatch(/daemon/);
		expect(code('unexpected_executor_error').cli.raisedAt[lang]).not.toMatch(
			/every command already|每個指令早就/,
		);
		expect(code('snapshot_invalid').fixes[0]!.steps[1]![lang]).toContain('`{}`');
	});

	it('the dynamic-registry pages name the tool as 3.0.0 and later do, the old name once', () => {
		for (const [name, now, old] of [
			['missing_tool_name', 'fmt_client_tool', 'runClientTool'],
			['missing_resource_uri', 'fmt_client_resource', 'runClientResource'],
		] as const) {
			const page = codeMarkdown(registry, name, lang);
			expect(code(name).whenItFires.happened[lang], name).toMatch(new RegExp(`^\`${now}\`|${now}`));
			expect(
				count(page, lang === 'en' ? `\`${old}\` before 3.0.0` : `3.0.0 之前是 \`${old}\``),
				name,
			).toBe(1);
		}
		const disabled = code('dynamic_registry_disabled');
		expect(disabled.whenItFires.happened[lang]).toContain('fmt_list_client_tools_and_resources');
		expect(disabled.fixes[0]!.steps[0]![lang]).toMatch(/last one wins|以最後一個為準/);
		expect(uiText(lang)('codePage.surface.notMcp')).not.toMatch(/can fail this way|以這種方式失敗/);
	});

	it('visual_capture_* and wait_for_failed say each fact once', () => {
		const unsupported = code('visual_capture_unsupported');
		expect(unsupported.whenItFires.edgeCases).toStrictEqual([]);
		expect(unsupported.whenItFires.cause![lang]).not.toContain('--flutter-device');
		expect(code('visual_capture_permission_denied').cli.raisedAt[lang]).not.toMatch(
			/asks once|要求一次/,
		);
		const wait = code('wait_for_failed');
		expect(wait.fixes[0]!.cause[lang]).not.toContain('wait_timeout');
		expect(wait.whenItFires.edgeCases.map((e) => e[lang]).join()).not.toContain('wait_timeout');
		expect(all('wait_for_failed', lang)).not.toMatch(/發行|防的是/);
	});

	it('intent_execution_error and validation_error: the Bad state causes and details {} once', () => {
		const intent = wrapper('intent_execution_error');
		const when = JSON.stringify(intent.whenItFires);
		expect(when).not.toContain('Bad state');
		expect(intent.whenItFires.cause![lang]).toMatch(
			/joined in 4\.0\.0-dev\.6|從 4\.0\.0-dev\.6 起加入/,
		);
		expect(intent.whenItFires.cause![lang]).not.toMatch(/all but|除外/);
		for (const name of ['intent_execution_error', 'validation_error'])
			expect(wrapper(name).whenItFires.cause![lang], name).not.toContain('{}');
		expect(uiText(lang)('wrapperPage.noticeLater')).not.toMatch(
			/ on, sends it itself from |起執行伺服器的 fmt_\* 工具，這個代碼是它從/,
		);
	});

	it('state_store_read_failed and fill_form_failed: no sentence said again', () => {
		expect(code('state_store_read_failed').cli.raisedAt[lang]).not.toMatch(/empty|空的狀態/);
		const fill = code('fill_form_failed').recovery;
		expect(fill.kind === 'command' && fill.summary[lang]).not.toMatch(/semantic_snapshot/);
	});

	it("a snapshot recreated under `--args '{}'` says to put the first arguments in place of `{}`", () => {
		// snapshot_invalid and bundle_build_failed both show `snapshot create … --args '{}'` under a
		// step that asks for the first run's arguments; the step says where they go (English review
		// 10, item 14), on both pages alike.
		for (const name of ['snapshot_invalid', 'bundle_build_failed']) {
			const steps = code(name)
				.fixes.filter((f) => f.command?.includes('snapshot create') && f.command.includes("'{}'"))
				.flatMap((f) => f.steps.map((s) => s[lang]))
				.filter((s) => /--args/.test(s));
			expect(steps.length, name).toBeGreaterThan(0);
			for (const step of steps) expect(step).toMatch(/`\{\}`/);
		}
	});
});

describe('zh-TW review 11, item 8: one name per thing on a page', () => {
	it('hotRestart 服務, 空字串, and a dynamic resource’s unsupported content said plainly', () => {
		const zh = (name: string) => all(name, 'zh-TW');
		expect(zh('hot_restart_failed')).not.toMatch(/`hotRestart` 方法|hot restart 服務/);
		expect(zh('missing_tool_name')).not.toMatch(/`toolName` 是空的。/);
		expect(JSON.stringify(registry.failurePaths)).not.toMatch(/`toolName` 空白/);
		expect(zh('dynamic_resource_failed')).not.toMatch(/轉交/);
		expect(all('dynamic_resource_failed', 'en')).toMatch(/neither text nor blob/);
	});
});

describe('the home page says where the codes come from once (zh-TW review 11, item 1)', () => {
	it.each(languages)('%s: the codes card names no contract or later release', (lang) => {
		const card = uiText(lang)('home.codesCard');
		expect(card).not.toMatch(/flutter_mcp_cli|v3|3\.0\.0/);
		expect(card).toContain('{total}');
	});
});

describe('a code with one null details shape says it in one sentence (zh-TW review 11, item 10)', () => {
	it.each(languages)('%s', (lang) => {
		const page = codeMarkdown(registry, 'hot_reload_failed', lang);
		expect(page).toContain(
			lang === 'en' ? '- `details` is always `null`.' : '- `details` 一律為 `null`。',
		);
		expect(page).not.toMatch(/Always\. `details` is `null`|一律如此。`details` 為 `null`/);
	});
});

describe('zh-TW review 11, item 10: small wordings', () => {
	it('headings that were no cause of the code, 到 3.1.1 為止, lower-case meanings', () => {
		const zh = JSON.stringify(registry.codes.map((c) => JSON.stringify(c)));
		expect(zh).not.toContain('呼叫 App 失敗：App 沒有執行 mcp_toolkit');
		expect(zh).not.toMatch(/3\.1\.1 以前|不會留下鎖檔案|開啟動態 registry 後執行/);
		for (const name of ['debug_dump_failed', 'hot_reload_failed', 'hot_restart_failed'])
			expect(code(name).meaning['zh-TW'], name).toMatch(/^[a-z]/);
	});
});

describe('zh-TW words of the glossary on the code pages', () => {
	it('發布, not 發行; 爭用, not 搶; 解碼, not 解讀', () => {
		const zh = JSON.stringify(registry);
		expect(zh).not.toMatch(/發行|搶狀態鎖|回應無法解讀/);
	});
});

describe.each(languages)('the eleventh readings’ items (%s)', (lang) => {
	it('adding mcp_toolkit reads the same on every page: ensureInitialized, and a restart, not a reload', () => {
		for (const name of [
			'get_app_errors_failed',
			'get_screenshots_failed',
			'get_view_details_failed',
		]) {
			const steps = code(name)
				.fixes.find((f) => f.id === 'toolkit-missing')!
				.steps.map((s) => s[lang]);
			expect(steps.join(' '), name).toContain('WidgetsFlutterBinding.ensureInitialized()');
			expect(steps.join(' '), name).toMatch(
				/hot reload does not run `main\(\)`|hot reload 不會再執行一次 `main\(\)`/,
			);
		}
		for (const name of ['get_app_errors_failed', 'get_view_details_failed'])
			expect(code(name).cli.raisedAt[lang], name).not.toMatch(/StateError/);
	});

	it('zh-TW review 11, item 1 and 7: each fact once, and causes that are causes', () => {
		expect(code('hot_restart_failed').cli.raisedAt[lang]).not.toMatch(/stack trace/);
		for (const name of ['missing_tool_name', 'missing_resource_uri'])
			expect(JSON.stringify(code(name).whenItFires.edgeCases), name).not.toMatch(
				/vm_not_connected/,
			);
		// Its last step ends with the command again; the check is `status`'s own output (English
		// review 13 #10: the Check ran a command the steps never named).
		expect(code('dynamic_registry_disabled').fixes[0]!.steps.at(-1)![lang]).toMatch(
			/(run your command again\.|再執行一次你的指令。)$/,
		);
		expect(code('state_store_write_failed').whenItFires.cause![lang]).not.toMatch(/saved|存下來/);
		expect(code('state_store_read_failed').whenItFires.cause![lang]).toMatch(/damaged|損壞/);
		for (const name of ['debug_dump_failed', 'semantic_snapshot_failed'])
			expect(code(name).cli.raisedAt[lang], name).not.toMatch(/StateError/);
	});

	it('get_active_ports_failed: "Why it happens" answers why, and the fix is true of what you see', () => {
		const c = code('get_active_ports_failed');
		expect(c.whenItFires.cause![lang]).not.toMatch(/^(It does not|但實際上不會)/);
		expect(c.whenItFires.cause![lang]).toMatch(/PortScanner/);
	});

	it('retry notes say only when retrying cannot help (zh-TW review 11, item 2)', () => {
		for (const name of ['debug_dump_failed', 'dynamic_resource_failed', 'state_store_write_failed'])
			expect(code(name).retryNote![lang], name).toMatch(
				/retrying does not help\.$|重試不會有幫助。$/,
			);
	});

	it('connect_failed, bundle_build_failed, diagnose_failed, state_lock_conflict: the reading’s fixes', () => {
		const connect = code('connect_failed').recovery;
		expect(connect.kind === 'command' && connect.summary[lang]).toMatch(/8181/);
		expect(code('bundle_build_failed').cli.raisedAt[lang]).not.toMatch(/daemon/);
		expect(code('diagnose_failed').fixes[0]!.steps[0]![lang]).toContain('dynamicRegistryStats');
		expect(code('state_lock_conflict').fixes[0]!.steps[0]![lang]).not.toMatch(/anyway|還是遇到/);
		expect(JSON.stringify(registry.failurePaths)).not.toMatch(/runClientTool|runClientResource/);
	});
});
