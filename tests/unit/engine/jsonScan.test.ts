import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineColumnLookup } from '../../../src/lib/engine/json/lineColumn.ts';
import {
	offsetInStringLiteral,
	offsetOfPointer,
	skipValue,
} from '../../../src/lib/engine/json/jsonLocate.ts';
import {
	pointerFromSegments,
	segmentsOfPointer,
} from '../../../src/lib/engine/json/jsonPointer.ts';
import { scanJson } from '../../../src/lib/engine/json/jsonScan.ts';

function parses(text: string): boolean {
	try {
		JSON.parse(text);
		return true;
	} catch {
		return false;
	}
}

/** JSON text, compact or indented. */
const jsonText = fc
	.tuple(fc.jsonValue(), fc.constantFrom(undefined, 2, '\t'))
	.map(([value, indent]) => JSON.stringify(value, null, indent));

/** JSON text with a few characters inserted, replaced or removed: mostly broken, sometimes not. */
const mutatedJson = fc
	.tuple(
		jsonText,
		fc.array(
			fc.tuple(
				fc.nat(),
				fc.constantFrom(
					'{',
					'}',
					'[',
					']',
					',',
					':',
					'"',
					'\\',
					' ',
					'\n',
					'0',
					'-',
					'.',
					'e',
					'a',
					"'",
					'/',
					'*',
					'n',
					't',
					'\u0001',
					'\uD800',
					'',
				),
				fc.boolean(),
			),
			{ minLength: 1, maxLength: 3 },
		),
	)
	.map(([text, edits]) => {
		let out = text;
		for (const [at, char, replace] of edits) {
			const i = at % (out.length + 1);
			out = out.slice(0, i) + char + out.slice(i + (replace ? 1 : 0));
		}
		return out;
	});

describe('scanJson agrees with JSON.parse', () => {
	it('accepts all JSON', () => {
		fc.assert(
			fc.property(jsonText, (text) => {
				const result = scanJson(text);
				expect(result.error).toBeNull();
				expect(result.end).toBe(text.length);
			}),
			{ numRuns: 500 },
		);
	});

	it('accepts exactly what JSON.parse accepts, for broken JSON too', () => {
		fc.assert(
			fc.property(mutatedJson, (text) => {
				expect(scanJson(text).error === null).toBe(parses(text));
			}),
			{ numRuns: 3000 },
		);
	});

	it('accepts exactly what JSON.parse accepts, for any string', () => {
		fc.assert(
			fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
				expect(scanJson(text).error === null).toBe(parses(text));
			}),
			{ numRuns: 2000 },
		);
	});
});

describe('scanJson reports where and why', () => {
	it.each([
		['', 0, 'unexpectedEnd'],
		['{"a":1,}', 7, 'trailingComma'],
		['[1,]', 3, 'trailingComma'],
		['{"a":NaN}', 5, 'nonFiniteNumber'],
		['[Infinity]', 1, 'nonFiniteNumber'],
		['[-Infinity]', 1, 'nonFiniteNumber'],
		['{"a":1 // c\n}', 7, 'comment'],
		['/* c */ {}', 0, 'comment'],
		["{'a':1}", 1, 'singleQuotes'],
		['{a:1}', 1, 'unquotedKey'],
		['{"a" 1}', 5, 'expectedColon'],
		['{"a":1 "b":2}', 7, 'expectedCommaOrBrace'],
		['[1 2]', 3, 'expectedCommaOrBracket'],
		['{"a":1]', 6, 'expectedCommaOrBrace'],
		['[01]', 2, 'invalidNumber'],
		['[1.]', 3, 'invalidNumber'],
		['[.5]', 1, 'invalidNumber'],
		['[+1]', 1, 'invalidNumber'],
		['[0x1F]', 2, 'invalidNumber'],
		['[1e]', 3, 'invalidNumber'],
		['["a\\q"]', 3, 'invalidEscape'],
		['["\\u12G4"]', 2, 'invalidEscape'],
		['["a\tb"]', 3, 'controlCharacter'],
		['["abc', 1, 'unterminatedString'],
		['["abc\\', 1, 'unterminatedString'],
		['[tru]', 1, 'expectedValue'],
		['{"a":1} x', 8, 'trailingText'],
		['{"a":', 5, 'unexpectedEnd'],
		['{', 1, 'unexpectedEnd'],
	])('%j: offset %i, %s', (text, offset, reason) => {
		expect(scanJson(text).error).toStrictEqual({ offset, reason });
	});

	it('allows trailing text when asked, and tells where the value ends', () => {
		expect(scanJson('log {"a":1} more', { start: 4, allowTrailingText: true })).toMatchObject({
			error: null,
			end: 11,
		});
	});

	it('lists repeated keys with pointers, escapes decoded', () => {
		const text = '{"a":{"x":1,"x":2},"b":[{"k":1,"\\u006b":2}],"a/b~":1,"a/b~":2}';
		const result = scanJson(text);
		expect(
			result.duplicates.map((d) => [
				d.pointer,
				d.key,
				text.slice(d.offset, d.offset + 3),
				d.firstOffset,
			]),
		).toStrictEqual([
			['/a/x', 'x', '"x"', 6],
			['/b/0/k', 'k', '"\\u', 25],
			['/a~1b~0', 'a/b~', '"a/', 44],
		]);
	});

	it('notes where nesting first goes too deep, and keeps scanning', () => {
		const result = scanJson(`${'['.repeat(5)}1${']'.repeat(5)}`, { maxDepth: 3 });
		expect(result).toMatchObject({ error: null, tooDeepAt: 3 });
		expect(scanJson(`${'['.repeat(200_000)}`).error).toStrictEqual({
			offset: 200_000,
			reason: 'unexpectedEnd',
		});
	});
});

