import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/lib/registry/index.ts';
import { codePath } from '../../src/lib/site/index.ts';

/**
 * English review 8, item 4, on the built page: the "This didn't fix it" fold of a code the CLI never
 * sends as an error code does not say the code came back, in its lead or in the report it holds.
 * The codes are read from the registry (`cli.emission: never`); a code it sends keeps the words.
 */
const dist = new URL('../../dist/', import.meta.url);
const html = (code: string, lang: 'en' | 'zh-TW') =>
	readFileSync(new URL(`.${codePath(code, lang)}index.html`, dist), 'utf8');
const cameBack = { en: /came back/, 'zh-TW': /這個代碼還是出現|came back/ } as const;

describe.each(['en', 'zh-TW'] as const)('never-sent code pages (%s)', (lang) => {
	const never = registry.codes.filter((entry) => entry.cli.emission === 'never');

	it('say the fixes did not help, not that the code came back', () => {
		expect(never.length).toBeGreaterThan(0);
		for (const entry of never)
			expect(html(entry.code, lang), entry.code).not.toMatch(cameBack[lang]);
		const sent = registry.codes.find((entry) => entry.cli.emission === 'emitted')!;
		expect(html(sent.code, lang)).toMatch(cameBack[lang]);
	});
});
