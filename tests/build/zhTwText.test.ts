import { describe, expect, it } from 'vitest';
import { builtZhTwProblems } from '../support/zhHtml.ts';

/**
 * The built zh-TW pages as a reader gets them, read from dist/: punctuation, English chrome, links
 * that leave the zh-TW pages, glossary variants.
 */
describe('the built zh-TW pages', () => {
	const problems = builtZhTwProblems();

	it('are there', () => {
		expect(problems.pages).toBeGreaterThan(40);
	});
	it('have no Latin . : , right after a Chinese character outside code', () => {
		expect(problems.punctuation).toStrictEqual([]);
	});
	it('show no English UI string outside code', () => {
		expect(problems.chrome).toStrictEqual([]);
	});
	it('link only to zh-TW pages, or to the exports', () => {
		expect(problems.links).toStrictEqual([]);
	});
	it('use the glossary’s renderings', () => {
		expect(problems.glossary).toStrictEqual([]);
	});
});
