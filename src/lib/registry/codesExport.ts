import { exampleEnvelope } from './examples.ts';
import { absoluteUrl, codePath, defaultSiteUrl, envelopeSchemaPath } from '../site/index.ts';
import { exitCodeInfo, layerOf, placeholdersOf } from './registryQueries.ts';
import type { CodeEntry, Registry } from './registrySchema.ts';

/**
 * The machine-readable form of the registry: one record per code, as `/codes.json` publishes it and
 * `error-playbook explain --json` prints it. Everything a client or an agent needs about a code in
 * one object: facts, texts in both languages, the recovery, a complete example and the page URLs.
 */

/** The `/codes.json` record of one code; URLs are absolute under `siteUrl`. */
export function codeRecord(registry: Registry, entry: CodeEntry, siteUrl: string = defaultSiteUrl) {
	return {
		code: entry.code,
		sourceArea: entry.sourceArea,
		layer: layerOf(registry, entry).id,
		retryable: entry.retryable,
		exitCode: entry.exitCode,
		exitCodeName: exitCodeInfo(registry, entry.exitCode).name,
		category: entry.category,
		httpLikeStatus: entry.httpLikeStatus,
		since: entry.since,
		deprecated: entry.deprecated ?? null,
		meaning: entry.meaning,
		description: entry.description,
		recovery: {
			kind: entry.recovery.kind,
			command: entry.recovery.kind === 'command' ? entry.recovery.command : null,
			instruction: entry.recovery.kind === 'instruction' ? entry.recovery.instruction : null,
			summary: entry.recovery.summary,
			placeholders: placeholdersOf(registry, entry).map(({ name, detailsKey, description }) => ({ name, detailsKey, description })),
		},
		descriptor: {
			category: entry.category,
			retryable: entry.retryable,
			exitCode: entry.exitCode,
			httpLikeStatus: entry.httpLikeStatus,
		},
		example: {
			en: exampleEnvelope(registry, entry, 'en'),
			'zh-TW': exampleEnvelope(registry, entry, 'zh-TW'),
		},
		urls: {
			en: absoluteUrl(siteUrl, codePath(entry.code, 'en')),
			'zh-TW': absoluteUrl(siteUrl, codePath(entry.code, 'zh-TW')),
		},
	};
}

/** One record of `/codes.json`. */
export type CodeRecord = ReturnType<typeof codeRecord>;

/** The whole `/codes.json` document. */
export function buildCodesExport(registry: Registry, siteUrl: string = defaultSiteUrl) {
	return {
		contract: 'flutter_mcp_cli error envelope v3',
		schema: absoluteUrl(siteUrl, envelopeSchemaPath),
		generatedFrom: 'content/registry',
		codes: registry.codes.map((entry) => codeRecord(registry, entry, siteUrl)),
	};
}
