import { expect, test } from '@playwright/test';
import { expectedLang, sitemapPaths } from './sitemap.ts';

/** Checks every page of the sitemap, in both languages, the way a visitor's browser sees it. */
const paths = sitemapPaths();

test('the sitemap lists both languages of every page', () => {
	const en = paths.filter((p) => !p.startsWith('/zh-tw/'));
	const zh = paths.filter((p) => p.startsWith('/zh-tw/'));
	expect(zh.map((p) => p.slice('/zh-tw'.length)).sort()).toStrictEqual(en.sort());
});

for (const path of paths) {
	test(`${path} answers, in the right language, with a title and one h1`, async ({ page }) => {
		const consoleErrors: string[] = [];
		page.on('console', (message) => {
			if (message.type() === 'error') consoleErrors.push(message.text());
		});
		page.on('pageerror', (error) => consoleErrors.push(error.message));

		const response = await page.goto(path);
		expect(response?.status(), 'HTTP status').toBe(200);
		await expect(page.locator('html')).toHaveAttribute('lang', expectedLang(path));
		expect((await page.title()).trim(), 'title').not.toBe('');
		await expect(page.locator('h1')).toHaveCount(1);
		await page.waitForLoadState('load');
		expect(consoleErrors, 'console errors').toStrictEqual([]);
	});
}
