import AxeBuilder from '@axe-core/playwright';
import { test, expect, cspViolations } from './reusedPage.ts';
import { expectedLang } from '../support/sitemap.ts';
import { axePages, builtPages } from '../support/axePages.ts';
import { brokenLinkReason, distIndex } from '../support/distIndex.ts';
import { onePerKind } from '../support/markupKinds.ts';
import { strayBackticks } from './renderedText.ts';
import { pageTypeOf } from '../../scripts/lib/pageWeight.ts';
import { registry } from '../../src/lib/registry/index.ts';
import type { Page } from '@playwright/test';

/**
 * Every page of the sitemap, both languages, opened in Chromium: it loads, runs its scripts without
 * a console error, a failed request or a CSP violation, shows no raw Markdown backticks and links
 * only to what exists (links scripts add included); a code page also shows its first step on the
 * first screen, on a phone and a desktop. One test per page, so a failure names the page; each
 * assertion names its check. What the HTML says without a browser (titles, languages, alternates,
 * landmarks, a code page's contract facts and first command, links of every file) is
 * tests/build/pages.test.ts's and tests/build/pageFacts.test.ts's: a page load costs 2-3 s on a
 * loaded machine, so this spec loads each page once and asks it only what needs a browser.
 *
 * axe (WCAG 2.2 A and AA) runs on a set of pages chosen from the build and the registry
 * (tests/support/axePages.ts), in the light and the dark theme picked in place on the same load:
 * together they show every template in each language and every variant a page can show (each
 * element kind, each badge, notice and history kind, each category and retry class, a later code,
 * the IntentCall wrapper codes, guides and reference pages); 35 of 132 pages today.
 * tests/build/axePages.test.ts fails if a variant is on no audited page. What axe checks (structure,
 * ARIA, names, landmarks, contrast) the templates decide: on every page it repeated one template 50
 * times, at 2-9 s a run on a loaded 2-core machine, and ran in one theme only. States no page load
 * shows (playground verdicts, the share panel, open filters and folds) are audited below, in both
 * themes.
 *
 * The keyboard walk depends on the markup alone, so it runs once per markup kind (the element
 * kinds a page's body holds: tests/support/markupKinds.ts; 36 kinds among the 98 pages today) and
 * on each page type in both languages: the other pages of a kind differ from the walked one in
 * text and attribute values only.
 */
const pages = builtPages();
const paths = pages.map((p) => p.path);
const walked = (() => {
	const chosen = new Set(onePerKind(pages));
	for (const lang of ['en', 'zh-TW'] as const)
		for (const type of new Set(paths.map(pageTypeOf)))
			if (![...chosen].some((p) => pageTypeOf(p) === type && expectedLang(p) === lang))
				chosen.add(paths.find((p) => pageTypeOf(p) === type && expectedLang(p) === lang)!);
	return chosen;
})();
const audited = new Set(axePages(pages));
/** The code pages, with the fixes each leads with (none yet: its recovery comes first). */
const codePages = new Map(
	[...registry.codes, ...registry.wrapperCodes].map((c) => [c.code, c.fixes] as const),
);
/** The first screen of a phone and of a desktop, where a code page's first step must be. */
const firstScreens = [
	[390, 844],
	[1280, 800],
] as const;

/**
 * A visitor from an error hint reads the specific first step without scrolling: "What to do" and
 * the first fix's first step (or, for a code without fixes yet, its recovery) are within the first
 * screen. Returns what is not, as `heading at 912`. The page is static HTML at its load event, so
 * the boxes are read in one round trip (a missing or unrendered element has no box), where
 * Playwright's four boundingBox calls over two widths took 2.6 s of each code page's audit at
 * load 20-40.
 */
