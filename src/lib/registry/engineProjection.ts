import type { EngineFix, EngineRegistry, FixBook } from '../engine/index.ts';
import type { Lang } from '../i18n/index.ts';
import type { Fix, Registry } from './registrySchema.ts';
import { recoveryChanges, releases, removedInRelease } from './releaseQueries.ts';

/** Projects the full registry onto what the engine needs (the playground's embedded data). */
export function toEngineRegistry(registry: Registry): EngineRegistry {
	return {
		codes: registry.codes.map((entry) => ({
			code: entry.code,
			retryable: entry.retryable,
			exitCode: entry.exitCode,
			category: entry.category,
			httpLikeStatus: entry.httpLikeStatus,
			meaning: entry.meaning,
			...(entry.addedIn !== undefined && { addedIn: entry.addedIn }),
			...descriptorHistory(registry, entry.code),
			...(entry.deprecated && {
				deprecated: {
					since: entry.deprecated.since,
					...(entry.deprecated.replacement !== undefined && {
						replacement: entry.deprecated.replacement,
					}),
				},
			}),
			recovery:
				entry.recovery.kind === 'command'
					? {
							kind: 'command',
							command: entry.recovery.command,
							summary: entry.recovery.summary,
							...(entry.recovery.fillAlso && { fillAlso: entry.recovery.fillAlso }),
						}
					: {
							kind: 'instruction',
							instruction: entry.recovery.instruction,
							summary: entry.recovery.summary,
						},
			cli: {
				emission: entry.cli.emission,
				messages: entry.cli.messages.map((m) => m.format),
				daemonRpcCode: entry.cli.daemon?.rpcCode ?? null,
				recovery: entry.cli.recovery,
			},
		})),
		exitCodes: registry.exitCodes.map(({ exitCode, name, backoff }) => ({
			exitCode,
			name,
			...(backoff && { backoff }),
		})),
		releases: registry.releases.releases.map((r) => ({
			id: r.id,
			tag: r.tag,
			binary: r.binary,
			aliases: r.aliases,
			label: r.label,
			mcpToolFailure: r.mcpToolFailure,
			signals: r.signals,
		})),
		// IntentCall's own codes: the "Next:" of such a failure is their page's first step.
		wrapperCodes: registry.wrapperCodes.map(({ code, whatToDo }) => ({ code, whatToDo })),
	};
}

/**
 * A code's descriptor changes, recoveries and removal by release, where it has any (most codes have
 * none). The descriptor values stay grouped as each release's change lists them.
 */
function descriptorHistory(registry: Registry, code: string) {
	const byRelease = releases(registry).flatMap((r) =>
		r.codeChanges
			.filter((c) => c.code === code && c.kind === 'descriptor' && c.descriptor)
			.map((c) => ({ release: r.id, ...c.descriptor })),
	);
	const recoveryByRelease = recoveryChanges(registry, code).map(({ release, fixCommands }) => ({
		release: release.id,
		fixCommands,
	}));
	const removedIn = removedInRelease(registry, code)?.release.id;
	return {
		...(byRelease.length > 0 && { byRelease }),
		...(removedIn !== undefined && { removedIn }),
		...(recoveryByRelease.length > 0 && { recoveryByRelease }),
	};
}

/** The projection as the file `src/lib/engine/data/registry.json` holds it (tabs, final newline). */
export function engineRegistryJson(registry: Registry): string {
	return `${JSON.stringify(toEngineRegistry(registry), null, '\t')}\n`;
}

function engineFix(fix: Fix, lang: Lang): EngineFix {
	return {
		id: fix.id,
		...(fix.when && { when: fix.when }),
		cause: fix.cause[lang],
		...(fix.sameCallFails && { sameCallFails: true as const }),
		...(fix.staleAddress && { staleAddress: true as const }),
		steps: fix.steps.map((step) => step[lang]),
		...(fix.command !== undefined && { command: fix.command }),
		check: {
			...(fix.check.command !== undefined && { command: fix.check.command }),
			expect: fix.check.expect[lang],
		},
	};
}

/**
 * Every code's fixes in one language (`src/lib/engine/data/fixes.en.json`, `fixes.zh-TW.json`): contract, later
 * and wrapper codes alike, the selectors and commands repeated in each language's book so that
 * one fetch gives the playground all it needs to open and show a branch.
 */
export function fixBook(registry: Registry, lang: Lang): FixBook {
	const book: Record<string, EngineFix[]> = {};
	for (const entry of [...registry.codes, ...registry.wrapperCodes])
		book[entry.code] = entry.fixes.map((fix) => engineFix(fix, lang));
	return book;
}

/** A fix book as its file holds it (tabs, final newline). */
export function fixBookJson(registry: Registry, lang: Lang): string {
	return `${JSON.stringify(fixBook(registry, lang), null, '\t')}\n`;
}
