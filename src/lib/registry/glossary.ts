import * as z from 'zod';
import source from '../../../content/registry/glossary.json' with { type: 'json' };
import { localizedTextSchema } from './registrySchema.ts';

/**
 * The zh-TW glossary (`content/registry/glossary.json`): one Chinese rendering per English term,
 * the terms that stay in English, and the variants the tests reject in every zh-TW text. The
 * glossary page shows it to readers; `tests/unit/i18n/glossary.test.ts` enforces it.
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
});

export type Glossary = z.infer<typeof glossarySchema>;

export const glossary: Glossary = glossarySchema.parse(source);

/** A forbidden pattern as a reader reads it: the words, without regular-expression syntax. */
export function readableVariant(pattern: string): string {
	return pattern.replace(/s\?/g, '').replace(/\\b|\(\?<?[!=][^)]*\)|\^|\$/g, '');
}
