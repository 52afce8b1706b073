import { registry, type Registry } from '../../../src/lib/registry/index.ts';

/**
 * What our registry says a given upstream release has: per code its descriptor and, where we record
 * it, its recovery; the MCP tool names where we record them. The one module of the check that reads
 * the registry, so that moving releases into their own file (`content/registry/releases.json`)
 * changes this module only.
 *
 * Today the registry knows two releases: the contract snapshot b7f4434 (`codes.json`, binary
 * `flutter_mcp_cli`, recoveries as `cli.recovery`) and v3.0.0 (`later-codes.json`: the 15 codes it
 * added, descriptor only, binary `flutter-mcp-toolkit`). v4.0.0-dev.8 is listed because we have
 * checked it against upstream, not because the registry holds anything of its own for it: its
 * `error_codes.dart` is v3.0.0's byte for byte, apart from the path in its first comment.
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

/** The contract snapshot's id and binary; the later release's come from `later-codes.json`. */
const contractRelease = 'b7f4434';
const contractBinary = 'flutter_mcp_cli';

/** Every release `--release` accepts, oldest first; the last is the default. */
export function knownReleases(source: Registry = registry): string[] {
	return [contractRelease, `v${source.later.release}`, 'v4.0.0-dev.8'];
}

/** The binary name in a fix command, as the release spells it. */
const renameBinary = (command: string, binary: string) =>
	command.replaceAll(new RegExp(`\\b${contractBinary}\\b`, 'g'), binary);

export function registryExpectation(
	release: string,
	source: Registry = registry,
): RegistryExpectation {
	const releases = knownReleases(source);
	if (!releases.includes(release)) {
		throw new RangeError(`unknown release ${release} (known: ${releases.join(', ')})`);
	}
	const binary = release === contractRelease ? contractBinary : source.later.binary;
	const codes = new Map<string, ExpectedCode>();
	for (const entry of source.codes) {
		codes.set(entry.code, {
			category: entry.category,
			retryable: entry.retryable,
			exitCode: entry.exitCode,
			httpLikeStatus: entry.httpLikeStatus,
			recovery: {
				source: entry.cli.recovery.source,
				summary: entry.cli.recovery.summary,
				fixCommands: entry.cli.recovery.fixCommands.map((c) => renameBinary(c, binary)),
			},
		});
	}
	if (release !== contractRelease) {
		for (const later of source.later.codes) {
			const { category, retryable, exitCode, httpLikeStatus } = later;
			codes.set(later.code, { category, retryable, exitCode, httpLikeStatus, recovery: null });
		}
	}
	return { release, codes, tools: null };
}
