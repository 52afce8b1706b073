import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../src/scripts/playground/syntax.ts';

/** The editor's colouring reads tokens, not a parse: broken JSON and text around it still colour. */
const kinds = (text: string, from?: number, to?: number) => {
	const { starts, ends, kinds } = tokenize(text, from, to);
	return starts.map((s, i) => `${kinds[i]}:${text.slice(s, ends[i])}`);
};

describe('tokenize', () => {
	it('tells keys from strings and colours numbers, literals and punctuation', () => {
		expect(kinds('{"code" : "x", "n": -1.5e3, "ok": true, "d": null}')).toStrictEqual([
			'p:{',
			'k:"code"',
			'p::',
			's:"x"',
			'p:,',
			'k:"n"',
			'p::',
			'n:-1.5e3',
			'p:,',
			'k:"ok"',
			'p::',
			'l:true',
			'p:,',
			'k:"d"',
			'p::',
			'l:null',
			'p:}',
		]);
	});

	it('keeps escaped quotes inside a string and stops an unterminated one at the line end', () => {
		expect(kinds('"a\\"b": "c\n1')).toStrictEqual(['k:"a\\"b"', 'p::', 's:"c', 'n:1']);
	});

	it('reads only the window it is given, in offsets of the whole text', () => {
		const text = '{"a": 1,\n "b": 2}\n';
		const { starts } = tokenize(text, 9, 17);
		expect(starts[0]).toBe(10);
		expect(kinds(text, 9, 17)).toStrictEqual(['k:"b"', 'p::', 'n:2', 'p:}']);
	});

	it('leaves words of a log alone', () => {
		expect(kinds('error: nullable truthy')).toStrictEqual(['p::']);
	});
});
