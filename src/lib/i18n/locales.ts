/**
 * The site's languages, in one place: Astro's config, the pages, the engine, the CLI and the tests
 * all read them from here so that a locale prefix is never typed twice.
 */
export const languages = ['en', 'zh-TW'] as const;

/** A BCP-47 tag of a language the site is written in. */
export type Lang = (typeof languages)[number];

export interface LocaleInfo {
	/** BCP-47 tag, as in `<html lang>`. */
	lang: Lang;
	/** Starlight's locale key: `root` for English, `zh-tw` for Traditional Chinese. */
	starlightKey: 'root' | 'zh-tw';
	/** URL prefix without a trailing slash: `''` or `/zh-tw`. */
	prefix: '' | '/zh-tw';
	/** Name of the language in itself, for the language picker. */
	label: string;
}

export const locales: readonly LocaleInfo[] = [
	{ lang: 'en', starlightKey: 'root', prefix: '', label: 'English' },
	{ lang: 'zh-TW', starlightKey: 'zh-tw', prefix: '/zh-tw', label: '繁體中文' },
];

export function localeOf(lang: Lang): LocaleInfo {
	const found = locales.find((l) => l.lang === lang);
	if (!found) throw new Error(`Unknown language ${lang}`);
	return found;
}

/** Accepts the spellings people type (`zh-tw`, `zh_TW`, `EN`) and returns the canonical tag. */
export function parseLang(input: string | undefined | null): Lang | undefined {
	if (!input) return undefined;
	const normalised = input.trim().toLowerCase().replace('_', '-');
	if (normalised === 'en' || normalised.startsWith('en-')) return 'en';
	if (normalised === 'zh-tw' || normalised === 'zh-hant' || normalised === 'zh-hant-tw')
		return 'zh-TW';
	return undefined;
}

/** The language of a site path such as `/zh-tw/codes/connect_failed/`. */
export function langOfPath(pathname: string): Lang {
	return /^\/zh-tw(\/|$)/i.test(pathname) ? 'zh-TW' : 'en';
}

/** `/codes/x/` in the given language: `/codes/x/` or `/zh-tw/codes/x/`. */
export function localizePath(path: string, lang: Lang): string {
	return `${localeOf(lang).prefix}${path}`;
}

/** A text (or any value) in every language of the site. */
export type Localized<T = string> = Record<Lang, T>;
