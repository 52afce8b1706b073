import { resolveRegistryCode } from '../lib/codeNames/index.ts';
import {
	codeRecord,
	findCode,
	registry,
	type CodeRecord,
	type WrapperCode,
} from '../lib/registry/index.ts';

/**
 * The API's half that needs the registry module (full zod, every text of every code): loaded by
 * `index.ts` on the first `explain` or `codes` call only, as the CLI loads it for `explain` only.
 */

export type { CodeRecord, WrapperCode };

/** `explain --json` for a code the registry does not have. */
export interface UnknownCode {
	error: 'unknown_code';
	code: string;
	suggestions: string[];
}

export type ExplainOutput = CodeRecord | WrapperCode | UnknownCode;

/**
 * What `error-playbook explain <code> --json` prints, chosen as `src/cli/explainCommand.ts` chooses
 * it; `tests/unit/api/api.test.ts` runs the CLI beside it for each kind of answer.
 */
export function explainJson(typed: string, site: string): ExplainOutput {
	const found = resolveRegistryCode(registry, typed);
	const resolved = found.kind === 'code' ? found.code : undefined;
	const entry = resolved === undefined ? undefined : findCode(registry, resolved);
	if (entry) return codeRecord(registry, entry, site);
	const wrapper = registry.wrapperCodes.find((w) => w.code === resolved);
	if (wrapper) return wrapper;
	return {
		error: 'unknown_code',
		code: typed,
		suggestions: found.kind === 'unknown' ? found.suggestions : [],
	};
}

export function codeRecords(site: string): CodeRecord[] {
	return registry.codes.map((entry) => codeRecord(registry, entry, site));
}