async function firstScreenMisses(page: Page, hasFixes: boolean, height: number) {
	const boxes = await page.evaluate(
		(selectors) =>
			selectors.map(([what, selector]) => {
				const el = document.querySelector(selector);
				const rect = el && el.getClientRects().length > 0 ? el.getBoundingClientRect() : null;
				return [what, rect && { y: rect.y, height: rect.height }] as const;
			}),
		[
			['heading', '#what-to-do'],
			['first step', hasFixes ? '.ep-fix [data-fix-steps] > li' : '[data-first-step]'],
		] as const,
	);
	return boxes
		.filter(([, box]) => !box || box.y < 0 || box.y + box.height > height)
		.map(([what, box]) => `${what} at ${box ? Math.round(box.y + box.height) : 'none'}`);
}

/**
 * Presses Tab `count` times with the two input events Playwright's `keyboard.press('Tab')` sends
 * (Chrome DevTools Protocol, trusted input), but all at once: Chromium handles them in order, so
 * focus moves exactly as with one press after another (the same focus sequence on a code page, a
 * guide, the codes index and the playground), without a round trip per key. One press at a time,
 * a code page's walk took 3.5-5 s on a loaded 2-core machine; sent together, 0.2-0.6 s.
 */
async function pressTabs(page: Page, count: number) {
	const cdp = await page.context().newCDPSession(page);
	try {
		const tab = { modifiers: 0, windowsVirtualKeyCode: 9, code: 'Tab', key: 'Tab' };
		await Promise.all(
			Array.from({ length: count }, () => [
				cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...tab }),
				cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...tab }),
			]).flat(),
		);
	} finally {
		await cdp.detach();
	}
}

/**
 * Keyboard: the first Tab reaches the skip link, which leads into the main content; from there Tab
 * reaches every control of the main content, each with a visible focus ring.
 */
