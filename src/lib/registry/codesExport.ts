import { cliDescriptor, exampleCoreError } from './examples.ts';
import { absoluteUrl, codePath, defaultSiteUrl, envelopeSchemaPath } from '../site/index.ts';
import {
	descriptionOf,
	deviationsOf,
	exitCodeInfo,
	layerOf,
	placeholdersOf,
} from './registryQueries.ts';
import type { CodeEntry, Registry } from './registrySchema.ts';
import type { CodeRecord } from './codeRecordSchema.ts';
import {
	contractRelease,
	descriptorChanges,
	recoveryChanges,
	removedInRelease,
} from './releaseQueries.ts';

/**
 * The machine-readable form of the registry: one record per code, as `/codes.json` publishes it and
 * `error-playbook explain --json` prints it. Everything a client or an agent needs about a code in
 * one object: the descriptor the CLI emits, the contract's recovery and the CLI's, what the CLI does
 * with the code, texts in both languages, an example and the page URLs.
 */

/** The `/codes.json` record of one code; URLs are absolute under `siteUrl`. */
export function codeRecord(
	registry: Registry,
	entry: CodeEntry,
	siteUrl: string = defaultSiteUrl,
): CodeRecord {
	return {
		code: entry.code,
		sourceArea: entry.sourceArea,
		layer: layerOf(registry, entry).id,
		retryable: entry.retryable,
		exitCode: entry.exitCode,
		exitCodeName: exitCodeInfo(registry, entry.exitCode).name,
		category: entry.category,
		httpLikeStatus: entry.httpLikeStatus,
		since: entry.since ?? null,
		addedIn: entry.addedIn ?? null,
		deprecated: entry.deprecated ?? null,
		removedIn: removedInRelease(registry, entry.code)?.release.id ?? null,
		changedValues: descriptorChanges(registry, entry.code).map(({ release, field, value }) => ({
			release: release.id,
			field,
			value,
		})),
		changedRecoveries: recoveryChanges(registry, entry.code).map(
			({ release, summary, fixCommands }) => ({
				release: release.id,
				summary,
				fixCommands: [...fixCommands],
			}),
		),
		draft: entry.draft ?? null,
		meaning: entry.meaning,
		description: descriptionOf(entry),
		recovery: {
			kind: entry.recovery.kind,
			command: entry.recovery.kind === 'command' ? entry.recovery.command : null,
			instruction: entry.recovery.kind === 'instruction' ? entry.recovery.instruction : null,
			summary: entry.recovery.summary,
			placeholders: placeholdersOf(registry, entry).map(({ name, description }) => ({
				name,
				description,
			})),
		},
		fixes: entry.fixes,
		descriptor: cliDescriptor(entry),
		cli: {
			emission: entry.cli.emission,
			raisedAt: entry.cli.raisedAt,
			messages: entry.cli.messages.map((m) => m.format),
			details: entry.cli.details,
			surfaces: entry.cli.surfaces,
			daemonRpcCode: entry.cli.daemon?.rpcCode ?? null,
			recovery: entry.cli.recovery,
			sources: entry.cli.sources,
		},
		deviations: deviationsOf(registry, entry).map((d) => d.id),
		example: exampleCoreError(entry),
		urls: {
			en: absoluteUrl(siteUrl, codePath(entry.code, 'en')),
			'zh-TW': absoluteUrl(siteUrl, codePath(entry.code, 'zh-TW')),
		},
	};
}

/** The whole `/codes.json` document. */
export function buildCodesExport(registry: Registry, siteUrl: string = defaultSiteUrl) {
	const contract = contractRelease(registry);
	return {
		contract: `${contract.binary} error envelope v3`,
		cli: `${contract.binary} at ${registry.releases.repository} ${contract.commit}`,
		schema: absoluteUrl(siteUrl, envelopeSchemaPath),
		generatedFrom: 'content/registry',
		codes: registry.codes.map((entry) => codeRecord(registry, entry, siteUrl)),
		// A wrapper code's record has the codes' shape where they share a field: one `description`.
		wrapperCodes: registry.wrapperCodes.map(({ whenItFires, ...w }) => ({
			...w,
			description: descriptionOf({ whenItFires }),
			urls: {
				en: absoluteUrl(siteUrl, codePath(w.code, 'en')),
				'zh-TW': absoluteUrl(siteUrl, codePath(w.code, 'zh-TW')),
			},
		})),
	};
}
