import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { glossary, registry } from '../../../src/lib/registry/index.ts';
import { validationText } from '../../../src/lib/report/index.ts';
import { codeText, wrapperText } from '../../../src/lib/terminal/index.ts';
import { codePage, wrapperPage } from '../../../src/lib/views/index.ts';

/**
 * zh-TW review 8, item 1: the terminal's wrap cut compound words ICU splits, 「狀態\n鎖」 and
 * 「檢查\n項目」 (glossary terms) among them. No glossary rendering, and none of the words the
 * review named (and those of review 9, item 3), is cut across a line break in `explain` or `validate`, for any code or fixture.
 */
const terms = [
	...glossary.terms.map((t) => t['zh-TW']).filter((w) => /^\p{Script=Han}{2,}$/u.test(w)),
	'命令列',
	'執行器',
	'摘要提供者',
	'修飾鍵',
	'用戶端',
	'權限橋接',
	// zh-TW review 9, item 3.
	'合約表',
	'輸入框',
	'工作目錄',
	'等待時間',
	'解決方法',
	'主機名稱',
	'初始化',
	'彈出式',
];

/** The words `text` cuts at a line break: a line ends in a term's start, the next one starts with its rest. */
function cutTerms(text: string): string[] {
	const lines = text.split('\n').map((l) => l.trim());
	return lines.slice(1).flatMap((next, i) => {
		const last = lines[i]!;
		return terms
			.filter((term) =>
				[...term].some(
					(_, k) => k > 0 && last.endsWith(term.slice(0, k)) && next.startsWith(term.slice(k)),
				),
			)
			.map((term) => `${last.slice(-6)}⏎${next.slice(0, 6)} (${term})`)
			.concat(
				// A fix and its number (zh-TW review 23 #12: 「（解決方法⏎1）。」).
				(/解決方法$/.test(last) && /^\d/.test(next)) ||
					// A section's name in 〈〉 cut in two (zh-TW review 24 #2).
					last.lastIndexOf('〈') > last.lastIndexOf('〉') ||
					// An opening mark left at a line's end: 「error.data.error（⏎「Invalid…」 (zh-TW review 25).
					/[（「『〈《]$/.test(last)
					? [`${last.slice(-6)}⏎${next.slice(0, 6)}`]
					: [],
			);
	});
}

const options = {
	lang: 'zh-TW',
	siteUrl: 'https://playbook.example.test',
	link: (u: string) => u,
} as const;

it('the check sees a cut term', () => {
	expect(cutTerms('等持有狀態\n  鎖的另一個')).toStrictEqual(['等持有狀態⏎鎖的另一個 (狀態鎖)']);
	expect(cutTerms('等持有狀態鎖\n  的另一個')).toStrictEqual([]);
	expect(cutTerms('接線（解決方法\n  1）。')).toStrictEqual(['線（解決方法⏎1）。']);
	expect(cutTerms('放在 error（\n  「Invalid」')).toStrictEqual(['error（⏎「Inval']);
});

describe('explain --lang zh-TW cuts no term', () => {
	it.each(registry.codes.map((c) => c.code))('%s', (code) => {
		const entry = registry.codes.find((c) => c.code === code)!;
		expect(cutTerms(codeText(codePage(registry, entry, 'zh-TW'), options))).toStrictEqual([]);
	});
	it.each(registry.wrapperCodes.map((w) => w.code))('%s', (code) => {
		const wrapper = registry.wrapperCodes.find((w) => w.code === code)!;
		expect(cutTerms(wrapperText(wrapperPage(registry, wrapper, 'zh-TW'), options))).toStrictEqual(
			[],
		);
	});
});

describe('validate --lang zh-TW cuts no term', () => {
	const fixtures = ['envelopes', 'cli-output', 'not-cli-output', 'hostile'].flatMap((dir) => {
		const base = new URL(`../../fixtures/${dir}/`, import.meta.url);
		return readdirSync(base)
			.filter((name) => /\.(json|txt|log)$/.test(name) && name !== 'cases.json')
			.map((name) => [`${dir}/${name}`, readFileSync(new URL(name, base), 'utf8')] as const);
	});
	it('reads the fixtures', () => expect(fixtures.length).toBeGreaterThan(30));
	it.each(fixtures)('%s', (_, input) => {
		const result = validateInput(input, { registry: engineRegistry, lang: 'zh-TW' });
		expect(cutTerms(validationText(result, options))).toStrictEqual([]);
	});
});
