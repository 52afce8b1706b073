import type { Page } from '@playwright/test';
import { decodeShareText, shareFragment } from '../../src/lib/playground/index.ts';
import { cspViolations, expect, test, watchCsp } from './reusedPage.ts';
import { openSearch } from '../support/searchDialog.ts';

/**
 * The site under a base path, as GitHub Pages serves a project site: the release build of
 * `npm run build:base-path` (made for https://example.github.io/error-playbook/), served by the
 * project `base-path` under /error-playbook/ on a local port. Not every spec again: the journeys
 * whose links a base path can break. Every link a visitor follows stays under the base of the
 * host serving the page (the canonical and hreflang links name example.github.io, which is right
 * for the published site and leads nowhere from here: nothing may navigate by them).
 */
const base = '/error-playbook/';

/** The address of a site path (`/codes/x/`) under the base, on the server of this project. */
const at = (path: string) => new URL(`.${path}`, test.info().project.use.baseURL!).href;

const problems = new WeakMap<Page, string[]>();
test.beforeEach(async ({ page }) => {
	const seen: string[] = [];
	problems.set(page, seen);
	await watchCsp(page);
	page.on('console', (m) => {
		// A missed address is a 404 by design: the browser reports the status of the document.
		if (m.type() === 'error' && !/status of 404/.test(m.text())) seen.push(m.text());
	});
	page.on('pageerror', (e) => seen.push(e.message));
	page.on('requestfailed', (r) => {
		// A page left before it finished loading (the next step's navigation) aborts its requests.
		if (r.failure()?.errorText !== 'net::ERR_ABORTED')
			seen.push(`${r.url()} (${r.failure()?.errorText})`);
	});
	page.on('response', (r) => {
		if (r.status() >= 400 && r.request().resourceType() !== 'document')
			seen.push(`${r.url()} (${r.status()})`);
	});
});
test.afterEach(async ({ page }) => {
	expect(problems.get(page), 'console errors and failed requests').toStrictEqual([]);
	expect(await cspViolations(page), 'Content-Security-Policy violations').toStrictEqual([]);
});

/** Every link on the page that stays on this host, as its path: all must be under the base. */
async function linksOffBase(page: Page): Promise<string[]> {
	const origin = new URL(page.url()).origin;
	const paths = await page
		.locator('a[href]')
		.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
	return paths
		.filter((href) => href.startsWith(`${origin}/`))
		.map((href) => new URL(href).pathname)
		.filter((path) => !path.startsWith(base));
}

test('home, a code page and a zh-TW page link only under the base, and navigation follows', async ({
	page,
}) => {
	const response = await page.goto(at('/'));
	expect(response?.status()).toBe(200);
	await expect(page.locator('h1')).toBeVisible();
	expect(await linksOffBase(page)).toStrictEqual([]);
	// The canonical link names the published site; internal links do not.
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
		'href',
		'https://example.github.io/error-playbook/',
	);

	// A code from the home page's list, then the sidebar, then the language picker.
	await page.locator('a[href$="/codes/connect_failed/"]').first().click();
	await expect(page).toHaveURL(at('/codes/connect_failed/'));
	await expect(page.locator('h1')).toHaveText('connect_failed');
	expect(await linksOffBase(page)).toStrictEqual([]);

	await page
		.locator(
			'nav[aria-label="Main"] a[href$="/playground/"], #starlight__sidebar a[href$="/playground/"]',
		)
		.first()
		.click();
	await expect(page).toHaveURL(at('/playground/'));

	await page.goto(at('/codes/connect_failed/'));
	await page.locator('starlight-lang-select select').first().selectOption({ label: '繁體中文' });
	await expect(page).toHaveURL(at('/zh-tw/codes/connect_failed/'));
	await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
	expect(await linksOffBase(page)).toStrictEqual([]);
	// The index of the codes in zh-TW, through the page's own link.
	await page.locator('a[href$="/zh-tw/codes/"]').first().click();
	await expect(page).toHaveURL(at('/zh-tw/codes/'));
	await expect(page.locator('[data-codes-table] tbody tr').first()).toBeVisible();
});

test('the jump box of the home page goes to a code under the base', async ({ page }) => {
	await page.goto(at('/'));
	const form = page.locator('form[data-jump-form]');
	await form.locator('input').fill('CONNECT-FAILED');
	await form.locator('input').press('Enter');
	await expect(page).toHaveURL(at('/codes/connect_failed/'));
});

test('search finds a code and links to it under the base', async ({ page }) => {
	await page.goto(at('/'));
	const box = await openSearch(page);
	await box.fill('state_lock_conflict');
	const links = page.locator('dialog[open] .pagefind-ui__result-link');
	await expect(links.first()).toBeVisible({ timeout: 15_000 });
	expect(await links.evaluateAll((a) => a.map((x) => x.getAttribute('href')))).toContainEqual(
		`${base}codes/state_lock_conflict/`,
	);
	// The code hints beside Pagefind's results (src/scripts/searchHintsPanel.ts) too.
	const hints = page.locator('dialog[open] [data-search-hint="code"] a');
	await expect(hints.first()).toBeVisible();
	expect(await hints.first().getAttribute('href')).toBe(`${base}codes/state_lock_conflict/`);
	await links.first().click();
	await expect(page).toHaveURL(at('/codes/state_lock_conflict/'));
});

