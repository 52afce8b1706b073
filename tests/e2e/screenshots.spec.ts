import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

/**
 * Screenshots for a reviewer, written by `npm run screenshots` (not part of `npm test`) to
 * test-results/screenshots/: the home page, a code page and the playground with a broken example
 * loaded (verdict, marks, findings), 390 and 1280 px wide, light and dark, English and Chinese.
 * Nobody compares pixels (and never those of Chinese text, which depend on the fonts installed).
 * Without a font that has Traditional Chinese glyphs, Chromium draws boxes, so the zh-TW shots are
 * skipped and the run says so (scripts/ensure-chromium.mjs installs one when it can).
 */
const dir = new URL('../../test-results/screenshots/', import.meta.url).pathname;
mkdirSync(dir, { recursive: true });

function hasCjkFont(): boolean {
	try {
		return execFileSync('fc-list', [':lang=zh-tw', 'family'], { encoding: 'utf8' }).trim() !== '';
	} catch {
		return false;
	}
}
const cjk = hasCjkFont();

const pages: { name: string; path: string; example?: string }[] = [
	{ name: 'home', path: '/' },
	{ name: 'code-connect_failed', path: '/codes/connect_failed/' },
	{
		name: 'playground-descriptor-mismatch',
		path: '/playground/',
		example: 'broken:descriptorMismatch',
	},
];
const widths = [
	{ width: 390, height: 844 },
	{ width: 1280, height: 900 },
];

for (const lang of ['en', 'zh-TW'] as const)
	for (const { width, height } of widths)
		for (const theme of ['light', 'dark'] as const) {
			test.describe(`${lang} ${width} ${theme}`, () => {
				test.use({ viewport: { width, height }, colorScheme: theme });
				for (const { name, path, example } of pages) {
					test(`screenshot of ${name}`, async ({ page }) => {
						test.skip(
							lang === 'zh-TW' && !cjk,
							'no font with Traditional Chinese glyphs (Debian: fonts-noto-cjk): zh-TW screenshots skipped',
						);
						await page.goto(lang === 'en' ? path : `/zh-tw${path}`);
						await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
						await expect(page.locator('h1')).toBeVisible();
						if (example) {
							await page.locator('[data-example-picker]').selectOption(example);
							await expect(page.locator('[data-verdict]')).toHaveAttribute(
								'data-verdict',
								'invalid',
							);
						}
						await page.evaluate(() => document.fonts.ready);
						const file = `${dir}${name}-${lang}-${width}-${theme}`;
						await page.screenshot({ path: `${file}.png`, animations: 'disabled' });
						await page.screenshot({
							path: `${file}-full.png`,
							fullPage: true,
							animations: 'disabled',
						});
					});
				}
			});
		}
