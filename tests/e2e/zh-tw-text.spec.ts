import { expect, test } from '@playwright/test';
import { builtZhTwProblems } from '../support/zhHtml.ts';
import { registry } from '../../src/lib/registry/index.ts';

/**
 * The built zh-TW pages as a reader gets them, after `npm run build`: the same checks as
 * tests/unit/i18n/builtZhTw.test.ts, which skips while there is no build (CI runs the unit tests
 * first). The first test reads dist/ directly; it runs in the preview project only (see
 * tests/playwright.config.ts).
 */

test.describe('zh-TW pages of the build', () => {
	test('punctuation, chrome, links and glossary', () => {
		const problems = builtZhTwProblems();
		expect(problems.pages).toBeGreaterThan(40);
		expect(problems.punctuation, 'Latin . : , after a Chinese character').toStrictEqual([]);
		expect(problems.chrome, 'English UI strings on zh-TW pages').toStrictEqual([]);
		expect(problems.links, 'links that leave the zh-TW pages').toStrictEqual([]);
		expect(problems.glossary, 'variants the glossary forbids').toStrictEqual([]);
	});

	test('a translated recovery instruction shows the English the envelope carries too', async ({
		page,
	}) => {
		const entry = registry.codes.find((c) => c.code === 'write_blocked')!;
		if (entry.recovery.kind !== 'instruction') throw new Error('write_blocked has an instruction');
		await page.goto('/zh-tw/codes/write_blocked/');
		await expect(page.locator('[data-recovery-instruction]')).toHaveText(
			entry.recovery.instruction['zh-TW'],
		);
		await expect(page.locator('[data-recovery-instruction-original] [lang="en"]')).toHaveText(
			entry.recovery.instruction.en,
		);
		await page.goto('/codes/write_blocked/');
		await expect(page.locator('[data-recovery-instruction-original]')).toHaveCount(0);
	});
});
