import { test as base, type Page } from '@playwright/test';

const watched = new WeakSet<Page>();

/**
 * Records Content-Security-Policy violations in the page, from its first script on, so a test can
 * assert there were none. Read them with `cspViolations(page)`. A page is watched once: the script
 * runs in every document the page loads, so a second one would only count each violation twice.
 */
export async function watchCsp(page: Page): Promise<void> {
	if (watched.has(page)) return;
	watched.add(page);
	await page.addInitScript(() => {
		const seen: string[] = [];
		(window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
		document.addEventListener('securitypolicyviolation', (e) =>
			seen.push(`${e.violatedDirective}: ${e.blockedURI || e.sample}`),
		);
	});
}

export function cspViolations(page: Page): Promise<string[]> {
	return page.evaluate(
		() =>
			(window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [
				'(CSP watcher missing)',
			],
	);
}

/**
 * `page` is one page per worker, reused by every test of the specs that import this `test`.
 * Chromium starts a renderer process for each new page, and a new context also starts with an empty
 * cache; together that cost about as much as a read-only test's own checks (30 tests of three specs:
 * 60 s with a fresh context each, 54 s with a fresh page in a shared context, 39 s reusing the page).
 * Each test still begins on about:blank with nothing left by the one before: the viewport and
 * permissions of its own `test.use`, no listeners or routes, empty local and session storage and window.name.
 * What is shared is what a visitor's tab shares too: the HTTP cache and the clipboard. Specs that
 * count requests or install init scripts of their own keep Playwright's fresh page.
 */
export const test = base.extend<object, { reusedPage: Page }>({
	reusedPage: [
		async ({ browser }, use) => {
			const context = await browser.newContext();
			const page = await context.newPage();
			await watchCsp(page);
			await use(page);
			await context.close();
		},
		{ scope: 'worker' },
	],
	page: async ({ reusedPage: page, viewport, permissions }, use) => {
		if (viewport) await page.setViewportSize(viewport);
		if (permissions?.length) await page.context().grantPermissions(permissions);
		await use(page);
		await page.unrouteAll({ behavior: 'ignoreErrors' });
		page.removeAllListeners();
		await page
			.evaluate(() => {
				localStorage.clear();
				sessionStorage.clear();
				window.name = '';
			})
			.catch(() => undefined);
		await page.goto('about:blank');
		await page.context().clearPermissions();
		await page.context().clearCookies();
	},
});

export { expect } from '@playwright/test';
