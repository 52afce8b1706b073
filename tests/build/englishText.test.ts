import { describe, expect, it } from 'vitest';
import { englishViolations } from '../support/englishGlossary.ts';
import { filesUnder } from '../support/glossary.ts';
import {
	englishBlocks,
	englishCodePages,
	englishPages,
	longSentences,
	readDist,
} from '../support/englishText.ts';
import './requireBuild.ts';

/**
 * The built English text, where a reader or an agent gets it from dist/: every English page, and
 * the Markdown twins and llms texts. The English glossary (tests/support/englishGlossary.ts) holds
 * for all of them; the sources get the same scan in tests/unit/i18n/englishGlossary.test.ts. Code
 * pages also keep a budget of long sentences: the English review counted 54 sentences over 30
 * words in "When it fires", and a reader with an error in hand takes a sentence in at one go or
 * not at all.
 */

/** Sentences over this many words are long (the English review's measure). */
const longSentenceWords = 30;
/** At most this many long sentences in the main text of all English code pages together. */
const longSentenceBudget = 25;
/**
 * Guide sentences over this many words (code counted as one word) are long: review 5 found one
 * with two nested asides (layers, doctor_critical_failed), which a reader has to take apart.
 */
const guideSentenceWords = 40;
/** At most this many in all English guides together: the seven left when that one was split. */
const guideLongBudget = 7;

const pages = englishPages();
const markdown = filesUnder('dist', /\.(md|txt)$/)
	.map((f) => f.slice('dist/'.length))
	.filter((f) => !f.startsWith('zh-tw/') && !f.startsWith('_astro/'));

describe('English text in the build', () => {
	it('is there: pages, code pages, twins and llms texts', () => {
		expect(pages.length).toBeGreaterThan(40);
		expect(englishCodePages().length).toBeGreaterThan(40);
		expect(markdown).toEqual(expect.arrayContaining(['llms.txt', 'llms-full.txt']));
		expect(markdown.filter((f) => f.startsWith('codes/')).length).toBeGreaterThan(40);
	});

	it('the pages use the English glossary', () => {
		const found = pages.flatMap((page) =>
			englishBlocks(readDist(page)).flatMap((block) => englishViolations(block, page)),
		);
		expect(
			found.map((v) => `${v.where}: write ${v.use}, not "${v.found}" (${v.text})`),
		).toStrictEqual([]);
	});

	it('the Markdown twins and llms texts use the English glossary', () => {
		const found = markdown.flatMap((file) => englishViolations(readDist(file), file));
		expect(
			found.map((v) => `${v.where}: write ${v.use}, not "${v.found}" (${v.text})`),
		).toStrictEqual([]);
	});

	it(`guides keep to ${guideLongBudget} sentences over ${guideSentenceWords} words`, () => {
		const guides = pages.filter((page) => page.startsWith('guides/'));
		expect(guides.length).toBeGreaterThan(4);
		const long = guides.flatMap((page) =>
			longSentences(englishBlocks(readDist(page), true), guideSentenceWords).map(
				(s) => `${page}: ${s}`,
			),
		);
		expect(long.length, long.join('\n\n')).toBeLessThanOrEqual(guideLongBudget);
	});

	it(`code pages keep to ${longSentenceBudget} sentences over ${longSentenceWords} words`, () => {
		const long = englishCodePages().flatMap((page) =>
			longSentences(englishBlocks(readDist(page), true), longSentenceWords).map(
				(s) => `${page}: ${s}`,
			),
		);
		expect(long.length, long.join('\n\n')).toBeLessThanOrEqual(longSentenceBudget);
	});
});
