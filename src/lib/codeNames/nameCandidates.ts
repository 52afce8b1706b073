/**
 * The codes a name-like text is near: a typo of a whole name, or words of names (`conect` →
 * connect_failed, `snapshot` → its four codes). The part of `resolveQuery` that needs nothing but
 * the names, a module of its own so that the 404 page, which has only names, runs it without the
 * rest (its JavaScript budget: tests/build/budgets.test.ts).
 */
import { boundedLevenshtein, normaliseCode, suggestCodes } from './suggestCodes.ts';

export interface NameCandidate {
	code: string;
	kind: 'spelling' | 'name-words';
	/** On `resolveQuery`'s scale: a whole-name typo 100–110, words of a name 80–100. */
	score: number;
}

/** Only a text that could be a name: up to six Latin words. */
const nameLike = /^[A-Za-z0-9_.-]+(?: [A-Za-z0-9_.-]+){0,5}$/;

export function nameCandidates(names: readonly string[], text: string): NameCandidate[] {
	if (text.length > 64 || !nameLike.test(text)) return [];
	const found: NameCandidate[] = [];
	const wanted = normaliseCode(text);
	for (const code of suggestCodes(text, names))
		found.push({ code, kind: 'spelling', score: 120 - 10 * boundedLevenshtein(wanted, code, 2) });
	const words = wanted.split('_').filter((w) => w.length >= 4);
	if (words.length === 0) return found;
	for (const code of names) {
		const codeWords = code.split('_');
		let typos = 0;
		const all = words.every((word) => {
			if (codeWords.some((w) => w.startsWith(word))) return true;
			const limit = word.length >= 7 ? 2 : 1;
			if (!codeWords.some((w) => boundedLevenshtein(word, w, limit) <= limit)) return false;
			typos++;
			return true;
		});
		// The more of the name the words are, the better: `snapshot` is more of snapshot_invalid.
		if (all)
			found.push({
				code,
				kind: typos ? 'spelling' : 'name-words',
				score: 100 - 5 * typos - (codeWords.length - words.length),
			});
	}
	return found;
}

/** Best first, then by name; one entry per code, its best. */
export function rankedNameCandidates(names: readonly string[], text: string): string[] {
	const best = new Map<string, number>();
	for (const c of nameCandidates(names, text))
		best.set(c.code, Math.max(best.get(c.code) ?? -Infinity, c.score));
	return [...best]
		.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
		.map(([code]) => code);
}
