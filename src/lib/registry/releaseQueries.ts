import { placeholderNames, renameBinary } from '../engine/index.ts';
import type { CodeChange, CodeEntry, LocalizedText, Registry, Release } from './registrySchema.ts';

/**
 * Questions about the releases (`content/registry/releases.json`): which release a name means,
 * how a command reads in a release, and what each release changed for one code. The contract table
 * stays the source of the 36 codes' meaning; the releases are layered on it here, and the codes a
 * release added (`addedIn`) are read in that release's words.
 */

/** The releases, oldest first; the first is the contract snapshot (b7f4434). */
export function releases(registry: Registry): readonly Release[] {
	return registry.releases.releases;
}

/** The contract snapshot: the commit whose table the 36 codes follow. */
export function contractRelease(registry: Registry): Release {
	return registry.releases.releases[0]!;
}

/** The release that added a code the contract table lacks; undefined for a code of the contract. */
export function addedInRelease(registry: Registry, entry: CodeEntry): Release | undefined {
	return entry.addedIn === undefined ? undefined : findRelease(registry, entry.addedIn);
}

/** The release that removed `code` from upstream's catalog, with its change; undefined while it exists. */
export function removedInRelease(
	registry: Registry,
	code: string,
): { release: Release; change: CodeChange } | undefined {
	for (const release of releases(registry)) {
		const change = release.codeChanges.find((c) => c.code === code && c.kind === 'removed');
		if (change) return { release, change };
	}
	return undefined;
}

/**
 * The codes later releases added, grouped by the release that added each, oldest release first:
 * what the differences page lists, one table per release with that release's binary and codes file.
 * `previousBinary` is the binary of the release before it, so that a rename is said where it
 * happened.
 */
export function laterCodesByRelease(
	registry: Registry,
): { release: Release; codes: CodeEntry[]; previousBinary: string }[] {
	return releases(registry).flatMap((release, i, all) => {
		const codes = registry.codes.filter((c) => c.addedIn === release.id);
		// The contract (index 0) adds no later code, so a release with codes has one before it.
		return codes.length > 0 ? [{ release, codes, previousBinary: all[i - 1]!.binary }] : [];
	});
}

/** A descriptor value a release changed for a code, from that release on. */
export interface DescriptorChange {
	release: Release;
	field: 'category' | 'retryable' | 'exitCode' | 'httpLikeStatus';
	value: string | number | boolean;
}

/** Every descriptor value later releases changed for `code`, oldest release first. */
export function descriptorChanges(registry: Registry, code: string): DescriptorChange[] {
	const fields = ['category', 'retryable', 'exitCode', 'httpLikeStatus'] as const;
	return releases(registry).flatMap((release) =>
		release.codeChanges
			.filter((c) => c.code === code && c.kind === 'descriptor' && c.descriptor)
			.flatMap((c) =>
				fields.flatMap((field) => {
					const value = c.descriptor![field];
					return value === undefined ? [] : [{ release, field, value }];
				}),
			),
	);
}

/** The recoveries later releases print for `code` instead of its own, oldest release first. */
export function recoveryChanges(
	registry: Registry,
	code: string,
): { release: Release; summary: string; fixCommands: readonly string[] }[] {
	return releases(registry).flatMap((release) =>
		release.codeChanges
			.filter((c) => c.code === code && c.kind === 'recovery' && c.recovery)
			.map((c) => ({ release, ...c.recovery! })),
	);
}

/**
 * The placeholders in the `fix_command`s the CLI itself prints for a code, in any release: four
 * across the registry (`<token>`, `<command_name>`, `<snapshot_id>`, `<target_id>`). The others
 * are in this site's own fixes only, and a guide that said the CLI prints them misled (English
 * review 10, item 8).
 */
export function cliPlaceholderNames(registry: Registry, entry: CodeEntry): string[] {
	const printed = [
		...entry.cli.recovery.fixCommands,
		...recoveryChanges(registry, entry.code).flatMap((c) => c.fixCommands),
	];
	return [...new Set(printed.flatMap(placeholderNames))];
}

