/**
 * What the engine says about the release-specific surfaces and the release a payload comes from.
 * Commands, codes and JSON keys stay as the CLI writes them. The texts are `surfaceMessages.en.ts`
 * and `surfaceMessages.zh-TW.ts`, read through the language store (`messages/languageStore.ts`).
 */
export type SurfaceMessageKey =
	| 'kind.intentCall'
	| 'kind.intentCallText'
	| 'kind.bundleStep'
	| 'kind.array'
	| 'array.moreFailures'
	| 'array.moreFailuresMany'
	| 'intentCall.codeMismatch'
	| 'intentCall.messageMismatch'
	| 'batch.failingStep'
	| 'batch.codeMismatch'
	| 'release.atLeast'
	| 'release.unknown'
	| 'release.mixed'
	| 'release.line'
	| 'evidence.recoveryBinary'
	| 'evidence.laterCode'
	| 'evidence.detailsMember'
	| 'evidence.metaMember'
	| 'evidence.intentCallWrapper'
	| 'evidence.emptyDetails'
	| 'evidence.descriptorValue'
	| 'evidence.recoveryCommand'
	| 'surface.intentcall'
	| 'surface.bundle-step'
	| 'surface.classic'
	| 'recovery.form'
	| 'recovery.contractBinary'
	| 'recovery.fromPayload';

/** A translator over these messages. */
export type SurfaceTranslate = (
	key: SurfaceMessageKey,
	params?: Record<string, string | number>,
) => string;
