import { describe, expect, it } from 'vitest';
import { codeEntry, guideSource } from '../../support/readings.ts';
import { languages } from '../../../src/lib/i18n/index.ts';
import { codeMarkdown } from '../../../src/lib/markdown/index.ts';
import { registry, uiText } from '../../../src/lib/registry/index.ts';

/**
 * The twenty-fifth readings' items (English review 25, zh-TW review 25): each test fails when the
 * text or the choice the reading quoted comes back.
 */
describe.each(languages)('English review 25 (%s)', (lang) => {
	it('#1 the fmt_client_* tools still send the bare error object from 4.0.0-dev.1', () => {
		expect(uiText(lang)('codePage.surface.mcp')).toContain('`fmt_client_*`');
		for (const guide of [
			'guides/where-errors-appear',
			'guides/reading-an-error',
			'guides/for-agents',
			'guides/error-model',
			'reference/tool-authors',
		])
			expect(guideSource(lang, guide), guide).toContain('`fmt_client_*`');
	});

	it('#2 get_screenshots_failed no longer says details is always null above a fix that reads it', () => {
		expect(codeMarkdown(registry, 'get_screenshots_failed', lang)).not.toMatch(
			/`details` is always `null`|`details` 一律為 `null`/,
		);
	});

	it('#3 #4 #5 dynamic_registry_list_failed, state_lock_conflict, the StateError said once', () => {
		const list = codeEntry('dynamic_registry_list_failed').whenItFires;
		expect(list.cause![lang]).toMatch(/fix 2|解決方法 2/);
		expect(list.edgeCases[0]![lang]).toMatch(/4\.0\.0-dev\.1/);
		expect(codeEntry('state_lock_conflict').fixes[0]!.check.expect[lang]).not.toContain(
			'details.lockFilePath',
		);
		for (const name of [
			'handle_dialog_failed',
			'press_key_failed',
			'navigate_failed',
			'hover_failed',
		])
			for (const shape of codeEntry(name).cli.details)
				expect(shape.when[lang], name).not.toMatch(/raises a StateError|丟的是 StateError/);
	});

	it('#6 #7 handle_dialog_failed’s retry fits fixes that change no call; session_not_found’s cause reads once', () => {
		expect(codeEntry('handle_dialog_failed').retryNote![lang]).not.toMatch(
			/correct the call|修正呼叫/,
		);
		expect(codeEntry('session_not_found').whenItFires.cause![lang]).toMatch(/^(Either|可能是)/);
	});
});
