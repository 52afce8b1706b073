import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 12: the playground's layout on a phone and a laptop. The verdict is what a visitor came
 * for, so it must be on screen, not two screens below the picker, at both widths.
 */

const dir = new URL('../../test-results/screenshots/', import.meta.url).pathname;
const sizes = [
	{ width: 390, height: 844 },
	{ width: 1280, height: 900 },
];
const languages = [
	{ prefix: '', lang: 'en', picker: /Load an example/ },
	{ prefix: '/zh-tw', lang: 'zh-TW', picker: /載入範例/ },
];

/** True when the whole element is inside the viewport as it is now, without scrolling. */
const inViewport = (page: Page, selector: string) =>
	page.locator(selector).evaluate((el) => {
		const r = el.getBoundingClientRect();
		return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth && r.height > 0;
	});

for (const { prefix, lang, picker } of languages) {
	for (const size of sizes) {
		test.describe(`playground layout (${lang}, ${size.width}×${size.height})`, () => {
			test.use({ viewport: size });

			test('after choosing an example the verdict is on screen without scrolling', async ({ page }) => {
				await page.goto(`${prefix}/playground/`);
				await page.getByLabel(picker).selectOption('code:invalid_command');
				await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'valid');
				await expect(page.locator('[data-verdict]')).toHaveAttribute('data-code', 'invalid_command');
				expect(await inViewport(page, '[data-verdict]')).toBe(true);
				await page.screenshot({ path: `${dir}pg-layout-${lang}-${size.width}-example.png` });
			});

			test('after a paste, and scrolled to the end, the verdict is still on screen', async ({ page }) => {
				await page.goto(`${prefix}/playground/`);
				const text = JSON.stringify({ code: 'connect_failed', message: 'x' }, null, 2);
				await page.evaluate((t) => navigator.clipboard.writeText(t), text);
				await page.locator('textarea').first().focus();
				await page.keyboard.press('Control+V');
				await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'invalid');
				expect(await inViewport(page, '[data-verdict]')).toBe(true);
				await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
				expect(await inViewport(page, '[data-verdict]')).toBe(true);
				await page.screenshot({ path: `${dir}pg-layout-${lang}-${size.width}-paste-scrolled.png` });
			});
		});
	}
}
