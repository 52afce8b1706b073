import { describe, expect, it } from 'vitest';
import {
	inlineCodeSegments,
	plainText,
	pluralForm,
	pluralKey,
} from '../../../src/lib/i18n/index.ts';
import { registry } from '../../../src/lib/registry/index.ts';

describe('inline code in texts', () => {
	it('turns backtick pairs into code segments', () => {
		expect(inlineCodeSegments('every new `flutter run` publishes a `ws://` URI')).toStrictEqual([
			{ code: false, text: 'every new ' },
			{ code: true, text: 'flutter run' },
			{ code: false, text: ' publishes a ' },
			{ code: true, text: 'ws://' },
			{ code: false, text: ' URI' },
		]);
		expect(inlineCodeSegments('`--args`')).toStrictEqual([{ code: true, text: '--args' }]);
	});

	it('leaves a text without backticks alone', () => {
		expect(inlineCodeSegments('plain 文字')).toStrictEqual([{ code: false, text: 'plain 文字' }]);
		expect(inlineCodeSegments('')).toStrictEqual([]);
	});

	it('keeps a backtick without a partner visible instead of swallowing or dropping it', () => {
		expect(inlineCodeSegments('a `b` and a stray ` here')).toStrictEqual([
			{ code: false, text: 'a ' },
			{ code: true, text: 'b' },
			{ code: false, text: ' and a stray ` here' },
		]);
		expect(inlineCodeSegments('empty `` pair')).toStrictEqual([
			{ code: false, text: 'empty `` pair' },
		]);
	});

	it('prints plain text without the backticks', () => {
		expect(plainText('run `flutter_mcp_cli status` first')).toBe(
			'run flutter_mcp_cli status first',
		);
		expect(plainText('a stray ` stays')).toBe('a stray ` stays');
	});

	it('leaves no unpaired backtick in any registry text', () => {
		const texts: string[] = [];
		const collect = (value: unknown) => {
			if (typeof value === 'string') texts.push(value);
			else if (value && typeof value === 'object') Object.values(value).forEach(collect);
		};
		collect(registry);
		const stray = texts.filter((t) =>
			inlineCodeSegments(t).some((s) => !s.code && s.text.includes('`')),
		);
		expect(stray).toStrictEqual([]);
	});
});

describe('counted phrases', () => {
	it('uses the singular only for one in English, and one form in Chinese', () => {
		expect([0, 1, 2, 36].map((n) => pluralForm('en', n))).toStrictEqual([
			'other',
			'one',
			'other',
			'other',
		]);
		expect([0, 1, 2].map((n) => pluralForm('zh-TW', n))).toStrictEqual(['other', 'other', 'other']);
		expect(pluralKey('home.codeCount', 1, 'en')).toBe('home.codeCount.one');
	});
});
