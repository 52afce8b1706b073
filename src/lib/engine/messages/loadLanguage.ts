import type { Lang } from '../../i18n/index.ts';
import { addLanguage, hasLanguage, type EngineMessages } from './languageStore.ts';

/**
 * One dynamic import per language, so that a bundler makes each language a chunk of its own and a
 * page fetches only the one it shows. Only the browser entry (`browser.ts`) exports this; Node
 * code has every language already (`allLanguages.ts`).
 */
const importers: Record<Lang, () => Promise<EngineMessages>> = {
	en: () => import('./en.ts').then((m) => m.engineMessagesEn),
	'zh-TW': () => import('./zh-TW.ts').then((m) => m.engineMessagesZhTw),
};

/**
 * Fetches `lang`'s texts once and adds them to the engine; await it before the first validation in
 * that language. Rejects for a language the engine does not have, and when the fetch fails.
 */
export async function loadLanguage(lang: Lang): Promise<void> {
	if (hasLanguage(lang)) return;
	const load = Object.hasOwn(importers, lang) ? importers[lang] : undefined;
	if (!load) throw new Error(`The engine has no messages in ${JSON.stringify(lang)}.`);
	addLanguage(lang, await load());
}
