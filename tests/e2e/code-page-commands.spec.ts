import { expect, test } from './reusedPage.ts';
import { brokenWords } from './commandWords.ts';

/**
 * A code page's command is copied by people in a hurry, often on a phone: it is never broken inside
 * a word (`<tok` / `en>/ws` was), and a line longer than the box scrolls with a cue at its edges,
 * `<token>` reachable by scrolling.
 */
for (const prefix of ['', '/zh-tw'])
	for (const width of [390, 1280])
		test(`${prefix || '/'} connect_failed: the command reads whole at ${width} px`, async ({
			page,
		}) => {
			await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
			await page.goto(`${prefix}/codes/connect_failed/`);
			const block = page.locator('[data-recovery-command]').first();
			const code = block.locator('pre code');
			await expect(code).toContainText('<token>');
			expect(await brokenWords(code)).toStrictEqual([]);
			const pre = block.locator('pre');
			const { scrolls, background } = await pre.evaluate((el) => ({
				scrolls: el.scrollWidth > el.clientWidth,
				background: getComputedStyle(el).backgroundImage,
			}));
			// The longest command is wider than the box even at 1280 px: it scrolls, and the edge says so.
			expect(scrolls).toBe(true);
			expect(background).toContain('linear-gradient');
			await pre.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
			const token = await code.evaluate((el) => {
				const text = el.textContent ?? '';
				const range = document.createRange();
				const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
				let offset = 0;
				for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
					const at = text.indexOf('<token>') - offset;
					if (at >= 0 && at < n.length) {
						range.setStart(n, at);
						range.setEnd(n, Math.min(n.length, at + 7));
						break;
					}
					offset += n.length;
				}
				const r = range.getBoundingClientRect();
				const box = el.closest('pre')!.getBoundingClientRect();
				return { left: r.left, right: r.right, boxLeft: box.left, boxRight: box.right };
			});
			expect(token.left).toBeGreaterThanOrEqual(token.boxLeft);
			expect(token.right).toBeLessThanOrEqual(token.boxRight);
		});

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
			const command = page.locator('[data-recovery-command]');
			await expect(command).toHaveAttribute(
				'data-recovery-command',
				"flutter-mcp-toolkit exec --name status --args '{}'",
			);
			await expect(command.locator('pre')).toBeInViewport();
			await expect(command.getByRole('button')).toBeInViewport();
			// Whether to retry, in words, on the same first screen; for connect_failed too, whose
			// placeholder table sits between the command and the retry section.
			await expect(page.locator('[data-retry-brief]')).toBeInViewport();
			await expect(page.locator('[data-retry-brief]')).toContainText(
				prefix ? '重試：先復原，再重試一次' : 'Retry: Recover, then retry once',
			);
			// The facts come after the answer.
			const factsTop = await page
				.locator('[data-fact="exit-code"]')
				.evaluate((el) => el.getBoundingClientRect().top);
			const retryTop = await page
				.locator('#retry')
				.evaluate((el) => el.getBoundingClientRect().top);
			expect(factsTop).toBeGreaterThan(retryTop);
			await page.goto(`${prefix}/codes/connect_failed/`);
			await expect(page.locator('[data-retry-brief]')).toBeInViewport();
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
