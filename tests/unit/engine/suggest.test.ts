import { describe, expect, it } from 'vitest';
import { registry } from '../../../src/lib/registry/index.ts';
import { boundedLevenshtein, suggestCodes } from '../../../src/lib/engine/suggest.ts';

const codes = registry.codes.map((c) => c.code);

describe('suggestCodes', () => {
	it.each([
		['CONNECT_FAILED', ['connect_failed']],
		['connect-failed', ['connect_failed']],
		[' Connect Failed ', ['connect_failed']],
		['conect_failed', ['connect_failed']],
		['connect_faild', ['connect_failed']],
		['get_vm_faild', ['get_vm_failed']],
		['hot_reload_failes', ['hot_reload_failed']],
		['state_lock', []],
		['', []],
		['x'.repeat(1_000_000), []],
	])('%j → %j', (input, expected) => {
		expect(suggestCodes(input, codes)).toStrictEqual(expected);
	});

	it('orders by distance, then alphabetically', () => {
		expect(suggestCodes('ab', ['abc', 'xab', 'ab_x', 'zzzz'])).toStrictEqual([
			'abc',
			'xab',
			'ab_x',
		]);
		expect(suggestCodes('abcd', ['abce', 'abxx', 'abcf'])).toStrictEqual(['abce', 'abcf', 'abxx']);
	});
});

describe('boundedLevenshtein', () => {
	it.each([
		['kitten', 'sitting', 3],
		['', 'abc', 3],
		['abc', 'abc', 0],
		['abc', 'acb', 2],
	])('%s → %s is %i', (a, b, d) => {
		expect(boundedLevenshtein(a, b, 10)).toBe(d);
	});

	it('stops early past the limit', () => {
		expect(boundedLevenshtein('kitten', 'sitting', 2)).toBe(3);
		expect(boundedLevenshtein('a'.repeat(5000), 'b', 2)).toBe(3);
	});
});
