import { type Lang, locales } from '../i18n/index.ts';

/**
 * `getStaticPaths` entries for a page that exists once per language under `src/pages/[...locale]/`:
 * `locale` is undefined for English (served at `/`) and `zh-tw` for Traditional Chinese.
 */
export function localeParams(): {
	params: { locale: string | undefined };
	props: { lang: Lang };
}[] {
	return locales.map((l) => ({
		params: { locale: l.prefix ? l.prefix.slice(1) : undefined },
		props: { lang: l.lang },
	}));
}
