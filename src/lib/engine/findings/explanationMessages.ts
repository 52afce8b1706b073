import type { LooksLike } from '../input/notCliOutput.ts';
import type { ExplanationId } from '../input/plainFailures.ts';

/**
 * The keys of the explanations (`explanations.ts`) and of the "Next:" sentences: types only, below
 * the language store that holds their texts, so that the store imports nothing that reads it.
 */
export type ExplanationMessageKey =
	| `${ExplanationId}.title`
	| `${ExplanationId}.text`
	| 'crash.cli'
	| 'crash.server'
	| `looks.${LooksLike}`
	| NextMessageKey;

/** The "Next:" sentence of each kind of verdict (`nextStep.ts`), kept beside the explanations it ends. */
export type NextMessageKey =
	| 'next.unknownCode'
	| 'next.unknownCodeRetryable'
	| 'next.fixThenCall'
	| 'next.backoffThenFix'
	| 'next.brokenJson'
	| 'next.notWrittenByCli'
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
	| 'next.intentCallOther';
