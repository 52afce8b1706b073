import { expect, test } from './reusedPage.ts';
import { registry } from '../../src/lib/registry/index.ts';
import { codePage } from '../../src/lib/views/index.ts';

/**
 * The command a code page leads with, as the view gives it: its first fix's (the first that has a
 * command). (That a command reads whole and Copy sits
 * beside it is code-page-fixes.spec.ts's.)
 */
function primaryCommand(code: string): { selector: string; command: string } {
	const entry = registry.codes.find((c) => c.code === code)!;
	const { sections, facts } = codePage(registry, entry, 'en');
	const fix = sections.whatToDo.fixes.find((f) => f.command);
	if (fix) return { selector: '[data-fix-command]', command: fix.command! };
	if (facts.recovery.kind !== 'command') throw new Error(`${code} has no command`);
	return { selector: '[data-recovery-command]', command: facts.recovery.command };
}

for (const prefix of ['', '/zh-tw'])
	for (const [width, height] of [
		[390, 844],
		[1280, 900],
	] as const)
		test(`${prefix || '/'} a code page's first screen holds what to run, at ${width} px`, async ({
			page,
		}) => {
			await page.setViewportSize({ width, height });
			await page.goto(`${prefix}/codes/vm_not_connected/`);
			const primary = primaryCommand('vm_not_connected');
			const command = page.locator(primary.selector).first();
			await expect(command).toHaveAttribute(primary.selector.slice(1, -1), primary.command);
			// On a phone the first screen holds the first fix's cause and first step (every page's,
			// code-page-fixes.spec.ts); its command and whether to retry follow them, a scroll away
			// when the fix has several steps. On a laptop all of it is on the first screen.
			const firstScreen = width >= 1280;
			if (firstScreen) {
				await expect(command.locator('pre')).toBeInViewport();
				await expect(command.getByRole('button')).toBeInViewport();
				await expect(page.locator('[data-retry-brief]')).toBeInViewport();
			} else await expect(page.locator('.ep-fix [data-fix-steps] > li').first()).toBeInViewport();
			await expect(page.locator('[data-retry-brief]')).toContainText(
				prefix
					? '要不要重試？先照解決方法處理，再重試一次'
					: 'Should you retry? Retry once, after the fix',
			);
			// The facts come after the answer.
			const factsTop = await page
				.locator('[data-fact="exit-code"]')
				.evaluate((el) => el.getBoundingClientRect().top);
			const retryTop = await page
				.locator('#retry')
				.evaluate((el) => el.getBoundingClientRect().top);
			expect(factsTop).toBeGreaterThan(retryTop);
			// connect_failed too, whose other causes and placeholder form follow its first fix.
			await page.goto(`${prefix}/codes/connect_failed/`);
			if (firstScreen) await expect(page.locator('[data-retry-brief]')).toBeInViewport();
		});

/**
 * The facts, in both languages: on a phone a label|value list, on a laptop a 3×3 grid whose labels
 * fit one line and whose values start at one height per row (a wrapping label used to push its
 * value below its neighbours').
 */
for (const prefix of ['', '/zh-tw'])
	for (const [width, height] of [
		[390, 844],
		[1280, 900],
	] as const)
		test(`${prefix || '/'} the facts line up at ${width} px`, async ({ page }) => {
			await page.setViewportSize({ width, height });
			for (const code of ['connect_failed', 'doctor_critical_failed', 'state_lock_timeout']) {
				await page.goto(`${prefix}/codes/${code}/`);
				const facts = await page.locator('.ep-facts > div').evaluateAll((cells) =>
					cells.map((cell) => {
						const [dt, dd] = [cell.querySelector('dt')!, cell.querySelector('dd')!];
						const range = document.createRange();
						range.selectNodeContents(dt);
						const labelLines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
						return {
							fact: cell.getAttribute('data-fact'),
							cellTop: Math.round(cell.getBoundingClientRect().top),
							labelTop: Math.round(dt.getBoundingClientRect().top),
							valueTop: Math.round(dd.getBoundingClientRect().top),
							labelLines: labelLines.size,
						};
					}),
				);
				expect(facts, code).toHaveLength(9);
				if (width === 390) {
					// One fact a row: the value beside its label, never below it.
					for (const f of facts)
						expect(Math.abs(f.valueTop - f.labelTop), `${code} ${f.fact}`).toBeLessThan(12);
					expect(new Set(facts.map((f) => f.cellTop)).size, code).toBe(9);
				} else {
					expect(new Set(facts.map((f) => f.cellTop)).size, `${code}: three rows`).toBe(3);
					for (const f of facts) expect(f.labelLines, `${code} ${f.fact}: one line`).toBe(1);
					for (const top of new Set(facts.map((f) => f.cellTop))) {
						const row = facts.filter((f) => f.cellTop === top);
						expect(new Set(row.map((f) => f.valueTop)).size, `${code}: values of a row`).toBe(1);
					}
				}
			}
		});
