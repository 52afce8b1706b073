import { test as base, type Page } from '@playwright/test';

/**
 * One page per worker for the page-by-page audit. Opening a context costs about as much as
 * checking a page, so reusing one halves the suite's time; each test still starts from a fresh
 * navigation and attaches its own listeners.
 */
export const test = base.extend<object, { auditPage: Page }>({
	auditPage: [
		async ({ browser }, use) => {
			const context = await browser.newContext();
			const page = await context.newPage();
			await use(page);
			await context.close();
		},
		{ scope: 'worker' },
	],
});

export { expect } from '@playwright/test';
