import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { cspViolations, expect, test, watchCsp } from './reusedPage.ts';

/**
 * The fix a paste selects (issue 30, items 1, 4 and 9): the playground opens the branch, fills the
 * command from the transcript around the payload, and "This didn't fix it" copies a report whose
 * payload has its secrets masked; a code page offers the same report to copy.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
test.beforeEach(({ page }) => watchCsp(page));
test.afterEach(async ({ page }) => {
	expect(await cspViolations(page), 'Content-Security-Policy violations').toStrictEqual([]);
});

const transcript = readFileSync(
	new URL('../fixtures/cli-output/transcript-connect-failed-stderr.txt', import.meta.url),
	'utf8',
);
const uri = 'ws://127.0.0.1:8181/Xk3f9QpR2s=/ws';
// The transcript ran flutter_mcp_cli (the contract snapshot), which no release installs: its fix
// is run as the binary installed today (English review 28 #1). Its cause is a stale address, so the
// address it pasted is the one that failed: the fix leaves <vm_service_uri> for the one
// `flutter run` prints now (English review 9, item 3).
const leftOpen = `flutter-mcp-toolkit exec --name get_vm --args '{"connection":{"uri":"<vm_service_uri>"}}'`;
const input = (page: Page) =>
	page.getByLabel(
		/Error object, MCP tool result or terminal output|錯誤物件、MCP 工具結果或終端機輸出/,
	);

for (const { prefix, heading, report } of [
	{
		prefix: '',
		heading: /^Fix: The address is out of date or wrong/,
		report: /^This didn’t fix it/,
	},
	{ prefix: '/zh-tw', heading: /^解決方法：位址已經過時或不對/, report: /^還是沒解決/ },
]) {
	test(`${prefix || '/'}: a pasted transcript opens its fix, leaving the stale URI's place to fill`, async ({
		page,
	}) => {
		await page.goto(`${prefix}/playground/`);
		await page.evaluate((t) => navigator.clipboard.writeText(t), transcript);
		await input(page).focus();
		await page.keyboard.press('Control+V');
		const fix = page.locator('[data-fix]');
		await expect(fix.locator('[data-fix-cause]')).toHaveText(heading);
		await expect(fix.locator('[data-fix-command]')).toHaveText(leftOpen);
		await expect(fix.locator('[data-fix-check]')).toHaveText(leftOpen);
		await expect(fix.locator('[data-fix-unfilled]')).toContainText('vm_service_uri');
		// The recovery's <token> is not taken from that address either.
		await expect(page.locator('[data-recovery-command]')).toContainText('/<token>/ws');
		await expect(page.locator('[data-recovery-command]')).not.toContainText(uri);
		// The other causes link to their branches on the code page.
		await expect(fix.locator('.ep-pg-fix-others a').first()).toHaveAttribute(
			'href',
			`${prefix}/codes/connect_failed/#fix-no-app-running`,
		);

		await fix.getByRole('button', { name: report }).click();
		await expect(fix.locator('[data-fix-status]')).toContainText(
			'github.com/Arenukvern/mcp_flutter',
		);
		const markdown = await page.evaluate(() => navigator.clipboard.readText());
		expect(markdown).toMatch(/^### `connect_failed` came back after Error Playbook’s fix\n/);
		expect(markdown).toContain('- **Fix tried:** `stale-uri`');
		expect(markdown).toContain('- **Exit status:** 67');
		expect(markdown).toContain('ws://127.0.0.1:8181/***/ws');
		expect(markdown).not.toContain('Xk3f9QpR2s=');
	});
}

test('a code page copies the report for an upstream issue', async ({ page }) => {
	await page.goto('/codes/connect_failed/');
	const box = page.locator('[data-fix-report]');
	await box.locator('summary').click();
	await box.getByRole('button', { name: 'Copy' }).click();
	await expect(box.locator('[data-fix-report-status]')).toHaveText('Copied');
	const markdown = await page.evaluate(() => navigator.clipboard.readText());
	expect(markdown).toContain('- **Code:** `connect_failed`');
	// The fixes as the page numbers them, not by their anchor ids (English review 6, item 7).
	expect(markdown).toContain('- **Fix tried:** _(which one: fix 1, fix 2, ');
	expect(markdown).not.toContain('`stale-uri`');
	expect(markdown).toContain('_(please paste the whole output, with the token masked)_');
});
