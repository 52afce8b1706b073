import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, repoRoot } from '../support/glossary.ts';
import { builtZhTwPages } from '../support/zhHtml.ts';
import { type ZhText, zhProblems, zhStringsOfJson } from '../support/zhText.ts';

/**
 * The built zh-TW text, everywhere a reader or an agent gets it from dist/: the pages, the
 * Markdown twins and llms text, and the zh-TW strings of the JSON exports. One checker
 * (tests/support/zhText.ts) for all; the CLI and the MCP server get it in tests/unit/i18n/zhSurfaces.test.ts.
 */

const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
const html = builtZhTwPages();

/** Markdown files and llms text under dist/zh-tw, each one text. */
function markdownTexts(): ZhText[] {
	return filesUnder('dist/zh-tw', /\.(md|txt)$/).map((file) => ({
		where: file,
		text: read(file),
		markdown: true,
	}));
}

/** Every string holding Chinese in the JSON exports (both languages' records, the search index, the schemas). */
function jsonTexts(): ZhText[] {
	return filesUnder('dist', /\.json$/)
		.filter((file) => !/^dist\/(_astro|pagefind)\//.test(file))
		.flatMap((file) => zhStringsOfJson(JSON.parse(read(file)), file));
}

// A surface is one line: its name and its texts.
const surfaces: [string, () => ZhText[]][] = [
	['the built zh-TW pages', () => html.texts],
	['the Markdown twins, llms.txt and llms-full.txt', markdownTexts],
	['the zh-TW strings of the JSON exports', jsonTexts],
];

describe('zh-TW text in the build', () => {
	it('is there: pages, twins, llms text and exports', () => {
		expect(html.pages).toBeGreaterThan(40);
		const md = markdownTexts().map((t) => t.where);
		expect(md.filter((f) => f.endsWith('.md')).length).toBeGreaterThan(40);
		expect(md).toEqual(expect.arrayContaining(['dist/zh-tw/llms.txt', 'dist/zh-tw/llms-full.txt']));
		expect(jsonTexts().some((t) => t.where.startsWith('dist/codes.json'))).toBe(true);
	});

	it.each(surfaces)('%s follow the zh-TW rules', (_, texts) => {
		expect(zhProblems(texts())).toStrictEqual([]);
	});

	it('the pages link only to zh-TW pages, or to the exports', () => {
		expect(html.linksOut).toStrictEqual([]);
	});
});
