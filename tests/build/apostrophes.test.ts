import { describe, expect, it } from 'vitest';
import { asciiApostrophes, typographicApostrophes } from '../support/apostrophes.ts';
import { englishBlocks, readDist } from '../support/englishText.ts';
import { filesUnder } from '../support/glossary.ts';
import './requireBuild.ts';

/**
 * What every built page shows, in both languages: the guides render ’ (Starlight's smart quotes),
 * and a code page put the registry's ' beside the UI strings' ’ (eighth readings, item 6). The rule
 * is ’ in all rendered prose; code, commands and JSON keep theirs (englishBlocks leaves code out).
 * tests/unit/i18n/apostrophes.test.ts holds the sources to it.
 */
const pages = filesUnder('dist', /\.html$/)
	.map((f) => f.slice('dist/'.length))
	.filter((f) => !f.startsWith('_astro/') && !f.startsWith('pagefind/'));

/** The page's prose, and its meta description, which search results show. */
function proseOf(html: string): string[] {
	const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1];
	return [...englishBlocks(html), ...(description ? [description.replace(/&#39;/g, "'")] : [])];
}

describe('apostrophes on every page', () => {
	const counted = pages.map((page) => {
		const prose = proseOf(readDist(page));
		return {
			page,
			ascii: prose.flatMap((block) => asciiApostrophes(block)),
			typographic: prose.reduce((n, block) => n + typographicApostrophes(block), 0),
		};
	});

	it('counts every page, and finds the typographic one on the guides and code pages', () => {
		expect(counted.length).toBeGreaterThan(100);
		expect(
			counted.find((c) => c.page === 'codes/connect_failed/index.html')?.typographic,
		).toBeGreaterThan(0);
		expect(
			counted.find((c) => c.page === 'guides/error-model/index.html')?.typographic,
		).toBeGreaterThan(0);
	});

	it('mixes no ASCII apostrophe into a page’s prose', () => {
		const mixed = counted
			.filter((c) => c.ascii.length > 0)
			.map((c) => `${c.page}: ${c.ascii.length} ASCII beside ${c.typographic} ’ (…${c.ascii[0]}…)`);
		expect(mixed).toStrictEqual([]);
	});
});