/** The program a code's own facts name: the contract's for its codes, the adding release's for a later one. */
export function binaryOf(registry: Registry, entry: CodeEntry): string {
	return (addedInRelease(registry, entry) ?? contractRelease(registry)).binary;
}

/**
 * The program a reader runs, whose behaviour the pages describe: the newest release's. The
 * contract's binary (flutter_mcp_cli, `binaryOf` for a contract code) was never released under
 * that name; it stays where the contract's own commands and examples are quoted.
 */
export function runningBinary(registry: Registry): string {
	return newestRelease(registry).binary;
}

/** The newest release the registry knows. */
export function newestRelease(registry: Registry): Release {
	return registry.releases.releases.at(-1)!;
}

export function findRelease(registry: Registry, id: string): Release | undefined {
	return registry.releases.releases.find((r) => r.id === id || r.tag === id || r.commit === id);
}

/**
 * A command as `release` prints it: each use of the contract's binary as a word of the command
 * (at its start, or after a shell operator such as `&&`) becomes the release's. Everything else
 * stays: the rename is the only change upstream made to the commands (d6e82df); a code whose
 * recovery changed otherwise has a recovery change of its own.
 */
export function commandInRelease(registry: Registry, command: string, release: Release): string {
	return renameBinary(command, contractRelease(registry).binary, release.binary);
}

/**
 * A contract fix command as people run it today: in the newest release's binary, with the release
 * that prints it. The code pages, the Markdown twins and `explain` show this form first and the
 * contract's beside it (issue 21: advice in the words of the release people installed).
 */
export function currentCommand(
	registry: Registry,
	command: string,
): { command: string; release: Release; since: Release; renamed: boolean } {
	const release = newestRelease(registry);
	const current = commandInRelease(registry, command, release);
	return {
		command: current,
		release,
		since: runningBinarySince(registry),
		renamed: current !== command,
	};
}

/** The first published release whose binary is the one people run today (3.0.0, which renamed it). */
export function runningBinarySince(registry: Registry): Release {
	const binary = runningBinary(registry);
	return releases(registry).find((r) => r.published && r.binary === binary)!;
}

/** One line of a code's history: a release and what it changed for the code. */
export interface CodeHistoryItem {
	release: Release;
	kind: 'added' | 'binary' | CodeChange['kind'];
	note: LocalizedText;
}

/**
 * What each release changed for `code`, oldest first: where it entered (the contract, or the
 * release that added it), the binary rename of its fix command, and its own changes.
 */
export function codeHistory(registry: Registry, code: string): CodeHistoryItem[] {
	const all = releases(registry);
	const contract = all[0]!;
	const entry = registry.codes.find((c) => c.code === code);
	const later = entry && addedInRelease(registry, entry);
	const inContract = entry !== undefined && later === undefined;
	// The rename reaches a code only through a fix command that names the binary: write_blocked's
	// is an instruction ("Retry without --no-overwrite …"), which no release changed.
	const namesBinary =
		entry?.cli.recovery.fixCommands.some(
			(command) => commandInRelease(registry, command, all.at(-1)!) !== command,
		) ?? false;
	const addedIn = inContract ? contract : later;
	const items: CodeHistoryItem[] = [];
	if (addedIn)
		items.push({
			release: addedIn,
			kind: 'added',
			note: inContract
				? {
						en: 'In the v3 contract table.',
						'zh-TW': '列在 v3 合約表中。',
					}
				: {
						en: `Added in ${addedIn.label.en}; not part of the v3 contract.`,
						'zh-TW': `在 ${addedIn.label['zh-TW']}新增，不屬於 v3 合約。`,
					},
		});
	let binary = contract.binary;
	for (const release of all.slice(1)) {
		if (namesBinary && release.binary !== binary) {
			items.push({
				release,
				kind: 'binary',
				note: {
					en: `Its fix command starts with \`${release.binary}\` instead of \`${binary}\`.`,
					'zh-TW': `修復指令的開頭從 \`${binary}\` 改為 \`${release.binary}\`。`,
				},
			});
			binary = release.binary;
		}
		for (const change of release.codeChanges)
			if (change.code === code) items.push({ release, kind: change.kind, note: change.note });
	}
	return items;
}
