import type { Page } from '@playwright/test';
import { expect, test } from './reusedPage.ts';

/**
 * A CLI prints `see https://<site>/codes/connect_failed/`; people copy it slightly wrong. Under
 * nginx (project `nginx`, scripts/nginx/snippets/) each variant is an HTTP 301 to the right page;
 * on a host without redirect rules (project `preview`) it lands through the 404 page, whose text
 * must never show on the way.
 */
const nearMisses = [
	['/codes/connect_failed', '/codes/connect_failed/'],
	['/codes/CONNECT_FAILED/', '/codes/connect_failed/'],
	['/codes/connect-failed/', '/codes/connect_failed/'],
	['/codes/Connect-Failed/', '/codes/connect_failed/'],
	['/zh-tw/codes/connect_failed', '/zh-tw/codes/connect_failed/'],
	['/zh-tw/codes/CONNECT_FAILED/', '/zh-tw/codes/connect_failed/'],
	['/zh-tw/codes/connect-failed/', '/zh-tw/codes/connect_failed/'],
	// The visitor review's dead ends.
	['/codes/connect_failed.html', '/codes/connect_failed/'],
	['/codes/connect_failed.htm', '/codes/connect_failed/'],
	['/codes/ConnectFailed', '/codes/connect_failed/'],
	['/zh/codes/connect_failed/', '/zh-tw/codes/connect_failed/'],
	['/codes/connect_failed/extra', '/codes/connect_failed/'],
	['/playgroud/', '/playground/'],
	// Language aliases, sections named otherwise.
	['/zh-TW/codes/connect_failed/', '/zh-tw/codes/connect_failed/'],
	['/zh_tw/codes/connect_failed/', '/zh-tw/codes/connect_failed/'],
	['/tw/codes/connect_failed/', '/zh-tw/codes/connect_failed/'],
	['/zh/codes/ConnectFailed.html', '/zh-tw/codes/connect_failed/'],
	['/code/connect_failed/', '/codes/connect_failed/'],
	['/zh/playgroud/', '/zh-tw/playground/'],
	['/guide/error-model/', '/guides/error-model/'],
	['/zh/', '/zh-tw/'],
	// A Chinese sentence's punctuation stuck to the code (visitor review 3, defect 9).
	['/codes/connect_failed。', '/codes/connect_failed/'],
	['/zh-tw/codes/connect_failed。', '/zh-tw/codes/connect_failed/'],
	['/codes/connect_failed）', '/codes/connect_failed/'],
	['/zh-tw/codes/connect_failed，', '/zh-tw/codes/connect_failed/'],
] as const;

const watched = new WeakSet<Page>();

/**
 * Records, in sessionStorage, whether the 404 page's text was ever visible while loading. Once per
 * page: the script runs in every document the page loads, and the reused page's session storage is
 * emptied between tests (reusedPage.ts).
 */
async function watchNotFoundText(page: Page) {
	if (watched.has(page)) return;
	watched.add(page);
	await page.addInitScript(() => {
		const seen = () => {
			const root = document.querySelector('[data-not-found]');
			if (root && getComputedStyle(root).visibility === 'visible' && root.getClientRects().length)
				sessionStorage.setItem('ep-404-seen', 'yes');
		};
		new MutationObserver(seen).observe(document, {
			subtree: true,
			childList: true,
			attributes: true,
		});
		document.addEventListener('DOMContentLoaded', seen);
	});
}

