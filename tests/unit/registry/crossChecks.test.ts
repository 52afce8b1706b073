import { describe, expect, it } from 'vitest';
import {
	crossChecks,
	crossReferenceIssues,
	messageMatchesFormat,
	parseRegistry,
	registry,
	type CodeEntry,
	type CrossCheckName,
	type Registry,
} from '../../../src/lib/registry/index.ts';

const clone = (): Registry => structuredClone(registry);
const code = (r: Registry, name: string): CodeEntry => r.codes.find((c) => c.code === name)!;
const messages = (r: Registry) => crossReferenceIssues(r).map((i) => i.message);

/**
 * For every rule of `crossChecks`: a way to break the registry that this rule, and no rule it
 * replaces, must catch, and the message it must give. A rule added without an entry here fails the
 * first test below; a rule that stops catching its breakage fails its own.
 */
const breakages: Record<CrossCheckName, { breakIt: (r: Registry) => void; says: string }> = {
	idsAreUnique: {
		breakIt: (r) => r.exitCodes.push(structuredClone(r.exitCodes[0]!)),
		says: `duplicate ${registry.exitCodes[0]!.exitCode}`,
	},
	sourceAreasNameKnownLayers: {
		breakIt: (r) => void (r.sourceAreas[0]!.layer = 'network'),
		says: 'unknown layer "network"',
	},
	codesNameKnownSourceAreas: {
		breakIt: (r) => void (code(r, 'connect_failed').sourceArea = 'transport'),
		says: 'unknown source area "transport"',
	},
	codesNameKnownExitCodes: {
		breakIt: (r) => void (code(r, 'connect_failed').exitCode = 71),
		says: 'exit code 71 is not in exitCodes',
	},
	codesNameKnownCategories: {
		breakIt: (r) => void (code(r, 'connect_failed').category = 'connection'),
		says: 'unknown category "connection"',
	},
	commandsUseKnownPlaceholders: {
		breakIt: (r) =>
			void (code(r, 'connection_selection_required').cli.recovery.fixCommands[0] =
				'flutter_mcp_cli exec --name get_vm --args <target>'),
		says: 'placeholder <target> is not in placeholders',
	},
	replacementsAreOtherCodes: {
		breakIt: (r) =>
			void (code(r, 'connect_failed').deprecated = {
				since: '3.0.0',
				replacement: 'connect_failed',
				note: { en: 'x', 'zh-TW': '叉' },
			}),
		says: '"connect_failed" is not another code of the registry',
	},
	failurePathsNameKnownCodes: {
		breakIt: (r) => void (r.failurePaths[0]!.to = 'conect_failed'),
		says: 'unknown code "conect_failed"',
	},
	failurePathsJoinTwoCodes: {
		breakIt: (r) => void (r.failurePaths[0]!.to = r.failurePaths[0]!.from),
		says: `"${registry.failurePaths[0]!.from}" leads to itself`,
	},
	failurePathsAreUnique: {
		breakIt: (r) =>
			void r.failurePaths.push({
				...r.failurePaths[0]!,
				from: r.failurePaths[0]!.to,
				to: r.failurePaths[0]!.from,
				kind: 'see-also',
			}),
		says: `duplicate ${[registry.failurePaths[0]!.from, registry.failurePaths[0]!.to].sort().join(' ↔ ')}`,
	},
	deviationsNameKnownCodes: {
		breakIt: (r) =>
			void (r.deviations.find((d) => d.id === 'write-blocked-wording')!.codes = ['write_blocker']),
		says: 'unknown code "write_blocker"',
	},
	codesHaveOneOrigin: {
		breakIt: (r) => void delete code(r, 'vm_not_connected').since,
		says: 'a code has `since` (of the contract) or `addedIn` (a later release), not both',
	},
	contractCodesCiteTheSnapshot: {
		breakIt: (r) =>
			void (code(r, 'connect_failed').cli.sources[0] = 'v3.0.0:mcp_server_dart/lib/x.dart:1'),
		says: `a code of the contract cites ${registry.releases.releases[0]!.commit} as path:line, without a tag`,
	},
	laterCodesComeFromAPublishedRelease: {
		breakIt: (r) => void (code(r, 'wait_timeout').addedIn = 'b7f4434'),
		says: '"b7f4434" is not a published release of releases.json',
	},
	onlyContractCodesAreRetired: {
		breakIt: (r) =>
			void (code(r, 'hover_failed').deprecated = {
				since: '4.0.0',
				note: { en: 'x', 'zh-TW': '叉' },
			}),
		says: 'only a code of the contract is retired',
	},
	laterCodesCiteTheirRelease: {
		breakIt: (r) =>
			void (code(r, 'hover_failed').cli.sources[0] =
				'mcp_server_dart/lib/src/core/executor.dart:12'),
		says: 'a later code cites a release as <tag>:path:line',
	},
	silentCodesHaveNoSurfaces: {
		breakIt: (r) => void (code(r, 'state_lock_conflict').cli.surfaces = ['cli']),
		says: 'a code the CLI never puts in a payload (never) has no surfaces and no messages',
	},
	emittedCodesHaveMessages: {
		breakIt: (r) => void (code(r, 'connect_failed').cli.messages = []),
		says: 'a code the CLI can emit needs its message formats',
	},
	untracedMeansADraft: {
		breakIt: (r) => void (code(r, 'hover_failed').draft = ['cli']),
		says: 'emission is untraced exactly while "cli" is in draft',
	},
	rareCodesSayWhen: {
		breakIt: (r) => void delete code(r, 'hot_reload_failed').cli.rareWhen,
		says: 'rareWhen is given exactly for a code whose emission is rare',
	},
	daemonIsNullForExitStatusOnly: {
		breakIt: (r) =>
			void (code(r, 'doctor_critical_failed').cli.daemon = { rpcCode: -32000, reached: false }),
		says: 'daemon is null exactly for a code that only lends its exit status',
	},
	daemonReachedMatchesSurfaces: {
		breakIt: (r) =>
			void (code(r, 'snapshot_not_found').cli.daemon = { rpcCode: -32004, reached: true }),
		says: 'daemon.reached must say whether "daemon" is among the surfaces',
	},
	fallbackRecoveryIsUnknownErrors: {
		// A later code's fallback names its own release's binary, not the contract's.
		breakIt: (r) =>
			void (code(r, 'wait_timeout').cli.recovery.fixCommands = ['flutter_mcp_cli doctor --json']),
		says: 'a fallback recovery is unknown_error’s recovery, word for word',
	},
	fixCommandDifferencesAreDeviations: {
		breakIt: (r) =>
			void (r.deviations = r.deviations.filter(
				(d) => d.codes === 'all' || !d.codes.includes('write_blocked'),
			)),
		says: 'the CLI’s fix_command differs from the contract’s, and no deviation names this code',
	},
	examplesExactlyWhereASurfaceCarriesTheCode: {
		breakIt: (r) =>
			void (code(r, 'unknown_error').example = structuredClone(
				code(r, 'unexpected_executor_error').example,
			)),
		says: 'a code has an example exactly when some surface can carry it',
	},
	exampleMessagesMatchAFormat: {
		breakIt: (r) =>
			void (code(r, 'connect_failed').example!.message =
				'Could not connect to ws://127.0.0.1:8181/ws'),
		says: 'the example message matches none of cli.messages',
	},
	exampleDetailsHaveAKnownShape: {
		// Key order counts: the CLI builds `reason` first.
		breakIt: (r) =>
			void (code(r, 'connect_failed').example!.details = {
				availableTargets: [],
				reason: 'no_targets',
			}),
		says: 'the example details have none of the shapes in cli.details (keys in the CLI’s order)',
	},
	examplesShowOnCarryingSurfaces: {
		breakIt: (r) => void (code(r, 'snapshot_not_found').example!.daemon = true),
		says: 'the example is shown on daemon, which cannot carry the code',
	},
	exampleDurationMatchesCommand: {
		breakIt: (r) => void (code(r, 'invalid_command').example!.cli!.durationMs = 4),
		says: 'durationMs is null exactly when the CLI fails before the executor (command null)',
	},
	releasesStartWithTheUnpublishedSnapshot: {
		breakIt: (r) => void (r.releases.releases[2]!.published = false),
		says: 'only the contract snapshot is unpublished',
	},
	releasesGoOldestFirst: {
		breakIt: (r) => void (r.releases.releases[2]!.date = '2026-01-01'),
		says: `older than ${registry.releases.releases[1]!.id}: releases go oldest first`,
	},
	releasesNameKnownCodes: {
		breakIt: (r) =>
			void (r.releases.releases.find((x) => x.id === '3.0.0')!.codeChanges[0]!.code = 'gone_code'),
		says: 'unknown code "gone_code"',
	},
	releaseDescriptorsNameKnownCategories: {
		breakIt: (r) => {
			const change = r.releases.releases.find((x) => x.id === '3.0.0')!.codeChanges[0]!;
			change.descriptor = { category: 'weather' };
		},
		says: 'unknown category "weather"',
	},
	wrapperCodesAreNotCliCodes: {
		breakIt: (r) => void (r.wrapperCodes[0]!.code = 'connect_failed'),
		says: '"connect_failed" is a code of the CLI, not of a wrapper',
	},
	wrapperCodesNameKnownReleases: {
		breakIt: (r) => void (r.wrapperCodes[0]!.addedIn = '9.9.9'),
		says: 'unknown release "9.9.9"',
	},
	fixIdsAreUnique: {
		breakIt: (r) => {
			const fixes = code(r, 'connect_failed').fixes!;
			fixes.push(structuredClone(fixes[0]!));
		},
		says: 'duplicate stale-uri',
	},
	fixesUseKnownPlaceholders: {
		breakIt: (r) =>
			void (code(r, 'connect_failed').fixes![0]!.command =
				'flutter-mcp-toolkit exec --name get_vm --args <uri>'),
		says: 'placeholder <uri> is not in placeholders',
	},
	fixesSpeakTheNewestBinary: {
		breakIt: (r) =>
			void (code(r, 'connect_failed').fixes![0]!.check.command = 'flutter_mcp_cli doctor --json'),
		says: '"flutter_mcp_cli doctor --json" must name the binary as flutter-mcp-toolkit spells it',
	},
	fixSelectorsNameWhatTheCodeCarries: {
		breakIt: (r) =>
			void (code(r, 'connect_failed').fixes![1]!.when = { details: { reason: 'no_target' } }),
		says: 'no details shape of connect_failed has reason: "no_target"',
	},
};

