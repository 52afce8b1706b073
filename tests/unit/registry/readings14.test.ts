import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { languages } from '../../../src/lib/i18n/index.ts';
import { codeMarkdown } from '../../../src/lib/markdown/index.ts';
import { codeRetryAdvice, registry, uiText } from '../../../src/lib/registry/index.ts';
import { codePage } from '../../../src/lib/views/index.ts';

/**
 * The fourteenth readings' items (English review 14, zh-TW review 14): each test fails when the
 * text or the advice the reading quoted comes back.
 */
const code = (name: string) => registry.codes.find((c) => c.code === name)!;
const guide = (lang: (typeof languages)[number], name: string) =>
	readFileSync(`content/docs/${lang === 'en' ? '' : 'zh-tw/'}guides/${name}.mdx`, 'utf8');

describe.each(languages)('the code pages (%s)', (lang) => {
	it('state_store_write_failed says writing only: an unreadable state file counts as empty', () => {
		// English review 14 #1: the page said "reading or writing", the guides "counts as empty".
		const entry = code('state_store_write_failed');
		for (const text of [entry.whenItFires.happened, entry.cli.rareWhen!, entry.cli.raisedAt])
			expect(text[lang]).not.toMatch(/reading or writing|讀寫/);
	});

	it('a never-sent code’s retry text does not say it “fails with this code again”', () => {
		// English review 14 #2: five pages opened "never sent" and closed "fails with this code again".
		for (const entry of registry.codes.filter((c) => c.cli.emission === 'never'))
			expect(codeRetryAdvice(entry, lang).text, entry.code).not.toMatch(
				/fails with this code again|仍然以這個代碼失敗/,
			);
	});

	it('stale_snapshot’s retry names the fix, not the generic fix command', () => {
		// zh-TW review 14 #1: 「先執行修復指令，再重試一次」 with doctor as the only command.
		const { label } = codeRetryAdvice(code('stale_snapshot'), lang);
		expect(label).toBe(uiText(lang)('codePage.retry.afterRecoveryNoted'));
	});

	it('explain_errors_failed’s When it fires says which CLI it describes', () => {
		expect(code('explain_errors_failed').whenItFires.cause![lang]).toMatch(
			/^(In the v3 contract’s CLI|在 v3 合約的 CLI 裡)/,
		);
	});

	it('a lone fix is “the fix”, not “fix 1”', () => {
		// English review 14 #6: "It is the check of fix 1 above" on pages with one unnumbered fix.
		for (const name of ['state_store_write_failed', 'invalid_command']) {
			const view = codePage(registry, code(name), lang);
			const said = view.sections.cliRecovery.current.sameAsFix
				.filter((s) => s !== null)
				.map((s) => s.text);
			if (code(name).fixes.length === 1)
				for (const text of said) expect(text).not.toMatch(/fix 1|第 1 個解決方法/);
		}
	});

	it('one get_extension_rpcs check, with the address the step says to connect to', () => {
		// English review 14 #5: the v3-table pages ran it with no address.
		for (const entry of registry.codes)
			for (const fix of entry.fixes)
				for (const command of [fix.command, fix.check.command])
					if (command?.includes('--name get_extension_rpcs'))
						expect(command, `${entry.code}#${fix.id}`).toContain(
							'--vm-service-uri <vm_service_uri>',
						);
	});

	it('handle_dialog_failed and dynamic_tool_failed say each case once', () => {
		// zh-TW review 14 #2, #3.
		expect(code('handle_dialog_failed').whenItFires.cause![lang]).not.toMatch(/no_popup_route/);
		expect(code('dynamic_tool_failed').retryNote![lang]).not.toMatch(/data\.tools/);
		// A tool's handler is `handler` since the glossary's row for it (zh-TW review 18 #4).
		expect(JSON.stringify(code('dynamic_tool_failed'))).not.toMatch(/工具的處理常式/);
		if (lang === 'zh-TW')
			expect(codeMarkdown(registry, 'handle_dialog_failed', lang)).not.toMatch(
				/popup route|的 route/,
			);
	});
});

describe.each(languages)('validate and the guides (%s)', (lang) => {
	it('validate’s change-first label keeps the class’s backoff, as the page does', () => {
		const result = validateInput(
			readFileSync('tests/fixtures/cli-output/stdout-hot-reload-stack.txt', 'utf8'),
			{ registry: engineRegistry, lang },
		);
		expect(result.retry!.label).toMatch(/backoff|退避/);
	});

	it('where-errors-appear introduces doctor’s sample without saying its meaning a third time', () => {
		expect(uiText(lang)('guides.doctorReportLead')).not.toMatch(/exit status 1|結束代碼為 1/);
		expect(guide(lang, 'layers')).not.toMatch(/三個代碼和 App 完全無關。[^\n]*unknown_error/);
	});
});

describe('for-agents’ report example', () => {
	it.each(languages)('%s: fits 80 columns, a full-width character counting two', (lang) => {
		// zh-TW review 14 #10: five prose lines of the text block ran 83–95 columns.
		const text = guide(lang, 'for-agents');
		const start = text.indexOf('```text');
		const block = text.slice(start, text.indexOf('```', start + 7));
		const width = (line: string) =>
			[...line].reduce(
				(w, c) =>
					w +
					(/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(
						c,
					)
						? 2
						: 1),
				0,
			);
		expect(block.split('\n').filter((line) => width(line) > 80)).toStrictEqual([]);
	});
});

describe.each(languages)('zh-TW review 15, found after the fourteenth fixes (%s)', (lang) => {
	it('doctor_critical_failed’s retry names the failing checks, not doctor again', () => {
		const { label, text } = codeRetryAdvice(code('doctor_critical_failed'), lang);
		expect(label).toBe(uiText(lang)('codePage.retry.afterRecoveryNoted'));
		expect(text).toMatch(/only checks again|只會再檢查一次/);
	});

	it('a never-sent code’s retry sentence does not say “never sent” or “after the fix” again', () => {
		const sentence = uiText(lang)('codePage.retry.neverSentText');
		expect(sentence).not.toMatch(/never sent|不會被送出|after the fix|修好之後/);
		// Now without a note at all: the banner and the edge cases say it (English review 16 #4).
		expect(code('state_store_read_failed').retryNote?.[lang] ?? '').not.toMatch(
			/never sends|不會送出/,
		);
	});

	it('get_app_errors_failed’s and get_view_details_failed’s cause is a sentence with a verb', () => {
		// zh-TW review 15 #4: 「呼叫期間因為重新啟動而被截斷的回應，或是…寫出的回應。」
		for (const name of ['get_app_errors_failed', 'get_view_details_failed'])
			expect(code(name).whenItFires.cause![lang], name).toMatch(
				/^mcp_toolkit(’s answer was| 的回應在)/,
			);
	});

	it('validate’s nested-error note says what each code decides, as the page does', () => {
		const result = validateInput(
			readFileSync('tests/fixtures/cli-output/mcp-dynamic-tool-double-encoded.json', 'utf8'),
			{ registry: engineRegistry, lang },
		);
		const note = result.findings.find((f) => f.rule === 'message.nestedError')!.message;
		expect(note).not.toMatch(/one to act on|要處理的是外層|own error|自己的錯誤/);
		expect(note).toMatch(/inner code tells the cause|原因看內層的代碼/);
	});
});
