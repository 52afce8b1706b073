import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { registry, uiText } from '../../../src/lib/registry/index.ts';
import { validationText } from '../../../src/lib/report/index.ts';

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
			lang === 'en' ? 'Only after the fix' : '做完解決方法之後再重試',
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
