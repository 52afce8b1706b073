import type { LocalizedText, Registry } from './registrySchema.ts';

/**
 * The part of the registry the validation engine reads. The playground page embeds it as JSON, so
 * it holds only what a check or a finding needs: no descriptions, examples or labels. A full
 * `Registry` satisfies this type structurally, so Node code may pass the registry itself.
 */
export interface EngineRegistry {
	codes: readonly EngineCode[];
	placeholders: readonly EnginePlaceholder[];
	/** Exit codes with their sysexits names, for messages such as "exits with 67 (EX_NOUSER)". */
	exitCodes: readonly { exitCode: number; name: string }[];
}

/** One code with the facts its checks compare and the texts its result shows. */
export interface EngineCode {
	code: string;
	retryable: boolean;
	exitCode: number;
	category: string;
	httpLikeStatus: number;
	meaning: LocalizedText;
	deprecated?: { since: string; replacement?: string | undefined } | undefined;
	recovery: EngineRecovery;
}

/** The registry’s recovery: a command (with `<placeholders>`) or, for some codes, an instruction. */
export type EngineRecovery =
	| { kind: 'command'; command: string; summary: LocalizedText }
	| { kind: 'instruction'; instruction: LocalizedText; summary: LocalizedText };

/** Which `details` key fills a `<placeholder>` of a fix command. */
export interface EnginePlaceholder {
	name: string;
	detailsKey: string;
}

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
			...(entry.deprecated && {
				deprecated: {
					since: entry.deprecated.since,
					...(entry.deprecated.replacement !== undefined && { replacement: entry.deprecated.replacement }),
				},
			}),
			recovery:
				entry.recovery.kind === 'command'
					? { kind: 'command', command: entry.recovery.command, summary: entry.recovery.summary }
					: { kind: 'instruction', instruction: entry.recovery.instruction, summary: entry.recovery.summary },
		})),
		placeholders: registry.placeholders.map(({ name, detailsKey }) => ({ name, detailsKey })),
		exitCodes: registry.exitCodes.map(({ exitCode, name }) => ({ exitCode, name })),
	};
}
