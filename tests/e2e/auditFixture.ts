import { test as base, type Page } from '@playwright/test';

/**
 * Records Content-Security-Policy violations in the page, from its first script on, so a test can
 * assert there were none. Read them with `cspViolations(page)`.
 */
export async function watchCsp(page: Page): Promise<void> {
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
 * One page per worker for the page-by-page audit. Opening a context costs about as much as
 * checking a page, so reusing one halves the suite's time; each test still starts from a fresh
 * navigation and attaches its own listeners.
 */
export const test = base.extend<object, { auditPage: Page }>({
	auditPage: [
		async ({ browser }, use) => {
			const context = await browser.newContext();
			const page = await context.newPage();
			await watchCsp(page);
			await use(page);
			await context.close();
		},
		{ scope: 'worker' },
	],
});

export { expect } from '@playwright/test';