test("the playground's share link round-trips under the base", async ({ page, context }) => {
	const text = JSON.stringify({
		code: 'connect_failed',
		message: 'Could not connect to the VM service.',
	});
	await page.goto(at(`/playground/${shareFragment(text)}`));
	const input = (p: Page) => p.getByLabel('Error object, MCP tool result or terminal output');
	await expect(input(page)).toHaveValue(text);
	await page.getByRole('button', { name: 'Share link' }).click();
	await expect(page.locator('[data-share-url]')).toHaveValue(/#e=/);
	const link = await page.locator('[data-share-url]').inputValue();
	expect(link.startsWith(at('/playground/#e='))).toBe(true);
	expect(decodeShareText(new URL(link).hash.replace(/^#e=/, ''))).toBe(text);
	// The code link of the result leads to its page under the base.
	await expect(page.locator('[data-code-out] a')).toHaveAttribute(
		'href',
		`${base}codes/connect_failed/`,
	);

	const other = await context.newPage();
	await other.goto(link);
	await expect(input(other)).toHaveValue(text);
	expect(await other.evaluate(() => location.pathname)).toBe(`${base}playground/`);
	await expect(other.locator('[data-verdict]')).not.toHaveAttribute('data-verdict', '');
});

test('the English 404 page paints nothing until its script has decided, so a /zh-tw/ miss never flashes English', async ({
	page,
	browser,
}) => {
	// The page's own module, held back (an empty module in its place): the page must stay blank,
	// English heading included, for as long as the script has not decided where the visitor goes.
	await page.route(/\/_astro\/NotFound[^/]*\.js$/, (route) =>
		route.fulfill({ contentType: 'text/javascript', body: '' }),
	);
	// The head's fallback timer (1.5 s) is held until the test lets it run, so that a busy machine
	// cannot fire it before the blank page is looked at: a state, not a race against the clock.
	await page.addInitScript(() => {
		const held: (() => void)[] = [];
		const setTimer = window.setTimeout;
		window.setTimeout = ((fn: () => void, ms?: number) =>
			String(fn).includes('data-resolved')
				? held.push(fn)
				: setTimer(fn, ms)) as typeof window.setTimeout;
		(window as unknown as { releaseTimer: () => void }).releaseTimer = () =>
			held.splice(0).forEach((fn) => fn());
	});
	await page.goto(at('/zh-tw/no-such-page/'));
	await expect(page.locator('html')).toHaveAttribute('lang', 'en');
	await expect(page.locator('html')).toHaveAttribute('data-ep-js', '');
	expect(await page.locator('body').evaluate((b) => getComputedStyle(b).visibility)).toBe('hidden');
	await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
	// A script that never decides does not leave the page blank: its timer shows it.
	await page.evaluate(() => (window as unknown as { releaseTimer: () => void }).releaseTimer());
	await expect(page.locator('[data-not-found][data-resolved]')).toBeAttached();
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

	// Without JavaScript nothing is hidden: the English page shows at once.
	const noScript = await browser.newContext({ javaScriptEnabled: false });
	const plain = await noScript.newPage();
	await plain.goto(at('/zh-tw/no-such-page/'));
	await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
	expect(await plain.locator('body').evaluate((b) => getComputedStyle(b).visibility)).toBe(
		'visible',
	);
	await noScript.close();
});

test('a missed address shows the 404 page of its language, and near misses land', async ({
	page,
}) => {
	// GitHub Pages, like this preview, answers every miss with the one 404.html.
	let response = await page.goto(at('/no-such-page/'));
	expect(response?.status()).toBe(404);
	await expect(page.locator('html')).toHaveAttribute('lang', 'en');
	await expect(page.locator('[data-not-found][data-resolved]')).toBeAttached();
	expect(await linksOffBase(page)).toStrictEqual([]);

	// Under /zh-tw/, the English page forwards to the Chinese one, keeping the address shown.
	response = await page.goto(at('/zh-tw/no-such-page/'));
	expect(response?.status()).toBe(404);
	await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
	await expect(page.locator('[data-not-found][data-resolved]')).toBeAttached();
	await expect(page).toHaveURL(at('/zh-tw/no-such-page/'));
	expect(await linksOffBase(page)).toStrictEqual([]);

	// A hint link copied slightly wrong reaches its page, under the base, in its language.
	await page.goto(at('/zh-tw/codes/CONNECT-FAILED'));
	await expect(page).toHaveURL(at('/zh-tw/codes/connect_failed/'));
	await page.goto(at('/codes/connect_failed.html'));
	await expect(page).toHaveURL(at('/codes/connect_failed/'));

	// An unknown code gets suggestions that link under the base.
	await page.goto(at('/zh-tw/codes/conect_failed/'));
	await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
	await expect(page.locator('[data-suggestion-list] a')).toHaveAttribute(
		'href',
		`${base}zh-tw/codes/connect_failed/`,
	);
	expect(await linksOffBase(page)).toStrictEqual([]);
});
