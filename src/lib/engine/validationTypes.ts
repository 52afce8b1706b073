import type { LooksLike } from './input/notCliOutput.ts';

/** The engine's answer for one pasted text. Shared by the playground, the CLI and the tests. */

/**
 * What the input is: the surfaces flutter_mcp_cli fails on (REAL-CLI §1–5), the plain failures it
 * reports without an error object, and what is none of these. The one list of them: the output
 * schema's enum (src/lib/report/outputSchema.ts) and the tests' "every surface" lists derive from
 * it.
 * - `envelope`: a bare error object `{code,message,details,descriptor,recovery}`;
 * - `cli-output`: the CLI's stdout `{ok:false,data,error,meta}`; `cli-success`: with `ok: true` (a
 *   success, doctor's report included);
 * - `daemon-error`: the daemon's JSON-RPC error with the error object in `error.data.error`;
 *   `watch-event`: a daemon `watch/event` notification;
 * - `jsonrpc-error`: a JSON-RPC error without an error object (the protocol layer failed);
 * - `plain-failure`: a failure the CLI reports as plain text (a crash, dart_mcp's own messages).
 */
export const inputKinds = [
	'empty',
	'too-large',
	'not-json',
	'envelope',
	'cli-output',
	'cli-success',
	'mcp-tool-result',
	'mcp-resource-read',
	'daemon-error',
	'watch-event',
	'jsonrpc-error',
	'plain-failure',
	'foreign-tool-error',
	'unknown-json',
] as const;
export type InputKind = (typeof inputKinds)[number];

/**
 * The kinds that are something the CLI prints: every one has a real output among the fixtures
 * (tests/unit/engine/cliOutput.test.ts), the playground's examples and the browser tests.
 */
export const cliSurfaceKinds: readonly InputKind[] = inputKinds.filter(
	(kind) =>
		!['empty', 'too-large', 'not-json', 'foreign-tool-error', 'unknown-json'].includes(kind),
);

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
	/**
	 * The text the finding is about, as UTF-16 offsets into the pasted text (`end` exclusive): the
	 * whole value at the pointer (a string with its quotes), a repeated key, the character a syntax
	 * error stops at, the object a missing member belongs in. `start` is where line:column point.
	 */
	start: number;
	end: number;
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
	/**
	 * The command to run: the contract's (or, where the CLI computes one, the CLI's) with placeholders
	 * filled from what the payload names (its message, details.availableTargets); null for an instruction.
	 */
	command: string | null;
	summary: string;
	/** The registry's instruction, for codes that have no single command. */
	instruction: string | null;
	/** What the CLI itself prints as fix_command (English, verbatim), to match against a terminal. */
	printed: string | null;
	/** Placeholders left as `<name>` because `details` had no usable value. */
	unfilled: string[];
	/** A literal of the command that is only an example, named ("the port (8181 is an example)"). */
	fillAlso?: string;
	/** Placeholders whose `details` value was refused as unsafe to paste into a shell. */
	unsafe: string[];
	/** Whose words `command` is in: the detected release's form ("As flutter-mcp-toolkit 3.0.0 and later print it."). */
	form?: string;
	/** True when `command` is the payload's own fix_command (a code the catalog has no command for). */
	fromPayload?: boolean;
}

/**
 * The registry's fix for the branch the payload opens (`fixes` of its code): the cause, what to do,
 * the command with its placeholders filled from anywhere in the paste, and the check that says it
 * worked. Texts are in the language validated in.
 */
export interface FixAdvice {
	code: string;
	/** Stable within the code: the code page's anchor is `#fix-<id>`. */
	id: string;
	cause: string;
	/** What to do, in order; `backticks` mark code. */
	steps: string[];
	/** The command to copy, in the detected release's binary, placeholders filled where the paste tells. */
	command: string | null;
	check: { command: string | null; expect: string };
	/**
	 * `when`: the payload matched the fix's conditions (`matched`). `only`: none matched, and it is
	 * the code's one fix. `usual`: none matched, and this is the code's usual fix. `first`: none
	 * matched and every fix has a condition, so the likeliest.
	 */
	selectedBy: 'when' | 'only' | 'usual' | 'first';
	/** The conditions that held: `details.reason` = `"no_targets"`, `message` starts with …. */
	matched: { member: string; value: string | number | boolean | null }[];
	/** Placeholders of the command or the check left as `<name>`: nothing in the paste gave them. */
	unfilled: string[];
	/** Placeholders whose value in the paste was refused as unsafe to paste into a shell. */
	unsafe: string[];
	/** The code's other fixes, in the registry's order, with their number on the code page. */
	others: { id: string; number: number; cause: string }[];
}