for (const [from, to] of nearMisses) {
	test(`${from} lands on ${to}`, async ({ page, request }) => {
		if (test.info().project.name === 'nginx') {
			// The redirect is the whole answer: the page it names is audited in a browser, in both
			// languages, by every-page.spec.ts, so a browser following it would only load that page
			// again (25 loads, 12 s of the tier).
			const answer = await request.get(from, { maxRedirects: 0 });
			expect(answer.status(), 'an HTTP redirect, not the 404 page').toBe(301);
			expect(answer.headers()['location']).toBe(to);
			const landed = await request.get(to, { maxRedirects: 0 });
			expect(landed.status(), 'the page it names').toBe(200);
			return;
		}
		await watchNotFoundText(page);
		await page.goto(from);
		// Hosts differ on a missing slash: some serve the page as is, some redirect. Both land.
		await expect.poll(() => new URL(page.url()).pathname.replace(/\/?$/, '/')).toBe(to);
		if (to.includes('/codes/')) await expect(page.locator('h1')).toHaveText('connect_failed');
		await expect(page.locator('h1')).toBeVisible();
		await expect(page.locator('html')).toHaveAttribute(
			'lang',
			to.startsWith('/zh-tw/') ? 'zh-TW' : 'en',
		);
		expect(
			await page.evaluate(() => sessionStorage.getItem('ep-404-seen')),
			'the 404 text showed before the redirect',
		).toBeNull();
	});
}

test('an unknown code gets the 404 page with suggestions and the index (en)', async ({ page }) => {
	const response = await page.goto('/codes/conect_failed/');
	expect(response?.status()).toBe(404);
	await expect(page.locator('html')).toHaveAttribute('lang', 'en');
	await expect(page.locator('[data-unknown-code]')).toContainText(
		'No code is called “conect_failed”',
	);
	await expect(page.locator('[data-suggestion-list] a')).toHaveText(['connect_failed']);
	// The code a client falls back to is a link to its page (English review 25).
	await expect(
		page.locator('[data-unknown-code]').getByRole('link', { name: 'unknown_error' }),
	).toHaveAttribute('href', '/codes/unknown_error/');
	await expect(page.locator('[data-suggestion-list] a')).toHaveAttribute(
		'href',
		'/codes/connect_failed/',
	);
	await expect(page.getByRole('link', { name: 'Browse all error codes' })).toHaveAttribute(
		'href',
		'/codes/',
	);
});

test('an unknown code gets the 404 page with suggestions and the index (zh-TW)', async ({
	page,
}) => {
	await page.goto('/zh-tw/codes/conect_failed/');
	await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
	await expect(page.locator('[data-unknown-code]')).toContainText(
		'沒有叫做「conect_failed」的代碼',
	);
	await expect(page.locator('[data-suggestion-list] a')).toHaveAttribute(
		'href',
		'/zh-tw/codes/connect_failed/',
	);
	await expect(
		page.locator('[data-unknown-code]').getByRole('link', { name: 'unknown_error' }),
	).toHaveAttribute('href', '/zh-tw/codes/unknown_error/');
	await expect(page.getByRole('link', { name: '瀏覽所有錯誤代碼' })).toHaveAttribute(
		'href',
		'/zh-tw/codes/',
	);
});

test('a zh-TW miss keeps the typed address, and the 404 text never shows before a redirect', async ({
	page,
}) => {
	const response = await page.goto('/zh-tw/nothing-here/');
	expect(response?.status()).toBe(404);
	await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
	await expect.poll(() => new URL(page.url()).pathname).toBe('/zh-tw/nothing-here/');
	await expect(page.locator('[data-not-found]')).toBeVisible();
	// A near miss: record whether the "not found" text was ever visible on the way.
	await watchNotFoundText(page);
	await page.goto('/codes/CONNECT-FAILED/');
	await expect(page.locator('h1')).toHaveText('connect_failed');
	expect(await page.evaluate(() => sessionStorage.getItem('ep-404-seen'))).toBeNull();
});

test('hostile text in a /codes/ address is shown as text, never run', async ({ page }) => {
	let dialogs = 0;
	page.on('dialog', (dialog) => {
		dialogs++;
		void dialog.dismiss();
	});
	await page.goto('/codes/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E/');
	await expect(page.locator('[data-unknown-code]')).toContainText('“<img src=x onerror=alert(1”');
	await expect(page.locator('[data-not-found] img')).toHaveCount(0);
	expect(dialogs).toBe(0);
});
