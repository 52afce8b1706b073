import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineRegistry, findingMessages, validateInput } from '../../../src/lib/engine/index.ts';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { codeMarkdown } from '../../../src/lib/markdown/index.ts';
import { registry, uiText } from '../../../src/lib/registry/index.ts';
import { validationText } from '../../../src/lib/report/index.ts';
import { mcpMessages } from '../../../src/mcp/index.ts';
import { zhTextProblems } from '../../support/zhText.ts';

/**
 * The twelfth readings' items (English review 12, zh-TW review 12): each test fails when the text
 * the reading quoted comes back.
 */
const code = (name: string) => registry.codes.find((c) => c.code === name)!;
const deviation = (id: string) => registry.deviations.find((d) => d.id === id)!;
const fixture = (path: string) => readFileSync(`tests/fixtures/${path}`, 'utf8');
const report = (path: string, lang: Lang) =>
	validationText(validateInput(fixture(path), { registry: engineRegistry, lang }), {
		lang,
		siteUrl: 'https://playbook.example.test',
		link: (url: string) => url,
	});
const guide = (lang: Lang, name: string) =>
	readFileSync(`content/docs/${lang === 'en' ? '' : 'zh-tw/'}guides/${name}.mdx`, 'utf8');

describe.each(languages)('validate (%s)', (lang) => {
	it('connect_failed: Fill in names the example port too, and the release line sits by the command', () => {
		// English review 12 #1: "put in your app's port as well as its token", then "Fill in: <token>".
		const text = report('cli-output/daemon-v4-dev6-connect-failed.json', lang);
		const lines = text.split('\n');
		const fill = lines.find((l) => /Fill in:|請填入：/u.test(l))!;
		expect(fill).toContain('<token>');
		const recovery = code('connect_failed').recovery;
		expect(recovery.kind === 'command' && fill.includes(recovery.fillAlso![lang])).toBe(true);
		const command = lines.findIndex((l) => /^(Fix command:|修復指令：)/u.test(l));
		// The next line says whose words the command is in (the Release line above also names it).
		expect(lines[command + 1]).toMatch(/4\.0\.0-dev\.6/);
	});

	it('a token filled from a URI on the example port leaves no port to fill', () => {
		const entry = code('connect_failed');
		const contractCommand = entry.recovery.kind === 'command' ? entry.recovery.command : '';
		const token = 'Xk3f9_QpR2s=';
		const uri = `ws://127.0.0.1:8181/${token}/ws`;
		const result = validateInput(
			JSON.stringify({
				code: 'connect_failed',
				message: `Failed to connect: WebSocketException: Connection to '${uri}' was not upgraded to websocket`,
				details: { reason: 'invalid_target_id', targetId: 'my-phone' },
				descriptor: {
					code: 'connect_failed',
					category: entry.category,
					retryable: entry.retryable,
					exitCode: entry.exitCode,
					httpLikeStatus: entry.httpLikeStatus,
				},
				recovery: { summary: entry.cli.recovery.summary, fix_command: contractCommand },
			}),
			{ registry: engineRegistry, lang },
		);
		expect(result.recovery!.command).toContain(token);
		expect(result.recovery!.fillAlso).toBeUndefined();
	});

	it('a v3 payload’s fix is run as the installed binary, with its command names', () => {
		// zh-TW review 12 #8: `flutter_mcp_cli exec --name fmt_list_client_tools_and_resources`.
		const entry = code('missing_tool_name');
		const result = validateInput(
			JSON.stringify({
				code: entry.code,
				message: entry.example!.message,
				details: entry.example!.details,
				descriptor: {
					code: entry.code,
					category: entry.category,
					retryable: entry.retryable,
					exitCode: entry.exitCode,
					httpLikeStatus: entry.httpLikeStatus,
				},
				recovery: {
					summary: entry.cli.recovery.summary,
					fix_command: entry.cli.recovery.fixCommands[0],
				},
			}),
			{ registry: engineRegistry, lang },
		);
		expect(result.release?.id).toBe('b7f4434');
		// Run as the binary installed today, whose name for the command is fmt_client_tool: the
		// contract's flutter_mcp_cli is no binary anyone installs (English review 28 #1).
		expect(result.fix!.command).toMatch(/^flutter-mcp-toolkit exec --name fmt_client_tool /);
	});

	it('the toolkit-missing Next says ensureInitialized and a full restart', () => {
		// English review 12 #8: "initialise it in main() as its README shows, restart the app".
		const result = validateInput(fixture('cli-output/crash-toolkit-missing.txt'), {
			registry: engineRegistry,
			lang,
		});
		const next = result.next!.text;
		expect(next).toContain('WidgetsFlutterBinding.ensureInitialized()');
		expect(next).not.toMatch(/README/);
	});

	it('the later binary’s note says “apart from the name”, not “otherwise”', () => {
		expect(findingMessages[lang]['recovery.laterBinary']).not.toMatch(/otherwise|否則/);
	});
});

