import { type Page } from '@playwright/test';
import { expect, test } from './reusedPage.ts';
import { exampleCoreError, registry } from '../../src/lib/registry/index.ts';

/**
 * Issue 12, the editor: marks on the exact text of each finding, F8 / Shift+F8 from finding to
 * finding (announced), the message of the finding under the caret, and quick fixes that Ctrl+Z
 * undoes. Both languages, a phone and a laptop; one page load each, to keep the suite lean.
 */
const fixed = JSON.stringify(
	exampleCoreError(registry.codes.find((c) => c.code === 'connect_failed')!),
	null,
	2,
);
const broken = fixed
	.replace('"exitCode": 67', '"exitCode": 1')
	.replace('"httpLikeStatus": 503', '"httpLikeStatus": 500');
/** 1-based line and column of `offset` in `text`, as the findings say. */
const position = (text: string, offset: number) => {
	const before = text.slice(0, offset).split('\n');
	return `${before.length}:${before.at(-1)!.length + 1}`;
};
const exitAt = broken.indexOf('"exitCode": 1') + '"exitCode": '.length;
const statusAt = broken.indexOf('"httpLikeStatus": 500') + '"httpLikeStatus": '.length;

const sizes = [
	{ width: 390, height: 844 },
	{ width: 1280, height: 900 },
];
const languages = [
	{
		prefix: '',
		lang: 'en',
		finding: (n: number, at: number) => `Finding ${n} of 2: Error, ${position(broken, at)}, `,
		setTo: 'Set to 503',
	},
	{
		prefix: '/zh-tw',
		lang: 'zh-TW',
		finding: (n: number, at: number) => `第 ${n} 項，共 2 項：錯誤，${position(broken, at)}，`,
		setTo: '改成 503',
	},
];

const input = (page: Page) => page.locator('textarea[data-input]');
const caret = (page: Page) => input(page).evaluate((el: HTMLTextAreaElement) => el.selectionStart);

for (const { prefix, lang, finding, setTo } of languages) {
	for (const size of sizes) {
		test(`editor marks, F8 and quick fixes (${lang}, ${size.width}×${size.height})`, async ({
			page,
		}) => {
			await page.setViewportSize(size);
			await page.goto(`${prefix}/playground/`);
			await input(page).fill(broken);
			await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'invalid');

			// A mark lies on the exact text of each finding.
			const mark = page.locator(`[data-finding-range="${statusAt}-${statusAt + 3}"]`);
			await expect(mark).toHaveText('500');
			await expect(mark).toHaveAttribute('data-severity', 'error');
			await expect(page.locator(`[data-finding-range="${exitAt}-${exitAt + 1}"]`)).toHaveText('1');

			// F8 goes to the next finding and says so; Shift+F8 goes back, wrapping around.
			const announce = page.locator('[data-finding-announce]');
			await input(page).focus();
			await input(page).evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 0));
			await page.keyboard.press('F8');
			expect(await caret(page)).toBe(exitAt);
			await expect(announce).toContainText(finding(1, exitAt));
			// The same text validated again, as when the fix book arrives late (CI at load, stop 42):
			// the next F8 still goes on from the finding F8 went to.
			await page.evaluate(() =>
				(
					document.querySelector('ep-playground') as HTMLElement & { validateNow(): void }
				).validateNow(),
			);
			await page.keyboard.press('F8');
			expect(await caret(page)).toBe(statusAt);
			await expect(announce).toContainText(finding(2, statusAt));
			await page.keyboard.press('Shift+F8');
			expect(await caret(page)).toBe(exitAt);
			await page.keyboard.press('Shift+F8');
			expect(await caret(page)).toBe(statusAt);

			// With the caret in a finding's range, its message shows under the editor, tied to the input.
			const here = page.locator('[data-finding-here]');
			const statusMessage = await page
				.locator(
					'[data-finding="descriptor.mismatch"][data-pointer="/descriptor/httpLikeStatus"] span:not([class])',
				)
				.textContent();
			await input(page).evaluate(
				(el: HTMLTextAreaElement, at) => el.setSelectionRange(at + 2, at + 2),
				statusAt,
			);
			await expect(here).toContainText(statusMessage!);
			await expect(input(page)).toHaveAttribute('aria-describedby', /ep-finding-here/);
			await input(page).evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(1, 1));
			await expect(here).toBeEmpty();

			// Quick fixes repair the text; Ctrl+Z takes the last one back.
			await page
				.locator('[data-finding][data-pointer="/descriptor/httpLikeStatus"] [data-quick-fix]')
				.filter({ hasText: setTo })
				.click();
			await expect(page.locator('[data-finding]')).toHaveCount(1);
			const halfway = await input(page).inputValue();
			await page
				.locator('[data-finding][data-pointer="/descriptor/exitCode"] [data-quick-fix]')
				.click();
			await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'valid');
			await expect(input(page)).toHaveValue(fixed);
			await expect(input(page)).toBeFocused();
			await page.keyboard.press('Control+Z');
			await expect(input(page)).toHaveValue(halfway);
			await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'invalid');
		});
	}
}
