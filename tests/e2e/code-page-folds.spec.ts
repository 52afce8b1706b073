import { type Page } from '@playwright/test';
import { expect, test } from './reusedPage.ts';

/**
 * A code page folds its long reference parts (message formats, details shapes, sources, examples
 * per surface, the CLI's own texts, differences, history) so that a visitor from an error hint
 * reads the answer first. Folded is not gone: every summary says what is inside, the keyboard opens
 * it, and every link into the page still lands on something visible, whether the address is opened
 * with its #fragment, the fragment changes on the page, or the same link is followed twice.
 */
const languages = [
	{ prefix: '', examples: 'The example in each output', surfaces: 'Command line' },
	{ prefix: '/zh-tw', examples: '各種輸出中的範例', surfaces: '命令列' },
] as const;

/** The element is rendered, inside no closed <details>, and on screen. */
async function expectShown(page: Page, id: string) {
	const target = page.locator(`[id="${id}"]`);
	await expect(target, `#${id}`).toBeVisible();
	await expect(target, `#${id} on screen`).toBeInViewport();
}

for (const { prefix, examples, surfaces } of languages)
	for (const [width, height] of [
		[390, 844],
		[1280, 900],
	] as const)
		test.describe(`${prefix || '/'} connect_failed at ${width} px`, () => {
			test.use({ viewport: { width, height } });

			test('opens closed: the command on the first screen, each fold saying what it holds', async ({
				page,
			}) => {
				await page.goto(`${prefix}/codes/connect_failed/`);
				await expect(page.locator('[data-fix-command] pre').first()).toBeInViewport();
				const folds = page.locator('details[data-fold]');
				expect(await folds.count()).toBeGreaterThanOrEqual(4);
				for (const fold of await folds.all()) {
					await expect(fold).not.toHaveAttribute('open');
					await expect(fold.locator('> summary')).toBeVisible();
				}
				const example = page.locator('#example-surfaces > summary');
				await expect(example).toContainText(examples);
				await expect(example).toContainText(surfaces);
				await expect(page.locator('#example-cli')).toBeHidden();
			});

			test('#example opens the examples, and an id inside a fold opens its fold', async ({
				page,
			}) => {
				await page.goto(`${prefix}/codes/connect_failed/#example`);
				await expect(page.locator('#example-surfaces')).toHaveAttribute('open');
				await expectShown(page, 'example');
				await expect(page.locator('#example-cli')).toBeVisible();

				// A new load: the same page with another fragment would only scroll.
				await page.goto('about:blank');
				await page.goto(`${prefix}/codes/connect_failed/#details`);
				await expect(page.locator('#where-raised-reference')).toHaveAttribute('open');
				await expectShown(page, 'details');
				await expect(page.locator('#example-surfaces')).not.toHaveAttribute('open');
			});
		});

for (const { prefix } of languages)
	test(`${prefix || '/'} every id of a code page lands, by address, by fragment change and by the same link twice`, async ({
		page,
	}) => {
		// Every id of the page, three ways each: 39-54 s at load 13-20 (a hang detector, not a goal).
		test.slow();
		await page.setViewportSize({ width: 1280, height: 900 });
		await page.goto(`${prefix}/codes/connection_selection_required/`);
		// Each id inside a fold, and each heading that owns one.
		const ids = await page
			.locator('main details[data-fold] [id], main [data-fold][id]')
			.evaluateAll((els) => els.map((el) => el.id));
		expect(ids).toEqual(expect.arrayContaining(['example', 'example-cli', 'messages', 'history']));
		for (const id of ids) {
			await page.evaluate(() => {
				for (const d of document.querySelectorAll('details')) d.open = false;
				scrollTo(0, 0);
			});
			await page.evaluate((hash) => (location.hash = hash), id);
			await expectShown(page, id);
			const owned = await page.locator(`[id="${id}"]`).getAttribute('data-fold');
			if (owned)
				await expect(page.locator(`[id="${owned}"]`), `#${id} opens its fold`).toHaveAttribute(
					'open',
				);
		}

		// The table of contents: its link, followed, closed again, and followed a second time (the
		// fragment does not change, so no `hashchange`).
		const toc = page.locator('starlight-toc a[href="#example"]');
		await page.evaluate(() => (location.hash = ''));
		await toc.click();
		await expect(page.locator('#example-surfaces')).toHaveAttribute('open');
		await page.locator('#example-surfaces > summary').click();
		await expect(page.locator('#example-surfaces')).not.toHaveAttribute('open');
		await page.evaluate(() => scrollTo(0, 0));
		await toc.click();
		await expect(page.locator('#example-surfaces')).toHaveAttribute('open');
		await expectShown(page, 'example');
	});

test('a fold opens and closes from the keyboard', async ({ page }) => {
	await page.goto('/codes/connect_failed/');
	const fold = page.locator('#where-raised-reference');
	await fold.locator('> summary').focus();
	await page.keyboard.press('Enter');
	await expect(fold).toHaveAttribute('open');
	await expect(page.locator('#messages')).toBeVisible();
	await page.keyboard.press('Space');
	await expect(fold).not.toHaveAttribute('open');
});
