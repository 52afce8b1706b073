import type { EngineRegistry } from '../engine/index.ts';
import type { Registry } from './registrySchema.ts';

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
					? { kind: 'command', command: entry.recovery.command, summary: entry.recovery.summary }
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

/** The projection as the file `src/lib/engine/data/registry.json` holds it (tabs, final newline). */
export function engineRegistryJson(registry: Registry): string {
	return `${JSON.stringify(toEngineRegistry(registry), null, '\t')}\n`;
}
