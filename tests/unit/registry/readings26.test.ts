import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateText } from '../../support/readings.ts';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { languages } from '../../../src/lib/i18n/index.ts';
import { registry } from '../../../src/lib/registry/index.ts';
import { historySection } from '../../../src/lib/views/index.ts';

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
