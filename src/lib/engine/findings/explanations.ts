import type { Lang } from '../../i18n/index.ts';
import type { ExplanationId } from '../input/plainFailures.ts';
import { messagesFor } from '../messages/languageStore.ts';
import type { Explanation } from '../validationTypes.ts';
import { templateTranslator } from './templateTranslator.ts';

/**
 * What the engine tells a reader about a failure that carries no error object: a title, what
 * happened, and what to do. Commands and identifiers stay as the CLI writes them. The texts are
 * `explanations.en.ts` and `explanations.zh-TW.ts`, read through the language store.
 */
export type ExplanationMessageKey = `${ExplanationId}.title` | `${ExplanationId}.text`;

/** The explanation of a recognised failure in `lang`. */
export function explain(
	id: ExplanationId,
	params: Record<string, string>,
	lang: Lang,
): Explanation {
	const t = templateTranslator(messagesFor(lang).explanations);
	return {
		id,
		title: t(`${id}.title`, params),
		text: t(`${id}.text`, params),
		steps: [],
		relatedCode: null,
	};
}
