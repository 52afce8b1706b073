import { describe, expect, it } from 'vitest';
import {
	code,
	gapBefore,
	link,
	note,
	plainParts,
	text,
	type Part,
} from '../../../src/lib/views/index.ts';
import { markdownParts } from '../../../src/lib/markdown/index.ts';

/**
 * One spacing rule for a view's parts in the page, the Markdown twin and the terminal: a space
 * between parts, none before a note and none after a full-width mark (「。」「）」「：」). The page
 * (`ViewParts.astro`) joins with `gapBefore` too; the twins and goldens hold it for built pages.
 */
const cases: {
	name: string;
	parts: Part[];
	lang: 'en' | 'zh-TW';
	plain: string;
	markdown: string;
}[] = [
	{
		name: 'a sentence ending in 。 before code',
		parts: [text('先執行修復指令。'), code('doctor --json')],
		lang: 'zh-TW',
		plain: '先執行修復指令。doctor --json',
		markdown: '先執行修復指令。`doctor --json`',
	},
	{
		name: 'a note, then text',
		parts: [text('是'), note(code('retryable: true')), text('等一下再試')],
		lang: 'zh-TW',
		plain: '是（retryable: true）等一下再試',
		markdown: '是（`retryable: true`）等一下再試',
	},
	{
		name: 'English: a space between parts, a note in " (…)"',
		parts: [text('Yes'), note(code('retryable: true')), link('/codes/', text('codes'))],
		lang: 'en',
		plain: 'Yes (retryable: true) codes',
		markdown: 'Yes (`retryable: true`) [codes](/codes/)',
	},
];

describe('the gap between parts', () => {
	for (const c of cases)
		it(c.name, () => {
			expect(plainParts(c.parts, c.lang)).toBe(c.plain);
			expect(markdownParts(c.parts, c.lang, (path) => path)).toBe(c.markdown);
		});

	it('is nothing before the first part and before a note', () => {
		const parts = [text('a'), note(text('b'))];
		expect(gapBefore(parts, 0, 'en')).toBe('');
		expect(gapBefore(parts, 1, 'en')).toBe('');
	});
});
