/**
 * The small part of `resolveCode` the validator needs too: folding a code's spelling and the codes
 * within two edits. A module of its own so that the playground, which loads it with the engine,
 * does not load the rest of the resolver (its 40 KB budget: tests/build/budgets.test.ts).
 */

/** Distances above this are not suggestions: two edits cover a typo, a swap or a missing letter. */
const maxDistance = 2;

/**
 * Levenshtein distance between `a` and `b`, or `limit + 1` as soon as it is certain to exceed
 * `limit`. The early exits keep a hostile megabyte-long input from costing megabytes × codes work.
 */
export function boundedLevenshtein(a: string, b: string, limit: number): number {
	if (Math.abs(a.length - b.length) > limit) return limit + 1;
	let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
	for (let i = 1; i <= a.length; i++) {
		const current = [i];
		let rowMin = i;
		for (let j = 1; j <= b.length; j++) {
			const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
			const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
			current.push(value);
			if (value < rowMin) rowMin = value;
		}
		if (rowMin > limit) return limit + 1;
		previous = current;
	}
	return previous[b.length]!;
}

/**
 * Folds the spellings people type for a snake_case code: `CONNECT-FAILED`, `connect failed`,
 * `connect.failed`, and the CamelCase of other languages' enums (`ConnectFailed`, `connectFailed`)
 * as `resolveCode` reads them: a word boundary where a lower-case letter or digit meets a capital.
 */
export function normaliseCode(input: string): string {
	return input
		.trim()
		.replace(/([a-z0-9])([A-Z])/g, '$1_$2')
		.toLowerCase()
		.replace(/[-\s.]+/g, '_');
}

/**
 * Codes the input probably meant, best first. A folded exact match is the only suggestion;
 * otherwise every code within two edits, nearest first, ties in alphabetical order.
 */
export function suggestCodes(input: string, codes: readonly string[]): string[] {
	const wanted = normaliseCode(input);
	if (wanted === '') return [];
	if (codes.includes(wanted)) return [wanted];
	return codes
		.map((code) => ({ code, distance: boundedLevenshtein(wanted, code, maxDistance) }))
		.filter((c) => c.distance <= maxDistance)
		.sort((x, y) => x.distance - y.distance || (x.code < y.code ? -1 : x.code > y.code ? 1 : 0))
		.map((c) => c.code);
}
