import { type Page } from '@playwright/test';
import { expect, test } from './reusedPage.ts';
import { brokenWords } from './commandWords.ts';

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
		return (
			r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth && r.height > 0
		);
	});

for (const { prefix, lang, picker } of languages) {
	for (const size of sizes) {
		test.describe(`playground layout (${lang}, ${size.width}×${size.height})`, () => {
			// The paste test writes the system clipboard, as a visitor's copy would.
			test.use({ viewport: size, permissions: ['clipboard-read', 'clipboard-write'] });

			test('after choosing an example the verdict is on screen without scrolling', async ({
				page,
			}) => {
				await page.goto(`${prefix}/playground/`);
				await page.getByLabel(picker).selectOption('code:invalid_command');
				await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'valid');
				await expect(page.locator('[data-verdict]')).toHaveAttribute(
					'data-code',
					'invalid_command',
				);
				// What the verdict says and what to do next are on the first screen; on a phone in
				// Chinese the card's copyable command (the selected fix's, since issue 30) may end
				// just below it.
				for (const part of ['[data-verdict-status]', '[data-verdict-next]'])
					expect(await inViewport(page, part), part).toBe(true);
				await page.screenshot({ path: `${dir}pg-layout-${lang}-${size.width}-example.png` });
			});

			test('after a paste, and scrolled to the end, the verdict is still on screen', async ({
				page,
			}) => {
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

			test('the toolbar is one even set of controls inside the page width', async ({ page }) => {
				await page.goto(`${prefix}/playground/`);
				const boxes = await page.locator('.ep-pg-toolbar').evaluate((bar) => {
					const box = (el: Element) => {
						const r = el.getBoundingClientRect();
						return { top: Math.round(r.top), height: Math.round(r.height), right: r.right };
					};
					return {
						// The file input is invisible inside the box drawn for it (.ep-pg-file).
						controls: [...bar.querySelectorAll('select, .ep-pg-file, button')].map(box),
						labels: [...bar.querySelectorAll('label:not(.ep-pg-file)')].map(box),
						buttons: [...bar.querySelectorAll('button')].map(box),
						width: document.documentElement.clientWidth,
					};
				});
				expect(boxes.controls).toHaveLength(4);
				expect(
					new Set(boxes.controls.map((c) => c.height)).size,
					'every control as tall as the others',
				).toBe(1);
				expect(
					new Set(boxes.buttons.map((c) => c.top)).size,
					'Clear and Share link side by side',
				).toBe(1);
				for (const c of boxes.controls) expect(c.right).toBeLessThanOrEqual(boxes.width);
				// On a laptop the whole toolbar is one row: labels on one line, controls on another.
				if (size.width >= 1000) {
					expect(new Set(boxes.controls.map((c) => c.top)).size).toBe(1);
					expect(new Set(boxes.labels.map((c) => c.top)).size).toBe(1);
				}
			});

			test('the recovery command breaks only between its words', async ({ page }) => {
				await page.goto(`${prefix}/playground/`);
				// The longest command of the registry: exec with a JSON --args value.
				await page.getByLabel(picker).selectOption('code:connect_failed');
				const command = page.locator('[data-recovery-command]');
				await expect(command).toContainText('--args');
				expect(await brokenWords(command)).toStrictEqual([]);
				// A word longer than the box scrolls, with a cue at its edges.
				expect(await command.evaluate((c) => getComputedStyle(c).backgroundImage)).toContain(
					'linear-gradient',
				);
			});
		});
	}
}
