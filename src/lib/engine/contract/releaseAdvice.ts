import type { EngineRegistry } from '../registryTypes.ts';
import { ownMember as own } from '../json/jsonValue.ts';
import type { ErrorMembers } from '../shape/shapeIssues.ts';
import type { SurfaceTranslate } from '../surfaces/index.ts';
import type { RecoveryAdvice, ReleaseReading } from '../validationTypes.ts';
import { renameBinary } from './binaryName.ts';
import type { ContractOutcome } from './contractChecks.ts';

/**
 * The recovery in the detected release's words: a payload of flutter-mcp-toolkit gets its
 * commands with that binary (never flutter_mcp_cli, which no release installs), and a code the
 * catalog has no command for gets the payload's own fix_command, as what the CLI said.
 */
export function adviceInRelease(
	outcome: ContractOutcome,
	{ fix, recovery }: ErrorMembers,
	release: ReleaseReading | undefined,
	registry: EngineRegistry,
	st: SurfaceTranslate,
): RecoveryAdvice | null {
	const advice = outcome.recovery;
	if (!advice) {
		const summary = own(recovery, 'summary');
		// A code the catalog does not know in a payload of a published release (one newer than
		// the catalog): what the payload itself says to run is the only advice there is, labelled
		// as such. A typo in a contract payload gets none: its finding names the code it meant.
		if (
			outcome.codeStatus !== 'unknown' ||
			!release?.atLeast ||
			typeof fix !== 'string' ||
			fix.trim() === ''
		)
			return null;
		return {
			command: fix.trim(),
			summary: typeof summary === 'string' ? summary : '',
			instruction: null,
			printed: fix,
			unfilled: [],
			unsafe: [],
			fromPayload: true,
			form: st('recovery.fromPayload', { code: outcome.code ?? '' }),
		};
	}
	const contractBinary = registry.releases[0]!.binary;
	const installed = registry.releases[registry.releases.length - 1]!.binary;
	// Nothing tells the release: the name people install, as the Input line already says. The
	// contract's name and its "v3 contract's name" line are for a payload that reads as v3
	// (English review 10, item 7).
	if (!release || release.id === null)
		return {
			...advice,
			command: advice.command && renameBinary(advice.command, contractBinary, installed),
			printed: advice.printed && renameBinary(advice.printed, contractBinary, installed),
		};
	// The contract's own words, as the site shows them everywhere; their flutter_mcp_cli is no
	// binary anyone installs, so one line says which is (eighth readings, item 5).
	if (!release.atLeast || release.label === null)
		return advice.command?.startsWith(`${contractBinary} `)
			? {
					...advice,
					form: st('recovery.contractBinary', {
						contract: contractBinary,
						binary: installed,
					}),
				}
			: advice;
	const binary = registry.releases.find((r) => r.id === release.id)?.binary ?? contractBinary;
	// English names the release and "later" in words; zh-TW's label already says 以上版本.
	const form = st('recovery.form', { label: release.label, binary, id: release.id ?? '' });
	const rename = (command: string | null) =>
		command === null ? null : renameBinary(command, contractBinary, binary);
	return { ...advice, command: rename(advice.command), printed: rename(advice.printed), form };
}
