import { registry } from '../../src/lib/registry/index.ts';
import { expect, test } from './reusedPage.ts';

/**
 * The codes flutter-mcp-toolkit 3.0.0 added and IntentCall's own codes, as a visitor from one of
 * their payloads meets them, in both languages: a page of their own in the release's words, a
 * place in the codes index, and a playground that sends you there. every-page.spec.ts audits the
 * pages themselves (landmarks, links, axe).
 */

const languages = [
	{
		lang: 'en',
		prefix: '',
		notice: 'Added after the v3 contract',
		cliRecovery: 'What the CLI prints',
		intentCall: 'MCP tool result, 4.0.0-dev.1 and later',
		wrapperNotice: 'Not a code of the CLI',
		addedIn: 'added in 3.0.0',
	},
	{
		lang: 'zh-TW',
		prefix: '/zh-tw',
		notice: 'v3 合約之後新增的代碼',
		cliRecovery: 'CLI 實際印出的內容',
		intentCall: 'MCP 工具結果（4.0.0-dev.1 起）',
		wrapperNotice: '這不是 CLI 的代碼',
		addedIn: '3.0.0 新增',
	},
] as const;

for (const l of languages) {
	test(`${l.lang}: a later code's page speaks of flutter-mcp-toolkit 3.0.0, never of flutter_mcp_cli`, async ({
		page,
	}) => {
		await page.goto(`${l.prefix}/codes/navigate_failed/`);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('navigate_failed');
		await expect(page.locator('[data-added-in="3.0.0"]')).toBeVisible();
		await expect(page.getByText(l.notice)).toBeVisible();
		// Until its fixes are written, it leads with its recovery, in that release's binary.
		if (!registry.codes.find((c) => c.code === 'navigate_failed')!.fixes)
			await expect(page.locator('[data-recovery-command]')).toHaveAttribute(
				'data-recovery-command',
				'flutter-mcp-toolkit doctor --json',
			);
		// No contract form beside it: the contract never had this code.
		await expect(page.locator('[data-contract-command]')).toHaveCount(0);
		await expect(page.locator('#cli-recovery')).toHaveText(l.cliRecovery);
		await expect(page.locator('[data-fact="added-in"] a')).toHaveAttribute(
			'href',
			`${l.prefix}/reference/changes/#v3-0-0`,
		);
		// One example per surface, the IntentCall form of 4.0.0-dev among them.
		await expect(page.locator('[data-example-surface="cli"]')).toContainText(
			'flutter-mcp-toolkit --vm-service-uri',
		);
		await expect(page.locator('#example-mcp-intentcall')).toHaveText(l.intentCall);
		await expect(page.locator('[data-example-surface="mcp-intentcall"]')).toContainText(
			'\\"details\\":{\\"code\\":\\"navigate_failed\\"',
		);
		// Sources are at the release's tags, linked there.
		const source = page.locator('.ep-sources a').first();
		await expect(source).toHaveAttribute(
			'href',
			/^https:\/\/github\.com\/Arenukvern\/mcp_flutter\/blob\/v(3\.0\.0|4\.0\.0-dev\.8)\//,
		);
		const body = await page.locator('main').innerText();
		expect(body).not.toContain('flutter_mcp_cli');
	});

	test(`${l.lang}: IntentCall's own codes have pages that say what they are`, async ({ page }) => {
		await page.goto(`${l.prefix}/codes/intent_execution_error/`);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('intent_execution_error');
		await expect(page.locator('[data-wrapper="intentcall"]')).toContainText(l.wrapperNotice);
		await expect(page.locator('[data-wrapper-example]').first()).toContainText(
			'"code":"intent_execution_error"',
		);
		await expect(page.locator('#contract-error')).toBeVisible();
	});

	test(`${l.lang}: the codes index lists the later codes, marked, and IntentCall's`, async ({
		page,
	}) => {
		await page.goto(`${l.prefix}/codes/`);
		const row = page.locator('tr[data-code="hover_failed"]');
		await expect(row.locator('[data-added-in]')).toHaveText(l.addedIn);
		await expect(row.locator('th a')).toHaveAttribute('href', `${l.prefix}/codes/hover_failed/`);
		await expect(page.locator('tr[data-code="connect_failed"] [data-added-in]')).toHaveCount(0);
		await expect(page.locator('[data-wrapper-codes] a')).toHaveCount(2);
	});

	test(`${l.lang}: the playground sends a later code's payload to its page`, async ({ page }) => {
		await page.goto(`${l.prefix}/codes/hover_failed/`);
		await page.locator('[data-playground-link]').click();
		await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'valid');
		await expect(page.locator('[data-code-out] a')).toHaveAttribute(
			'href',
			`${l.prefix}/codes/hover_failed/`,
		);
		await expect(page.locator('[data-code-out]')).toContainText('flutter-mcp-toolkit 3.0.0');
	});
}
