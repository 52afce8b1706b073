import { expect, it } from 'vitest';
import { jsonPreview } from '../../../src/lib/engine/findings/valuePreview.ts';
import { engineRegistry } from '../../../src/lib/engine/index.ts';

/**
 * A descriptor mismatch writes the registry's value as `expected` with jsonPreview, which costs a
 * tenth of JSON.stringify for a boolean or an integer (contractChecks.ts): for every value a code's
 * descriptor can be judged by, that must be its JSON text, uncut.
 */
it('writes every registry descriptor value as its JSON text', () => {
	for (const entry of engineRegistry.codes)
		for (const value of [entry.retryable, entry.exitCode, entry.category, entry.httpLikeStatus])
			expect(jsonPreview(value)).toBe(JSON.stringify(value));
});
