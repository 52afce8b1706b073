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

const validPattern = (p: string) => {
	try {
		new RegExp(p, 'u');
		return true;
	} catch {
		return false;
	}
};

/** Regular-expression syntax left once a pattern's word boundaries and lookarounds are gone. */
const syntax = /[\\()[\]{}|*+?^$]/;

/**
 * A variant not to write. A regular expression is test data, not reader text (eighth zh-TW
 * reading, item 3: the glossary page showed 「(?:讀取|列出|…)要求」): a pattern that reads as its
 * words once its word boundaries, plural `s?` and lookarounds are dropped is a string; any other
 * is `{ pattern, reads }`, `reads` the words the glossary page shows, each matched by the pattern.
 */
const pattern = z.union([
	z
		.string()
		.refine(validPattern, 'must be a valid regular expression')
		.refine(
			(p) => !syntax.test(readableVariant(p)),
			'reads as a regular expression: write it as { pattern, reads }, reads the words a reader sees',
		),
	z
		.strictObject({
			pattern: z.string().refine(validPattern, 'must be a valid regular expression'),
			reads: z.array(z.string().min(1)).min(1),
		})
		.refine(
			({ pattern, reads }) => reads.every((r) => new RegExp(pattern, 'iu').test(r)),
			'each of reads must be a variant the pattern catches',
		),
]);

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
				note: localizedTextSchema.meta({
					description:
						'What the name means here; the zh-TW page explains it in Chinese (zh-TW review 10, item 8), the names themselves stay English.',
				}),
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

export type ForbiddenVariant = string | { pattern: string; reads: string[] };

/** The regular expression of a variant not to write, for the checkers. */
export function variantPattern(variant: ForbiddenVariant): string {
	return typeof variant === 'string' ? variant : variant.pattern;
}

/** What the glossary page shows of a variant not to write: words, never a regular expression. */
export function variantWords(variant: ForbiddenVariant): string[] {
	return typeof variant === 'string' ? [readableVariant(variant)] : variant.reads;
}
