import { describe, expect, it } from 'vitest';
import {
	handOverPaste,
	maxPlaygroundChars,
	maxPlaygroundLines,
	overInputLimit,
	takeHandedOverPaste,
} from '../../../src/lib/playground/index.ts';

/**
 * The page's input limits (security-review.md item 8: the cap counted characters only, and 1.9 M
 * newlines froze the tab for 29 s) and the home page's handover of a paste (item 1).
 */
describe('overInputLimit', () => {
	it('counts lines as well as characters', () => {
		expect(overInputLimit('\n'.repeat(1_900_000))).toStrictEqual({
			kind: 'lines',
			lines: 1_900_001,
		});
		expect(overInputLimit('\n'.repeat(maxPlaygroundLines - 1))).toBeNull();
		expect(overInputLimit('\n'.repeat(maxPlaygroundLines))).toStrictEqual({
			kind: 'lines',
			lines: maxPlaygroundLines + 1,
		});
		expect(overInputLimit('x'.repeat(maxPlaygroundChars))).toBeNull();
		expect(overInputLimit('x'.repeat(maxPlaygroundChars + 1))).toStrictEqual({
			kind: 'chars',
			chars: maxPlaygroundChars + 1,
		});
	});

	it('judges a paste over a selection by the text it would make, without building it', () => {
		const text = `a\n${'\n'.repeat(maxPlaygroundLines - 3)}b`; // maxPlaygroundLines - 1 lines
		expect(overInputLimit(text)).toBeNull();
		// Two more lines at the end: over.
		expect(
			overInputLimit(text, { text: '\n\n', start: text.length, end: text.length }),
		).toMatchObject({
			kind: 'lines',
			lines: maxPlaygroundLines + 1,
		});
		// The same two over a selection holding two line feeds: the count stays.
		expect(overInputLimit(text, { text: '\n\n', start: 1, end: 3 })).toBeNull();
		expect(
			overInputLimit('abc', { text: 'x'.repeat(maxPlaygroundChars - 2), start: 0, end: 0 }),
		).toMatchObject({ kind: 'chars', chars: maxPlaygroundChars + 1 });
	});
});

describe('the home page’s handover', () => {
	it('gives the text once, and clears the name as it does', () => {
		const tab = { name: '' };
		handOverPaste(tab, '{"token":"secret"}\nline 2');
		expect(takeHandedOverPaste(tab)).toBe('{"token":"secret"}\nline 2');
		expect(tab.name).toBe('');
		expect(takeHandedOverPaste(tab)).toBeUndefined();
	});

	it('leaves a name it did not set alone', () => {
		const tab = { name: 'some-other-window' };
		expect(takeHandedOverPaste(tab)).toBeUndefined();
		expect(tab.name).toBe('some-other-window');
	});
});
