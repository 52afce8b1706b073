import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { engineRegistry, validateInput } from '../../src/lib/engine/index.ts';
import { spaceAfter } from '../../src/lib/i18n/index.ts';
import { zhTextProblems } from '../support/zhText.ts';
import { expect, test } from './reusedPage.ts';

/**
 * Issue 30 (visitor review 3, #1, #11, #12, #13, #15): every kind of paste gets a verdict card
 * that ends in "Next:" and a link to the page that explains it; text that is no output of the CLI
 * is never called a violation; a result with warnings is not plain green.
 */

const fixture = (path: string) =>
	readFileSync(fileURLToPath(new URL(`../fixtures/${path}`, import.meta.url)), 'utf8');

const cases = [
	{
		name: 'a release’s stdout',
		file: 'cli-output/stdout-v3-0-7-vm-not-connected.txt',
		notCli: false,
	},
	{
		name: 'an IntentCall failure',
		file: 'cli-output/mcp-intentcall-execution-error.json',
		notCli: false,
	},
	{ name: 'the toolkit crash', file: 'cli-output/crash-toolkit-missing.txt', notCli: false },
	{ name: 'a success', file: 'cli-output/stdout-success.txt', notCli: false },
	{ name: 'an HTML page', file: 'not-cli-output/html-page.html', notCli: true },
	{ name: 'a traceback', file: 'not-cli-output/python-traceback.txt', notCli: true },
	{
		name: 'a Flutter report',
		file: 'not-cli-output/flutter-renderflex-overflow.txt',
		notCli: true,
	},
	{ name: 'a CI log', file: 'not-cli-output/ci-log-timestamps.txt', notCli: true },
];

const languages = [
	{ prefix: '', lang: 'en' as const, next: 'Next:', violation: /Invalid|contract/ },
	{ prefix: '/zh-tw', lang: 'zh-TW' as const, next: '下一步：', violation: /不合法|合約/ },
];

const textarea = (page: Page) => page.locator('[data-input]');
const card = (page: Page) => page.locator('[data-verdict-card]');

