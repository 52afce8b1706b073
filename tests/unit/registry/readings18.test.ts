import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeEntry, validateText, wrapperEntry } from '../../support/readings.ts';
import { retryAdvice } from '../../../src/lib/engine/index.ts';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { codePage } from '../../../src/lib/views/index.ts';
import {
	glossary,
	playgroundExampleGroups,
	registry,
	uiText,
} from '../../../src/lib/registry/index.ts';

/**
 * The eighteenth readings' items (English review 18, zh-TW review 18): each test fails when the
 * text or the choice the reading quoted comes back.
 */
const code = (name: string) =>
	registry.codes.find((c) => c.code === name) ??
	registry.wrapperCodes.find((c) => c.code === name)!;
const own = (name: string, lang: Lang) =>
	JSON.stringify(code(name), (key, value) =>
		key === (lang === 'en' ? 'zh-TW' : 'en') || key === 'sources' ? undefined : value,
	);
/** Every zh-TW text of a code, code spans blanked. */
const zhProse = (name: string): string[] => {
	const out: string[] = [];
	const walk = (value: unknown): void => {
		if (Array.isArray(value)) value.forEach(walk);
		else if (value && typeof value === 'object')
			for (const [key, inner] of Object.entries(value))
				if (key === 'zh-TW' && typeof inner === 'string') out.push(inner.replace(/`[^`]*`/g, '``'));
				else walk(inner);
	};
	walk(code(name));
	return out;
};
const fixtures = join(import.meta.dirname, '../../fixtures');
describe.each(languages)('English review 18 (%s)', (lang) => {
	it('#4 get_active_ports_failed: the heading names the exception, not the empty list its step fixes', () => {
		const c = codeEntry('get_active_ports_failed');
		expect(c.fixes[0]!.cause[lang]).not.toMatch(/empty list|空清單|a tool that cannot run/);
		expect(c.fixes[0]!.steps[0]![lang]).not.toMatch(/^Check that the tool is/);
		expect(c.retryNote![lang]).not.toMatch(/empty list|空清單/);
		expect(c.whenItFires.cause![lang]).toMatch(/empty list|空清單/);
	});

	it('#5 dynamic_registry_list_failed: the notice names both cases, and one action has one name', () => {
		const c = codeEntry('dynamic_registry_list_failed');
		expect(c.cli.rareWhen![lang]).toMatch(/debug/);
		expect(c.whenItFires.cause![lang]).not.toMatch(
			/^In the CLI it happens only when|^在 CLI 裡，只有/,
		);
		expect(c.fixes[1]!.steps[1]![lang]).toMatch(/then list again|再列出一次/);
	});

	it('#6 validate numbers the other causes as the page does, and says when its fix command is not the input’s', () => {
		const example = playgroundExampleGroups(registry, lang)
			.flatMap((g) => g.examples)
			.find((e) => e.id === 'broken:fixCommandMismatch')!.text;
		const text = validateText(example, lang).replace(/\s+/g, ' ');
		// Fix 1 says "see fix 3": the list under it must have a fix 3.
		expect(codeEntry('state_lock_timeout').fixes[0]!.steps[0]!.en).toContain('see fix 3');
		expect(text).toContain(lang === 'en' ? '- Fix 3: No process holds the lock' : '- 解決方法 3：');
		expect(text).toContain(
			lang === 'en'
				? 'The code list’s command: the input’s fix_command is not one the CLI prints.'
				: '這是代碼清單的指令：輸入裡的 fix_command 不是 CLI 會印出的指令。',
		);
		// The input's own command, the code list's: nothing to say.
		const same = example.replace('flutter_mcp_cli unlock --force', 'flutter_mcp_cli doctor --json');
		expect(validateText(same, lang).replace(/\s+/g, ' ')).not.toContain(
			lang === 'en' ? 'The code list’s command' : '這是代碼清單的指令',
		);
	});

	it('#7 IntentCall’s pages answer with a label, and say each fact once', () => {
		expect(wrapperEntry('validation_error').retry[lang]).toMatch(
			/^(Do not retry unchanged|不要原封不動重試)/,
		);
		expect(wrapperEntry('intent_execution_error').retry[lang]).toMatch(
			/^(Retry only after the fix|先照解決方法處理，再重試)/,
		);
		expect(code('intent_execution_error').meaning[lang]).not.toMatch(
			/not a code of the contract|不是合約的代碼/,
		);
		expect(wrapperEntry('intent_execution_error').contractError[lang]).toMatch(/^(Through|透過)/);
		expect(code('validation_error').whenItFires.happened[lang]).not.toMatch(/schema/);
	});

	it('#8 wait_for_failed and the never-sent label: the glossary’s words, one label per policy', () => {
		expect(own('wait_for_failed', 'en')).not.toMatch(/shipped pieces|toolkit of another make/);
		expect(uiText('en')('codePage.retry.neverSentNoted')).toMatch(/only after the fix$/);
	});

	it('#9 dynamic_resource_failed, navigate_failed, invalid_command: one case once, one spelling', () => {
		expect(codeEntry('dynamic_resource_failed').whenItFires.edgeCases![0]![lang]).not.toMatch(
			/forwarded|轉送/,
		);
		expect(code('navigate_failed').whenItFires.cause![lang]).not.toMatch(
			/see each fix|見各個解決方法/,
		);
		expect(own('navigate_failed', 'en') + own('invalid_command', 'en')).not.toMatch(/spelled/);
	});

	it('#10 and the small ones: playground, 404, exit code 1, layers, error model', () => {
		expect(uiText('en')('playground.description')).toContain('You see at once');
		expect(uiText(lang)('notFound.lead')).not.toMatch(/index|所有錯誤代碼/);
		const exit1 = registry.exitCodes.find((e) => e.exitCode === 1)!.meaning[lang];
		expect(exit1).toContain('validate-runtime');
		const layers = readFileSync(
			`content/docs/${lang === 'en' ? '' : 'zh-tw/'}guides/layers.mdx`,
			'utf8',
		);
		expect(layers).not.toMatch(
			/Three codes here are not about the app|這一層有三個代碼和 App 完全無關/,
		);
		expect(codeEntry('unknown_error').cli.raisedAt[lang]).not.toMatch(/connection_override/);
	});
});

describe('zh-TW review 18', () => {
	it('#1 a code with one fix says so, in validate and the playground', () => {
		const text = readFileSync(
			join(fixtures, 'cli-output/daemon-dynamic-registry-disabled.json'),
			'utf8',
		);
		for (const lang of languages) {
			const out = validateText(text, lang);
			expect(out).toContain(
				lang === 'en' ? 'It is this code’s only fix.' : '這個代碼只有這一個解決方法。',
			);
			expect(out).not.toMatch(/matches no other fix’s condition|不符合其他解決方法的條件/);
		}
		expect(uiText('zh-TW')('playground.fixOnly')).toBe('這個代碼只有這一個解決方法。');
		// One wording for the usual fix in both tools.
		expect(uiText('zh-TW')('playground.fixUsual')).toMatch(
			/不符合其他解決方法的條件，而這是最常見的情況/,
		);
	});

	it('#2 #3 #7 one rendering each: 合法, 從來不會送出, 代碼頁面', () => {
		const t = uiText('zh-TW');
		for (const key of [
			'playground.verdictValid',
			'playground.verdictValidLater',
			'playground.verdictWarnings',
		] as const)
			expect(t(key)).toMatch(/^合法的失敗回報/);
		const forbidden = glossary.terms.flatMap((row) => row.forbidden);
		expect(forbidden).toEqual(
			expect.arrayContaining([
				'格式正確的失敗回報',
				'從不送出',
				'不會被送出',
				'代碼的頁面',
				'說明頁',
			]),
		);
	});

	it('#4 a tool’s or resource’s handler is handler; 處理常式 stays for exceptions', () => {
		expect(codeEntry('dynamic_resource_failed').fixes[2]!.steps[1]!['zh-TW']).toContain(
			'resource 的 handler',
		);
		for (const name of [
			'dynamic_resource_failed',
			'intent_execution_error',
			'dynamic_tool_failed',
			'missing_tool_name',
		])
			expect(own(name, 'zh-TW'), name).not.toMatch(/(?:工具|resource)\s?的?處理常式/);
	});

	it('#5 the CLI’s command, when a fix runs it, is not explained twice', () => {
		const section = codePage(registry, codeEntry('dynamic_registry_disabled'), 'zh-TW').sections
			.cliRecovery;
		expect(section.remark ?? '').not.toContain('這個指令會');
	});

	it('#6 #8 #10 `message` in backticks; facts once; the small ones', () => {
		for (const c of [...registry.codes, ...registry.wrapperCodes])
			for (const text of zhProse(c.code))
				expect(text, c.code).not.toMatch(/(?<![\w./])message(?!\w)/);
		expect(code('validation_error').whenItFires.cause!['zh-TW']).not.toContain('4.0.0-dev.6');
		expect(codeEntry('evaluate_expression_failed').fixes[1]!.steps[0]!['zh-TW']).toContain(
			'拼錯的名稱',
		);
	});

	it('#13 one backoff label: 退避後重試', () => {
		const t = uiText('zh-TW');
		expect(t('codePage.retry.backoffNoted')).toBe('先照解決方法處理，再退避後重試');
		expect(t('codePage.retry.neverSent')).toMatch(/退避後重試$/);
		expect(retryAdvice(codeEntry('bundle_build_failed'), 'zh-TW').label).not.toContain(
			'再退避重試',
		);
	});
});
