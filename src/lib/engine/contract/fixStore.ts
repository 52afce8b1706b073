import type { Lang } from '../../i18n/index.ts';
import type { FixBook } from '../registryTypes.ts';

/**
 * The fix books the engine has, per language. Like the engine's texts (`messages/languageStore.ts`)
 * they are not part of its code: the engine's door adds both as it loads; the playground adds its
 * page's when a result first names a code (`loadFixes`), and until then results carry no fix.
 */
const books = new Map<Lang, FixBook>();

export function addFixBook(lang: Lang, book: FixBook): void {
	books.set(lang, book);
}

export function hasFixBook(lang: Lang): boolean {
	return books.has(lang);
}

/** `lang`'s fix book, or undefined while it is not loaded. */
export function fixBookFor(lang: Lang): FixBook | undefined {
	return books.get(lang);
}
