import { languages, type Lang } from '../../i18n/index.ts';
import type { RetryAdviceKey } from '../contract/retryAdviceMessages.ts';
import type { ExplanationMessageKey } from '../findings/explanationMessages.ts';
import type { FindingMessageKey } from '../findings/findingMessages.ts';
import type { SurfaceMessageKey } from '../surfaces/surfaceMessages.ts';

/**
 * The engine's texts in one language: its four dictionaries, each a module per language
 * (`findings/findingMessages.en.ts`, `….zh-TW.ts`, …), gathered by `en.ts` and `zh-TW.ts` here.
 */
export interface EngineMessages {
	findings: Readonly<Record<FindingMessageKey, string>>;
	explanations: Readonly<Record<ExplanationMessageKey, string>>;
	surfaces: Readonly<Record<SurfaceMessageKey, string>>;
	retryAdvice: Readonly<Record<RetryAdviceKey, string>>;
}

/**
 * The languages the engine can speak right now. A page of the playground needs one language, so
 * the texts are not part of the engine's code: the engine's door (`index.ts`, for Node, the build
 * and the tests) adds every language as it loads; the browser entry (`browser.ts`) adds the
 * page's language when `loadLanguage` has fetched it. The engine stays synchronous either way.
 */
const loaded = new Map<Lang, EngineMessages>();

/** Makes `lang`'s texts available to the engine. */
export function addLanguage(lang: Lang, messages: EngineMessages): void {
	loaded.set(lang, messages);
}

/** Whether `lang`'s texts are available. */
export function hasLanguage(lang: Lang): boolean {
	return loaded.has(lang);
}

/**
 * The engine's texts in `lang`. A language that was never added throws, naming what to do: a
 * missing text must never show as an empty message or a raw key.
 */
export function messagesFor(lang: Lang): EngineMessages {
	const messages = loaded.get(lang);
	if (messages) return messages;
	throw new Error(
		(languages as readonly string[]).includes(lang)
			? `The engine's ${lang} messages are not loaded: await loadLanguage('${lang}') (src/lib/engine/browser.ts) first, or import the engine through src/lib/engine/index.ts, which loads every language.`
			: `The engine has no messages in ${JSON.stringify(lang)}: its languages are ${languages.join(', ')}.`,
	);
}
