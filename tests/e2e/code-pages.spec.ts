import { expect, test } from '@playwright/test';
import { readContractTable } from '../support/contractTable.ts';

/** Each code page, in both languages, shows what the contract says: its exit code and recovery. */
const contract = readContractTable();

for (const prefix of ['', '/zh-tw']) {
	for (const row of contract) {
		test(`${prefix}/codes/${row.code}/ shows exit code ${row.exitCode} and the recovery`, async ({ page }) => {
			await page.goto(`${prefix}/codes/${row.code}/`);
			await expect(page.locator('h1')).toHaveText(row.code);
			await expect(page.locator('[data-fact="exit-code"] [data-exit-code]')).toHaveText(String(row.exitCode));
			if (row.recovery.startsWith('flutter_mcp_cli ')) {
				const block = page.locator(`[data-recovery-command]`);
				await expect(block).toHaveAttribute('data-recovery-command', row.recovery);
				await expect(block.locator('pre')).toHaveText(row.recovery);
				await expect(block.getByRole('button')).toBeVisible();
			} else if (prefix === '') {
				await expect(page.locator('[data-recovery-instruction]')).toHaveText(row.recovery);
			} else {
				await expect(page.locator('[data-recovery-instruction]')).toContainText('--no-overwrite');
			}
		});
	}
}
