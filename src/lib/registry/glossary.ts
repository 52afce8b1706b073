import * as z from 'zod';
import source from '../../../content/registry/glossary.json' with { type: 'json' };
import { localizedTextSchema } from './registrySchema.ts';

/**
 * The glossary (`content/registry/glossary.json`): one Chinese rendering per English term, the
 * terms that stay in English, and the variants the tests reject in every zh-TW text; and its
 * English side, one English name per concept with the words English prose must not use for it.
 * The glossary page shows it to readers; `tests/unit/i18n/glossary.test.ts` and
 * `tests/unit/i18n/englishGlossary.test.ts` enforce it.
 */

const pattern = z.string().refine((p) => {
	try {
		new RegExp(p, 'u');
		return true;
	} catch {
		return false;
	}
}, 'must be a valid regular expression');

export const glossarySchema = z.strictObject({
	terms: z.array(
		z.strictObject({
			en: z.string().min(1),
			'zh-TW': z.string().min(1),
			forbidden: z
				.array(pattern)
				.meta({ description: 'Regular expressions of variants not to write.' }),
			note: localizedTextSchema,
		}),
	),
	keptInEnglish: z.array(
		z.strictObject({
			term: z.string().min(1),
			forbidden: z.array(pattern),
			why: localizedTextSchema,
		}),
	),
	english: z
		.array(
			z.strictObject({
				use: z.string().min(1),
				forbidden: z
					.array(pattern)
					.min(1)
					.meta({ description: 'Regular expressions of English words not to write.' }),
				quotes: z.boolean().optional().meta({
					description:
						'True when a quotation may keep a forbidden word: the contract calls the error object an envelope, and a quote of it stays as written.',
				}),
				note: z.string().min(1),
			}),
		)
		.meta({
			description:
				'The English side: one name per concept, and the losers the English checker rejects in prose (code and quotes of the contract excepted).',
		}),
});

export type Glossary = z.infer<typeof glossarySchema>;

export const glossary: Glossary = glossarySchema.parse(source);

/** A forbidden pattern as a reader reads it: the words, without regular-expression syntax. */
export function readableVariant(pattern: string): string {
	return pattern.replace(/s\?/g, '').replace(/\\b|\(\?<?[!=][^)]*\)|\^|\$/g, '');
}