describe('each cross check rejects a registry that breaks its rule', () => {
	it('has a breakage for every rule', () => {
		expect(Object.keys(breakages).sort()).toStrictEqual(Object.keys(crossChecks).sort());
	});

	it.each(Object.keys(crossChecks) as CrossCheckName[])('%s', (name) => {
		const rule = crossChecks[name];
		const { breakIt, says } = breakages[name];
		expect(rule(registry).map((i) => i.message)).not.toContain(says);
		const broken = clone();
		breakIt(broken);
		expect(rule(broken).map((i) => i.message)).toContain(says);
	});
});

describe('a rule’s issue names the entry and the field when the build stops', () => {
	it('a category that is not one of the ten', () => {
		const broken = clone();
		code(broken, 'connect_failed').category = 'connection';
		expect(() => parseRegistry(broken)).toThrow(
			/codes › connect_failed › category: unknown category "connection"/,
		);
	});

	it('a fallback recovery that is not unknown_error’s, word for word', () => {
		const broken = clone();
		code(broken, 'get_vm_failed').cli.recovery.summary = 'Inspect error details and retry.';
		expect(() => parseRegistry(broken)).toThrow(
			/codes › get_vm_failed › cli\.recovery: a fallback recovery is unknown_error’s recovery/,
		);
	});

	it('a deviation about a code that does not exist', () => {
		const broken = clone();
		const deviation = broken.deviations.find((d) => d.id === 'write-blocked-wording')!;
		deviation.codes = ['write_blocker'];
		expect(() => parseRegistry(broken)).toThrow(
			/deviations › write-blocked-wording › codes: unknown code "write_blocker"/,
		);
	});

	it('an example message the CLI never builds', () => {
		const broken = clone();
		code(broken, 'connect_failed').example!.message = 'Could not connect to ws://127.0.0.1:8181/ws';
		expect(() => parseRegistry(broken)).toThrow(
			/codes › connect_failed › example\.message: the example message matches none of cli\.messages/,
		);
	});

	it('example details where the CLI passes null', () => {
		const broken = clone();
		code(broken, 'invalid_command').example!.details = {};
		expect(messages(broken)).toContain(
			'the example details have none of the shapes in cli.details (keys in the CLI’s order)',
		);
	});

	it('a later code with `since` as well', () => {
		const broken = clone();
		code(broken, 'hover_failed').since = '3.0.0';
		expect(() => parseRegistry(broken)).toThrow(/codes › hover_failed › since: a code has/);
	});

	it('a release out of order, named by its id', () => {
		const broken = clone();
		broken.releases.releases[2]!.date = '2026-01-01';
		expect(() => parseRegistry(broken)).toThrow(
			/releases › releases › 3\.0\.7 › date: older than 3\.0\.0/,
		);
	});
});

