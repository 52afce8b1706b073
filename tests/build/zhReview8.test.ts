import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { closingColon } from '../../src/lib/i18n/index.ts';
import { uiText } from '../../src/lib/registry/index.ts';
import { allElements, parseHtml, textOf } from '../support/htmlTree.ts';

/**
 * The eighth zh-TW reading's items 1 and 2 on the built page, where the reader met them (the
 * views and the twins are checked in tests/unit/i18n/zhReview8.test.ts): a rare code's notice is
 * titled by a whole phrase, and the usual cause's label ends in a colon, 「原因：」, not 「原因。」.
 */
const dist = new URL('../../dist/', import.meta.url);

describe.each([
	{ lang: 'en', prefix: '' },
	{ lang: 'zh-TW', prefix: '/zh-tw' },
] as const)('$lang', ({ lang, prefix }) => {
	const t = uiText(lang);
	const html = readFileSync(
		new URL(`.${prefix}/codes/state_lock_timeout/index.html`, dist),
		'utf8',
	);
	const elements = allElements(parseHtml(html));
	const text = (el: (typeof elements)[number]) => textOf(html, el).replace(/\s+/g, ' ').trim();

	it('labels the usual cause with a colon', () => {
		const cause = elements.find((e) => e.attributes.has('data-when-cause'))!;
		const label = cause.children.find((c) => c.name === 'strong')!;
		expect(text(label)).toBe(`${t('codePage.whenItFires.cause')}${closingColon(lang)}`);
	});

	it('titles the rare notice by what is rare', () => {
		const notice = elements.find((e) => e.attributes.get('data-emission-notice') === 'rare')!;
		const aside = elements.find(
			(e) => e.name === 'aside' && e.start <= notice.start && e.end >= notice.end,
		)!;
		expect(text(aside)).toContain(t('codePage.emissionTitle.rare'));
		expect(text(aside)).not.toMatch(/^(?:少見|Rarely)\b/);
	});
});
