import { type CodeHistoryItem, codeHistory } from './releaseQueries.ts';
import type { Registry } from './registrySchema.ts';

/**
 * A code's history with the evidence of each line, for the History section of its page and of its
 * Markdown twin. `codeHistory` says what changed; the evidence sits in releases.json beside it:
 * a code's own change carries its sources, and the two lines every code shares (the rename of the
 * binary, the codes a release added) take the sources of that release's wire change of the same
 * meaning. The contract's own table has no release evidence: its line has none.
 */
export interface CodeHistoryRow extends CodeHistoryItem {
	sources: readonly string[];
}

/** The wire change of a release whose evidence stands for a shared history line of `kind`. */
const sharedChange: Partial<Record<CodeHistoryItem['kind'], string>> = {
	binary: 'binary-renamed',
	added: 'codes-added',
};

export function codeHistoryRows(registry: Registry, code: string): CodeHistoryRow[] {
	return codeHistory(registry, code).map((item) => {
		const own = item.release.codeChanges.find(
			(c) => c.code === code && c.kind === item.kind && c.note === item.note,
		);
		// 3.0.0's ids are bare (`codes-added`); upstream:check --write adds the release (`codes-added-4-0-0`).
		const kind = sharedChange[item.kind];
		const shared = item.release.changes.find((c) => c.id === kind || c.id.startsWith(`${kind}-`));
		return { ...item, sources: own?.sources ?? shared?.sources ?? [] };
	});
}