describe.each(languages)('the code pages (%s)', (lang) => {
	it('the home lead does not define retryable as “may succeed if you repeat it”', () => {
		// English review 12 #2: the after-recovery codes say repeating at once will not help.
		expect(uiText(lang)('home.areas.lead')).not.toMatch(/may succeed if you repeat|原封不動再試/u);
	});

	it('get_app_errors_failed says its crash once: the deviation points to the edge cases', () => {
		// English review 12 #3: exit 255 in the edge cases and again in the deviation.
		for (const name of ['get_app_errors_failed', 'get_view_details_failed']) {
			const md = codeMarkdown(registry, name, lang);
			expect(md.match(/255/g), name).toHaveLength(1);
		}
		expect(deviation('toolkit-missing-is-a-crash').cli[lang]).not.toMatch(/255|plain text|純文字/);
	});

	it('hover_failed names one value one way, and every fix prints its own check', () => {
		const steps = code('hover_failed').fixes.map((f) => f.steps.map((s) => s[lang]).join(' '));
		for (const fix of steps.slice(0, 2)) {
			expect(fix).toContain('`<semantic_snapshot_id>`');
			expect(fix).not.toMatch(/the new `snapshot_id`\.|新的 `snapshot_id`。/);
		}
	});

	it('“practically never sends” is one wording; the notice adds a fact', () => {
		// English review 12 #5; zh-TW review 12 #4: 實際上幾乎不會 twice, next to 實際上不會發生.
		// English review 13 #6: the heading says the reason, not a release (its text says "in the v3
		// contract's CLI and every later release").
		expect(deviation('practically-unreachable').title[lang]).toMatch(
			/never reach$|不會走到的代碼$/,
		);
		const t = uiText(lang);
		expect(t('codePage.emissionNotice.unreachable')).not.toMatch(/practically never|幾乎/);
		const cause = code('discover_debug_apps_failed').whenItFires.cause![lang];
		expect(cause).not.toMatch(/^(In practice|但)/);
		expect(code('unexpected_executor_error').whenItFires.cause![lang]).not.toMatch(/實際上不會/);
	});

	it('where the CLI raises a code does not repeat its cause', () => {
		// zh-TW review 12 #3: "swallows its failures", "only StateError" said in both places.
		for (const name of [
			'discover_debug_apps_failed',
			'get_active_ports_failed',
			'get_recent_logs_failed',
			'interaction_failed',
			'unexpected_executor_error',
		])
			expect(code(name).cli.raisedAt[lang], name).not.toMatch(
				/catches|StateError|nothing reaches|捕捉|走到這裡/u,
			);
		expect(code('get_extension_rpcs_failed').whenItFires.cause![lang]).not.toMatch(/hot restart/);
		expect(code('explain_errors_failed').retryNote![lang]).not.toMatch(/summaryProvider/);
		// The same pattern found after the reading: the crash said a third time, every cause listed
		// again under "Should you retry?".
		expect(code('get_screenshots_failed').cli.raisedAt[lang]).not.toMatch(/StateError/);
		expect(code('evaluate_expression_failed').cli.raisedAt[lang]).not.toMatch(/isolate/);
		expect(code('stale_snapshot').cli.raisedAt[lang]).not.toMatch(/hover_failed/);
		expect(code('stale_snapshot').whenItFires.cause![lang]).not.toMatch(/long_press/);
		for (const name of ['navigate_failed', 'handle_dialog_failed'])
			expect(code(name).retryNote![lang], name).toMatch(/^(Every cause here|這裡的每種原因)/);
	});

	it('debug_dump_failed’s retry says when the backoff starts', () => {
		// English review 12 #6: "If the call then fails" after a note about debug mode.
		const md = codeMarkdown(registry, 'debug_dump_failed', lang);
		expect(md).toContain(lang === 'en' ? 'After the fix, if the call fails' : '修好之後');
		expect(md).not.toMatch(/If the call then fails|之後如果仍然/);
	});
});

describe.each(languages)('guides (%s)', (lang) => {
	it('reading-an-error says what details names once', () => {
		const text = guide(lang, 'reading-an-error');
		expect(text).not.toMatch(/which lock owner|鎖的持有者是誰/);
	});

	it('where-errors-appear gives MCP’s answer before and after 4.0.0-dev.1', () => {
		// zh-TW review 12 #6: the pre-4.0 plain text was the only behaviour it gave.
		const text = guide(lang, 'where-errors-appear');
		const section = text.slice(text.indexOf('mcp_toolkit\n'));
		expect(section).toMatch(/3\.1\.1/);
		expect(section).toContain('<CodeLink code="intent_execution_error" />');
	});
});

describe('zh-TW words (zh-TW review 12)', () => {
	it.each([
		['VM service 找不到這個方法的處理程式。', '處理常式'],
		['兩個處理都不傳 details。', '處理常式'],
		['查詢使用中的 debug port 失敗。', '連接埠'],
		['在連線防護與 hot restart 之間消失。', '連線檢查'],
	])('the checker catches 「%s」', (text, use) => {
		expect(zhTextProblems({ where: 'x', text }).join()).toContain(use);
	});

	it.each(['目標寫成了 host:port。', '用 `?port=` 指定目標。', '`port` 欄位是數字。'])(
		'and leaves the identifier in 「%s」 alone',
		(text) => expect(zhTextProblems({ where: 'x', text })).toStrictEqual([]),
	);

	it('the smaller wordings', () => {
		const zh = uiText('zh-TW');
		expect(zh('home.paste.noStorage')).not.toContain('鑰匙');
		expect(registry.sourceAreas.map((a) => a.label['zh-TW']).join()).not.toContain('Session 層');
		expect(mcpMessages['zh-TW']['server.instructions']).not.toContain('做完以上');
		expect(JSON.stringify(registry)).not.toContain('一次性（one-shot）');
		expect(guide('zh-TW', 'where-errors-appear')).not.toContain('一次性（one-shot）');
	});
});