/** Which release printed the payload, as far as its marks tell. */
export interface ReleaseReading {
	/** The release id (`3.0.7`, `b7f4434`), or null when nothing tells. */
	id: string | null;
	/** True: this release or a later one. False for the contract snapshot or when nothing tells. */
	atLeast: boolean;
	/** `flutter-mcp-toolkit ≥ 3.0.7`, or the contract snapshot's label; null when nothing tells. */
	label: string | null;
	/** The surface the payload came in: `intentcall`, `bundle-step`, `array` or `classic`. */
	surface: string;
	/** Each mark seen, as one localized phrase. */
	evidence: string[];
	/** One localized line: the release and the surface, or that it cannot be told. */
	text: string;
	/** True when the marks contradict each other (the contract's binary beside a later mark). */
	mixed: boolean;
	/**
	 * The command name to speak to the reader: as the transcript ran it (`$ fmtk exec …`) or as a
	 * fix_command spells it, else the release's binary; `flutter_mcp_cli` only for the contract
	 * snapshot's payloads, since no release installs that name.
	 */
	spelling: string;
}

/** The page that explains a next step, as data: the engine knows no site paths. */
export type NextPage =
	| { kind: 'code'; code: string }
	/** A section of a guide: its docs id (`guides/where-errors-appear`) and the heading's id in the result's language. */
	| { kind: 'guide'; guide: string; anchor: string };

/** What to do next, and the page that says more: every verdict with input has one (issue 30). */
export interface NextStep {
	/** Stable: `recover` (the code's retry advice), `wrapperCode` (IntentCall's own code in an error object), `unknownCode`, `brokenJson`, `noEnvelope`, or the explanation's id. */
	id: string;
	/** One sentence in the result's language, without the "Next:" label. */
	text: string;
	page: NextPage;
}

/** A failure that is not an error object, told in the page language, with what to run. */
export interface Explanation {
	/** Stable id such as `toolkitMissing` or `rpcInvalidParams`. */
	id: string;
	title: string;
	text: string;
	/** Commands or instructions to follow, in order (doctor's fix_commands, for instance). */
	steps: { label: string; command: string | null }[];
	/** A registry code the explanation is about, when there is one (doctor_critical_failed). */
	relatedCode: string | null;
}

/** How the checked JSON sat in the pasted text. */
export type Carrier =
	| { kind: 'whole' }
	| { kind: 'terminal-text' }
	| { kind: 'ndjson'; line: number; messages: number; failureLines: number[] };

/** Everything `validateInput` says about one input. */
export interface ValidationResult {
	/**
	 * `valid`/`invalid`: an error object was checked. `not-envelope`: the input is not one, but it is
	 * a known failure or success of the CLI, explained in `explanation`. `none`: empty input.
	 */
	verdict: 'valid' | 'invalid' | 'not-envelope' | 'none';
	inputKind: InputKind;
	/** One localized line: what was detected and where the envelope was found. */
	inputKindDetail: string;
	/** `terminal-text` when the JSON was found inside other text (a log, a terminal transcript). */
	extractedFrom: 'whole' | 'terminal-text' | 'ndjson';
	/** How the JSON was carried; `ndjson` says which line of the stream was checked. */
	carrier: Carrier;
	/** Pointer of the envelope inside the parsed input, or null when there is none. */
	envelopePointer: string | null;
	/** The envelope's `code` when it is a string, else null. */
	code: string | null;
	knownCode: boolean;
	/** `contract`: a code of the v3 contract; `later`: added by a later release; `unknown`; null without a code. */
	codeStatus: 'contract' | 'later' | 'unknown' | null;
	/** For inputs that are not an error object but a known failure or success of the CLI. */
	explanation: Explanation | null;
	/** Sorted by position in the pasted text. */
	findings: Finding[];
	/** From the registry entry of `code`; null when the code is unknown or there is no envelope. */
	recovery: RecoveryAdvice | null;
	/** The registry's retry advice for `code`; null when the code is unknown. */
	retry: { label: string; text: string } | null;
	/** Which release printed it; absent when there is nothing to tell it from (no error object). */
	release?: ReleaseReading;
	/**
	 * The fix the payload selects, for a code with fixes; absent otherwise, and in the playground
	 * until its language's fixes have loaded (`loadFixes`).
	 */
	fix?: FixAdvice;
	/**
	 * What a report of the failure quotes (the playground's "This didn't fix it"): the error
	 * object's `message` verbatim, and the exit status a transcript shows. Present with `fix`'s
	 * reading of a known code; not part of `validate --json`, whose `findings` and `fix` say the rest.
	 */
	failure?: { message: string | null; exitStatus: number | null };
	/** What to do next, with the page that explains it; null for empty input and refusals. */
	next: NextStep | null;
	/** For text that is no output of the CLI (`explanation.id` `notCliOutput`): what it looks like. */
	looksLike?: LooksLike;
}
