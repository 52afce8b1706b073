/**
 * The validation engine's one door. The playground, the CLI, the bench and the tests import the
 * engine from here and nowhere else (`tests/unit/architecture/layers.test.ts` holds that line), so everything
 * behind it may be reorganised freely. Everything here is browser-safe: zod/mini, no registry
 * module, no site code.
 */
export { defaultMaxChars, validateInput, type ValidateOptions } from './validateInput.ts';
export type {
	Finding,
	InputKind,
	RecoveryAdvice,
	Severity,
	ValidationResult,
} from './validationTypes.ts';
export { engineRegistry, retryAdvice } from './v3Registry.ts';
export type {
	Backoff,
	EngineCode,
	EngineExitCode,
	EngineRecovery,
	EngineRegistry,
	EngineRelease,
	EngineReleaseSignal,
} from './engineRegistry.ts';
export { createEnvelopeSchema, envelopeJsonSchema, type Envelope } from './shape/envelopeSchema.ts';
export {
	delayText,
	retryAdviceDictionary,
	retryAdviceIn,
	type RetryPolicy,
} from './contract/retryAdvice.ts';
export { boundedLevenshtein, normaliseCode, suggestCodes } from './suggest.ts';
export { findingMessages, type FindingMessageKey } from './findings/findingMessages.ts';
export { explanationMessages } from './findings/explanations.ts';
export { surfaceMessages } from './surfaces/index.ts';
export { renameBinary } from './contract/binaryName.ts';
export { quickFixes, type QuickFix } from './quickFixes.ts';
export {
	escapeRegExp,
	placeholderNamePattern,
	placeholderNames,
	splitAtPlaceholders,
} from './contract/placeholderSyntax.ts';
export { lineStarts } from './json/lineColumn.ts';
