import type { Localized } from '../i18n/index.ts';

/**
 * The part of the registry the validation engine reads. The playground page embeds it as JSON, so
 * it holds only what a check or a finding needs: no descriptions, examples or labels. It is
 * projected from the full registry by `registry/engineProjection.ts`; the engine never imports the
 * registry module itself (full zod, every text of every code).
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
	meaning: Localized;
	deprecated?: { since: string; replacement?: string | undefined } | undefined;
	recovery: EngineRecovery;
}

/** The registry’s recovery: a command (with `<placeholders>`) or, for some codes, an instruction. */
export type EngineRecovery =
	| { kind: 'command'; command: string; summary: Localized }
	| { kind: 'instruction'; instruction: Localized; summary: Localized };

/** Which `details` key fills a `<placeholder>` of a fix command. */
export interface EnginePlaceholder {
	name: string;
	detailsKey: string;
}
