import { expect, test } from './reusedPage.ts';
import { format } from '../../src/lib/i18n/index.ts';
import { laterCodes, registry, uiText } from '../../src/lib/registry/index.ts';

/**
 * What the real flutter_mcp_cli does, as a visitor reads it on the site, in both languages: the
 * descriptor it emits, how often it emits a code, its own recovery, its examples per surface, and
 * the differences from its contract table.
 */
/** The emission notices' words, from the UI strings the page renders them from. */
function said(lang: 'en' | 'zh-TW') {
	const t = uiText(lang);
	return {
		never: format(t('codePage.emissionNotice.never'), { binary: 'flutter-mcp-toolkit' }),
		unreachable: t('codePage.emission.unreachable'),
		exitCodeOnly: format(t('codePage.emissionNotice.exitCodeOnly'), { exitCode: 1 }),
	};
}

const languages = [
	{
		prefix: '',
		connectivity: 'Connecting to a VM',
		...said('en'),
		differences: 'Contract and CLI differences',
		guide: 'Where errors appear',
		exitStatus: 'Exit status: 67 (EX_NOUSER).',
	},
	{
		prefix: '/zh-tw',
		connectivity: '連線到 VM',
		...said('zh-TW'),
		differences: '合約與 CLI 的差異',
		guide: '錯誤會出現在哪裡',
		exitStatus: '結束代碼：67（EX_NOUSER）。',
	},
];

