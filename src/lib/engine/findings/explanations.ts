import type { Lang } from '../../i18n/index.ts';
import type { LooksLike } from '../input/notCliOutput.ts';
import type { ExplanationId } from '../input/plainFailures.ts';
import { messagesFor } from '../messages/languageStore.ts';
import type { Explanation } from '../validationTypes.ts';
import { templateTranslator } from './templateTranslator.ts';

/**
 * What the engine tells a reader about a failure that carries no error object: a title, what
 * happened, and what to do. Commands and identifiers stay as the CLI writes them. The texts are
 * `explanations.en.ts` and `explanations.zh-TW.ts`, read through the language store.
 */
export type ExplanationMessageKey =
	`${ExplanationId}.title` | `${ExplanationId}.text` | `looks.${LooksLike}` | NextMessageKey;

/** The "Next:" sentence of each kind of verdict (`nextStep.ts`), kept beside the explanations it ends. */
export type NextMessageKey =
	| 'next.unknownCode'
	| 'next.brokenJson'
	| 'next.noEnvelope'
	| 'next.toolkitMissing'
	| 'next.noFlutterIsolate'
	| 'next.vmNotConnectedCrash'
	| 'next.stateLockCrash'
	| 'next.unhandledException'
	| 'next.noToolRegistered'
	| 'next.schemaValidation'
	| 'next.toolUncaughtError'
	| 'next.rpcFix'
	| 'next.rpcServerError'
	| 'next.rpcCancelled'
	| 'next.doctorCriticalFailed'
	| 'next.success'
	| 'next.intentCallOther'
	| 'next.notCliOutput';

/** The explanation of a recognised failure in `lang`. */
export function explain(
	id: ExplanationId,
	params: Record<string, string>,
	lang: Lang,
	binary: string,
): Explanation {
	const t = templateTranslator(messagesFor(lang).explanations);
	// The binary the reader runs (`flutter-mcp-toolkit`, `fmtk`), never a name no release installs.
	const all = { binary, ...params };
	return {
		id,
		title: t(`${id}.title`, all),
		text: t(`${id}.text`, all),
		steps: [],
		relatedCode: null,
	};
}
