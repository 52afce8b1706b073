/**
 * The registry (`content/registry/`, parsed and validated once) and everything derived from it at
 * build time. Node and build only: importing it loads full zod and every text of every code, so
 * browser code never reaches it (`tests/unit/architecture/layers.test.ts`).
 *
 * The door lists what the site, the CLI, the MCP server, the scripts and the tests use; a module's
 * other exports are for its neighbours in this folder.
 */
export { registry } from './registry.ts';
export { type Draft, drafts, draftsText } from './drafts.ts';
export {
	type CodeEntry,
	codeEntrySchema,
	type Deviation,
	type Fix,
	type FixWhen,
	fixSchema,
	type FailurePath,
	type LocalizedText,
	type Recovery,
	type Registry,
	type Release,
	type WhenItFires,
	whenItFiresSchema,
	type WrapperCode,
	wrapperCodeSchema,
} from './registrySchema.ts';
export { parseRegistry } from './parseRegistry.ts';
export {
	type CrossCheckName,
	crossChecks,
	type CrossIssue,
	crossReferenceIssues,
	messageMatchesFormat,
} from './crossChecks.ts';
export {
	categoryInfo,
	codesInLayer,
	codesInSourceArea,
	codesWithExitCode,
	contractCodes,
	descriptionOf,
	deviationsOf,
	exitCodeInfo,
	failurePathOf,
	type FailurePathStep,
	findCode,
	laterCodes,
	layerOf,
	placeholdersOf,
	recoveryKey,
	relatedCodes,
	requireCode,
	requirePage,
	sourceAreaInfo,
} from './registryQueries.ts';
export {
	cliPlaceholderNames,
	addedInRelease,
	descriptorChanges,
	recoveryChanges,
	type DescriptorChange,
	laterCodesByRelease,
	removedInRelease,
	binaryOf,
	runningBinary,
	runningBinarySince,
	codeHistory,
	commandInRelease,
	contractRelease,
	currentCommand,
	findRelease,
	newestRelease,
	releases,
} from './releaseQueries.ts';
export {
	type CliDescriptor,
	cliDescriptor,
	cliRecovery,
	cliStdoutEnvelope,
	cliStdoutLine,
	coreError,
	daemonErrorResponse,
	doctorReportExample,
	exampleCoreError,
	exampleCoreErrors,
	exampleMeta,
	executorMeta,
	jsonRpcResult,
	mcpResourceResult,
	mcpToolResult,
	surfaceExampleHeadings,
	surfaceExampleLeads,
	surfaceExamples,
	type ExampleSurface,
	watchErrorNotification,
} from './examples.ts';
export {
	daemonUnsupportedCommand,
	toolkitMissingCrash,
	unknownToolResponse,
	watchStream,
} from './outputExamples.ts';
export { playgroundExampleGroups } from './playgroundExamples.ts';
export { codeRetryAdvice } from './codeRetryAdvice.ts';
export { buildCodesExport, codeRecord } from './codesExport.ts';
export { type CodeRecord, codeRecordSchema } from './codeRecordSchema.ts';
export { engineRegistryJson, fixBook, fixBookJson, toEngineRegistry } from './engineProjection.ts';
export {
	backoffExitCodes,
	daemonRpcRows,
	guideExamplePayload,
	type GuideExampleSurface,
	guideExampleTitleKeys,
	retryPolicyRows,
} from './guideTables.ts';
export {
	glossary,
	glossarySchema,
	readableVariant,
	variantPattern,
	variantWords,
	type ForbiddenVariant,
} from './glossary.ts';
export { parseSidebar, sidebar } from './sidebar.ts';
export { outdatedTranslationsOf } from './translationState.ts';
export { changesFeed } from './changesFeed.ts';
export { codeHistoryRows, type CodeHistoryRow } from './codeHistoryRows.ts';
export { type UiKey, uiText } from './uiText.ts';
export {
	codeIndexOf,
	reasonTextsOf,
	resolveRegistryQuery,
	searchCodesJson,
	type UnknownCodeAnswer,
	unknownCodeAnswer,
	candidatesTie,
} from './codeIndex.ts';
