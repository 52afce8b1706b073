import { classifyInput } from './classification.ts';
import { readBundleStep } from './bundleStep.ts';
import { readIntentCallText, readIntentCallToolResult } from './intentCall.ts';
import { readMessageArray } from './messageArray.ts';
import type { SurfaceMatch, SurfaceReader } from './surfaceReader.ts';

export type { ArrayElement, IntentCallWrapper, SurfaceId, SurfaceMatch } from './surfaceReader.ts';

/**
 * The surfaces a payload can come in, asked in turn; the first to recognise the input reads it.
 * Order matters only where two could match: IntentCall's text before the classic tool result
 * (which would take the wrapper for an error object missing its descriptor).
 */
const readers: readonly SurfaceReader[] = [
	readIntentCallToolResult,
	readIntentCallText,
	readBundleStep,
	(root) => readMessageArray(root, readElement),
];

/** An array's element: any surface but another array (a batch answer holds messages, not batches). */
function readElement(element: unknown): SurfaceMatch {
	for (const read of readers.slice(0, -1)) {
		const match = read(element);
		if (match) return match;
	}
	return { surface: 'classic', classification: classifyInput(element) };
}

/** Reads the parsed input: which surface, and where its error object is. */
export function readSurfaces(root: unknown): SurfaceMatch {
	for (const read of readers) {
		const match = read(root);
		if (match) return match;
	}
	return { surface: 'classic', classification: classifyInput(root) };
}
