import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/lib/registry.ts';
import { retryAdviceDictionary } from '../../src/lib/retryAdvice.ts';
import type { LocalizedText } from '../../src/lib/registrySchema.ts';

/** Every `{ en, zh-TW }` text in a value, with the path that leads to it. */
function localizedTexts(value: unknown, path = ''): [string, LocalizedText][] {
	if (value === null || typeof value !== 'object') return [];
	const record = value as Record<string, unknown>;
	if (typeof record.en === 'string' && 'zh-TW' in record) return [[path, record as LocalizedText]];
	return Object.entries(record).flatMap(([key, child]) => localizedTexts(child, `${path}/${key}`));
}

const hanCharacter = /\p{Script=Han}/u;
/**
 * Simplified characters and mainland terms that a Taiwanese engineer would not write. A hit means
 * the text was machine-converted or written for another audience.
 */
const notTaiwanese = /[们这个设计连务据认时间类说实发开关网络图]|服務器|程序|默認|數據|設置|文件夾|內存|支持|視頻|信息|超時/u;

const uiStrings = (lang: string) =>
	JSON.parse(readFileSync(new URL(`../../src/content/i18n/${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('every text of the registry exists in English and zh-TW', () => {
	const texts = localizedTexts(registry);

	it('finds the texts of every code (meaning, description, recovery summary, example message)', () => {
		expect(texts.length).toBeGreaterThanOrEqual(registry.codes.length * 4);
	});

	it.each(texts)('%s is translated into natural zh-TW', (_, text) => {
		expect(text.en.trim()).not.toBe('');
		expect(text['zh-TW'].trim()).not.toBe('');
		expect(text['zh-TW']).not.toBe(text.en);
		expect(text['zh-TW']).toMatch(hanCharacter);
		expect(text['zh-TW']).not.toMatch(notTaiwanese);
	});
});

describe('UI strings', () => {
	const en = uiStrings('en');
	const zh = uiStrings('zh-TW');
	const ours = Object.keys(en);

	it('zh-TW defines every key that en defines', () => {
		expect(ours.filter((key) => !(key in zh))).toStrictEqual([]);
	});

	it.each(ours)('%s is translated', (key) => {
		expect(zh[key]?.trim()).toBeTruthy();
		expect(zh[key]).not.toMatch(notTaiwanese);
	});

	it('retry advice exists in both languages with the same keys', () => {
		expect(Object.keys(retryAdviceDictionary['zh-TW']).sort()).toStrictEqual(Object.keys(retryAdviceDictionary.en).sort());
		for (const value of Object.values(retryAdviceDictionary['zh-TW'])) expect(value).toMatch(hanCharacter);
	});
});
