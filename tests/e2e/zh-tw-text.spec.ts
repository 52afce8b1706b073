import { expect, test } from '@playwright/test';
import { builtZhTwProblems } from '../support/zhHtml.ts';

/**
 * The built zh-TW pages as a reader gets them, after `npm run build`: the same checks as
 * tests/unit/i18n/builtZhTw.test.ts, which skips while there is no build (CI runs the unit tests
 * first). Reads dist/ directly; no browser needed, so it runs once, in the preview project.
 */

test.describe('zh-TW pages of the build', () => {
	test.skip(({ browserName }, info) => info.project.name !== 'preview', 'reads dist/, once');

	test('punctuation, chrome, links and glossary', () => {
		const problems = builtZhTwProblems();
		expect(problems.pages).toBeGreaterThan(40);
		expect(problems.punctuation, 'Latin . : , after a Chinese character').toStrictEqual([]);
		expect(problems.chrome, 'English UI strings on zh-TW pages').toStrictEqual([]);
		expect(problems.links, 'links that leave the zh-TW pages').toStrictEqual([]);
		expect(problems.glossary, 'variants the glossary forbids').toStrictEqual([]);
	});
});
