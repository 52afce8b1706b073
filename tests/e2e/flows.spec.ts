import { expect, test, cspViolations, watchCsp } from './reusedPage.ts';
import { openSearch } from '../support/searchDialog.ts';
import { registry } from '../../src/lib/registry/index.ts';

/** The main journeys, in both languages, as a user makes them. */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
test.beforeEach(({ page }) => watchCsp(page));
// Search (WebAssembly), the language picker and copying all run under the policy.
test.afterEach(async ({ page }) => {
	expect(await cspViolations(page), 'Content-Security-Policy violations').toStrictEqual([]);
});

const languages = [
	{
		prefix: '',
		copyName: 'Copy to clipboard',
		exitLabel: 'Exit code',
		term: 'timed out',
		resultCount: /^\d+ results? for timed out$/,
		openPlayground: 'Open this example in the playground',
		valid: /^Well-formed/,
	},
	{
		prefix: '/zh-tw',
		copyName: /複製|Copy/,
		exitLabel: '結束代碼',
		term: '逾時',
		resultCount: /^「逾時」共有 \d+ 筆結果$/,
		openPlayground: '在 Playground 中開啟這個範例',
		valid: /^合法/,
	},
];

for (const l of languages) {
	test.describe(`flows (${l.prefix || 'en'})`, () => {
		test('a hint link lands on the code page and the recovery command copies', async ({ page }) => {
			await page.goto(`${l.prefix}/codes/SNAPSHOT-NOT-FOUND`);
			await expect(page.locator('h1')).toHaveText('snapshot_not_found');
			// The first fix's command, as flutter-mcp-toolkit (what people run today) spells it, in
			// the one box the page gives it: "What the CLI prints" names that fix instead of a second
			// box, and the word-for-word fold holds the contract's form.
			const command = "flutter-mcp-toolkit snapshot create --name <snapshot_id> --args '{}'";
			const box = page.locator(`[data-fix-command="${command}"]`);
			await box.hover();
			await box.getByRole('button', { name: l.copyName }).click();
			expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);
			await expect(page.locator('[data-cli-same-as-fix]')).toHaveAttribute(
				'data-cli-same-as-fix',
				command,
			);
			await expect(page.locator('[data-cli-fix-command]')).toHaveAttribute(
				'data-cli-fix-command',
				"flutter_mcp_cli snapshot create --name <snapshot_id> --args '{}'",
			);
		});

		test('the index filters narrow the table and keep the filter in the address', async ({
			page,
		}) => {
			await page.goto(`${l.prefix}/codes/`);
			const rows = page.locator('[data-codes-table] tbody tr:visible');
			// The 36 codes of the contract and every code a later release added.
			await expect(rows).toHaveCount(registry.codes.length);
			await page.getByLabel(l.exitLabel, { exact: true }).selectOption('75');
			await expect(rows).toHaveCount(2);
			await expect(rows.locator('th')).toHaveText(['state_lock_timeout', 'state_lock_conflict']);
			await expect(page).toHaveURL(/\?exit=75$/);
			await page.getByRole('searchbox').fill('conflict');
			await expect(rows).toHaveCount(1);
			await page.reload();
			await expect(rows).toHaveCount(1);
			await page.getByRole('button', { name: /Clear filters|清除篩選/ }).click();
			await expect(rows).toHaveCount(registry.codes.length);
		});

		test('the index at 390 px: filters folded into one control, every column of a row on screen', async ({
			page,
		}) => {
			await page.setViewportSize({ width: 390, height: 844 });
			await page.goto(`${l.prefix}/codes/`);
			const fold = page.locator('[data-filters-fold]');
			await expect(fold).not.toHaveAttribute('open');
			await expect(page.getByLabel(l.exitLabel, { exact: true })).toBeHidden();
			await fold.locator('summary').click();
			// Each label sits as close to its control as Search's does (selects were 33 px away, 17 px).
			const gaps = await page.locator('[data-codes-filters] label').evaluateAll((labels) =>
				labels.map((label) => {
					const control = document.getElementById(label.getAttribute('for')!)!;
					return Math.round(
						control.getBoundingClientRect().top - label.getBoundingClientRect().bottom,
					);
				}),
			);
			expect(gaps).toHaveLength(5);
			expect(new Set(gaps).size, `gaps ${gaps.join(', ')}`).toBe(1);
			await page.getByLabel(l.exitLabel, { exact: true }).selectOption('75');
			await expect(fold.locator('[data-filters-active]')).toHaveText('(1)');
			const row = page.locator('[data-codes-table] tbody tr:visible').first();
			const cells = await row.locator('th, td').evaluateAll((els) =>
				els.map((el) => {
					const r = el.getBoundingClientRect();
					return { text: el.textContent?.trim() ?? '', left: r.left, right: r.right };
				}),
			);
			expect(cells).toHaveLength(5);
			for (const cell of cells) {
				expect(cell.text).not.toBe('');
				expect(cell.left).toBeGreaterThanOrEqual(0);
				expect(cell.right).toBeLessThanOrEqual(390);
			}
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
				390,
			);
			// A shared filtered link opens the filters it carries.
			await page.reload();
			await expect(fold).toHaveAttribute('open');
		});

		test('the index at 1280 px: every column header on one line (可重試 stacked per character)', async ({
			page,
		}) => {
			await page.setViewportSize({ width: 1280, height: 900 });
			await page.goto(`${l.prefix}/codes/`);
			const lines = await page.locator('[data-codes-table] thead th').evaluateAll((ths) =>
				ths.map((th) => {
					const range = document.createRange();
					range.selectNodeContents(th);
					const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
					return `${th.textContent?.trim()}: ${tops.size}`;
				}),
			);
			expect(lines).toHaveLength(5);
			for (const line of lines) expect(line).toMatch(/: 1$/);
		});

		test('a code page links to the index filtered by its exit code', async ({ page }) => {
			await page.goto(`${l.prefix}/codes/state_lock_timeout/`);
			// The heading sits in its permalink's wrapper: the paragraph follows the wrapper.
			await page.locator('.sl-heading-wrapper:has(#exit-code) ~ p a').first().click();
			await expect(page).toHaveURL(new RegExp(`${l.prefix}/codes/\\?exit=75$`));
			await expect(page.locator('[data-codes-table] tbody tr:visible')).toHaveCount(2);
		});

		test('search finds a code and a term of the guides', async ({ page }) => {
			await page.goto(`${l.prefix}/`);
			const box = await openSearch(page);
			await box.fill('state_lock_conflict');
			await expect(page.locator('dialog[open] .pagefind-ui__result-link').first()).toBeVisible({
				timeout: 30_000,
			});
			const links = page.locator('dialog[open] .pagefind-ui__result-link');
			await expect(links.first()).toHaveAttribute('href', new RegExp(`^${l.prefix}/`));
			expect(await links.evaluateAll((a) => a.map((x) => x.getAttribute('href')))).toContainEqual(
				expect.stringContaining(`${l.prefix}/codes/state_lock_conflict/`),
			);
			await box.fill(l.term);
			await expect(links.first()).toBeVisible({ timeout: 30_000 });
			await expect(links.first()).toHaveAttribute('href', new RegExp(`^${l.prefix}/`));
			// Pagefind's own sentences speak the page's language too.
			await expect(page.locator('dialog[open] .pagefind-ui__message')).toHaveText(l.resultCount);
		});

		test('a code page opens its example in the playground, validated', async ({ page }) => {
			await page.goto(`${l.prefix}/codes/connect_failed/`);
			await page.getByRole('link', { name: l.openPlayground }).click();
			await expect(page).toHaveURL(new RegExp(`${l.prefix}/playground/#e=`));
			await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'valid');
			await expect(page.locator('[data-verdict]')).toHaveText(l.valid);
			// flutter_mcp_cli prints <token> as it is; its details have no token to fill it with.
			await expect(page.locator('[data-recovery-command]')).toContainText(
				'ws://127.0.0.1:8181/<token>/ws',
			);
		});
	});
}

