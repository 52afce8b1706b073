/** The engine's answer for one pasted text. Shared by the playground, the CLI and the tests. */

export type InputKind =
	| 'empty'
	| 'too-large'
	| 'not-json'
	| 'envelope'
	| 'mcp-tool-result'
	| 'jsonrpc-error'
	| 'foreign-tool-error'
	| 'unknown-json';

/** `error` makes the input invalid; `warning` and `info` do not. */
export type Severity = 'error' | 'warning' | 'info';

/** One thing the engine has to say about the input, with its place in the pasted text. */
export interface Finding {
	severity: Severity;
	/** Stable id such as `shape.missing` or `descriptor.mismatch`: safe to key UI or tests on. */
	rule: string;
	/**
	 * RFC 6901 pointer into the parsed input, wrapper included (`/structuredContent/error/code`).
	 * For a missing member, the pointer it would have. For an envelope sent as JSON text in
	 * `content[i].text`, the part after `/content/i/text` points into that text's JSON document.
	 */
	pointer: string;
	/** 1-based line in the pasted text. */
	line: number;
	/** 1-based column in the pasted text, counted in UTF-16 code units. */
	column: number;
	message: string;
	/** What the contract wants, as JSON text, where it applies. */
	expected?: string;
	/** What the input has, as JSON text, where it applies. */
	actual?: string;
	/** For `code.unknown`: the registry codes the input probably meant, best first. */
	suggestions?: string[];
}

/** The registry’s recovery for the envelope’s code, ready to show and copy. */
export interface RecoveryAdvice {
	/** The registry's fix command with placeholders filled from `details`, or null for an instruction. */
	command: string | null;
	summary: string;
	/** The registry's instruction, for codes that have no single command. */
	instruction: string | null;
	/** Placeholders left as `<name>` because `details` had no usable value. */
	unfilled: string[];
	/** Placeholders whose `details` value was refused as unsafe to paste into a shell. */
	unsafe: string[];
}

/** Everything `validateInput` says about one input. */
export interface ValidationResult {
	/** `none` only for empty input. */
	verdict: 'valid' | 'invalid' | 'none';
	inputKind: InputKind;
	/** One localized line: what was detected and where the envelope was found. */
	inputKindDetail: string;
	/** `terminal-text` when the JSON was found inside other text (a log, a terminal transcript). */
	extractedFrom: 'whole' | 'terminal-text';
	/** Pointer of the envelope inside the parsed input, or null when there is none. */
	envelopePointer: string | null;
	/** The envelope's `code` when it is a string, else null. */
	code: string | null;
	knownCode: boolean;
	/** Sorted by position in the pasted text. */
	findings: Finding[];
	/** From the registry entry of `code`; null when the code is unknown or there is no envelope. */
	recovery: RecoveryAdvice | null;
	/** The registry's retry advice for `code`; null when the code is unknown. */
	retry: { label: string; text: string } | null;
}
