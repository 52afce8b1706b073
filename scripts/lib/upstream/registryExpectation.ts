import {
	commandInRelease,
	contractCodes,
	findRelease,
	laterCodes,
	releases,
	registry,
	type Registry,
} from '../../../src/lib/registry/index.ts';

/**
 * What our registry says a given upstream release has: per code its descriptor and, where we record
 * it, its recovery; the MCP tool names where we record them. The one module of the check that reads
 * the registry, so that moving releases into their own file (`content/registry/releases.json`)
 * changes this module only.
 *
 * The releases are `content/registry/releases.json`: the contract snapshot b7f4434 (`codes.json`,
 * recoveries as `cli.recovery`) and each published release, whose binary renames every fix command
 * (`commandInRelease`) and whose `codeChanges` layer descriptor and recovery changes on top. The 15
 * codes v3.0.0 added come from `later-codes.json`, with the recoveries that release prints.
 */

export interface ExpectedRecovery {
	source: 'static' | 'computed' | 'fallback';
	summary: string;
	fixCommands: string[];
}

export interface ExpectedCode {
	category: string;
	retryable: boolean;
	exitCode: number;
	httpLikeStatus: number;
	/** Null where the registry does not record the recovery (the later codes). */
	recovery: ExpectedRecovery | null;
}

export interface RegistryExpectation {
	release: string;
	codes: Map<string, ExpectedCode>;
	/** Null: the registry has no tool-name list for this release, so tools are not compared. */
	tools: string[] | null;
}

/** Every release `--release` accepts (its tag, or the contract snapshot's commit), oldest first. */
export function knownReleases(source: Registry = registry): string[] {
	return releases(source).map((r) => r.tag ?? r.id);
}

export function registryExpectation(
	release: string,
	source: Registry = registry,
): RegistryExpectation {
	const target = findRelease(source, release);
	if (!target) {
		throw new RangeError(`unknown release ${release} (known: ${knownReleases(source).join(', ')})`);
	}
	const all = releases(source);
	const upTo = all.slice(0, all.indexOf(target) + 1);
	const codes = new Map<string, ExpectedCode>();
	for (const entry of contractCodes(source)) {
		codes.set(entry.code, {
			category: entry.category,
			retryable: entry.retryable,
			exitCode: entry.exitCode,
			httpLikeStatus: entry.httpLikeStatus,
			recovery: {
				source: entry.cli.recovery.source,
				summary: entry.cli.recovery.summary,
				fixCommands: entry.cli.recovery.fixCommands.map((c) => commandInRelease(source, c, target)),
			},
		});
	}
	// The later codes exist from the release that added them on, with the recovery it prints.
	for (const later of laterCodes(source)) {
		if (!upTo.some((r) => r.id === later.addedIn)) continue;
		const { category, retryable, exitCode, httpLikeStatus } = later;
		const recovery = later.cli.recovery;
		codes.set(later.code, {
			category,
			retryable,
			exitCode,
			httpLikeStatus,
			recovery: {
				source: recovery.source,
				summary: recovery.summary,
				fixCommands: [...recovery.fixCommands],
			},
		});
	}
	// Each release's own changes to a code's descriptor or recovery, oldest first.
	for (const change of upTo.flatMap((r) => r.codeChanges)) {
		const code = codes.get(change.code);
		if (!code) continue;
		if (change.kind === 'removed') codes.delete(change.code);
		if (change.kind === 'descriptor' && change.descriptor) Object.assign(code, change.descriptor);
		if (change.kind === 'recovery' && change.recovery && code.recovery)
			code.recovery = {
				...code.recovery,
				summary: change.recovery.summary,
				fixCommands: [...change.recovery.fixCommands],
			};
	}
	return { release: target.tag ?? target.id, codes, tools: target.tools ?? null };
}
