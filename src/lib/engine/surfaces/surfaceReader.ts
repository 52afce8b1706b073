import type { Lang } from '../../i18n/index.ts';
import type { ContractOutcome } from '../contract/contractChecks.ts';
import { explain } from '../findings/explanations.ts';
import type { FindingCollector } from '../findings/findingCollector.ts';
import type { FindingTranslate } from '../findings/findingMessages.ts';
import type { Report } from '../findings/rawFinding.ts';
import type { ExplanationId } from '../input/plainFailures.ts';
import type { Explanation } from '../validationTypes.ts';
import type { Classification, CliWrapper, EnvelopeSite } from './classification.ts';

/**
 * One wire format a release prints failures in. Each surface is one module of this folder: it
 * recognises its payload (a `SurfaceRecogniser`, or a row of the classic recognisers in
 * `classic.ts`) and reads what it recognised (a `ClassicReader`, one row of the table in
 * `index.ts`). A new release's wire format is one new module and one row in each table.
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

/** Recognises one surface in the parsed input, or answers null. */
export type SurfaceRecogniser = (root: unknown) => SurfaceMatch | null;

/** What the surface around the error object says, and what to check besides the error object. */
export interface SurfaceReading {
	detail: string;
	site: EnvelopeSite | null;
	/** The CLI's `{ok,data,error,meta}` around the error object, if the surface has one. */
	wrapper: CliWrapper | null;
	explanation: Explanation | null;
	/** The surface's own checks that need the contract's verdict on the error object. */
	afterContract?: (outcome: ContractOutcome) => void;
}

/** What a reader may use: the input, the language, and where its findings go. */
export interface ReadContext {
	/** The parsed input. */
	root: unknown;
	/** The pasted text, and the offset of the parsed value in it. */
	text: string;
	start: number;
	lang: Lang;
	/** The binary to name in texts: the one the reader runs (`flutter-mcp-toolkit`, or `fmtk`). */
	binary: string;
	t: FindingTranslate;
	/** Reports at pointers of the parsed input. */
	report: Report;
	collector: FindingCollector;
}

/** Reads one kind of classification. */
export type ClassicReader<K extends Classification['kind']> = (
	c: Extract<Classification, { kind: K }>,
	ctx: ReadContext,
) => SurfaceReading;

/** A reading with nothing to check: no error object, no wrapper. */
export const nothingToCheck = { site: null, wrapper: null, explanation: null } as const;

/** An explanation in the reader's language, also reported as an info finding at `pointer`. */
export function explained(
	ctx: ReadContext,
	id: ExplanationId,
	params: Record<string, string>,
	pointer: string,
	server?: boolean,
): Explanation {
	const explanation = explain(id, params, ctx.lang, ctx.binary, server);
	ctx.report({
		severity: 'info',
		rule: `explain.${id}`,
		pointer,
		at: 'value',
		message: explanation.text,
	});
	return explanation;
}
