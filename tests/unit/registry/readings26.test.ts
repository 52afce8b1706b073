import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeEntry, validateText } from '../../support/readings.ts';
import { run } from '../../../src/cli/run.ts';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { languages } from '../../../src/lib/i18n/index.ts';
import { strong } from '../../../src/lib/markdown/index.ts';
import { glossary, registry, uiText } from '../../../src/lib/registry/index.ts';
import { displayWidth } from '../../../src/lib/report/index.ts';
import { codeText } from '../../../src/lib/terminal/index.ts';
import { codePage, historySection } from '../../../src/lib/views/index.ts';

/**
 * The twenty-fifth readings' items left for this session (English review 25, zh-TW review 25):
 * each test fails when the text or the choice the reading quoted comes back.
 */
const fixture = (path: string) => readFileSync(`tests/fixtures/${path}`, 'utf8');

describe.each(languages)('readings 25, left open (%s)', (lang) => {
	it('get_screenshots_failed’s history has the releases that gave it new causes', () => {
		const rows = historySection(registry, 'get_screenshots_failed', lang).rows;
		expect(rows.map((r) => r.release.id)).toStrictEqual(['b7f4434', '3.0.0', '4.0.0-dev.1']);
		expect(rows[1]!.note).toContain('desktopWindow');
		expect(rows[2]!.note).toContain('StateError');
		expect(rows[2]!.sources.map((s) => s.text)).toStrictEqual([
			'v4.0.0-dev.1:mcp_server_dart/lib/src/shared_core/command_executor.dart:611-622',
		]);
	});

	it('a bare error object’s Input line says only the fmt_client_* tools still send it', () => {
		const input = validateInput(fixture('envelopes/valid.json'), {
			registry: engineRegistry,
			lang,
		}).inputKindDetail;
		expect(input).toContain('fmt_client_*');
		// zh-TW: past its label's, an Input line has at most one 「：」 (zh-TW review 23).
		expect(input.split('：').length).toBeLessThanOrEqual(2);
	});

	it('an array’s Input line says which element in a sentence of its own, not after a second colon', () => {
		const input = validateInput(fixture('cli-output/array-stdout-lines.json'), {
			registry: engineRegistry,
			lang,
		}).inputKindDetail;
		expect(input).toMatch(
			/^A JSON array of \d+ messages, of which element \[1\] is checked\. |^含 \d+ 則訊息的 JSON 陣列，檢查的是元素 \[1\]。/,
		);
	});

	it('doctor’s report is not credited to a binary it may not come from', () => {
		const text = validateText(fixture('cli-output/doctor-critical-failed.txt'), lang);
		expect(text).toMatch(/The report of doctor --json\.|doctor --json 的報告。/);
	});

	it('an unknown code is explained twice, not three times: the finding and Next', () => {
		const text = validateText(fixture('hostile/xss-every-field.json'), lang);
		expect(text.match(/unknown_error/g)).toHaveLength(3); // finding, Next and its link
		// No finding is followed by a line of four blanks where its expected and actual would go.
		expect(text).not.toMatch(/\n {4}\n/);
	});

	it('an unknown code whose own descriptor.retryable is true is not told "unless" it is', () => {
		const next = validateInput(fixture('hostile/proto-codes.json'), {
			registry: engineRegistry,
			lang,
		}).next!;
		expect(next.text).not.toMatch(/unless|除非/);
		expect(next.text).toMatch(/retry with backoff may help|退避後重試可能有用/);
	});

	it('the hot-reload fixture’s message is vm_service’s, and fits the fix chosen for it', () => {
		const text = fixture('cli-output/stdout-hot-reload-stack.txt');
		// package:vm_service completes a pending call so when its connection closes (vm_service.dart, dispose).
		expect(text).toContain('reloadSources: (-32000) Service connection disposed');
		expect(text).toContain('package:flutter_inspector_mcp_server/src/core/');
		const result = validateInput(text, { registry: engineRegistry, lang });
		expect(result.fix?.id).toBe('check-the-app');
	});

	it('validate puts expected and actual on lines of their own when together they pass 80 columns', () => {
		const lines = validateText(fixture('hostile/xss-known-code.json'), lang).split('\n');
		const expected = lines.find((l) => /^ {4}(expected|預期)：?/.test(l))!;
		expect(expected).toBeDefined();
		expect(expected).not.toMatch(/actual:|實際：/);
		expect(lines.some((l) => /^ {4}(actual: |實際：)/.test(l))).toBe(true);
	});
});

