import { chromium, expect, test } from '@playwright/test';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { decodeShareText } from '../../src/lib/playground/index.ts';
import { findFullChromium } from '../../scripts/lib/chromium.ts';

/**
 * What is pasted never lands in the browser's history or storage (security-review.md item 1: the
 * home page's paste box opened `/playground/#e=<the raw text>`, and a History row decoded to the
 * token). A real Chromium profile on disk: paste a secret on the home page, check it in the
 * playground, paste another secret in the playground and leave it for a code page, close the
 * browser (which writes everything down), then read the profile: the History database's URLs (with
 * any `#e=` decoded), and every file of the profile (session restore, local and session storage,
 * preferences, caches) for the secrets in UTF-8 and UTF-16, the encodings Chromium writes strings in.
 */

const homeSecret = 'HOMEpasteS3cretToken9f2c';
const playgroundSecret = 'PLAYGROUNDpasteS3cret7d1e';
const envelope = (secret: string) =>
	JSON.stringify(
		{
			code: 'connect_failed',
			message: `Failed to connect to ws://127.0.0.1:8181/${secret}/ws`,
			details: { token: secret },
		},
		null,
		2,
	);

function filesUnder(dir: string): string[] {
	return readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.map((f) => join(dir, f))
		.filter((f) => {
			try {
				return statSync(f).isFile();
			} catch {
				return false; // a lock or socket gone since the listing
			}
		});
}

test('pasted text reaches neither the History database nor any file of the profile', async ({
	baseURL,
}, testInfo) => {
	test.slow(); // A browser of its own, started and closed.
	const profile = mkdtempSync(join(tmpdir(), 'error-playbook-profile-'));
	try {
		const launch = testInfo.project.use.launchOptions ?? {};
		// The full browser, not the headless shell the other specs run in: the shell keeps no
		// History database, and what a visitor's browser writes down is the question.
		const context = await chromium.launchPersistentContext(profile, {
			...launch,
			executablePath: findFullChromium(),
			baseURL,
			permissions: ['clipboard-read', 'clipboard-write'],
		});
		const page = context.pages()[0] ?? (await context.newPage());

		// 1. The home page's paste box.
		await page.goto('/');
		await page.evaluate((t) => navigator.clipboard.writeText(t), envelope(homeSecret));
		await page.getByRole('textbox', { name: /Paste an error object/ }).focus();
		await page.keyboard.press('Control+V');
		await page.getByRole('button', { name: /Check in the playground/ }).click();
		await expect(page).toHaveURL(/\/playground\//);
		const handedOverUrl = page.url();
		const editor = page.getByLabel(/Error object, MCP tool result or terminal output/);
		await expect(editor).toHaveValue(envelope(homeSecret));
		await expect(page.locator('[data-verdict]')).not.toHaveAttribute('data-verdict', '');
		expect(await page.evaluate(() => window.name)).toBe('');

		// 2. The playground's own editor, then away to another page (its state is saved then).
		await page.evaluate((t) => navigator.clipboard.writeText(t), envelope(playgroundSecret));
		await editor.fill('');
		await editor.focus();
		await page.keyboard.press('Control+V');
		await expect(editor).toHaveValue(envelope(playgroundSecret));
		await page.locator('ep-playground').getByRole('link', { name: 'All error codes' }).click();
		await expect(page).toHaveURL(/\/codes\/$/);
		await page.goBack();
		await expect(page).toHaveURL(/\/playground\/$/);
		// Chromium writes session state on a timer: give it the time it would have in real use.
		await page.waitForTimeout(3_000);
		await context.close();

		// The History database: every URL of every visit.
		const historyCopy = join(profile, 'History-copy');
		copyFileSync(join(profile, 'Default', 'History'), historyCopy);
		const db = new DatabaseSync(historyCopy, { readOnly: true });
		const urls = (db.prepare('SELECT url FROM urls').all() as { url: string }[]).map((r) => r.url);
		db.close();
		expect(
			urls.some((u) => u.includes('/playground/')),
			'the visit is recorded',
		).toBe(true);
		for (const url of urls) {
			const fragment = /#e=([^&]*)/.exec(url)?.[1];
			const decoded = fragment ? (decodeShareText(decodeURIComponent(fragment)) ?? '') : '';
			for (const secret of [homeSecret, playgroundSecret]) {
				expect(url, 'a History URL').not.toContain(secret);
				expect(decoded, `the #e= of ${url.slice(0, 80)}`).not.toContain(secret);
			}
		}

		// Every file of the profile, in the encodings Chromium stores text in.
		const found: string[] = [];
		for (const file of filesUnder(profile)) {
			const bytes = readFileSync(file);
			for (const secret of [homeSecret, playgroundSecret])
				for (const encoding of ['utf8', 'utf16le'] as const)
					if (bytes.includes(Buffer.from(secret, encoding)))
						found.push(`${file.slice(profile.length)} (${encoding}, ${secret.slice(0, 8)}…)`);
		}
		expect(found, 'files of the profile holding a pasted secret').toStrictEqual([]);
		expect(handedOverUrl, 'the playground’s address after the handover').toMatch(/\/playground\/$/);
	} finally {
		rmSync(profile, { recursive: true, force: true });
	}
});

/**
 * The tab's name, the hand-over's carrier, outlives a site in Chromium (security-review-2 item 7).
 * `localhost` and `127.0.0.1` are two sites serving the same build: one plays the other site.
 */
test.describe('the hand-over through the tab’s name', () => {
	const otherSite = (baseURL: string) => baseURL.replace('127.0.0.1', 'localhost');

	test('text another site puts in the name is not taken as the visitor’s paste', async ({
		page,
		baseURL,
	}) => {
		await page.goto(`${otherSite(baseURL!)}/robots.txt`);
		await page.evaluate(() => {
			window.name = 'error-playbook:paste:PLANTED';
		});
		await page.goto('/playground/');
		// Defined: its connectedCallback, which takes a hand-over, has run.
		await expect(page.locator('ep-playground:defined')).toHaveCount(1);
		await expect(page.getByLabel(/Error object, MCP tool result or terminal output/)).toHaveValue(
			'',
		);
		expect(await page.evaluate(() => window.name)).toBe('');
	});

	test('a hand-over the playground never took is cleared by the next page of the site', async ({
		page,
		baseURL,
	}) => {
		await page.goto('/');
		await page.evaluate(() => {
			window.name = 'error-playbook:paste:0123abcd:{"token":"s3cret"}';
		});
		await page.goto('/codes/');
		expect(await page.evaluate(() => window.name)).toBe('');
		await page.goto(`${otherSite(baseURL!)}/robots.txt`);
		expect(await page.evaluate(() => window.name)).toBe('');
	});
});
