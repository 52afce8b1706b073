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
	| { kind: 'emptyDetails'; codes: readonly string[] }
	| {
			kind: 'descriptorValue';
			code: string;
			field: DescriptorField;
			value: string | number | boolean;
	  }
	| { kind: 'recoveryCommand'; code: string; command: string };

export type DescriptorField = 'category' | 'retryable' | 'exitCode' | 'httpLikeStatus';

/** What the real CLI does with a code (REAL-CLI §6–8), where it differs from the contract table. */
export interface EngineCliFacts {
	emission: 'emitted' | 'rare' | 'unreachable' | 'exitCodeOnly' | 'never' | 'untraced';
	/** Message formats, variable parts as `<slot>`; a slot named like a placeholder carries its value. */
	messages: readonly string[];
	/** The daemon's JSON-RPC `error.code` for it (mapped from httpLikeStatus), or null. */
	daemonRpcCode: number | null;
	recovery: {
		source: 'static' | 'computed' | 'fallback';
		summary: string;
		/** Every fix_command form the CLI emits, verbatim; a value it fills in itself as `<placeholder>`. */
		fixCommands: readonly string[];
		/** What the computed fix_command does (the registry's `computedSummary`), where it is not the contract's. */
		computedSummary?: Localized | undefined;
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
	 * Descriptor values a release changed, oldest first: from `release` on, these values hold.
	 * A payload is judged against the values of the release it was detected as.
	 */
	byRelease?:
		| readonly ({ release: string } & Partial<Record<DescriptorField, string | number | boolean>>)[]
		| undefined;
	/** The release whose catalog no longer declares the code. */
	removedIn?: string | undefined;
	/** Fix commands a release started to print for the code, oldest first (its recovery changes). */
	recoveryByRelease?: readonly { release: string; fixCommands: readonly string[] }[] | undefined;
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
	| {
			kind: 'command';
			command: string;
			summary: Localized;
			/** A literal of the command that is only an example (connect_failed's port), named. */
			fillAlso?: Localized | undefined;
	  }
	| { kind: 'instruction'; instruction: Localized; summary: Localized };

/**
 * What in a payload selects a fix (the registry's `fixes[].when`): every member given must hold.
 * `details` values are compared for equality; `"*"` means the member is present, whatever its value.
 */
export interface EngineFixWhen {
	details?: Readonly<Record<string, string | number | boolean | null>> | undefined;
	/** What `message` starts with. */
	message?: string | undefined;
	/** `meta.command`, the CLI command that failed. */
	command?: string | undefined;
	surface?: 'cli' | 'mcp' | 'daemon' | undefined;
	/** The exit status a transcript shows after the output. */
	exitCode?: number | undefined;
}

/** One fix of a code in one language: the registry's `fixes[]` without its sources. */
export interface EngineFix {
	id: string;
	when?: EngineFixWhen | undefined;
	cause: string;
	/** Repeating the same call cannot help until the caller changes it (the registry's `sameCallFails`). */
	sameCallFails?: true | undefined;
	/** The address in the paste is the one that failed: leave the app's address open (the registry's `staleAddress`). */
	staleAddress?: true | undefined;
	/** What to do, in order; `backticks` mark code. */
	steps: readonly string[];
	/** The command to copy, in the newest release's binary, with `<placeholders>`. */
	command?: string | undefined;
	check: { command?: string | undefined; expect: string };
}

/**
 * Every code's fixes in one language, by code (contract, later and wrapper codes), in the
 * registry's order. Not part of the embedded projection: with every code's texts it is heavier
 * than the playground page may be, so the page fetches its language's book when a result first
 * names a code (`loadFixes`), and Node code has both languages from the engine's door.
 */
export type FixBook = Readonly<Record<string, readonly EngineFix[]>>;
