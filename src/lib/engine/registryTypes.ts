import type { Localized } from '../i18n/index.ts';

/**
 * The part of the registry the validation engine reads. The playground page embeds it as JSON, so
 * it holds only what a check or a finding needs: no descriptions, examples or labels. It is
 * projected from the full registry by `registry/engineProjection.ts`; the engine never imports the
 * registry module itself (full zod, every text of every code).
 */
export interface EngineRegistry {
	codes: readonly EngineCode[];
	/**
	 * Exit codes with their sysexits names, for messages such as "exits with 67 (EX_NOUSER)", and
	 * the backoff of those whose condition clears by itself (the retry advice reads it).
	 */
	exitCodes: readonly EngineExitCode[];
	/** The releases, oldest first (the contract snapshot first): what release detection reads. */
	releases: readonly EngineRelease[];
	/**
	 * Codes a wrapper sends of its own (IntentCall's `intent_execution_error`, `validation_error`),
	 * with what to do: a failure with one gets that as its "Next:" and a link to the code's page.
	 * Optional: a projection written before they were added still loads.
	 */
	wrapperCodes?: readonly { code: string; whatToDo: Localized }[];
}

export interface EngineExitCode {
	exitCode: number;
	name: string;
	backoff?: Backoff | undefined;
}

/** A timed retry: at most `attempts` retries, the first after `firstDelayMs`, each wait doubled. */
export interface Backoff {
	attempts: number;
	firstDelayMs: number;
}

/** One release, slimmed to what telling it from a payload needs (the playground embeds this). */
export interface EngineRelease {
	/** `b7f4434`, `3.0.0`, `4.0.0-dev.6`. */
	id: string;
	tag: string | null;
	binary: string;
	aliases: readonly string[];
	label: Localized;
	/** How an MCP tool failure reaches the client: the bare error object, or IntentCall's wrapper. */
	mcpToolFailure: 'bare' | 'intentcall';
	signals: readonly EngineReleaseSignal[];
}

/** A mark by which a payload shows it comes from a release or a later one. */
export type EngineReleaseSignal =
	| { kind: 'recoveryBinary'; binary: string }
	| { kind: 'laterCode' }
	| { kind: 'detailsMember'; codes: readonly string[]; member: string }
	| { kind: 'metaMember'; member: string }
	| { kind: 'intentCallWrapper' }
	| { kind: 'emptyDetails'; codes: readonly string[] };

/** What the real CLI does with a code (REAL-CLI §6–8), where it differs from the contract table. */
export interface EngineCliFacts {
	emission: 'emitted' | 'rare' | 'unreachable' | 'exitCodeOnly' | 'never';
	/** Message formats, variable parts as `<slot>`; a slot named like a placeholder carries its value. */
	messages: readonly string[];
	/** The daemon's JSON-RPC `error.code` for it (mapped from httpLikeStatus), or null. */
	daemonRpcCode: number | null;
	recovery: {
		source: 'static' | 'computed' | 'fallback';
		summary: string;
		/** Every fix_command form the CLI emits, verbatim; a value it fills in itself as `<placeholder>`. */
		fixCommands: readonly string[];
	};
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
	/**
	 * For a code the v3 contract table lacks: the release that added it (`3.0.0`). Its recovery is
	 * in that release's words, and a payload with it comes from that release or a later one.
	 */
	addedIn?: string | undefined;
	recovery: EngineRecovery;
	cli: EngineCliFacts;
}

/** The registry’s recovery: a command (with `<placeholders>`) or, for some codes, an instruction. */
export type EngineRecovery =
	| { kind: 'command'; command: string; summary: Localized }
	| { kind: 'instruction'; instruction: Localized; summary: Localized };
