import type { Lang } from './locales.ts';

/**
 * A dictionary of strings in every language. The type demands the same keys in both languages, so
 * a missing translation is a type error, and `tests/unit/i18n/translations.test.ts` also rejects empty
 * strings at run time.
 */
export type Dictionary<Key extends string> = Record<Lang, Record<Key, string>>;

/** Replaces `{name}` in a template with `params.name` (as text: callers render it as text, never HTML). */
export function format(template: string, params: Record<string, string | number> = {}): string {
	return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
		Object.hasOwn(params, name) ? String(params[name]) : whole,
	);
}

export function translator<Key extends string>(dictionary: Dictionary<Key>, lang: Lang) {
	const strings = dictionary[lang];
	return (key: Key, params?: Record<string, string | number>) => format(strings[key], params);
}
