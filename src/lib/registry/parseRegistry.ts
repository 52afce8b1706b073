import { crossReferenceIssues } from './crossChecks.ts';
import { type Registry, registrySchema } from './registrySchema.ts';

/**
 * The registry's shape (`registrySchema.ts`) and then the checks that need all of it
 * (`crossChecks.ts`), as one parse: a broken registry stops the build with the entry and field
 * named. Apart from the schema, so that the checks can read the schema's types without the schema
 * importing them back.
 */
const checkedRegistrySchema = registrySchema.superRefine((registry, ctx) => {
	for (const issue of crossReferenceIssues(registry)) ctx.addIssue({ code: 'custom', ...issue });
});

/**
 * Parses raw registry data. On failure throws one error whose lines each name the file, the entry
 * (by its `code` or id, not only its index) and the field, e.g.
 * `codes › connect_failed › meaning.zh-TW: must not be empty`.
 */
export function parseRegistry(raw: unknown): Registry {
	const result = checkedRegistrySchema.safeParse(raw);
	if (result.success) return result.data;
	const lines = result.error.issues.map(
		(issue) => `  - ${describePath(raw, issue.path)}: ${issue.message}`,
	);
	throw new Error(`The error registry (content/registry/) is invalid:\n${lines.join('\n')}`);
}

/** Files whose list sits one level down: releases.json's `releases`. */
const nestedLists: Record<string, string> = { releases: 'releases' };

function describePath(raw: unknown, path: readonly PropertyKey[]): string {
	const nested = typeof path[0] === 'string' ? nestedLists[path[0]] : undefined;
	const [section, ...tail] =
		nested !== undefined && path[1] === nested
			? [`${String(path[0])} › ${nested}`, ...path.slice(2)]
			: path;
	const [index, ...rest] = tail;
	if (typeof section !== 'string') return '(registry root)';
	if (typeof index !== 'number') return [section, ...tail.map(String)].join(' › ');
	const list =
		nested !== undefined && path[1] === nested
			? (raw as Record<string, Record<string, unknown[] | undefined> | undefined>)[
					String(path[0])
				]?.[nested]
			: (raw as Record<string, unknown[] | undefined>)[section];
	const item = list?.[index] as Record<string, unknown> | undefined;
	const name = item?.code ?? item?.id ?? item?.name ?? item?.exitCode ?? `#${index}`;
	const field = rest.map(String).join('.');
	return `${section} › ${String(name)}${field ? ` › ${field}` : ''}`;
}
