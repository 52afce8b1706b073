import type { Lang } from '../../i18n/index.ts';
import { isCrash, type ExplanationId } from '../input/plainFailures.ts';
import { messagesFor } from '../messages/languageStore.ts';
import type { Explanation } from '../validationTypes.ts';
import { templateTranslator } from './templateTranslator.ts';

/**
 * The explanation of a recognised failure in `lang`: what the engine tells a reader about a failure
 * that carries no error object, a title, what happened, and what to do. Commands and identifiers
 * stay as the CLI writes them. The texts are `explanations.en.ts` and `explanations.zh-TW.ts`
 * (keys: `explanationMessages.ts`), read through the language store.
 */
export function explain(
	id: ExplanationId,
	params: Record<string, string>,
	lang: Lang,
	binary: string,
	/** Set when a crash arrived inside an answer of the MCP server, not on the one-shot CLI's stderr. */
	server?: boolean,
): Explanation {
	const t = templateTranslator(messagesFor(lang).explanations);
	// The binary the reader runs (`flutter-mcp-toolkit`, `fmtk`), never a name no release installs.
	const all = { binary, ...params };
	return {
		id,
		title: t(`${id}.title`, all),
		// A crash's text is its cause; the opener says where it came from (the CLI or the server).
		text: isCrash(id)
			? t(server ? 'crash.server' : 'crash.cli', { ...all, cause: t(`${id}.text`, all) })
			: t(`${id}.text`, all),
		steps: [],
		relatedCode: null,
	};
}
