import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../../src/lib/i18n/index.ts';

// Only the browser entry, in module instances of its own: this file's engine starts without any
// language, as the playground's does, even when a file before it in the same worker loaded the
// Node entry (which loads both; the unit tier does not isolate files, tests/vitest.config.ts).
type BrowserEngine = typeof import('../../../src/lib/engine/browser.ts');
let engineRegistry: BrowserEngine['engineRegistry'];
let loadLanguage: BrowserEngine['loadLanguage'];
let validateInput: BrowserEngine['validateInput'];
beforeAll(async () => {
	vi.resetModules();
	({ engineRegistry, loadLanguage, validateInput } =
		await import('../../../src/lib/engine/browser.ts'));
});

/**
 * The playground loads the engine's texts in its page's language only (`loadLanguage`). The engine
 * must say so loudly when asked for a language it has not loaded, never answer with empty or raw
 * messages, and once loaded speak that language and no other.
 */
const envelope = JSON.stringify({ code: 'no_such_code', message: 'x' });
const validate = (lang: Lang) => validateInput(envelope, { registry: engineRegistry, lang });

describe('the engine in one language', () => {
	it('refuses to validate before the language is loaded, saying what to do', () => {
		expect(() => validate('zh-TW')).toThrow(
			"The engine's zh-TW messages are not loaded: await loadLanguage('zh-TW')",
		);
	});

	it('rejects a language it does not have', async () => {
		await expect(loadLanguage('fr' as Lang)).rejects.toThrow('The engine has no messages in "fr"');
		expect(() => validate('fr' as Lang)).toThrow('The engine has no messages in "fr"');
	});

	it('speaks the loaded language, and only that one', async () => {
		await loadLanguage('zh-TW');
		const result = validate('zh-TW');
		expect(result.verdict).toBe('invalid');
		const unknown = result.findings.find((f) => f.rule === 'code.unknown');
		expect(unknown?.message).toMatch(/^「no_such_code」不在 Error Playbook 的代碼清單中/);
		expect(result.inputKindDetail).toMatch(/\p{Script=Han}/u);
		expect(() => validate('en')).toThrow("The engine's en messages are not loaded");
	});

	it('loads a language once; loading it again changes nothing', async () => {
		await loadLanguage('en');
		const first = validate('en');
		await loadLanguage('en');
		expect(validate('en')).toStrictEqual(first);
		expect(first.findings.find((f) => f.rule === 'code.unknown')?.message).toMatch(
			/^"no_such_code" is not in Error Playbook/,
		);
	});
});
