import { describe, expect, it } from 'vitest';
import { type BuiltProblems, builtZhTwProblems, hasBuild } from '../../support/zhHtml.ts';

/**
 * The built zh-TW pages, read from dist/: punctuation, English chrome, links that leave the zh-TW
 * pages, glossary variants. This builds nothing: `npm test` runs the unit tests before the build,
 * so without a dist/ it skips, and tests/e2e/zh-tw-text.spec.ts (after the build) runs the same
 * checks in CI. With a build at hand (`npm run build`) it gives the answer in a second.
 */

describe.skipIf(!hasBuild())(
	'the built zh-TW pages (dist/; skipped without a build, see tests/e2e/zh-tw-text.spec.ts)',
	() => {
		// Read on first use, not while collecting: vitest still runs a skipped describe's body to
		// collect its tests, and without a dist/ there is nothing to read.
		let read: BuiltProblems | undefined;
		const problems = () => (read ??= builtZhTwProblems());

		it('are there', () => {
			expect(problems().pages).toBeGreaterThan(40);
		});
		it('have no Latin . : , right after a Chinese character outside code', () => {
			expect(problems().punctuation).toStrictEqual([]);
		});
		it('show no English UI string outside code', () => {
			expect(problems().chrome).toStrictEqual([]);
		});
		it('link only to zh-TW pages, or to the exports', () => {
			expect(problems().links).toStrictEqual([]);
		});
		it('use the glossary’s renderings', () => {
			expect(problems().glossary).toStrictEqual([]);
		});
	},
);
