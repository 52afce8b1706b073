import { expect, test } from './reusedPage.ts';
import { registry } from '../../src/lib/registry/index.ts';

/**
 * A code page's first screen holding its first step, on a phone and a desktop, is checked in the
 * audit of every code page (every-page.spec.ts), on the load it makes anyway; that its first
 * command is the data's is read from the HTML (tests/build/pageFacts.test.ts).
 */
const sizes = [
	[390, 844],
	[1280, 800],
] as const;

/**
 * Commands are read whole where they are edited: every command box wraps to its width (nothing
 * hidden past its edge, connect_failed's `<token>` included) and Copy sits beside the text, never
 * over it.
 */
for (const prefix of ['', '/zh-tw'])
	test(`${prefix || '/'} connect_failed's commands read whole, Copy beside them, at 390 and 1280 px`, async ({
		page,
	}) => {
		// One load, laid out at each width in turn: the command boxes wrap by CSS alone.
		await page.setViewportSize({ width: sizes[0][0], height: sizes[0][1] });
		await page.goto(`${prefix}/codes/connect_failed/`);
		// Open every fold, so every command box is laid out.
		await page.evaluate(() => {
			for (const d of document.querySelectorAll('details')) d.open = true;
		});
		const boxes = page.locator('.ep-command');
		expect(await boxes.count()).toBeGreaterThanOrEqual(8);
		for (const [width, height] of sizes) {
			await page.setViewportSize({ width, height });
			const layout = await boxes.evaluateAll((all) =>
				all.map((box) => {
					const pre = box.querySelector('pre')!;
					const text = box.querySelector('.code')!.getBoundingClientRect();
					const copy = box.querySelector('.copy button')!.getBoundingClientRect();
					const overlaps =
						copy.left < text.right &&
						text.left < copy.right &&
						copy.top < text.bottom &&
						text.top < copy.bottom;
					return {
						command: box.querySelector('.code')!.textContent,
						hidden: pre.scrollWidth - pre.clientWidth,
						overlaps,
						page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
						viewport: window.innerWidth,
					};
				}),
			);
			for (const box of layout) {
				expect(box.viewport, 'laid out at the width asked for').toBe(width);
				expect(box.hidden, `${width} px, ${box.command}: hidden past the edge`).toBeLessThanOrEqual(
					0,
				);
				expect(box.overlaps, `${width} px, ${box.command}: Copy over the text`).toBe(false);
				expect(box.page, `${width} px: the page scrolls sideways`).toBeLessThanOrEqual(0);
			}
		}
		await expect(page.locator('.ep-command .code').first()).toContainText('<vm_service_uri>');
	});

const uri = 'ws://127.0.0.1:59490/Xk3f9_QpR2s=/ws';

test.describe('the placeholder form', () => {
	test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
	for (const prefix of ['', '/zh-tw'])
		test(`${prefix || '/'} the placeholder form fills every command and its Copy`, async ({
			page,
		}) => {
			await page.goto(`${prefix}/codes/connect_failed/`);
			const field = page.getByLabel('<vm_service_uri>');
			await field.fill(uri);
			const filled = page.locator('[data-fill] .code');
			const count = await filled.count();
			expect(count).toBeGreaterThan(0);
			for (const code of await page.locator('[data-fill*="<vm_service_uri>"] .code').all())
				await expect(code).toContainText(`"uri":"${uri}"`);
			const first = page.locator('[data-fix-command]').first();
			await first.hover();
			await first.getByRole('button').click();
			expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
				`flutter-mcp-toolkit exec --name get_vm --args '{"connection":{"uri":"${uri}"}}'`,
			);
			// A value that could break out of the shell quotes is refused, and the field says so.
			await field.fill(`${uri}'; rm -rf ~`);
			await expect(page.locator('#fill-vm_service_uri-refused')).toBeVisible();
			await expect(field).toHaveAttribute('aria-invalid', 'true');
			await expect(first.locator('.code')).toContainText('<vm_service_uri>');
			await field.fill('');
			await expect(page.locator('#fill-vm_service_uri-refused')).toBeHidden();
		});
});

test('values in the address fragment fill the page, a bad escape leaves the field empty', async ({
	page,
}) => {
	await page.goto(
		`/codes/connect_failed/#vm_service_uri=${encodeURIComponent(uri)}&token=Xk3f9_QpR2s=&x=%E0%A4%A`,
	);
	await expect(page.getByLabel('<vm_service_uri>')).toHaveValue(uri);
	await expect(page.getByLabel('<token>')).toHaveValue('Xk3f9_QpR2s=');
	await expect(page.locator('[data-fix-command] .code').first()).toContainText(uri);
	await expect(page.locator('[data-cli-current-command] .code').first()).toContainText(
		'ws://127.0.0.1:8181/Xk3f9_QpR2s=/ws',
	);
	await page.goto('/zh-tw/codes/connect_failed/#token=%E0%A4%A');
	await expect(page.getByLabel('<token>')).toHaveValue('');
	await expect(page.locator('[data-cli-current-command] .code').first()).toContainText('<token>');
});

test('the other causes open in place, and a link to one opens it', async ({ page }) => {
	await page.goto('/codes/connect_failed/');
	const folded = page.locator('details.ep-fix');
	await expect(folded).toHaveCount(
		registry.codes.find((c) => c.code === 'connect_failed')!.fixes!.length - 1,
	);
	await expect(page.locator('#fix-no-app-running')).toBeVisible();
	await expect(folded.first().locator('[data-fix-steps]')).toBeHidden();
	await page.locator('#fix-no-app-running').click();
	await expect(folded.first().locator('[data-fix-steps]')).toBeVisible();
	await expect(folded.first().locator('[data-fix-when]')).toHaveText(
		'When details.reason is no_targets.',
	);
	await page.goto('/codes/connect_failed/#fix-uri-without-port');
	await expect(page.locator('[data-fix="uri-without-port"]')).toHaveAttribute('open', '');
	// The contract's form is folded, out of the first screen.
	await expect(page.locator('[data-contract-command]')).toBeHidden();
});
