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
	/** A tab: its name, its session storage, and the page's crypto. */
	function tab(name = '') {
		const stored = new Map<string, string>();
		return {
			name,
			stored,
			sessionStorage: {
				getItem: (key: string) => stored.get(key) ?? null,
				setItem: (key: string, value: string) => void stored.set(key, value),
				removeItem: (key: string) => void stored.delete(key),
			},
			crypto: globalThis.crypto,
		};
	}

	it('gives the text once, and clears the name and the nonce as it does', () => {
		const home = tab();
		expect(handOverPaste(home, '{"token":"secret"}\nline 2')).toBe(true);
		// Only the nonce is stored, never the text.
		expect([...home.stored.values()].join()).not.toContain('secret');
		expect(takeHandedOverPaste(home)).toBe('{"token":"secret"}\nline 2');
		expect(home.name).toBe('');
		expect(home.stored.size).toBe(0);
		expect(takeHandedOverPaste(home)).toBeUndefined();
	});

	it('refuses a name another site planted: no nonce, or not this tab’s (security-review-2 item 7)', () => {
		const planted = tab('error-playbook:paste:PLANTED');
		expect(takeHandedOverPaste(planted)).toBeUndefined();
		expect(planted.name).toBe('');
		const guessed = tab();
		handOverPaste(guessed, 'mine');
		guessed.name = 'error-playbook:paste:0123456789abcdef0123456789abcdef:PLANTED';
		expect(takeHandedOverPaste(guessed)).toBeUndefined();
		expect(guessed.stored.size).toBe(0);
	});

	it('hands nothing over when session storage is blocked', () => {
		const blocked = {
			...tab(),
			sessionStorage: {
				getItem: () => null,
				setItem: () => {
					throw new DOMException('blocked', 'SecurityError');
				},
				removeItem: () => undefined,
			},
		};
		expect(handOverPaste(blocked, 'text')).toBe(false);
		expect(blocked.name).toBe('');
	});

	it('leaves a name it did not set alone', () => {
		const other = tab('some-other-window');
		expect(takeHandedOverPaste(other)).toBeUndefined();
		expect(other.name).toBe('some-other-window');
	});
});
