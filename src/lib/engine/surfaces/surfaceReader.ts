import type { Classification } from './classification.ts';

/**
 * One wire format a release prints failures in. Each reader recognises its surface in the parsed
 * input, or answers null; the table in `index.ts` asks them in turn, and the classic
 * classification (`inputKind.ts`) answers for everything else. A new release's wire format is one
 * new reader in this folder and one row in that table.
 */
export type SurfaceId = 'classic' | 'intentcall' | 'bundle-step' | 'array';

/** IntentCall's `{code, message, details}` around a failure (flutter-mcp-toolkit ≥ 4.0.0-dev.1). */
export interface IntentCallWrapper {
	value: Record<string, unknown>;
	/** Pointer of the wrapper: in the pasted input, or (with `text`) of the string that holds it. */
	pointer: string;
	/** The JSON text of the wrapper, when it sits in an MCP tool result's `content[i].text`. */
	text?: string;
	/** True when `details` is a contract error object (it has `descriptor` or `recovery`). */
	errorObject: boolean;
}

/** Which element of a JSON array was checked, and which others fail too. */
export interface ArrayElement {
	index: number;
	length: number;
	otherFailures: number[];
}

export interface SurfaceMatch {
	surface: SurfaceId;
	classification: Classification;
	/** The surface inside an array element, when `surface` is `array`. */
	inner?: SurfaceId;
	intentCall?: IntentCallWrapper;
	/** A bundle step's `name`. */
	stepName?: unknown;
	element?: ArrayElement;
}

export type SurfaceReader = (root: unknown) => SurfaceMatch | null;
