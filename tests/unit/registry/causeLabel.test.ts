import { describe, expect, it } from 'vitest';
import { registry, uiText } from '../../../src/lib/registry/index.ts';

/**
 * A code page labels the usual cause (「原因：」, "Why it happens:"), so the text after the label
 * does not name itself a cause again: visual_capture_unsupported read 「原因：常見的原因是：…」
 * (zh-TW review 8, item 5).
 */
describe.each([
	{ lang: 'en', again: /^(?:The )?(?:usual |common )?(?:reason|cause)\b/i },
	{ lang: 'zh-TW', again: /^(?:最?常見的)?原因/ },
] as const)('$lang', ({ lang, again }) => {
	it('the label is the one the pattern repeats', () => {
		expect(uiText(lang)('codePage.whenItFires.cause')).toMatch(lang === 'en' ? /happens/ : again);
	});

	it('no usual cause starts by calling itself a cause', () => {
		const doubled = registry.codes
			.filter((c) => c.whenItFires.cause && again.test(c.whenItFires.cause[lang]))
			.map((c) => c.code);
		expect(doubled).toStrictEqual([]);
	});
});
