import { defineCollection } from 'astro:content';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { uiStringsSchema } from './uiStrings.ts';

export const collections = {
	// `src/content/docs` is a symlink to `content/docs`: Starlight's docs loader has a fixed path, and
	// the guides belong with the registry under `content/`.
	docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
	i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema({ extend: uiStringsSchema }) }),
};