/** What `run` wrote to stdout for `argv`, on a terminal or piped. */
async function cli(argv: string[], isTTY: boolean): Promise<string> {
	let stdout = '';
	await run(
		argv,
		{ stdout: (s: string) => void (stdout += s), stderr: () => undefined },
		{ env: { NO_COLOR: '1' }, isTTY },
	);
	return stdout;
}

describe('the twenty-sixth readings (English review 26, zh-TW review 26)', () => {
	it('zh #2: on a terminal a long finding goes under its place, wrapped; piped, it stays one line', async () => {
		const argv = ['validate', 'tests/fixtures/hostile/duplicate-keys.json', '--lang', 'zh-TW'];
		const piped = (await cli(argv, false)).split('\n');
		const shown = (await cli(argv, true)).split('\n');
		expect(
			piped.filter((l) =>
				l.startsWith('tests/fixtures/hostile/duplicate-keys.json:3:3: 警告 /code  鍵「code」'),
			),
		).toHaveLength(1);
		expect(shown).toContain('tests/fixtures/hostile/duplicate-keys.json:3:3: 警告 /code');
		expect(shown.some((l) => /^ {4}鍵「code」在這個物件中重複出現/.test(l))).toBe(true);
		// Only a command or an address may pass 80 columns.
		expect(
			shown.filter((l) => displayWidth(l) > 80 && !/https?:\/\/|flutter[-_]mcp/.test(l)),
		).toStrictEqual([]);
	});

	it('zh #5: bold stays bold in CommonMark, a full-width mark outside it', () => {
		expect(strong('原因：')).toBe('**原因**：');
		expect(strong('要不要重試？')).toBe('**要不要重試**？');
		expect(strong('「系統設定」')).toBe('「**系統設定**」');
		// A bracket closed inside the text stays with its opening one.
		expect(strong('descriptor（CLI 實際輸出的值）')).toBe('**descriptor（CLI 實際輸出的值）**');
		expect(strong('Cause:')).toBe('**Cause:**');
	});

	it('en #3, zh #1, zh #4: explain’s retry fact reads as one sentence; a glossed name is glossed once', () => {
		const facts = (code: string, lang: 'en' | 'zh-TW') =>
			codeText(codePage(registry, codeEntry(code), lang), {
				lang,
				siteUrl: 'https://playbook.example.test',
				link: (u: string) => u,
			});
		expect(facts('connect_failed', 'en')).toContain('yes — retry once, after the fix');
		expect(facts('connect_failed', 'zh-TW')).toContain('是（先照解決方法處理，再重試一次）');
		expect(facts('doctor_critical_failed', 'zh-TW')).toContain('環境檢查（doctor）\n');
		expect(facts('doctor_critical_failed', 'zh-TW')).not.toContain('（doctor）（doctor）');
	});

	it('en #1, zh #1: a never-sent code’s retry label speaks of receiving it, and no label says 先做', () => {
		for (const lang of languages) {
			const t = uiText(lang);
			expect(t('codePage.retry.neverSent')).toMatch(/^(If you ever receive it|萬一收到它)：?/);
			for (const key of ['backoffNoted', 'afterRecoveryNoted', 'neverSentNoted'] as const)
				expect(t(`codePage.retry.${key}`)).not.toContain('先做');
		}
	});

	it('en #9: fill_form_failed’s per-field fix names the empty text its When it fires names', () => {
		const fix = codeEntry('fill_form_failed').fixes.find((f) => f.id === 'field-failed')!;
		expect(fix.cause.en).toContain('its `text` is empty');
		expect(fix.cause['zh-TW']).toContain('`text` 是空字串');
	});

	it('zh #6: one verb for "return", which the glossary holds', () => {
		expect(glossary.terms.find((t) => t['zh-TW'] === '傳回')!.forbidden).toContain('回傳');
	});
});
