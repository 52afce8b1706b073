import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSidebar, sidebar } from '../../../src/lib/registry/index.ts';

const root = new URL('../../../', import.meta.url);
const links = sidebar.flatMap((group) =>
	group.items.flatMap((item) => ('link' in item ? [item.link] : [])),
);

/** Whether the site has a page at `link` (`/reference/changes/`): a docs page or an Astro route. */
function hasPage(link: string): boolean {
	const path = link.slice(1, -1);
	return [
		`content/docs/${path}.mdx`,
		`content/docs/zh-tw/${path}.mdx`,
		`src/pages/[...locale]/${path}.astro`,
		`src/pages/[...locale]/${path}/index.astro`,
	].some((file) => existsSync(new URL(file, root)));
}

describe('the sidebar (content/registry/sidebar.json)', () => {
	it('links pages that exist, and folders of content/docs that hold guides', () => {
		expect(links.length).toBeGreaterThan(3);
		expect(links.filter((link) => !hasPage(link))).toStrictEqual([]);
		for (const group of sidebar)
			for (const item of group.items)
				if ('autogenerate' in item)
					expect(
						readdirSync(new URL(`content/docs/${item.autogenerate.directory}/`, root)),
					).not.toEqual([]);
	});

	it('rejects a label without its zh-TW translation, naming the field', () => {
		const broken = structuredClone(sidebar) as unknown as { items: { translations?: object }[] }[];
		delete broken[1]!.items[0]!.translations;
		expect(() => parseSidebar(broken)).toThrow(/1\.items\.0/);
	});

	it('rejects a link off the site or with a locale-less typo', () => {
		const withLink = (link: string) => [
			{
				label: 'G',
				translations: { 'zh-TW': '指' },
				items: [{ label: 'x', translations: { 'zh-TW': '叉' }, link }],
			},
		];
		expect(() => parseSidebar(withLink('/reference/changes/'))).not.toThrow();
		expect(() => parseSidebar(withLink('https://example.com/'))).toThrow(/site path/);
		expect(() => parseSidebar(withLink('/reference/changes'))).toThrow(/site path/);
	});
});
