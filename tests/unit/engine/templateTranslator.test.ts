import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { templateTranslator } from '../../../src/lib/engine/findings/templateTranslator.ts';
import {
	explanationMessages,
	findingMessages,
	retryAdviceDictionary,
	surfaceMessages,
} from '../../../src/lib/engine/index.ts';
import { type Dictionary, translator } from '../../../src/lib/i18n/index.ts';

/** The engine's translator must format exactly as `translator` does, whatever the template and parameters. */

const name = fc.oneof(
	fc.constantFrom('code', 'actual', 'x', '__proto__', 'constructor', 'toString', 'a_1', ''),
	fc.stringMatching(/^\w{1,4}$/),
);
const template = fc
	.array(
		fc.oneof(
			fc.string({ maxLength: 6 }),
			name.map((n) => `{${n}}`),
			fc.constantFrom('{', '}', '{{x}}', '{ x}', '$&', '$1', '{é}'),
		),
		{ maxLength: 8 },
	)
	.map((parts) => parts.join(''));
const params = fc.option(
	fc.dictionary(
		name,
		fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.constantFrom('$&', '{x}', '$1')),
	),
	{ nil: undefined },
);

describe('templateTranslator', () => {
	it('formats any template as translator does', () => {
		fc.assert(
			fc.property(template, params, (tpl, p) => {
				const dictionary = { en: { k: tpl }, 'zh-TW': { k: tpl } };
				const fast = templateTranslator(dictionary.en);
				expect(fast('k', p)).toBe(translator(dictionary, 'en')('k', p));
				// Twice: the second call uses the split template.
				expect(fast('k', p)).toBe(translator(dictionary, 'en')('k', p));
			}),
			{ numRuns: 5_000 },
		);
	});

	it.each([
		['finding messages', findingMessages],
		['explanations', explanationMessages],
		['surface messages', surfaceMessages],
		['retry advice', retryAdviceDictionary],
	] as [string, Dictionary<string>][])(
		'formats every one of the %s in both languages as translator does',
		(_, dictionary) => {
			const keys = Object.keys(dictionary.en);
			fc.assert(
				fc.property(
					fc.constantFrom(...keys),
					fc.constantFrom('en' as const, 'zh-TW' as const),
					params,
					(key, lang, p) => {
						expect(templateTranslator(dictionary[lang])(key, p)).toBe(
							translator(dictionary, lang)(key, p),
						);
					},
				),
				{ numRuns: 1_000 },
			);
		},
	);
});
