import { expect, test } from './reusedPage.ts';
import { registry, releases } from '../../src/lib/registry/index.ts';
import { releaseAnchor } from '../../src/lib/site/index.ts';

/**
 * The changes-by-release page, its Atom feed and the History section of code pages, as a visitor
 * and a feed reader see them, in both languages. every-page.spec.ts audits the pages themselves.
 */

const languages = [
	{ lang: 'en', prefix: '', history: 'History', contract: 'v3 contract (b7f4434)' },
	{ lang: 'zh-TW', prefix: '/zh-tw', history: '版本沿革', contract: 'v3 合約（b7f4434）' },
] as const;

// Every release of the registry, newest first; those read so far end the list in this order.
const anchors = releases(registry).map(releaseAnchor).toReversed();
const readSoFar = [
	'v4-0-0-dev-8',
	'v4-0-0-dev-6',
	'v4-0-0-dev-1',
	'v3-1-1',
	'v3-1-0',
	'v3-0-7',
	'v3-0-0',
	'b7f4434',
];

for (const { lang, prefix, history, contract } of languages) {
	test(`${lang}: the changes page has every release, newest first, and links its codes`, async ({
		page,
	}) => {
		await page.goto(`${prefix}/reference/changes/`);
		const sections = page.locator('section[data-release]');
		await expect(sections).toHaveCount(anchors.length);
		expect(await sections.locator('h2').evaluateAll((hs) => hs.map((h) => h.id))).toEqual(anchors);
		expect(anchors.slice(-readSoFar.length)).toEqual(readSoFar);
		// The snapshot says it was never published.
		const snapshot = page.locator('section[data-release="b7f4434"]');
		await expect(snapshot.locator('h2')).toHaveText(contract);
		await expect(snapshot.locator('[data-unpublished]')).toBeVisible();
		// A per-code change links to the code's page in the same language.
		const link = page.locator(
			'section[data-release="4.0.0-dev.6"] [data-code-change="connect_failed"] th a',
		);
		await expect(link).toHaveAttribute('href', `${prefix}/codes/connect_failed/`);
		await link.click();
		await expect(page).toHaveURL(new RegExp(`${prefix}/codes/connect_failed/$`));
		// The page announces its feed.
		await page.goto(`${prefix}/reference/changes/`);
		await expect(
			page.locator('link[rel="alternate"][type="application/atom+xml"]'),
		).toHaveAttribute('href', `${prefix}/changes.xml`);
	});

	test(`${lang}: connect_failed's History lists 3.0.0 and 4.0.0-dev.6, linked to the changes page`, async ({
		page,
	}) => {
		await page.goto(`${prefix}/codes/connect_failed/#history`);
		await expect(page.locator('h2#history')).toHaveText(history);
		await expect(page.locator('h2#history')).toBeInViewport();
		const rows = page.locator('table[data-history="connect_failed"] tbody tr');
		const releases = await rows.evaluateAll((trs) =>
			trs.map((tr) => (tr as HTMLElement).dataset.historyRelease),
		);
		expect(releases).toContain('3.0.0');
		expect(releases).toContain('4.0.0-dev.6');
		const dev6 = rows.filter({ has: page.locator('a[href$="#v4-0-0-dev-6"]') });
		await expect(dev6).toHaveCount(1);
		await dev6.locator('th a').click();
		await expect(page).toHaveURL(new RegExp(`${prefix}/reference/changes/#v4-0-0-dev-6$`));
		await expect(page.locator('h2#v4-0-0-dev-6')).toBeInViewport();
	});

	test(`${lang}: the Atom feed parses as XML and has one entry per release`, async ({ page }) => {
		await page.goto(`${prefix}/reference/changes/`);
		const feed = await page.evaluate(async (path) => {
			const text = await (await fetch(path)).text();
			const doc = new DOMParser().parseFromString(text, 'application/xml');
			const ns = 'http://www.w3.org/2005/Atom';
			return {
				error: doc.getElementsByTagName('parsererror').length,
				root: doc.documentElement.namespaceURI,
				entries: [...doc.getElementsByTagNameNS(ns, 'entry')].map((e) => ({
					title: e.getElementsByTagNameNS(ns, 'title')[0]?.textContent,
					link: e.getElementsByTagNameNS(ns, 'link')[0]?.getAttribute('href'),
				})),
			};
		}, `${prefix}/changes.xml`);
		expect(feed.error).toBe(0);
		expect(feed.root).toBe('http://www.w3.org/2005/Atom');
		expect(feed.entries.map((e) => new URL(e.link!).hash)).toEqual(anchors.map((a) => `#${a}`));
		expect(feed.entries.at(-1)!.title).toBe(contract);
		// Absolute links to this site's changes page.
		for (const e of feed.entries)
			expect(new URL(e.link!).pathname).toBe(`${prefix}/reference/changes/`);
	});
}
