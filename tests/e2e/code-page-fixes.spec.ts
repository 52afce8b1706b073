import { expect, test } from './reusedPage.ts';
import { registry } from '../../src/lib/registry/index.ts';

/**
 * A visitor from an error hint reads the specific first step without scrolling: on every code page,
 * at 390 and 1280 px, in both languages, "What to do" and the first fix's first step (or, for a
 * code without fixes yet, its recovery) are within the first screen. The page's first command is
 * the data's: the first fix's, else the recovery's; never a generic one the data does not name.
 */
const sizes = [
	[390, 844],
	[1280, 800],
] as const;
const codes = [
	...registry.codes.map((c) => ({ code: c.code, fixes: c.fixes })),
	...registry.wrapperCodes.map((w) => ({ code: w.code, fixes: w.fixes })),
];

for (const prefix of ['', '/zh-tw'])
	for (const [width, height] of sizes)
		test(`${prefix || '/'} every code page's first screen holds its first step, at ${width} px`, async ({
			page,
		}) => {
			// 53 pages one after another: a hang, not a slow machine, is what the timeout is for.
			test.setTimeout(900_000);
			await page.setViewportSize({ width, height });
			const misses: string[] = [];
			for (const { code, fixes } of codes) {
				await page.goto(`${prefix}/codes/${code}/`);
				const first = fixes
					? page.locator('.ep-fix [data-fix-steps] > li').first()
					: page.locator('[data-first-step]');
				for (const [what, locator] of [
					['heading', page.locator('#what-to-do')],
					['first step', first],
				] as const) {
					const box = await locator.boundingBox({ timeout: 10_000 }).catch(() => null);
					if (!box || box.y < 0 || box.y + box.height > height)
						misses.push(`${code}: ${what} at ${box ? Math.round(box.y + box.height) : 'none'}`);
				}
				if (fixes) {
					const command = fixes[0]!.command;
					if (command)
						await expect(page.locator('[data-fix-command]').first(), code).toHaveAttribute(
							'data-fix-command',
							command,
						);
				}
			}
			expect(misses).toStrictEqual([]);
		});

/**
 * Commands are read whole where they are edited: every command box wraps to its width (nothing
 * hidden past its edge, connect_failed's `<token>` included) and Copy sits beside the text, never
 * over it.
 */
for (const prefix of ['', '/zh-tw'])
	for (const [width, height] of sizes)
		test(`${prefix || '/'} connect_failed's commands read whole, Copy beside them, at ${width} px`, async ({
			page,
		}) => {
			await page.setViewportSize({ width, height });
			await page.goto(`${prefix}/codes/connect_failed/`);
			// Open every fold, so every command box is laid out.
			await page.evaluate(() => {
				for (const d of document.querySelectorAll('details')) d.open = true;
			});
			const boxes = page.locator('.ep-command');
			expect(await boxes.count()).toBeGreaterThanOrEqual(8);
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
					};
				}),
			);
			for (const box of layout) {
				expect(box.hidden, `${box.command}: hidden past the edge`).toBeLessThanOrEqual(0);
				expect(box.overlaps, `${box.command}: Copy over the text`).toBe(false);
				expect(box.page, 'the page scrolls sideways').toBeLessThanOrEqual(0);
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
