import { expect, test } from '@playwright/test';

/**
 * What every page around its content offers (issue 30): permalinks on section headings that a
 * keyboard reaches, the codes table whole on a desktop, the playground's title in Chinese.
 */

test.describe('the codes table at 1280 px', () => {
	test.use({ viewport: { width: 1280, height: 800 } });

	for (const path of ['/codes/', '/zh-tw/codes/'])
		test(`${path}: every column is shown, nothing scrolls sideways`, async ({ page }) => {
			await page.goto(path);
			const frame = page.locator('.ep-scroll:has([data-codes-table])');
			await expect(frame).toBeVisible();
			const { scrollWidth, clientWidth } = await frame.evaluate((e) => ({
				scrollWidth: e.scrollWidth,
				clientWidth: e.clientWidth,
			}));
			expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
			// The last column's heading is inside the frame, not behind its edge.
			const last = page.locator('[data-codes-table] thead th').last();
			const [box, frameBox] = [await last.boundingBox(), await frame.boundingBox()];
			expect(box!.x + box!.width).toBeLessThanOrEqual(frameBox!.x + frameBox!.width + 0.5);
		});
});

test.describe('heading permalinks', () => {
	for (const [path, name] of [
		['/codes/connect_failed/', 'Section titled “Should you retry?”'],
		['/zh-tw/codes/connect_failed/', '「要不要重試？」一節'],
		['/guides/error-model/', 'Section titled “The fields”'],
		['/zh-tw/guides/error-model/', '「各欄位說明」一節'],
	] as const)
		test(`${path}: Tab reaches "${name}", which shows and leads to its section`, async ({
			page,
		}) => {
			await page.goto(path);
			const link = page.getByRole('link', { name, exact: true });
			await expect(link).toHaveCount(1);
			const target = (await link.getAttribute('href'))!;
			expect(target).toMatch(/^#/);
			// Tab from the heading before it: the link is the next stop after the heading's section starts.
			await link.evaluate((a) => {
				const heading = a.previousElementSibling as HTMLElement;
				heading.tabIndex = -1;
				heading.focus();
			});
			await page.keyboard.press('Tab');
			await expect(link).toBeFocused();
			// Shown while focused, although hidden until hover on a device with a mouse.
			await expect(link).toHaveCSS('opacity', '1');
			await page.keyboard.press('Enter');
			await expect
				.poll(() => decodeURIComponent(new URL(page.url()).hash))
				.toBe(decodeURIComponent(target));
		});
});

test('the playground is titled in Chinese on its zh-TW page', async ({ page }) => {
	await page.goto('/zh-tw/playground/');
	await expect(page.locator('h1')).toHaveText('檢查錯誤的 Playground');
	await page.goto('/playground/');
	await expect(page.locator('h1')).toHaveText('Error playground');
});

test('the search box appears on a page whose main thread never goes idle', async ({ page }) => {
	// Idle callbacks starved, as on a busy phone or a loaded CI machine: one runs only when it sets a
	// deadline. Starlight mounts Pagefind's box in one without a deadline; the dialog stayed empty
	// (src/scripts/searchMountDeadline.ts).
	await page.addInitScript(() => {
		window.requestIdleCallback = ((callback, options) =>
			options?.timeout === undefined
				? 0
				: window.setTimeout(
						() => callback({ didTimeout: true, timeRemaining: () => 0 }),
						options.timeout,
					)) as typeof window.requestIdleCallback;
	});
	await page.goto('/');
	await page.locator('button[data-open-modal]').click();
	await expect(page.getByRole('dialog').getByRole('search').getByRole('textbox')).toBeVisible();
});