describe('message formats', () => {
	it('a slot stands for any text, newlines included; the rest must match exactly', () => {
		expect(
			messageMatchesFormat(
				'Failed to connect: No debug targets discovered',
				'Failed to connect: <reason>',
			),
		).toBe(true);
		expect(
			messageMatchesFormat(
				'Hot reload failed: boom #0 a\n#1 b\n',
				'Hot reload failed: <exception> <stack_trace>',
			),
		).toBe(true);
		expect(messageMatchesFormat('Failed to connect:', 'Failed to connect: <reason>')).toBe(false);
		expect(messageMatchesFormat('Session not found.', 'Session not found')).toBe(false);
		expect(
			messageMatchesFormat(
				'Invalid argument(s): Unsupported command: x',
				'Invalid argument(s): Unsupported command: <command_name>',
			),
		).toBe(true);
	});
});

describe('a broken registry stops the build with a message naming entry and field', () => {
	it('names the code and the field of a missing translation', () => {
		const broken = clone() as unknown as { codes: Record<string, unknown>[] };
		(broken.codes[1]!.meaning as Record<string, string>)['zh-TW'] = '   ';
		expect(() => parseRegistry(broken)).toThrow(
			/codes › connect_failed › meaning\.zh-TW: must not be empty/,
		);
	});

	it('names the code when a translation of a CLI fact is absent altogether', () => {
		const broken = clone() as unknown as { codes: { cli: { raisedAt: Record<string, string> } }[] };
		delete broken.codes[22]!.cli.raisedAt['zh-TW'];
		expect(() => parseRegistry(broken)).toThrow(/codes › invalid_command › cli\.raisedAt\.zh-TW/);
	});

	it('names a deviation whose Chinese text is missing', () => {
		const broken = clone() as unknown as { deviations: { cli: Record<string, string> }[] };
		delete broken.deviations[0]!.cli['zh-TW'];
		expect(() => parseRegistry(broken)).toThrow(/deviations › stdout-wraps-the-error › cli\.zh-TW/);
	});

	it('names an unknown placeholder in the contract’s fix command', () => {
		const broken = clone();
		const entry = code(broken, 'invalid_command');
		if (entry.recovery.kind !== 'command') throw new Error('fixture');
		entry.recovery.command = 'flutter_mcp_cli schema --name <widget_key>';
		expect(() => parseRegistry(broken)).toThrow(
			/codes › invalid_command › recovery: placeholder <widget_key> is not in placeholders/,
		);
	});

	it('rejects a source reference that is not path:line', () => {
		const broken = clone();
		code(broken, 'connect_failed').cli.sources[0] = 'executor.dart';
		expect(() => parseRegistry(broken)).toThrow(
			/codes › connect_failed › cli\.sources\.0: must be path:line \(at the contract snapshot\) or <tag>:path:line/,
		);
	});

	it('rejects a duplicate code', () => {
		const broken = clone();
		broken.codes.push(structuredClone(broken.codes[0]!));
		expect(() => parseRegistry(broken)).toThrow(/duplicate unexpected_executor_error/);
	});
});