for (const { prefix, lang, next, violation } of languages)
	test.describe(`verdict card (${lang})`, () => {
		test('every kind of paste ends in Next: and the right page link', async ({ page }) => {
			await page.goto(`${prefix}/playground/`);
			for (const { name, file, notCli } of cases) {
				const text = fixture(file);
				const expected = validateInput(text, { registry: engineRegistry, lang }).next!;
				await textarea(page).fill(text);
				const line = page.locator('[data-verdict-next]');
				await expect(line, name).toBeVisible();
				await expect(line, name).toContainText(
					`${next}${spaceAfter(next)}${expected.text.replace(/`/g, '')}`,
				);
				// The card as the page composes it (labels, notes, the engine's sentences), read by the
				// checker that reads every built zh-TW page: no space after 「：」, no ASCII parentheses.
				if (lang === 'zh-TW')
					expect(zhTextProblems({ where: name, text: await card(page).innerText() })).toStrictEqual(
						[],
					);
				const link = page.locator('[data-verdict-next-link]');
				const path =
					expected.page.kind === 'code'
						? `${prefix}/codes/${expected.page.code}/`
						: `${prefix}/${expected.page.guide}/#${encodeURIComponent(expected.page.anchor)}`;
				await expect(link, name).toHaveAttribute('href', path);
				if (notCli) {
					await expect(card(page), name).toHaveAttribute('data-verdict', 'not-envelope');
					await expect(card(page), name).toHaveAttribute('data-not-cli', 'true');
					await expect(page.locator('[data-verdict-status]'), name).not.toHaveText(violation);
					await expect(page.locator('[data-finding-counts]'), name).toContainText(
						lang === 'en' ? '0 errors' : '0 個錯誤',
					);
				}
			}
		});

		test('the Next link of the toolkit crash lands on the section that explains it', async ({
			page,
		}) => {
			await page.goto(`${prefix}/playground/`);
			await textarea(page).fill(fixture('cli-output/crash-toolkit-missing.txt'));
			await page.locator('[data-verdict-next-link]').click();
			await page.waitForURL(/\/guides\/where-errors-appear\/#/, { waitUntil: 'load' });
			const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
			await expect(page.locator(`[id="${id}"]`)).toContainText('mcp_toolkit', { timeout: 15_000 });
		});

		test('a release’s payload is named by its binary, a later code by its release', async ({
			page,
		}) => {
			await page.goto(`${prefix}/playground/`);
			await textarea(page).fill(fixture('cli-output/stdout-later-code.txt'));
			await expect(page.locator('[data-verdict-status]')).toContainText(
				'flutter-mcp-toolkit 3.0.0',
			);
			await expect(page.locator('[data-input-kind]')).toContainText('flutter-mcp-toolkit');
			await textarea(page).fill(fixture('not-cli-output/transcript-fmtk-v3-0-7.txt'));
			await expect(page.locator('[data-input-kind]')).toContainText('fmtk');
			await expect(card(page)).not.toContainText('flutter_mcp_cli');
		});

		test('a result with warnings is not plain green', async ({ page }) => {
			await page.goto(`${prefix}/playground/`);
			// A later code fed to a wrong exit status: well-formed, with a warning to read.
			const text = `$ flutter-mcp-toolkit exec --name get_vm --args '{}'\n${fixture('cli-output/stdout-v3-0-7-vm-not-connected.txt').trim()}\n$ echo $?\n0\n`;
			await textarea(page).fill(text);
			await expect(card(page)).toHaveAttribute('data-verdict', 'valid');
			await expect(card(page)).toHaveAttribute('data-warnings', 'true');
			const color = await card(page).evaluate((el) => getComputedStyle(el).borderTopStyle);
			expect(color).toBe('dashed');
			await expect(page.locator('[data-verdict-status]')).toHaveText(
				lang === 'en'
					? 'Well-formed failure, with warnings: read them below'
					: '合法的失敗回報，但有警告：請看下面的說明',
			);
		});

		test('inline code in a summary is shown as code, not as backticks', async ({ page }) => {
			await page.goto(`${prefix}/playground/`);
			await textarea(page).fill(fixture('cli-output/stdout-v3-0-7-vm-not-connected.txt'));
			const summary = page.locator('[data-recovery-summary]');
			await expect(summary).toBeVisible();
			await expect(summary).not.toContainText('`');
		});

		test('Share on an empty editor: Copy link is disabled, with the reason', async ({ page }) => {
			await page.goto(`${prefix}/playground/`);
			await page.locator('[data-action="share"]').click();
			const copy = page.locator('[data-action="copy-link"]');
			await expect(copy).toBeDisabled();
			await expect(page.locator('[data-share-empty]')).toBeVisible();
			await expect(copy).toHaveAccessibleDescription(
				lang === 'en' ? /Nothing to share yet/ : /還沒有可以分享的內容/,
			);
			await textarea(page).fill(fixture('cli-output/stdout-success.txt'));
			await expect(copy).toBeEnabled();
			await expect(page.locator('[data-share-empty]')).toBeHidden();
		});

		test('at 390 px the stuck card folds to one line while the Result is read', async ({
			page,
		}) => {
			await page.setViewportSize({ width: 390, height: 844 });
			await page.goto(`${prefix}/playground/`);
			await textarea(page).fill(fixture('cli-output/stdout-v3-0-7-vm-not-connected.txt'));
			await expect(page.locator('[data-verdict-next]')).toBeVisible();
			const open = (await card(page).boundingBox())!.height;
			await page.locator('#ep-result-heading').scrollIntoViewIfNeeded();
			await expect(card(page)).toHaveAttribute('data-stuck', 'true');
			await expect(page.locator('[data-verdict-command]')).toBeHidden();
			const folded = (await card(page).boundingBox())!.height;
			expect(folded).toBeLessThan(60);
			expect(folded).toBeLessThan(open / 2);
			await expect(page.locator('#ep-result-heading')).toBeInViewport();
		});

		test('at 390 px, the editor focused, the card folds once and stays folded', async ({
			page,
		}) => {
			// Folding moved the editor up; Chrome's scroll anchoring, which holds a focused editor in
			// place, scrolled back by as much, the line above the card came into view, the card
			// unfolded, and so on every frame (a quick fix's button was never still enough to click).
			await page.setViewportSize({ width: 390, height: 844 });
			await page.goto(`${prefix}/playground/`);
			await textarea(page).fill(fixture('cli-output/stdout-v3-0-7-vm-not-connected.txt'));
			await expect(page.locator('[data-verdict-next]')).toBeVisible();
			await textarea(page).focus();
			await page.evaluate(() => {
				const c = document.querySelector<HTMLElement>('[data-verdict-card]')!;
				const flips: string[] = [];
				new MutationObserver(() => flips.push(c.dataset.stuck!)).observe(c, {
					attributeFilter: ['data-stuck'],
				});
				(window as unknown as { flips: string[] }).flips = flips;
				// 100 px past the card's place: folding would take away more than that.
				const sticky = parseFloat(getComputedStyle(c).top);
				window.scrollTo(0, c.getBoundingClientRect().top + window.scrollY - sticky + 100);
			});
			await expect(card(page)).toHaveAttribute('data-stuck', 'true');
			// Twenty frames later it has changed once.
			const flips = await page.evaluate(
				() =>
					new Promise<string[]>((done) => {
						let frames = 0;
						const frame = () =>
							++frames < 20
								? requestAnimationFrame(frame)
								: done((window as unknown as { flips: string[] }).flips);
						requestAnimationFrame(frame);
					}),
			);
			expect(flips).toStrictEqual(['true']);
		});

		test('at 1280 px F8 to a finding on line 1 shows its mark below the stuck card', async ({
			page,
		}) => {
			await page.setViewportSize({ width: 1280, height: 800 });
			await page.goto(`${prefix}/playground/`);
			// An error on line 1, then enough lines that the page scrolls past the card.
			const text = `{"code": 1, "message": "x"}\n${'\n'.repeat(60)}`;
			await textarea(page).fill(text);
			await expect(card(page)).toHaveAttribute('data-verdict', 'invalid');
			await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
			await textarea(page).focus();
			await page.keyboard.press('F8');
			const mark = page.locator('[data-overlay] [data-finding-index]').first();
			await expect(mark).toBeVisible();
			const cardBox = (await card(page).boundingBox())!;
			const markBox = (await mark.boundingBox())!;
			expect(markBox.y).toBeGreaterThanOrEqual(cardBox.y + cardBox.height - 1);
			expect(markBox.y + markBox.height).toBeLessThanOrEqual(800);
		});
	});
