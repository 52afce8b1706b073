import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { uiStringsSchema } from '../../../src/uiStrings.ts';

/**
 * `uiStringsSchema` types `Astro.locals.t`: a key used in a page but missing from the schema builds
 * fine and only `astro check` complains. So every key our dictionaries define must be declared
 * there (with what it is for), unless it is one of Starlight's own keys that we translate.
 */
const starlightFile = (path: string) =>
	readFileSync(
		new URL(`../../../node_modules/@astrojs/starlight/dist/${path}`, import.meta.url),
		'utf8',
	);
// Starlight's English strings, and Pagefind's, which its i18n schema declares without defaults.
const starlightKeys = new Set([
	...[...starlightFile('translations/en.js').matchAll(/^\t"([^"]+)":/gm)].map((m) => m[1]),
	...[...starlightFile('schemas/i18n.js').matchAll(/"(pagefind\.[a-z_]+)":/g)].map((m) => m[1]),
]);
const dictionary = (lang: string) =>
	JSON.parse(
		readFileSync(new URL(`../../../src/content/i18n/${lang}.json`, import.meta.url), 'utf8'),
	) as Record<string, string>;

describe('the UI-string schema', () => {
	it('reads Starlight’s own keys', () => {
		expect(starlightKeys).toContain('search.label');
		expect(starlightKeys).toContain('pagefind.many_results');
		expect(starlightKeys.size).toBeGreaterThan(20);
	});

	it.each(['en', 'zh-TW'])('declares every key of %s.json', (lang) => {
		const declared = new Set(Object.keys(uiStringsSchema.shape));
		expect(
			Object.keys(dictionary(lang)).filter((key) => !declared.has(key) && !starlightKeys.has(key)),
		).toStrictEqual([]);
	});
});
