import type { Registry } from './registrySchema.ts';

/**
 * What `upstream:check --write` left for a person to write: each release and code still marked
 * `draft`, with its fields. `npm run drafts` prints them; `npm run build:release` prints them before
 * publishing; `npm test` passes with them (a draft has every fact from upstream and says, in both
 * languages, that its explanation is not written yet).
 */
export interface Draft {
	file: 'releases.json' | 'later-codes.json';
	id: string;
	fields: readonly string[];
}

export function drafts(registry: Registry): Draft[] {
	return [
		...registry.releases.releases.flatMap((release) =>
			release.draft
				? [{ file: 'releases.json' as const, id: release.id, fields: release.draft }]
				: [],
		),
		...registry.codes.flatMap((entry) =>
			entry.draft
				? [{ file: 'later-codes.json' as const, id: entry.code, fields: entry.draft }]
				: [],
		),
	];
}

/** The list as `npm run drafts` prints it. */
export function draftsText(list: readonly Draft[]): string {
	if (list.length === 0) return 'No drafts: every release and code is written.\n';
	const lines = list.map((d) => `  ${d.file}#${d.id}: ${d.fields.join(', ')}`);
	return `${list.length} ${list.length === 1 ? 'draft' : 'drafts'} to write (English and zh-TW; then drop "draft"):\n${lines.join('\n')}\n`;
}