for (const l of languages) {
	test.describe(`CLI facts (${l.prefix || 'en'})`, () => {
		test('a code page shows the category and status flutter_mcp_cli emits, not ones derived from the exit code', async ({
			page,
		}) => {
			await page.goto(`${l.prefix}/codes/connect_failed/`);
			await expect(page.locator('[data-fact="category"] [data-category]')).toHaveText(
				'connectivity',
			);
			await expect(page.locator('[data-fact="category"]')).toContainText(l.connectivity);
			await expect(
				page.locator('[data-fact="http-like-status"] [data-http-like-status]'),
			).toHaveText('503');
			await expect(page.locator('[data-fact="daemon-rpc"]')).toContainText('-32000');
			await expect(page.locator('[data-fact="emission"]')).toHaveAttribute(
				'data-emission',
				'emitted',
			);
			await expect(page.locator('[data-emission-notice]')).toHaveCount(0);
		});

		test('a code page shows one example per surface that carries it, built as the CLI builds it', async ({
			page,
		}) => {
			await page.goto(`${l.prefix}/codes/connect_failed/`);
			const surfaces = page.locator('[data-example-surface]');
			await expect(surfaces).toHaveCount(4);
			expect(
				await surfaces.evaluateAll((s) => s.map((e) => e.getAttribute('data-example-surface'))),
			).toStrictEqual(['cli', 'mcp-tool', 'mcp-resource', 'daemon']);
			const cli = page.locator('[data-example-surface="cli"]');
			await expect(cli.locator('pre').first()).toHaveText(
				"flutter_mcp_cli exec --name connect --args '{}'",
			);
			await expect(cli.locator('pre').nth(1)).toContainText(
				'{"ok":false,"data":null,"error":{"code":"connect_failed","message":"Failed to connect: No debug targets discovered","details":{"reason":"no_targets","availableTargets":[]},"descriptor":{"code":"connect_failed"',
			);
			await expect(cli).toContainText(l.exitStatus);
			await expect(page.locator('[data-example-surface="mcp-tool"]')).toContainText(
				'"isError": true',
			);
			await expect(page.locator('[data-example-surface="daemon"]')).toContainText('"code": -32000');
		});

		test('a code the CLI never emits says so plainly and shows no example', async ({ page }) => {
			await page.goto(`${l.prefix}/codes/state_lock_conflict/`);
			await expect(page.locator('[data-emission-notice="never"]')).toContainText(l.never);
			await expect(page.locator('[data-fact="emission"]')).toHaveAttribute(
				'data-emission',
				'never',
			);
			await expect(page.locator('[data-example-surface]')).toHaveCount(0);
			await expect(page.locator('[data-surface="none"]')).toBeVisible();
		});

		test('a practically unreachable code and an exit-status-only code say so', async ({ page }) => {
			await page.goto(`${l.prefix}/codes/unexpected_executor_error/`);
			await expect(page.locator('[data-emission-notice="unreachable"]')).toBeVisible();
			await expect(page.locator('[data-fact="emission"] dd')).toHaveText(l.unreachable);
			await page.goto(`${l.prefix}/codes/doctor_critical_failed/`);
			await expect(page.locator('[data-emission-notice="exitCodeOnly"]')).toContainText(
				l.exitCodeOnly,
			);
			await expect(page.locator('[data-example-surface="doctor"]')).toContainText('"ok":true');
			await expect(page.locator('[data-fact="daemon-rpc"] dd')).not.toContainText('-32');
		});

		test('write_blocked shows the English instruction flutter_mcp_cli prints and the differences that name it', async ({
			page,
		}) => {
			await page.goto(`${l.prefix}/codes/write_blocked/`);
			const printed = page.locator('[data-cli-fix-command]');
			await expect(printed).toHaveText('Retry without --no-overwrite or change --output/--name.');
			await expect(page.locator('dl[lang="en"]')).toContainText(
				'Target exists and overwrite is disabled.',
			);
			const named = page.locator('section[data-deviation]');
			expect(
				await named.evaluateAll((s) => s.map((e) => e.getAttribute('data-deviation'))),
			).toStrictEqual(['write-blocked-wording', 'write-blocked-daemon-flag']);
			// They are folded (code-page-folds.spec.ts): the visitor opens them first.
			await page.locator('#contract-vs-cli-named > summary').click();
			// The deviation's own link, not its heading's permalink.
			await named.first().locator('a:not(.sl-anchor-link)').click();
			await expect(page).toHaveURL(
				new RegExp(`${l.prefix}/reference/contract-vs-cli/#write-blocked-wording$`),
			);
			await expect(
				page.locator('section[data-deviation="write-blocked-wording"]'),
			).toBeInViewport();
		});

		test('connection_selection_required shows the fix command the CLI computes, with the first target', async ({
			page,
		}) => {
			await page.goto(`${l.prefix}/codes/connection_selection_required/`);
			await expect(page.locator('[data-cli-recovery-source]')).toHaveAttribute(
				'data-cli-recovery-source',
				'computed',
			);
			await expect(page.locator('[data-example-surface="cli"]')).toContainText(
				`"fix_command":"flutter_mcp_cli exec --name get_vm --args '{\\"connection\\":{\\"targetId\\":\\"ws://localhost:50123/ws\\"}}'"`,
			);
		});

		test('the differences page lists every deviation of the registry and the later codes', async ({
			page,
		}) => {
			await page.goto(`${l.prefix}/reference/contract-vs-cli/`);
			await expect(page.locator('h1')).toHaveText(l.differences);
			const ids = await page
				.locator('section[data-deviation]')
				.evaluateAll((s) => s.map((e) => e.getAttribute('data-deviation')));
			expect(ids).toStrictEqual(registry.deviations.map((d) => d.id));
			for (const id of ids) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
			await expect(page.locator('[data-later-codes] tbody tr')).toHaveCount(
				laterCodes(registry).length,
			);
			await expect(page.locator('[data-later-codes="3.0.0"]')).toContainText(
				'visual_capture_permission_denied',
			);
		});

		test('the guide “Where errors appear” exists and is in the sidebar', async ({ page }) => {
			await page.goto(`${l.prefix}/guides/where-errors-appear/`);
			await expect(page.locator('h1')).toHaveText(l.guide);
			await expect(page.locator('a[aria-current="page"]')).toHaveText(l.guide);
			await expect(page.locator('main pre').filter({ hasText: 'vm_not_connected' })).toHaveCount(5);
			await expect(page.getByRole('table').filter({ hasText: '-32009' })).toHaveCount(1);
		});
	});
}
