import { describe, expect, it } from 'vitest';
import { registry } from '../../../src/lib/registry/index.ts';
import { codeText, wrapperText } from '../../../src/lib/terminal/index.ts';
import { codePage, wrapperPage } from '../../../src/lib/views/index.ts';

/**
 * `explain` prints to a terminal, where there is no page: the later codes' notice said "Everything
 * on this page" / 「這一頁的內容」 there (zh-TW review 8, item 11). No text `explain` prints for any
 * code points at "this page".
 */
const thisPage = { en: /\bthis page\b/i, 'zh-TW': /這一?頁|本頁/ } as const;

describe.each(['en', 'zh-TW'] as const)('explain --lang %s', (lang) => {
	const options = { lang, siteUrl: 'https://playbook.example.test', link: (u: string) => u };
	const texts = [
		...registry.codes.map((c) => [c.code, codeText(codePage(registry, c, lang), options)] as const),
		...registry.wrapperCodes.map(
			(w) => [w.code, wrapperText(wrapperPage(registry, w, lang), options)] as const,
		),
	];
	it.each(texts)('%s', (_, text) => {
		expect(text.split('\n').filter((l) => thisPage[lang].test(l))).toStrictEqual([]);
	});
});