async function expectKeyboardWalk(page: Page) {
	await page.keyboard.press('Tab');
	await expect(page.locator('a.sl-skip-link'), 'skip link is the first stop').toBeFocused();
	await page.keyboard.press('Enter');
	const controls = await page.locator('main').evaluate((main) => {
		// `summary`: the folds of a code page (a closed fold's own controls are not rendered).
		const selector =
			'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
		return [...main.querySelectorAll<HTMLElement>(selector)].filter((el) => {
			if ((el as HTMLButtonElement).disabled || el.closest('[hidden], [inert]')) return false;
			// Inside a closed fold, only its summary is reached (the rest keeps layout boxes).
			const closed = el.closest('details:not([open])');
			if (closed && el.closest('summary')?.parentElement !== closed) return false;
			const style = getComputedStyle(el);
			return (
				style.visibility !== 'hidden' && style.display !== 'none' && el.getClientRects().length > 0
			);
		}).length;
	});
	// Record focus moves in the page and read them once, after the last Tab.
	await page.evaluate(() => {
		const log: { inMain: boolean; ring: boolean; label: string }[] = [];
		(window as unknown as { __focusLog: typeof log }).__focusLog = log;
		document.addEventListener('focusin', (event) => {
			const el = event.target as HTMLElement;
			const style = getComputedStyle(el);
			const ring =
				(style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
				(style.boxShadow !== 'none' && style.boxShadow !== '');
			log.push({
				inMain: Boolean(el.closest('main')),
				ring,
				label: `${el.tagName.toLowerCase()} ${el.textContent?.trim().slice(0, 40) ?? ''}`,
			});
		});
	});
	await pressTabs(page, controls + 3);
	const reached = await page.evaluate(
		() =>
			(window as unknown as { __focusLog: { inMain: boolean; ring: boolean; label: string }[] })
				.__focusLog,
	);
	expect(
		reached.filter((r) => r.inMain).length,
		'controls of the main content reached by Tab',
	).toBeGreaterThanOrEqual(controls);
	expect(
		reached.filter((r) => !r.ring).map((r) => r.label),
		'focused controls without a visible focus ring',
	).toStrictEqual([]);
}

const themes = ['light', 'dark'] as const;
/**
 * What the dark theme can change: the theme picker sets `data-theme` on the root, and the two
 * themes differ in colours only (Starlight's custom properties, and the three status colours of
 * src/styles/custom.css), not in markup, names, order or what is shown. So the light theme gets
 * every WCAG rule and the dark theme the two rules that read colours: text contrast, and links
 * told from the text around them. Half of what axe cost here, with nothing unchecked.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * axe, WCAG 2.2 A and AA: the rules tagged wcag2a, wcag2aa, wcag21a, wcag21aa and wcag22aa in the
 * light theme, the colour rules in the dark one (`colourRules`).
 * Not run: axe's best-practice rules (region, landmark-*, heading-order, page-has-heading-one),
 * which are not WCAG failures; the landmarks and the one h1 they would look for are checked on
 * every page without a browser (tests/build/pageFacts.test.ts, tests/build/pages.test.ts). Also not
 * run: experimental rules and AAA (color-contrast-enhanced), off in axe by default. One rule is
 * filtered, only on the element Starlight owns: its search button (the one with data-open-modal)
 * is named "Search" but shows "Ctrl K" (label-content-name-mismatch), not ours to change.
 * Legacy mode runs axe in the page itself: the default opens a second page per run to merge the
 * results of cross-origin frames, which these pages do not have (the CSP allows none). Only
 * violations are collected: axe otherwise serialises every passing node too. Together they cut axe
 * from 5.4 s to 1.2 s on a code page with the same violations found (measured with an image without
 * alt, a nameless button and low contrast injected). `options` replaces the whole option object,
 * so it comes before `withTags`.
 */
async function axeViolations(page: Page, theme: (typeof themes)[number]) {
	const builder = new AxeBuilder({ page })
		.setLegacyMode(true)
		.options({ resultTypes: ['violations'] });
	const axe = await (
		theme === 'light'
			? builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
			: builder.withRules(colourRules)
	).analyze();
	return axe.violations
		.map((v) => ({
			id: v.id,
			targets: v.nodes
				.filter(
					(n) =>
						!(
							v.id === 'label-content-name-mismatch' && /^<button[^>]*data-open-modal/.test(n.html)
						),
				)
				.map(
					(n) =>
						`${n.target.join(' ')}${v.id === 'color-contrast' ? ` (${n.any[0]?.message ?? ''})` : ''}`,
				),
		}))
		.filter((v) => v.targets.length > 0);
}

/**
 * Picks `theme` with Starlight's theme picker. At 390 px the pickers sit in the closed mobile menu,
 * so the first one is chosen without Playwright's visibility wait (`force`): the same element and
 * change event as a visitor's pick, without opening a menu over the state being audited.
 */
async function pickTheme(page: Page, theme: (typeof themes)[number]) {
	await page.locator('starlight-theme-select select').first().selectOption(theme, { force: true });
	await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/**
 * axe over a page as loaded, in the light and the dark theme.
 */
async function expectAxeCleanInBothThemes(page: Page) {
	// Expressive Code makes a code block that scrolls sideways focusable from a script: 250 ms after
	// layout, then at the next idle moment. On a loaded machine axe could run first and report
	// scrollable-region-focusable for a block the visitor gets focusable. Wait for that script (up to
	// 5 s); if it never marks the block, axe reports it below.
	await expect
		.poll(
			() =>
				page.evaluate(
					() =>
						[...document.querySelectorAll('.expressive-code pre')].filter(
							// A closed fold's blocks are not shown (nor checked by axe), and Chromium
							// still gives them a scroll width that Expressive Code never sees.
							(pre) =>
								pre.scrollWidth > pre.clientWidth &&
								!pre.hasAttribute('tabindex') &&
								!pre.closest('details:not([open])'),
						).length,
				),
			{ timeout: 5_000 },
		)
		.toBe(0)
		.catch(() => undefined);
	for (const theme of themes) {
		await pickTheme(page, theme);
		expect(await axeViolations(page, theme), `axe violations, ${theme} theme`).toStrictEqual([]);
	}
}

// The first-screen check below runs in the audit of each code page: every code must have one.
test('every code page of the registry is in the sitemap, in both languages', () => {
	const missing = [...codePages.keys()]
		.flatMap((code) => [`/codes/${code}/`, `/zh-tw/codes/${code}/`])
		.filter((path) => !paths.includes(path));
	expect(missing).toStrictEqual([]);
});

for (const path of paths) {
	const walk = walked.has(path);
	const code = /^\/(?:zh-tw\/)?codes\/([a-z0-9_]+)\/$/.exec(path)?.[1];
	const isCodePage = code !== undefined && codePages.has(code);
	const axe = audited.has(path);
	const extras = [walk && 'keyboard walk', axe && 'axe'].filter(Boolean).join(', ');
	test(`audit ${path}${extras ? ` (${extras})` : ''}`, async ({ page }) => {
		// A code page carries its examples on up to four surfaces: two axe runs and the Tab walk over
		// them take 20-25 s at load 13 and more at 20, too close to the 60 s hang detector.
		if (axe || walk) test.setTimeout(120_000);
		const origin = new URL(test.info().project.use.baseURL!).origin;
		const problems = { console: [] as string[], failed: [] as string[], foreign: [] as string[] };
		const onConsole = (m: import('@playwright/test').ConsoleMessage) => {
			if (m.type() === 'error') problems.console.push(m.text());
		};
		const onPageError = (e: Error) => problems.console.push(e.message);
		const onRequest = (r: import('@playwright/test').Request) => {
			if (!r.url().startsWith(origin) && !r.url().startsWith('data:'))
				problems.foreign.push(r.url());
		};
		const onFailed = (r: import('@playwright/test').Request) =>
			problems.failed.push(`${r.url()} (${r.failure()?.errorText})`);
		const onResponse = (r: import('@playwright/test').Response) => {
			if (r.status() >= 400) problems.failed.push(`${r.url()} (${r.status()})`);
		};
		page.on('console', onConsole);
		page.on('pageerror', onPageError);
		page.on('request', onRequest);
		page.on('requestfailed', onFailed);
		page.on('response', onResponse);
		try {
			// A code page opens on a phone's first screen; the desktop's is the same page widened in
			// place (the layout is CSS: no script reads the width), one load instead of two. The
			// rest of the audit runs on the desktop's.
			const [phone] = firstScreens;
			if (isCodePage) await page.setViewportSize({ width: phone[0], height: phone[1] });
			const response = await page.goto(path, { waitUntil: 'load' });
			expect(response?.status(), 'HTTP status').toBe(200);
			if (isCodePage) {
				const misses: string[] = [];
				for (const [width, height] of firstScreens) {
					if (width !== phone[0]) await page.setViewportSize({ width, height });
					for (const miss of await firstScreenMisses(page, Boolean(codePages.get(code)), height))
						misses.push(`${width} px: ${miss}`);
				}
				expect(misses, 'the first step is off the first screen').toStrictEqual([]);
			}

			const backticks = await strayBackticks(page);
			expect(backticks, 'backticks shown as text (unrendered inline code)').toStrictEqual([]);

			// Every internal link and #anchor resolves, the ones scripts add included.
			const hrefs = await page
				.locator('a[href]')
				.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
			const index = distIndex();
			const broken = [...new Set(hrefs)]
				.map((href) => [href, brokenLinkReason(index, href, path)] as const)
				.filter(([, why]) => why);
			expect(broken, 'broken internal links').toStrictEqual([]);

			if (walk) await expectKeyboardWalk(page);
			if (axe) await expectAxeCleanInBothThemes(page);

			expect(await cspViolations(page), 'Content-Security-Policy violations').toStrictEqual([]);
			expect(problems.console, 'console errors').toStrictEqual([]);
			expect(problems.failed, 'failed requests').toStrictEqual([]);
			expect(problems.foreign, 'requests to another origin').toStrictEqual([]);
		} finally {
			page.off('console', onConsole);
			page.off('pageerror', onPageError);
			page.off('request', onRequest);
			page.off('requestfailed', onFailed);
			page.off('response', onResponse);
		}
	});
}

/**
 * States the audit above never reaches (it loads each page once, in the light theme), in the light
 * and the dark theme, each chosen with Starlight's theme picker as a visitor does: the playground's
 * verdict bar as well-formed failure, not an error object, invalid (its code chip was 4.23:1 in
 * dark mode) and refused, with the share panel and its long-link warning; the codes index as cards
 * at 390 px, filters folded and open; a code page with its folds closed and open, at 390 and 1280.
 * Each state is audited in both themes on one load: the theme changes in place (the picker's
 * change event restyles the page, nothing reloads), and the state is asserted again before axe.
 */
/** axe in each theme over the state `shown` asserts, picking each theme on the same load. */
async function expectCleanInBothThemes(page: Page, state: string, shown: () => Promise<void>) {
	for (const theme of themes) {
		await pickTheme(page, theme);
		await shown();
		expect(
			await axeViolations(page, theme),
			`axe violations: ${state}, ${theme} theme`,
		).toStrictEqual([]);
	}
}

test.describe('axe, light and dark theme', () => {
	for (const prefix of ['', '/zh-tw'])
		test(`${prefix || '/'} playground: every verdict, the share panel`, async ({ page }) => {
			// Five states, two axe runs each: 31-39 s for one theme at load 13.
			test.slow();
			await page.setViewportSize({ width: 1280, height: 900 });
			await page.goto(`${prefix}/playground/`);
			const verdict = page.locator('[data-verdict]');
			const picker = page.locator('[data-example-picker]');
			for (const [example, state] of [
				['code:connect_failed', 'valid'],
				['cli:doctor', 'not-envelope'],
				['broken:descriptorMismatch', 'invalid'],
			] as const) {
				await picker.selectOption(example);
				await expectCleanInBothThemes(page, `verdict ${state}`, () =>
					expect(verdict).toHaveAttribute('data-verdict', state),
				);
			}
			await expect(page.locator('[data-verdict-code]')).toBeVisible();
			// The share panel, with a link long enough for its warning.
			await page.getByRole('button', { name: /Share link|分享連結/ }).click();
			await page.locator('[data-editor] textarea').fill(`{"details":"${'frame '.repeat(400)}"}`);
			await expectCleanInBothThemes(page, 'share panel, long link', () =>
				expect(page.locator('[data-share-long]')).toBeVisible(),
			);
			await page.goto(`${prefix}/playground/#e=%%%not-base64`);
			await expectCleanInBothThemes(page, 'verdict refused', () =>
				expect(verdict).toHaveAttribute('data-verdict', 'refused'),
			);
		});

	test('codes index at 390 px: cards, filters folded and open', async ({ page }) => {
		// Four axe runs: past the 60 s hang detector at load 25-46.
		test.slow();
		await page.setViewportSize({ width: 390, height: 844 });
		await page.goto('/zh-tw/codes/');
		const fold = page.locator('[data-filters-fold]');
		await expectCleanInBothThemes(page, 'codes index, filters folded', async () => {
			await expect(fold).toBeVisible();
			await expect(fold).not.toHaveAttribute('open');
		});
		await fold.locator('summary').click();
		await expectCleanInBothThemes(page, 'codes index, filters open', () =>
			expect(page.locator('[data-codes-filters]')).toBeVisible(),
		);
	});

	// The audit above already runs axe in both themes over its code pages as loaded at 1280 px,
	// folds closed: at that width only the open folds are new.
	const foldPage = '/codes/connection_selection_required/';
	for (const [width, height] of [
		[390, 844],
		[1280, 900],
	] as const)
		test(`a code page at ${width} px, folds ${width === 1280 && audited.has(foldPage) ? '' : 'closed and '}open`, async ({
			page,
		}) => {
			// Four axe runs over a code page: two took 30-37 s at load 13.
			test.slow();
			await page.setViewportSize({ width, height });
			await page.goto(foldPage);
			const closed = page.locator('details[data-fold]:not([open])');
			await expect(closed).not.toHaveCount(0);
			if (width !== 1280 || !audited.has(foldPage))
				await expectCleanInBothThemes(page, 'folds closed', () =>
					expect(closed).not.toHaveCount(0),
				);
			for (const summary of await page.locator('details[data-fold] > summary').all())
				await summary.click();
			await expectCleanInBothThemes(page, 'folds open', () => expect(closed).toHaveCount(0));
		});
});