describe('offsetOfPointer', () => {
	/** Every pointer of a parsed value, with the value it designates. */
	function pointers(value: unknown, path: (string | number)[] = []): [string, unknown][] {
		const here: [string, unknown][] = [[pointerFromSegments(path), value]];
		if (Array.isArray(value))
			return here.concat(value.flatMap((v, i) => pointers(v, [...path, i])));
		if (value !== null && typeof value === 'object')
			return here.concat(Object.entries(value).flatMap(([k, v]) => pointers(v, [...path, k])));
		return here;
	}

	it('finds every value of a document', () => {
		fc.assert(
			fc.property(jsonText, (text) => {
				for (const [pointer, value] of pointers(JSON.parse(text))) {
					const offset = offsetOfPointer(text, 0, pointer);
					expect(offset).not.toBeNull();
					expect(JSON.parse(text.slice(offset!, skipValue(text, offset!)))).toStrictEqual(value);
				}
			}),
			{ numRuns: 300 },
		);
	});

	it('takes the last of repeated keys, as JSON.parse does', () => {
		expect(offsetOfPointer('{"a":1,"a":2}', 0, '/a')).toBe(11);
	});

	it('returns null for what is not there', () => {
		expect(offsetOfPointer('{"a":[1]}', 0, '/b')).toBeNull();
		expect(offsetOfPointer('{"a":[1]}', 0, '/a/1')).toBeNull();
		expect(offsetOfPointer('{"a":[1]}', 0, '/a/x')).toBeNull();
		expect(offsetOfPointer('{"a":1}', 0, '/a/b')).toBeNull();
	});

	it('round-trips pointer segments', () => {
		expect(segmentsOfPointer(pointerFromSegments(['a/b', '~c', 0, '']))).toStrictEqual([
			'a/b',
			'~c',
			'0',
			'',
		]);
	});
});

describe('positions', () => {
	it('maps decoded string offsets back through escapes', () => {
		const text = '{"t":"a\\"b\\u00e9\\nc"}';
		const quote = 5;
		expect(
			['a', '"', 'b', 'é', '\n', 'c'].map((_, i) => offsetInStringLiteral(text, quote, i)),
		).toStrictEqual([6, 7, 9, 10, 16, 18]);
	});

	it('counts lines at \\n, \\r\\n and \\r, and columns in UTF-16 code units', () => {
		const at = lineColumnLookup('a\r\nb\rc\n😀x');
		expect([0, 3, 5, 7, 9].map(at)).toStrictEqual([
			{ line: 1, column: 1 },
			{ line: 2, column: 1 },
			{ line: 3, column: 1 },
			{ line: 4, column: 1 },
			{ line: 4, column: 3 },
		]);
	});
});
