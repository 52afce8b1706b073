import { getCollection } from 'astro:content';
import { type Lang, localeOf, locales } from './lib/i18n/index.ts';
import type { GuideSource } from './lib/markdown/index.ts';

/**
 * The pages of `content/docs/` that the site also publishes as Markdown (the guides and the
 * reference pages; not the home page, which is a component), as the Markdown renderer reads them.
 * Read from the docs collection, so the Markdown endpoints see exactly the files Starlight built.
 */
export async function markdownGuides(lang: Lang): Promise<GuideSource[]> {
	const prefixes = locales.map((l) => l.prefix.slice(1)).filter(Boolean);
	const prefix = localeOf(lang).prefix.slice(1);
	const idOf = (entryId: string) => (prefix ? entryId.slice(prefix.length + 1) : entryId);
	const entries = await getCollection('docs', (entry) => {
		const inLocale = prefix
			? entry.id.startsWith(`${prefix}/`)
			: !prefixes.some((p) => entry.id.startsWith(`${p}/`));
		return inLocale && /^(guides|reference)\//.test(idOf(entry.id));
	});
	return entries.map((entry) => ({
		id: idOf(entry.id),
		lang,
		title: entry.data.title,
		description: entry.data.description,
		order: entry.data.sidebar.order,
		body: entry.body ?? '',
	}));
}
