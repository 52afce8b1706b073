import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeEntry, guideSource, validateText } from '../../support/readings.ts';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { glossary, registry, uiText } from '../../../src/lib/registry/index.ts';

/**
 * The twenty-third readings' items (English review 23, zh-TW review 23): each test fails when the
 * text or the choice the reading quoted comes back.
 */
const fixture = (path: string) => readFileSync(`tests/fixtures/${path}`, 'utf8');
/** `validate`'s report with its line wrapping folded, so a phrase can span lines. */
const folded = (text: string, lang: Lang) => validateText(text, lang).replace(/\s+/g, ' ');
const deviation = (id: string) =>
	(
		JSON.parse(readFileSync('content/registry/deviations.json', 'utf8')) as {
			id: string;
			cli: Record<Lang, string>;
			contract: Record<Lang, string>;
		}[]
	).find((d) => d.id === id)!;

/** visual_capture_permission_denied as an app permission bridge answers it (a denial with no macOS host). */
const bridgeDenied = () => {
	const e = codeEntry('visual_capture_permission_denied');
	const shape = e.cli.details[0]!.value as { permission: Record<string, unknown> };
	return JSON.stringify({
		code: e.code,
		message: 'Capture denied by the app.',
		details: {
			permission: {
				...shape.permission,
				owner: 'app',
				backend: 'linux_app_bridge',
				message: 'Capture denied by the app.',
			},
		},
		descriptor: {
			code: e.code,
			category: e.category,
			retryable: e.retryable,
			exitCode: e.exitCode,
			httpLikeStatus: e.httpLikeStatus,
		},
		recovery: { summary: e.cli.recovery.summary, fix_command: e.cli.recovery.fixCommands[0] },
	});
};

describe.each(languages)('English review 23 (%s)', (lang) => {
	it('#1 no text says an app without mcp_toolkit never gets get_screenshots_failed', () => {
		expect(deviation('toolkit-missing-is-a-crash').cli[lang]).toMatch(/4\.0\.0-dev\.1/);
		expect(guideSource(lang, 'guides/layers')).not.toMatch(
			/hot_reload_failed" \/> (or|或) <CodeLink code="get_screenshots_failed/,
		);
	});

	it('#2 an app permission bridge’s denial gets the bridge fix, not macOS System Settings', () => {
		const out = folded(bridgeDenied(), lang);
		// The fix chosen is the bridge's (the code's own fix command stays what the CLI prints).
		expect(out).toMatch(/Fix: The app’s own permission bridge|解決方法： ?App 自己的權限橋接/);
	});

	it('#3 stale_snapshot no longer sends the reader to data.ok after every gesture', () => {
		expect(codeEntry('stale_snapshot').whenItFires.edgeCases[0]![lang]).toMatch(
			/`data\.success: false`/,
		);
	});

	it('#4 layers: a -32000 on a resource read ran and crashed; #5 message is read when a fix says so', () => {
		expect(guideSource(lang, 'guides/layers')).toMatch(/-32700 (to|到) -32602/);
		expect(guideSource(lang, 'guides/reading-an-error')).not.toMatch(
			/only to show or log|只用來顯示或寫進日誌/,
		);
	});

	it('#7 the toolkit deviation names the dynamic registry’s codes as theirs', () => {
		expect(deviation('toolkit-missing-is-a-crash').contract[lang]).toMatch(
			/dynamic registry|動態 registry/,
		);
	});

	it('#9 a successful watch stream’s next step names watch_error and links the daemon', () => {
		const out = folded(fixture('cli-output/daemon-watch-success-stream.ndjson'), lang);
		expect(out).toMatch(/`watch_error`/);
		expect(out).toMatch(/where-errors-appear\/#(the-)?daemon\b/);
	});
});

describe('English review 23 (en)', () => {
	it('#6 an app without mcp_toolkit has one name in the registry, the guides and validate', () => {
		const sources = [
			JSON.stringify(registry),
			...readdirSync('content/docs/guides').map((f) =>
				readFileSync(`content/docs/guides/${f}`, 'utf8'),
			),
			readFileSync('src/lib/engine/findings/explanations.en.ts', 'utf8'),
			readFileSync('src/lib/registry/playgroundExamples.ts', 'utf8'),
		];
		for (const text of sources)
			expect(text).not.toMatch(/does not run mcp_toolkit|lacks mcp_toolkit|mcp_toolkit missing/);
	});

	it('#8 "Where the CLI raises it" says the handler never sends it, in a sentence of its own', () => {
		for (const name of ['navigate_failed', 'handle_dialog_failed', 'hover_failed'])
			expect(codeEntry(name).cli.raisedAt.en, name).not.toMatch(/and around the call/);
	});

	it('#10 the bare error object’s Input line has a verb for both halves', () => {
		expect(folded(fixture('envelopes/valid.json'), 'en')).toContain(
			'A bare error object: what a daemon error’s data.error holds, and an MCP tool result’s text',
		);
	});
});

describe('zh-TW review 23', () => {
	it('#1 unknown_error is 後備 on its own page, and the glossary forbids 預設值', () => {
		const c = codeEntry('unknown_error');
		expect(JSON.stringify([c.whenItFires, c.cli.raisedAt])).not.toContain('預設值');
		expect(glossary.terms.find((t) => t['zh-TW'] === '後備代碼')!.forbidden).toContain('預設值');
	});

	it('#2 #3 one rendering: 類別, 從來不會送出', () => {
		expect(JSON.stringify(codeEntry('dynamic_tool_failed'))).not.toContain('分類');
		const t = uiText('zh-TW');
		expect(t('codePage.emission.never')).toBe('從來不會送出');
		expect(t('codePage.emissionTitle.never')).not.toContain('以錯誤代碼');
	});

	it('#4 the toolkit-bridge fix does not repeat the retry condition', () => {
		for (const [name, i] of [
			['get_app_errors_failed', 0],
			['get_view_details_failed', 0],
			['get_screenshots_failed', 1],
		] as const)
			expect(codeEntry(name).fixes[i]!.steps[0]!['zh-TW'], name).not.toMatch(/^如果重試/);
	});

	it('#5 #6 layers on session_manager_not_configured; 查詢參數 for a query', () => {
		expect(guideSource('zh-TW', 'guides/layers')).not.toContain(
			'session_manager_not_configured" /> 與',
		);
		expect(guideSource('zh-TW', 'guides/where-errors-appear')).not.toMatch(/query 的|即使 query/);
	});

	it('#9 command names in backticks in 〈CLI 在哪裡回報它〉 and 〈何時發生〉', () => {
		for (const name of ['wait_for_failed', 'missing_tool_name', 'navigator_not_registered'])
			expect(codeEntry(name).cli.raisedAt['zh-TW'], name).toMatch(/^在 `/);
	});

	it('#11 #12 the Playground limits read as limits; validate’s next step for prose', () => {
		expect(uiText('zh-TW')('playground.tooLarge')).not.toContain('行為上限');
		expect(folded(fixture('not-cli-output/prose.txt'), 'zh-TW')).not.toContain('印出的其他內容');
	});
});
