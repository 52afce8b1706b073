import type { Lang } from './locales.ts';

/**
 * Which form of a counted phrase a language uses: English says "1 code" but "2 codes"; Chinese has
 * one form (「1 個代碼」「2 個代碼」). UI strings that count come in pairs of keys, `….one` and
 * `….other`, and callers pick with `pluralKey`. No "(s)" anywhere.
 */
export type PluralForm = 'one' | 'other';

const rules = new Map<Lang, Intl.PluralRules>();

export function pluralForm(lang: Lang, count: number): PluralForm {
	let rule = rules.get(lang);
	if (!rule) rules.set(lang, (rule = new Intl.PluralRules(lang)));
	return rule.select(count) === 'one' ? 'one' : 'other';
}

/** `pluralKey('home.codeCount', 1, 'en')` → `'home.codeCount.one'`. */
export function pluralKey<Base extends string>(
	base: Base,
	count: number,
	lang: Lang,
): `${Base}.${PluralForm}` {
	return `${base}.${pluralForm(lang, count)}`;
}
