import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliMessages } from '../../../src/cli/cliMessages.ts';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { registry, requireCode } from '../../../src/lib/registry/index.ts';
import { validationText } from '../../../src/lib/report/index.ts';
import { codeText } from '../../../src/lib/terminal/index.ts';
import { codePage } from '../../../src/lib/views/index.ts';
import { mcpMessages } from '../../../src/mcp/index.ts';

/**
 * One concept, one label, in validate, explain, the playground and the MCP server (English review
 * 9 #9): the contract table's instruction was "Contract:", "Recovery, in the v3 contract table:"
 * and "What to do" (the code page's own fix heading); a fix's check was "Worked:" in validate and
 * "Check" elsewhere; the input was "Detected" in the playground; an unknown code had two sentences;
 * an unknown code's retry rule was "do not retry blindly" against unknown_error's own rule.
 */

const fixtures = join(import.meta.dirname, '../../fixtures');
const read = (path: string) => readFileSync(join(fixtures, path), 'utf8');
const site = 'https://playbook.example.test';
const validateText = (text: string, lang: Lang) =>
	validationText(validateInput(text, { registry: engineRegistry, lang }), {
		lang,
		siteUrl: site,
		link: (url: string) => url,
	});
const ui = (lang: Lang) =>
	JSON.parse(
		readFileSync(join(import.meta.dirname, `../../../src/content/i18n/${lang}.json`), 'utf8'),
	) as Record<string, string>;

const tableLabel = { en: 'In the v3 contract table', 'zh-TW': '在 v3 合約表中' } as const;

describe.each(languages)('one label per concept (%s)', (lang) => {
	it('the contract table’s instruction: the same words in validate, explain and the playground', () => {
		const validated = validateText(read('cli-output/stdout-write-blocked.txt'), lang);
		expect(validated).toMatch(new RegExp(`^${tableLabel[lang]}[:：]$`, 'm'));
		expect(validated).not.toMatch(/^(Contract:|合約表：)/m);
		const view = codePage(registry, requireCode(registry, 'write_blocked', 'test'), lang);
		const explained = codeText(view, { lang, siteUrl: site, link: (url) => url });
		expect(explained).toMatch(new RegExp(`^${tableLabel[lang]}[:：]$`, 'm'));
		expect(explained).not.toMatch(/Recovery, in the v3 contract table|復原方式（v3 合約表）/);
		expect(ui(lang)['playground.recoveryInstruction']).toBe(tableLabel[lang]);
	});

	it('a fix’s check is "Check" in validate too, never "Worked"', () => {
		for (const path of ['cli-output/stdout-later-code.txt', 'envelopes/terminal.log']) {
			const out = validateText(read(path), lang);
			expect(out).not.toMatch(/Worked:|成功時：/);
			expect(out).toMatch(/^ {14}(Check: {3}|確認： {2})\S/m);
		}
	});

	it('the input is "Input" in the playground, as in validate', () => {
		expect(ui(lang)['playground.inputKind']).toBe(lang === 'en' ? 'Input' : '輸入');
	});

	it('an unknown code: the MCP server says what the CLI says', () => {
		expect(mcpMessages[lang]['error.unknownCode']).toBe(cliMessages[lang]['error.unknownCode']);
	});

	it('an unknown code in a payload: unknown_error’s retry rule, not "blindly"', () => {
		const result = validateInput('{"code":"made_up","message":"x"}', {
			registry: engineRegistry,
			lang,
		});
		expect(result.next?.id).toBe('unknownCode');
		expect(result.next?.text).not.toMatch(/blindly|盲目/);
		expect(result.next?.text).toMatch(/do not retry it unchanged|不要原封不動重試/);
		// Its own retryable, when it says true, is what the fallback keeps (English review 25).
		const retryable = validateInput(
			'{"code":"made_up","message":"x","descriptor":{"retryable":true}}',
			{ registry: engineRegistry, lang },
		);
		expect(retryable.next?.text).toContain(
			lang === 'en' ? '`descriptor.retryable` is `true`' : '`descriptor.retryable` 是 `true`',
		);
		expect(retryable.next?.text).not.toMatch(/do not retry|不要原封不動重試/);
	});
});
