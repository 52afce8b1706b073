import { describe, expect, it } from 'vitest';
import { codeEntry, guideSource } from '../../support/readings.ts';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { validationText } from '../../../src/lib/report/index.ts';
import { uiText } from '../../../src/lib/registry/index.ts';

/**
 * The twenty-first readings' items (English review 21, zh-TW review 21): each test fails when the
 * text or the choice the reading quoted comes back.
 */
/** An error object of `code` as the CLI builds it, with these `details`. */
const envelope = (code: string, details: unknown) => {
	const e = codeEntry(code);
	return JSON.stringify({
		code,
		message: `${code} happened`,
		details,
		descriptor: {
			code,
			category: e.category,
			retryable: e.retryable,
			exitCode: e.exitCode,
			httpLikeStatus: e.httpLikeStatus,
		},
		recovery: {
			summary: e.cli.recovery.summary,
			fix_command: e.cli.recovery.fixCommands[0],
		},
	});
};
const validate = (text: string, lang: Lang) =>
	validateInput(text, { registry: engineRegistry, lang });

describe.each(languages)('English review 21 (%s)', (lang) => {
	it('#1 a fix the input rules out is never "the usual cause"', () => {
		const port = validate(
			envelope('connect_failed', {
				field: 'port',
				expected: 'positive integer',
				actualType: 'String',
			}),
			lang,
		);
		expect(port.fix?.id).toBe('resource-port-query');
		const content = validate(
			envelope('dynamic_resource_failed', {
				reason: 'unsupported_resource_content',
				resourceUri: 'x://y',
			}),
			lang,
		);
		expect(content.fix?.id).toBe('unsupported-content');
		// Every fix of dynamic_resource_failed has a condition: none held, so the first is shown, and
		// the output says so instead of calling it the usual cause.
		const none = validate(envelope('dynamic_resource_failed', { reason: 'something_new' }), lang);
		expect(none.fix?.selectedBy).toBe('first');
		const text = validationText(none, {
			lang,
			siteUrl: 'https://x.test',
			link: (u: string) => u,
		}).replace(/\s+/g, ' ');
		expect(text).toMatch(/No fix’s condition matches the input|輸入不符合任何解決方法的條件/);
		expect(text).not.toMatch(/it is the usual cause|而這是最常見的情況/);
		expect(uiText(lang)('playground.fixFirst')).not.toMatch(/usual|最常見/);
	});

	it('#3 #4 #5 facts that contradicted a neighbour', () => {
		for (const name of ['get_vm_failed', 'get_extension_rpcs_failed'])
			expect(codeEntry(name).retryNote![lang], name).not.toMatch(/changes nothing|不會改變結果/);
		expect(codeEntry('unexpected_executor_error').whenItFires.cause![lang]).not.toMatch(
			/^.*Every command already catches|每個指令都已經自己捕捉例外/,
		);
		const diagnose = codeEntry('diagnose_failed').fixes[0]!;
		expect(diagnose.steps[0]![lang]).not.toMatch(/once more|再執行一次/);
		expect(diagnose.command).toContain('--name status');
	});

	it('#7 the fmt_ prefix is named where an unknown tool name is explained', () => {
		expect(guideSource(lang, 'guides/where-errors-appear')).toMatch(/`fmt_hot_reload_flutter`/);
	});
});

describe('zh-TW review 21', () => {
	it('#1 #3 #4 the codes caption, the fallback descriptor, the debug build: one rendering each', () => {
		expect(uiText('zh-TW')('codesIndex.caption')).not.toContain('v3 合約');
		expect(uiText('en')('codesIndex.caption')).not.toContain('v3 contract');
		for (const path of ['guides/for-agents', 'guides/where-errors-appear'])
			expect(guideSource('zh-TW', path), path).not.toMatch(/預設錯誤物件|預設 descriptor/);
		expect(JSON.stringify(codeEntry('dynamic_registry_list_failed'))).not.toContain('debug 版');
	});
});