test('the theme picker works and stores a choice only when one is made', async ({ page }) => {
	await page.goto('/codes/connect_failed/');
	expect(await page.evaluate(() => localStorage.length)).toBe(0);
	const picker = page.locator('starlight-theme-select select').first();
	await picker.selectOption('light');
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
	expect(await page.evaluate(() => localStorage.getItem('starlight-theme'))).toBe('light');
	await page.reload();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
	await page.locator('starlight-theme-select select').first().selectOption('auto');
	expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('the language picker leads to the same page in the other language and back', async ({
	page,
}) => {
	const pathIs = (path: string) => (url: URL) => url.pathname === path;
	await page.goto('/codes/state_lock_timeout/');
	await page.locator('starlight-lang-select select').first().selectOption({ label: '繁體中文' });
	await expect(page).toHaveURL(pathIs('/zh-tw/codes/state_lock_timeout/'));
	await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
	// The picker acts once its script has run: on a loaded machine a choice made while the page was
	// still loading went unheard (a fresh-clone CI run, load 8), where a visitor would wait for the page.
	await page.waitForLoadState('load');
	await page.locator('starlight-lang-select select').first().selectOption({ label: 'English' });
	await expect(page).toHaveURL(pathIs('/codes/state_lock_timeout/'));
	await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
