import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closingQuote } from '../../../src/lib/engine/json/jsonText.ts';
import {
	escapePointerSegment,
	segmentsOfPointer,
} from '../../../src/lib/engine/json/jsonPointer.ts';

/** The hot text helpers take shortcuts; these hold them to their plain definitions. */

/** The definition: the first quote after an even number of backslashes. */
function closingQuoteByDefinition(text: string, quote: number): number {
	for (let end = text.indexOf('"', quote + 1); end >= 0; end = text.indexOf('"', end + 1)) {
		let k = end - 1;
		while (text.charCodeAt(k) === 0x5c) k--;
		if ((end - 1 - k) % 2 === 0) return end;
	}
	return -1;
}

describe('closingQuote', () => {
	it('finds the quote the definition finds, in short and long strings', () => {
		const text = fc
			.array(fc.constantFrom('"', '\\', 'a', 'é', ':'), { maxLength: 80 })
			.map((cs) => cs.join(''));
		fc.assert(
			fc.property(text, fc.nat(), (body, at) => {
				const full = `"${body}`;
				const quotes = [...full].flatMap((c, i) => (c === '"' ? [i] : []));
				const quote = quotes[at % quotes.length]!;
				expect(closingQuote(full, quote)).toBe(closingQuoteByDefinition(full, quote));
			}),
			{ numRuns: 20_000 },
		);
	});
});

describe('escapePointerSegment', () => {
	it('escapes ~ and / as RFC 6901 does', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.string({ maxLength: 6 }),
					fc.array(fc.constantFrom('~', '/', '0', '1', 'a')).map((c) => c.join('')),
					fc.integer(),
				),
				(segment) => {
					expect(escapePointerSegment(segment)).toBe(
						String(segment).replace(/~/g, '~0').replace(/\//g, '~1'),
					);
				},
			),
		);
	});
});

describe('segmentsOfPointer', () => {
	it('splits and unescapes as RFC 6901 does', () => {
		const segment = fc
			.array(fc.constantFrom('~0', '~1', '~', 'a', '0', ''), { maxLength: 4 })
			.map((c) => c.join(''));
		fc.assert(
			fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
				const pointer = segments.map((s) => `/${s}`).join('');
				const expected =
					pointer === ''
						? []
						: pointer
								.slice(1)
								.split('/')
								.map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
				expect(segmentsOfPointer(pointer)).toStrictEqual(expected);
			}),
		);
	});
});
