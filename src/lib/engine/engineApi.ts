/**
 * What both of the engine's entries export: `index.ts` (every language loaded, for Node, the build
 * and the tests) and `browser.ts` (the page's language only, for the playground). Everything here
 * is browser-safe: zod/mini, no registry module, no site code.
 */
export { defaultMaxChars, validateInput, type ValidateOptions } from './validateInput.ts';
export { cliSurfaceKinds, inputKinds } from './validationTypes.ts';
export type {
	Finding,
	FixAdvice,
	InputKind,
	NextPage,
	NextStep,
	RecoveryAdvice,
	Severity,
	ValidationResult,
} from './validationTypes.ts';
export { engineRegistry, retryAdvice } from './registryData.ts';
export type {
	Backoff,
	EngineCode,
	EngineExitCode,
	EngineFix,
	EngineFixWhen,
	FixBook,
	EngineRecovery,
	EngineRegistry,
	EngineRelease,
	EngineReleaseSignal,
} from './registryTypes.ts';
export { createEnvelopeSchema, envelopeJsonSchema, type Envelope } from './shape/envelopeSchema.ts';
export { delayText, retryAdviceIn, type RetryPolicy } from './contract/retryAdvice.ts';
export { changeFirstAdvice } from './contract/changeFirstAdvice.ts';
export { boundedLevenshtein, normaliseCode, suggestCodes } from './suggest.ts';
export type { FindingMessageKey } from './findings/findingMessages.ts';
export { renameBinary } from './contract/binaryName.ts';
export { fillCommand, type PlaceholderValue } from './contract/recoveryCommand.ts';
export {
	selectFix,
	type FixChoice,
	type FixFacts,
	type FixMatch,
} from './contract/fixSelection.ts';
export { hasFixBook } from './contract/fixStore.ts';
export { quickFixes, type QuickFix } from './quickFixes.ts';
export { guideAnchors } from './nextStep.ts';
export { messageQuotesActual } from './findings/valuePreview.ts';
export {
	escapeRegExp,
	placeholderNamePattern,
	placeholderNames,
	splitAtPlaceholders,
} from './contract/placeholderSyntax.ts';
export { lineColumnLookup, lineStarts, type LineColumn } from './json/lineColumn.ts';
export { ownMemberAt } from './json/jsonValue.ts';
