import {
	codeRecord,
	findCode,
	registry,
	resolveRegistryQuery,
	unknownCodeAnswer,
	type CodeRecord,
	type UnknownCodeAnswer,
	type WrapperCode,
} from '../lib/registry/index.ts';

/**
 * The API's half that needs the registry module (full zod, every text of every code): loaded by
 * `index.ts` on the first `explain` or `codes` call only, as the CLI loads it for `explain` only.
 */

export type { CodeRecord, WrapperCode };

/** `explain --json` for text that names no code: near spellings, and every code it can be, with why. */
export type UnknownCode = UnknownCodeAnswer;

export type ExplainOutput = CodeRecord | WrapperCode | UnknownCode;

/**
 * What `error-playbook explain <code> --json` prints, chosen as `src/cli/explainCommand.ts` chooses
 * it; `tests/unit/api/api.test.ts` runs the CLI beside it for each kind of answer.
 */
export function explainJson(typed: string, site: string): ExplainOutput {
	// A copy: the record shares the registry's own arrays and texts (its fixes, its descriptor
	// changes), and a caller that edits what it got must not change every later answer.
	return structuredClone(answerOf(typed, site));
}

function answerOf(typed: string, site: string): ExplainOutput {
	const found = resolveRegistryQuery(registry, typed);
	const resolved = found.kind === 'code' ? found.code : undefined;
	const entry = resolved === undefined ? undefined : findCode(registry, resolved);
	if (entry) return codeRecord(registry, entry, site);
	const wrapper = registry.wrapperCodes.find((w) => w.code === resolved);
	if (wrapper) return wrapper;
	return unknownCodeAnswer(typed, found);
}

export function codeRecords(site: string): CodeRecord[] {
	return structuredClone(registry.codes.map((entry) => codeRecord(registry, entry, site)));
}
