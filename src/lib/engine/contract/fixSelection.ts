import { isJsonObject, ownMemberAt } from '../json/jsonValue.ts';
import type { EngineFix, EngineFixWhen } from '../registryTypes.ts';

/** What a payload tells about itself that a fix's `when` can hold against. */
export interface FixFacts {
	details: unknown;
	/** Where `details` is, when not the error object's own (a batch's failed step's). */
	detailsAt?: string;
	message: unknown;
	/** `meta.command` of the CLI's stdout, when there is one. */
	command: unknown;
	/** The surface that carried the payload, when it is one a `when` can name. */
	surface: 'cli' | 'mcp' | 'daemon' | null;
	/** The exit status a transcript shows after the output, or null. */
	exitCode: number | null;
}

/** One member of a `when` that held: `details.reason` = `"no_targets"`, `message` starts with …. */
export interface FixMatch {
	/** `details.reason`, `message`, `command`, `surface`, `exitCode`. */
	member: string;
	/** The value the `when` asked for (`"*"`: present). */
	value: string | number | boolean | null;
}

/** The branch a payload opens, and why. */
export interface FixChoice {
	fix: EngineFix;
	/**
	 * `when`: its `when` held (`matched` says how). `only`: no `when` held and it is the code's one
	 * fix. `usual`: no `when` held and this is the first fix without one. `first`: no `when` held
	 * and every fix has one, so the likeliest is shown.
	 */
	selectedBy: 'when' | 'only' | 'usual' | 'first';
	matched: FixMatch[];
	/** The code's other fixes, in the registry's order: the page shows them all. */
	others: EngineFix[];
}

/** Whether every member of `when` holds for `facts`; the members that held, or null. */
function holds(when: EngineFixWhen, facts: FixFacts): FixMatch[] | null {
	const matched: FixMatch[] = [];
	if (when.details) {
		if (!isJsonObject(facts.details)) return null;
		// `for…in` rather than Object.entries: the same keys in the same order (a fix book's `when`
		// is JSON, with nothing inherited), without an array of pairs on every validation.
		for (const member in when.details) {
			const value = when.details[member] as string | number | boolean | null;
			const actual = ownMemberAt(facts.details, member);
			if (actual === undefined) return null;
			if (value !== '*' && actual !== value) return null;
			matched.push({ member: `${facts.detailsAt ?? 'details'}.${member}`, value });
		}
	}
	if (when.message !== undefined) {
		if (typeof facts.message !== 'string' || !facts.message.startsWith(when.message)) return null;
		matched.push({ member: 'message', value: when.message });
	}
	if (when.command !== undefined) {
		if (facts.command !== when.command) return null;
		matched.push({ member: 'command', value: when.command });
	}
	if (when.surface !== undefined) {
		if (facts.surface !== when.surface) return null;
		matched.push({ member: 'surface', value: when.surface });
	}
	if (when.exitCode !== undefined) {
		if (facts.exitCode !== when.exitCode) return null;
		matched.push({ member: 'exitCode', value: when.exitCode });
	}
	return matched;
}

/**
 * The fix a payload selects: the first whose `when` holds (its members ANDed); when none holds, the
 * first without `when` (the usual case), else the first. Null for a code without fixes. A handful
 * of comparisons per fix: it runs on every validation of a known code.
 */
export function selectFix(
	fixes: readonly EngineFix[] | undefined,
	facts: FixFacts,
): FixChoice | null {
	if (!fixes || fixes.length === 0) return null;
	let chosen: { index: number; selectedBy: FixChoice['selectedBy']; matched: FixMatch[] } | null =
		null;
	for (let i = 0; i < fixes.length && !chosen; i++) {
		const when = fixes[i]!.when;
		const matched = when ? holds(when, facts) : null;
		if (matched) chosen = { index: i, selectedBy: 'when', matched };
	}
	// A lone fix is not "the usual one, since no other fits": there is no other (zh-TW review 18 #1).
	if (!chosen && fixes.length === 1) chosen = { index: 0, selectedBy: 'only', matched: [] };
	if (!chosen) {
		const usual = fixes.findIndex((f) => f.when === undefined);
		chosen =
			usual >= 0
				? { index: usual, selectedBy: 'usual', matched: [] }
				: { index: 0, selectedBy: 'first', matched: [] };
	}
	return {
		fix: fixes[chosen.index]!,
		selectedBy: chosen.selectedBy,
		matched: chosen.matched,
		others: fixes.filter((_, i) => i !== chosen.index),
	};
}
