import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { uiStringsSchema } from './uiStrings.ts';

export const collections = {
	// `src/content/docs` is a symlink to `content/docs`: Starlight's docs loader has a fixed path, and
	// the guides belong with the registry under `content/`.
	docs: defineCollection({
		loader: docsLoader(),
		schema: docsSchema({
			// A zh-TW guide's translation state (scripts/lib/translationSources.ts): the hash of the
			// English it was translated from, and while known outdated, the English hash it lags.
			extend: z.object({
				sourceHash: z
					.string()
					.regex(/^[0-9a-f]{12}$/)
					.optional(),
				outdatedSource: z
					.string()
					.regex(/^[0-9a-f]{12}$/)
					.optional(),
			}),
		}),
	}),
	i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema({ extend: uiStringsSchema }) }),
};
