import { describe, expect, it } from 'vitest';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';

/**
 * A note that lists places says the first ten and how many more (security-review.md item 12: a
 * stream of 100,000 failing lines made a note of 689 KB, one line of the terminal).
 */
const failing = '{"code":"connect_failed","message":"m"}';

describe('notes that list many places', () => {
	it('an NDJSON stream: the first ten other failing lines and a count, in both languages', () => {
		const text = Array(100_000).fill(failing).join('\n');
		const en = validateInput(text, { registry: engineRegistry, lang: 'en' });
		const note = en.findings.find((f) => f.rule === 'input.moreFailures')!;
		expect(note.message).toBe(
			'99,999 more messages of this stream report failures, on lines 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 99,989 others; the first one is checked here.',
		);
		const zh = validateInput(text, { registry: engineRegistry, lang: 'zh-TW' });
		expect(zh.findings.find((f) => f.rule === 'input.moreFailures')!.message).toBe(
			'這段串流還有 99,999 則訊息回報失敗，在第 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 行，以及其他 99,989 行；這裡檢查的是第一則。',
		);
	});

	it('a short stream keeps the whole list', () => {
		const text = Array(4).fill(failing).join('\n');
		const result = validateInput(text, { registry: engineRegistry, lang: 'en' });
		expect(result.findings.find((f) => f.rule === 'input.moreFailures')!.message).toBe(
			'More messages of this stream report failures, on lines 2, 3, 4; the first one is checked here.',
		);
	});

	it('an array of failing messages: the first ten other elements and a count', () => {
		const text = JSON.stringify(Array(1000).fill(JSON.parse(failing)));
		for (const [lang, message] of [
			[
				'en',
				'999 more elements of the array fail too, [1], [2], [3], [4], [5], [6], [7], [8], [9], [10] and 989 others; only [0] was checked.',
			],
			[
				'zh-TW',
				'陣列還有 999 個元素也失敗了，包括 [1], [2], [3], [4], [5], [6], [7], [8], [9], [10]，以及其他 989 個；只檢查了 [0]。',
			],
		] as const) {
			const result = validateInput(text, { registry: engineRegistry, lang });
			expect(result.findings.find((f) => f.rule === 'input.moreFailures')!.message).toBe(message);
		}
	});
});
