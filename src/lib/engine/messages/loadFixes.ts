import type { Lang } from '../../i18n/index.ts';
import { addFixBook, hasFixBook } from '../contract/fixStore.ts';
import type { FixBook } from '../registryTypes.ts';

/**
 * One dynamic import per language, so that each language's fixes are a chunk of their own, fetched
 * on demand with the code that selects and fills a fix: every code's causes, steps and checks, and
 * that code, weigh more than the playground may load up front (tests/build/budgets.test.ts). Only
 * the browser entry exports this; Node code has both books.
 */
const importers: Record<Lang, () => Promise<FixBook>> = {
	en: () => import('../data/fixes.en.json').then((m) => m.default as unknown as FixBook),
	'zh-TW': () => import('../data/fixes.zh-TW.json').then((m) => m.default as unknown as FixBook),
};

/** Fetches `lang`'s fixes once and adds them to the engine; results name a fix from then on. */
export async function loadFixes(lang: Lang): Promise<void> {
	if (hasFixBook(lang)) return;
	const load = Object.hasOwn(importers, lang) ? importers[lang] : undefined;
	if (!load) throw new Error(`The engine has no fixes in ${JSON.stringify(lang)}.`);
	const [book, { adviseFromPaste }] = await Promise.all([
		load(),
		import('../contract/fixAdvice.ts'),
	]);
	addFixBook(lang, book, adviseFromPaste);
}
