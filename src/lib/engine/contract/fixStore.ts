import type { Lang } from '../../i18n/index.ts';
import type { FixBook } from '../registryTypes.ts';
import type { adviseFromPaste } from './fixAdvice.ts';

/**
 * The fix books the engine has, per language. Like the engine's texts (`messages/languageStore.ts`)
 * they are not part of its code: the engine's door adds both as it loads; the playground adds its
 * page's when a result first names a code (`loadFixes`), and until then results carry no fix.
 */
const books = new Map<Lang, FixBook>();
/**
 * The code that selects a fix and fills placeholders from the paste (`fixAdvice.ts`), registered
 * with the books: in the playground it comes in the same fetch, so the page's first load does not
 * carry it.
 */
let advise: typeof adviseFromPaste | null = null;

export function addFixBook(lang: Lang, book: FixBook, adviser: typeof adviseFromPaste): void {
	books.set(lang, book);
	advise = adviser;
}

/** The fix selection and filling, once a book is loaded. */
export function fixAdviser(): typeof adviseFromPaste | null {
	return advise;
}

export function hasFixBook(lang: Lang): boolean {
	return books.has(lang);
}

/** `lang`'s fix book, or undefined while it is not loaded. */
export function fixBookFor(lang: Lang): FixBook | undefined {
	return books.get(lang);
}
