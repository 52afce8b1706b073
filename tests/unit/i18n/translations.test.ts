import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossary, registry } from '../../../src/lib/registry/index.ts';
import {
	explanationMessages,
	findingMessages,
	retryAdviceDictionary,
	surfaceMessages,
} from '../../../src/lib/engine/index.ts';
import { cliMessages } from '../../../src/cli/cliMessages.ts';
import { mcpMessages } from '../../../src/mcp/index.ts';
import { terminalMessages } from '../../../src/lib/terminal/index.ts';
import { reportMessages } from '../../../src/lib/report/index.ts';
import type { Dictionary } from '../../../src/lib/i18n/index.ts';
import { playgroundPickerLabels } from '../../support/zhText.ts';
import type { LocalizedText } from '../../../src/lib/registry/index.ts';

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
const notTaiwanese =
	/[们这个设计连务据认时间类说实发开关网络图]|服務器|程序|默認|數據|設置|文件夾|內存|支持|視頻|信息|超時/u;

const uiStrings = (lang: string) =>
	JSON.parse(
		readFileSync(new URL(`../../../src/content/i18n/${lang}.json`, import.meta.url), 'utf8'),
	) as Record<string, string>;

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

describe('every note of the glossary exists in English and zh-TW', () => {
	const notes = [
		...glossary.terms.map((t) => [t.en, t.note] as const),
		...glossary.keptInEnglish.map((k) => [k.term, k.why] as const),
	];
	it.each(notes)('%s', (_, text) => {
		expect(text.en.trim()).not.toBe('');
		expect(text['zh-TW']).not.toBe(text.en);
		expect(text['zh-TW']).toMatch(hanCharacter);
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
});

/** The dictionaries of src/lib, the CLI and the MCP server: finding messages, retry advice, example labels, CLI, MCP and terminal text. */
const dictionaries: [string, Dictionary<string>][] = [
	['retry advice', retryAdviceDictionary],
	['finding messages', findingMessages],
	['explanations of plain failures', explanationMessages],
	['surfaces and releases', surfaceMessages],
	['playground example labels', playgroundPickerLabels()],
	['CLI messages', cliMessages],
	['validation report messages', reportMessages],
	['MCP server messages', mcpMessages],
	['terminal text of a code page', terminalMessages],
];

describe.each(dictionaries)('%s', (_, dictionary) => {
	it('has the same keys in both languages', () => {
		expect(Object.keys(dictionary['zh-TW']).sort()).toStrictEqual(
			Object.keys(dictionary.en).sort(),
		);
	});

	it('has a non-empty English text and a Taiwanese Chinese one for every key', () => {
		const bad = Object.keys(dictionary.en).filter((key) => {
			const zh = dictionary['zh-TW'][key] ?? '';
			return !dictionary.en[key]?.trim() || !zh.trim() || notTaiwanese.test(zh);
		});
		expect(bad).toStrictEqual([]);
	});

	it('is written in Chinese in zh-TW, not left in English', () => {
		// A template that is one placeholder and nothing else (`surface.classic`, whose evidence the
		// zh-TW release line introduces itself) has no words to translate, nor one that only ends it
		// with its language's full stop (`kind.notCliOutput`).
		const onlyPlaceholder = /^\{\w+\}。?$/;
		expect(
			Object.keys(dictionary['zh-TW']).filter(
				(key) =>
					!hanCharacter.test(dictionary['zh-TW'][key]!) &&
					!onlyPlaceholder.test(dictionary['zh-TW'][key]!),
			),
		).toStrictEqual([]);
	});
});
