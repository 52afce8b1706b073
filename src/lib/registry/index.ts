/**
 * The registry (`content/registry/`, parsed and validated once) and everything derived from it at
 * build time. Node and build only: importing it loads full zod and every text of every code, so
 * browser code never reaches it (`tests/unit/architecture/layers.test.ts`).
 */
export { registry } from './registry.ts';
export * from './registrySchema.ts';
export * from './registryQueries.ts';
export * from './releaseQueries.ts';
export * from './examples.ts';
export * from './outputExamples.ts';
export * from './playgroundExamples.ts';
export * from './codesExport.ts';
export * from './codeRecordSchema.ts';
export * from './engineProjection.ts';
export * from './guideTables.ts';
export * from './markdown/index.ts';
export * from './guideSources.ts';
export * from './glossary.ts';
export * from './translationState.ts';
export * from './changesFeed.ts';
export * from './codeHistoryRows.ts';
