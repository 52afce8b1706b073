import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	escapeRegExp,
	placeholderNames,
	splitAtPlaceholders,
} from '../../../src/lib/engine/index.ts';

describe('placeholder syntax', () => {
	it('names the placeholders in order, each once', () => {
		expect(
			placeholderNames('exec --args \'{"uri":"ws://h/<token>/ws"}\' --target <target_id> <token>'),
		).toStrictEqual(['token', 'target_id']);
		expect(placeholderNames('<Token> <1x> <a-b> < a > <>')).toStrictEqual([]);
	});

	it('cuts a text at its placeholders so that literals and names alternate back into it', () => {
		fc.assert(
			fc.property(
				fc.array(
					fc.oneof(
						fc.string(),
						fc.constantFrom('<token>', '<command_name>', '<a1>', '<', '>', '<A>'),
					),
				),
				(pieces) => {
					const text = pieces.join('');
					const { literals, names } = splitAtPlaceholders(text);
					expect(literals.length).toBe(names.length + 1);
					expect(
						literals.map((l, i) => (i < names.length ? `${l}<${names[i]}>` : l)).join(''),
					).toBe(text);
					expect(new Set(names)).toStrictEqual(new Set(placeholderNames(text)));
				},
			),
		);
	});

	it('escapes a text into a regular expression that matches exactly it', () => {
		fc.assert(
			fc.property(fc.string(), (text) => {
				expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
				expect(new RegExp(`^${escapeRegExp(text)}$`).test(`${text}x`)).toBe(false);
			}),
		);
	});
});
