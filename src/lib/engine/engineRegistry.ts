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
	/** Codes a later release added after the v3 contract: known, with their descriptor, but not v3 codes. */
	laterRelease: EngineLaterRelease;
}

/** What flutter_mcp_cli itself does with a code, as far as a check or a finding needs it. */
export interface EngineCliFacts {
	emission: 'emitted' | 'rare' | 'unreachable' | 'exitCodeOnly' | 'never';
	/** The CLI's message formats, variable parts written `<slot>`. */
	messages: readonly string[];
	/** The JSON-RPC error code the daemon reports the code with; null when it only lends its exit status. */
	daemonRpcCode: number | null;
	/** The recovery the CLI emits: every fix_command form it prints, a computed value as `<target_id>`. */
	recovery: { source: 'static' | 'computed' | 'fallback'; summary: string; fixCommands: readonly string[] };
}

/** A release after the v3 contract and the codes it added. */
export interface EngineLaterRelease {
	release: string;
	binary: string;
	codes: readonly { code: string; category: string; retryable: boolean; exitCode: number; httpLikeStatus: number; meaning: Localized }[];
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
	cli: EngineCliFacts;
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
