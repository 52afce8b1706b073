import { isFailure, type Classification } from './classification.ts';
import { classifyInput } from './classic.ts';
import { readBareEnvelope } from './bareEnvelope.ts';
import { readBundleStep } from './bundleStep.ts';
import { readCliFailure, readCliSuccess } from './cliStdout.ts';
import { readDaemonError } from './daemonError.ts';
import { readForeignToolError } from './foreignToolError.ts';
import {
	readIntentCallFailure,
	readIntentCallText,
	readIntentCallToolResult,
} from './intentCall.ts';
import { readJsonRpcError } from './jsonRpc.ts';
import { readMessageArray } from './messageArray.ts';
import { readResourceRead } from './mcpResourceRead.ts';
import { readToolResult } from './mcpToolResult.ts';
import type {
	ClassicReader,
	ReadContext,
	SurfaceMatch,
	SurfaceReading,
	SurfaceRecogniser,
} from './surfaceReader.ts';
import { readUnknownJson } from './unknownJson.ts';
import { readWatchEvent } from './watchEvent.ts';

/**
 * The surfaces' door: every wire format a release prints failures in, one module each, found
 * through the two tables below. A new release's wire format is one new module, a row in
 * `recognisers` (or in `classic.ts`'s, for a shape every release shares) and, for a new kind of
 * classification, a row in `readers`.
 */
export { checkBatchSteps } from './batchSteps.ts';
export { classifyInput } from './classic.ts';
export { isFailure } from './classification.ts';

/**
 * What reading text needs to know of a parsed value (`input/inputExtraction.ts`'s `Recognise`):
 * whether it is something the engine knows, and whether it reports a failure.
 */
export function recogniseValue(value: unknown): { known: boolean; failure: boolean } {
	const classification = classifyInput(value);
	return { known: classification.kind !== 'unknown-json', failure: isFailure(classification) };
}
export type { Classification, CliWrapper, EnvelopeSite } from './classification.ts';
export { checkIntentCallWrapper } from './intentCall.ts';
export { reportOtherFailures } from './messageArray.ts';
export { detailOf } from './surfaceDetail.ts';
export type { SurfaceMessageKey, SurfaceTranslate } from './surfaceMessages.ts';
export type {
	ArrayElement,
	IntentCallWrapper,
	ReadContext,
	SurfaceId,
	SurfaceMatch,
	SurfaceReading,
} from './surfaceReader.ts';

/**
 * The surfaces a payload can come in, asked in turn; the first to recognise the input reads it,
 * and the classic classification (`classic.ts`) answers for everything else. Order matters only
 * where two could match: IntentCall's text before the classic tool result (which would take the
 * wrapper for an error object missing its descriptor).
 */
const recognisers: readonly SurfaceRecogniser[] = [
	readIntentCallToolResult,
	readIntentCallText,
	readBundleStep,
	(root) => readMessageArray(root, readElement),
];

/** How each kind of classification is read: what it says, where its error object is. */
const readers: { readonly [K in Classification['kind']]: ClassicReader<K> } = {
	envelope: readBareEnvelope,
	'cli-output': readCliFailure,
	'cli-success': readCliSuccess,
	'mcp-tool-result': readToolResult,
	'mcp-resource-read': readResourceRead,
	'daemon-error': readDaemonError,
	'watch-event': readWatchEvent,
	'jsonrpc-error': readJsonRpcError,
	'foreign-tool-error': readForeignToolError,
	'unknown-json': readUnknownJson,
};

/** An array's element: any surface but another array (a batch answer holds messages, not batches). */
function readElement(element: unknown): SurfaceMatch {
	for (const recognise of recognisers.slice(0, -1)) {
		const match = recognise(element);
		if (match) return match;
	}
	return { surface: 'classic', classification: classifyInput(element) };
}

/** Recognises the parsed input: which surface, and where its error object is. */
export function recogniseSurface(root: unknown): SurfaceMatch {
	for (const recognise of recognisers) {
		const match = recognise(root);
		if (match) return match;
	}
	return { surface: 'classic', classification: classifyInput(root) };
}

/** Reads what was recognised: IntentCall's own failure, or the classification's reader. */
export function readSurface(match: SurfaceMatch, ctx: ReadContext): SurfaceReading {
	const { intentCall, classification } = match;
	if (intentCall && !intentCall.errorObject)
		return readIntentCallFailure(intentCall, ctx.lang, ctx.binary, ctx.report);
	const read = readers[classification.kind] as ClassicReader<Classification['kind']>;
	return read(classification, ctx);
}
