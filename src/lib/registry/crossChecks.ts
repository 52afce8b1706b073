import {
	escapeRegExp,
	ownMemberAt,
	placeholderNames,
	renameBinary,
	splitAtPlaceholders,
} from '../engine/index.ts';
import type { CodeEntry, Fix, Registry, Surface } from './registrySchema.ts';

/**
 * The checks that need the whole registry, one function per rule. Each returns the places that
 * break its rule (a path into the registry and a message); `parseRegistry` runs them all, so a
 * broken registry stops the build with the entry and field named. Each rule has a test that feeds it
 * a registry broken in exactly that way (`tests/unit/registry/crossChecks.test.ts`).
 */
export interface CrossIssue {
	path: (string | number)[];
	message: string;
}

type Path = (string | number)[];
type Rule = (registry: Registry) => CrossIssue[];

/**
 * Whether `message` is an instance of a message format: its `<slots>` stand for any text, newlines
 * included (hot reload messages carry a stack trace), the rest must match exactly.
 */
export function messageMatchesFormat(message: string, format: string): boolean {
	const pattern = splitAtPlaceholders(format).literals.map(escapeRegExp).join('[\\s\\S]+');
	return new RegExp(`^${pattern}$`).test(message);
}

/** The issues of every code: `check` gets the entry and a path builder into it. */
function eachCode(
	registry: Registry,
	check: (entry: CodeEntry, at: (...rest: Path) => Path) => CrossIssue | CrossIssue[] | undefined,
): CrossIssue[] {
	return registry.codes.flatMap(
		(entry, i) => check(entry, (...rest) => ['codes', i, ...rest]) ?? [],
	);
}

const issue = (path: Path, message: string): CrossIssue => ({ path, message });

function duplicates<T>(items: readonly T[], key: (item: T) => string | number, path: Path) {
	const seen = new Set<string | number>();
	return items.flatMap((item, index) => {
		const k = key(item);
		const repeated = seen.has(k);
		seen.add(k);
		return repeated ? [issue([...path, index], `duplicate ${String(k)}`)] : [];
	});
}

const sameList = (a: readonly string[], b: readonly string[]) =>
	a.length === b.length && a.every((item, i) => item === b[i]);
const keysOf = (value: Record<string, unknown> | null) =>
	value === null ? null : Object.keys(value).join(',');
const isSilent = (entry: CodeEntry) =>
	entry.cli.emission === 'never' || entry.cli.emission === 'exitCodeOnly';

/** What the contract says to run or do for a code: its command, or the English instruction. */
function contractRecoveryText(entry: CodeEntry): string {
	return entry.recovery.kind === 'command' ? entry.recovery.command : entry.recovery.instruction.en;
}

/** A command of the contract snapshot in the words of the release that added `entry`. */
function inBinaryOf(registry: Registry, entry: CodeEntry, command: string): string {
	const [contract] = registry.releases.releases;
	const release = registry.releases.releases.find((r) => r.id === entry.addedIn);
	return contract && release ? renameBinary(command, contract.binary, release.binary) : command;
}

// Ids and references.

const idsAreUnique: Rule = (r) => [
	...duplicates(r.codes, (c) => c.code, ['codes']),
	...duplicates(r.exitCodes, (e) => e.exitCode, ['exitCodes']),
	...duplicates(r.categories, (c) => c.id, ['categories']),
	...duplicates(r.layers, (l) => l.id, ['layers']),
	...duplicates(r.sourceAreas, (s) => s.id, ['sourceAreas']),
	...duplicates(r.placeholders, (p) => p.name, ['placeholders']),
	...duplicates(r.deviations, (d) => d.id, ['deviations']),
	...duplicates(r.releases.releases, (d) => d.id, ['releases', 'releases']),
];

const sourceAreasNameKnownLayers: Rule = (r) => {
	const layers = new Set(r.layers.map((l) => l.id));
	return r.sourceAreas.flatMap((s, i) =>
		layers.has(s.layer) ? [] : [issue(['sourceAreas', i, 'layer'], `unknown layer "${s.layer}"`)],
	);
};

const codesNameKnownSourceAreas: Rule = (r) => {
	const areas = new Set(r.sourceAreas.map((s) => s.id));
	return eachCode(r, (entry, at) =>
		areas.has(entry.sourceArea)
			? undefined
			: issue(at('sourceArea'), `unknown source area "${entry.sourceArea}"`),
	);
};

const codesNameKnownExitCodes: Rule = (r) => {
	const exitCodes = new Set(r.exitCodes.map((e) => e.exitCode));
	return eachCode(r, (entry, at) =>
		exitCodes.has(entry.exitCode)
			? undefined
			: issue(at('exitCode'), `exit code ${entry.exitCode} is not in exitCodes`),
	);
};

const codesNameKnownCategories: Rule = (r) => {
	const categories = new Set(r.categories.map((c) => c.id));
	return eachCode(r, (entry, at) =>
		categories.has(entry.category)
			? undefined
			: issue(at('category'), `unknown category "${entry.category}"`),
	);
};

const commandsUseKnownPlaceholders: Rule = (r) => {
	const placeholders = new Set(r.placeholders.map((p) => p.name));
	return eachCode(r, (entry, at) =>
		[
			...(entry.recovery.kind === 'command' ? [entry.recovery.command] : []),
			...entry.cli.recovery.fixCommands,
		]
			.flatMap(placeholderNames)
			.filter((name) => !placeholders.has(name))
			.map((name) => issue(at('recovery'), `placeholder <${name}> is not in placeholders`)),
	);
};

const replacementsAreOtherCodes: Rule = (r) => {
	const codes = new Set(r.codes.map((c) => c.code));
	return eachCode(r, (entry, at) => {
		const replacement = entry.deprecated?.replacement;
		if (replacement === undefined || (replacement !== entry.code && codes.has(replacement)))
			return undefined;
		return issue(
			at('deprecated', 'replacement'),
			`"${replacement}" is not another code of the registry`,
		);
	});
};

const deviationsNameKnownCodes: Rule = (r) => {
	const codes = new Set(r.codes.map((c) => c.code));
	return r.deviations.flatMap((d, i) =>
		d.codes === 'all'
			? []
			: d.codes
					.filter((code) => !codes.has(code))
					.map((code) => issue(['deviations', i, 'codes'], `unknown code "${code}"`)),
	);
};

// Where a code comes from: the contract snapshot (`since`, sources at its commit) or a later release
// (`addedIn`, sources at that release's tags).

const codesHaveOneOrigin: Rule = (r) =>
	eachCode(r, (entry, at) =>
		(entry.since === undefined) === (entry.addedIn === undefined)
			? issue(
					at('since'),
					'a code has `since` (of the contract) or `addedIn` (a later release), not both',
				)
			: undefined,
	);

const contractCodesCiteTheSnapshot: Rule = (r) => {
	const snapshot = r.releases.releases[0]?.commit;
	return eachCode(r, (entry, at) =>
		entry.addedIn !== undefined
			? undefined
			: entry.cli.sources
					.map((source, j) => ({ source, j }))
					.filter(({ source }) => source.split(':').length > 2)
					.map(({ j }) =>
						issue(
							at('cli', 'sources', j),
							`a code of the contract cites ${snapshot} as path:line, without a tag`,
						),
					),
	);
};

const laterCodesComeFromAPublishedRelease: Rule = (r) =>
	eachCode(r, (entry, at) =>
		entry.addedIn === undefined ||
		r.releases.releases.find((release) => release.id === entry.addedIn)?.published
			? undefined
			: issue(at('addedIn'), `"${entry.addedIn}" is not a published release of releases.json`),
	);

const onlyContractCodesAreRetired: Rule = (r) =>
	eachCode(r, (entry, at) =>
		entry.addedIn !== undefined && entry.deprecated
			? issue(at('deprecated'), 'only a code of the contract is retired')
			: undefined,
	);

const laterCodesCiteTheirRelease: Rule = (r) =>
	eachCode(r, (entry, at) =>
		entry.addedIn === undefined
			? undefined
			: entry.cli.sources.flatMap((source, j) =>
					/^v\d/.test(source)
						? []
						: [issue(at('cli', 'sources', j), 'a later code cites a release as <tag>:path:line')],
				),
	);

// The CLI facts of a code, each against the others.

const silentCodesHaveNoSurfaces: Rule = (r) =>
	eachCode(r, (entry, at) =>
		isSilent(entry) && (entry.cli.surfaces.length > 0 || entry.cli.messages.length > 0)
			? issue(
					at('cli'),
					`a code the CLI never puts in a payload (${entry.cli.emission}) has no surfaces and no messages`,
				)
			: undefined,
	);

const emittedCodesHaveMessages: Rule = (r) =>
	eachCode(r, (entry, at) =>
		!isSilent(entry) && entry.cli.emission !== 'untraced' && entry.cli.messages.length === 0
			? issue(at('cli', 'messages'), 'a code the CLI can emit needs its message formats')
			: undefined,
	);

/** `untraced` is what a draft's CLI facts are until someone traces them, and only that. */
const untracedMeansADraft: Rule = (r) =>
	eachCode(r, (entry, at) =>
		(entry.cli.emission === 'untraced') !== (entry.draft?.includes('cli') ?? false)
			? issue(at('cli', 'emission'), 'emission is untraced exactly while "cli" is in draft')
			: undefined,
	);

/** The rare notice completes its sentence with the code's own condition (English review 10, item 2). */
const rareCodesSayWhen: Rule = (r) =>
	eachCode(r, (entry, at) =>
		(entry.cli.rareWhen !== undefined) !== (entry.cli.emission === 'rare')
			? issue(at('cli', 'rareWhen'), 'rareWhen is given exactly for a code whose emission is rare')
			: undefined,
	);

const daemonIsNullForExitStatusOnly: Rule = (r) =>
	eachCode(r, (entry, at) =>
		(entry.cli.daemon === null) !== (entry.cli.emission === 'exitCodeOnly')
			? issue(
					at('cli', 'daemon'),
					'daemon is null exactly for a code that only lends its exit status',
				)
			: undefined,
	);

const daemonReachedMatchesSurfaces: Rule = (r) =>
	eachCode(r, (entry, at) =>
		entry.cli.daemon && entry.cli.daemon.reached !== entry.cli.surfaces.includes('daemon')
			? issue(
					at('cli', 'daemon', 'reached'),
					'daemon.reached must say whether "daemon" is among the surfaces',
				)
			: undefined,
	);

/** A fallback recovery is unknown_error's, in the binary of the release that added the code. */
const fallbackRecoveryIsUnknownErrors: Rule = (r) => {
	const fallback = r.codes.find((c) => c.code === 'unknown_error')?.cli.recovery;
	if (!fallback) return [];
	return eachCode(r, (entry, at) => {
		const recovery = entry.cli.recovery;
		if (recovery.source !== 'fallback') return undefined;
		const expected = fallback.fixCommands.map((c) => inBinaryOf(r, entry, c));
		return recovery.summary === fallback.summary && sameList(recovery.fixCommands, expected)
			? undefined
			: issue(
					at('cli', 'recovery'),
					'a fallback recovery is unknown_error’s recovery, word for word',
				);
	});
};

const fixCommandDifferencesAreDeviations: Rule = (r) => {
	// Only a deviation that names the code explains it: one about every code says nothing about this one.
	const explained = (code: string) =>
		r.deviations.some((d) => d.codes !== 'all' && d.codes.includes(code));
	return eachCode(r, (entry, at) =>
		entry.cli.recovery.fixCommands.includes(contractRecoveryText(entry)) || explained(entry.code)
			? undefined
			: issue(
					at('cli', 'recovery', 'fixCommands'),
					'the CLI’s fix_command differs from the contract’s, and no deviation names this code',
				),
	);
};

// The example of a code: one occurrence of what its CLI facts describe.

const examplesExactlyWhereASurfaceCarriesTheCode: Rule = (r) =>
	eachCode(r, (entry, at) =>
		(entry.example === null) !== (entry.cli.surfaces.length === 0)
			? issue(at('example'), 'a code has an example exactly when some surface can carry it')
			: undefined,
	);

const exampleMessagesMatchAFormat: Rule = (r) =>
	eachCode(r, ({ example, cli }, at) =>
		example && !cli.messages.some((m) => messageMatchesFormat(example.message, m.format))
			? issue(at('example', 'message'), 'the example message matches none of cli.messages')
			: undefined,
	);

const exampleDetailsHaveAKnownShape: Rule = (r) =>
	eachCode(r, ({ example, cli }, at) =>
		example && !cli.details.some((d) => keysOf(d.value) === keysOf(example.details))
			? issue(
					at('example', 'details'),
					'the example details have none of the shapes in cli.details (keys in the CLI’s order)',
				)
			: undefined,
	);

const examplesShowOnCarryingSurfaces: Rule = (r) =>
	eachCode(r, ({ example, cli }, at) => {
		if (!example) return undefined;
		const shownOn: [boolean, Surface][] = [
			[example.cli !== null, 'cli'],
			[example.mcpTool !== null || example.resourceUri !== null, 'mcp'],
			[example.daemon, 'daemon'],
		];
		return shownOn
			.filter(([shown, surface]) => shown && !cli.surfaces.includes(surface))
			.map(([, surface]) =>
				issue(at('example'), `the example is shown on ${surface}, which cannot carry the code`),
			);
	});

const exampleDurationMatchesCommand: Rule = (r) =>
	eachCode(r, ({ example }, at) =>
		example?.cli && (example.cli.command === null) !== (example.cli.durationMs === null)
			? issue(
					at('example', 'cli', 'durationMs'),
					'durationMs is null exactly when the CLI fails before the executor (command null)',
				)
			: undefined,
	);

// The releases: oldest first, the contract snapshot first and unpublished, every code and
// category they name known.

const eachRelease = (
	r: Registry,
	check: (
		release: Registry['releases']['releases'][number],
		i: number,
		at: (...rest: Path) => Path,
	) => CrossIssue[],
) =>
	r.releases.releases.flatMap((release, i) =>
		check(release, i, (...rest) => ['releases', 'releases', i, ...rest]),
	);

const releasesStartWithTheUnpublishedSnapshot: Rule = (r) =>
	eachRelease(r, (release, i, at) => {
		if (i === 0 && release.published)
			return [issue(at('published'), 'the first release is the contract snapshot')];
		if (i > 0 && !release.published)
			return [issue(at('published'), 'only the contract snapshot is unpublished')];
		return [];
	});

const releasesGoOldestFirst: Rule = (r) =>
	eachRelease(r, (release, i, at) => {
		const before = r.releases.releases[i - 1];
		return before && before.date > release.date
			? [issue(at('date'), `older than ${before.id}: releases go oldest first`)]
			: [];
	});

const releasesNameKnownCodes: Rule = (r) => {
	const known = new Set(r.codes.map((c) => c.code));
	return eachRelease(r, (release, _, at) => [
		...release.codeChanges.flatMap((change, j) =>
			known.has(change.code)
				? []
				: [issue(at('codeChanges', j, 'code'), `unknown code "${change.code}"`)],
		),
		...release.signals.flatMap((signal, j) =>
			('codes' in signal ? signal.codes : [])
				.filter((code) => !known.has(code))
				.map((code) => issue(at('signals', j), `unknown code "${code}"`)),
		),
	]);
};

const releaseDescriptorsNameKnownCategories: Rule = (r) => {
	const categories = new Set(r.categories.map((c) => c.id));
	return eachRelease(r, (release, _, at) =>
		release.codeChanges.flatMap((change, j) => {
			const category = change.descriptor?.category;
			return category === undefined || categories.has(category)
				? []
				: [issue(at('codeChanges', j, 'descriptor'), `unknown category "${category}"`)];
		}),
	);
};

// Fixes: the specific way out of each code, and what selects it.

/** Every code's and wrapper code's fixes, each with the path to it. */
function eachFix(
	registry: Registry,
	check: (fix: Fix, at: (...rest: Path) => Path, entry: CodeEntry | null) => CrossIssue[],
): CrossIssue[] {
	return [
		...registry.codes.flatMap((entry, i) =>
			entry.fixes.flatMap((fix, j) =>
				check(fix, (...rest) => ['codes', i, 'fixes', j, ...rest], entry),
			),
		),
		...registry.wrapperCodes.flatMap((w, i) =>
			w.fixes.flatMap((fix, j) =>
				check(fix, (...rest) => ['wrapperCodes', i, 'fixes', j, ...rest], null),
			),
		),
	];
}

const fixCommandsOf = (fix: Fix) =>
	[fix.command, fix.check.command].filter((c): c is string => c !== undefined);

const fixIdsAreUnique: Rule = (r) => [
	...r.codes.flatMap((entry, i) => duplicates(entry.fixes, (f) => f.id, ['codes', i, 'fixes'])),
	...r.wrapperCodes.flatMap((w, i) =>
		duplicates(w.fixes, (f) => f.id, ['wrapperCodes', i, 'fixes']),
	),
];

const fixesUseKnownPlaceholders: Rule = (r) => {
	const placeholders = new Set(r.placeholders.map((p) => p.name));
	return eachFix(r, (fix, at) =>
		fixCommandsOf(fix)
			.flatMap(placeholderNames)
			.filter((name) => !placeholders.has(name))
			.map((name) => issue(at('command'), `placeholder <${name}> is not in placeholders`)),
	);
};

/** People run the newest release's binary: a fix is written in its words, never the contract's. */
const fixesSpeakTheNewestBinary: Rule = (r) => {
	const releases = r.releases.releases;
	const newest = releases.at(-1)!.binary;
	const older = new Set(releases.map((x) => x.binary).filter((b) => b !== newest));
	return eachFix(r, (fix, at) =>
		fixCommandsOf(fix).flatMap((command) =>
			[...older].some((b) => renameBinary(command, b, newest) !== command)
				? [issue(at('command'), `"${command}" must name the binary as ${newest} spells it`)]
				: [],
		),
	);
};

/**
 * A selector may only name what the code really carries: a `details` member (and value) of one of
 * its documented shapes, the start of one of its message formats, a surface that carries it.
 * Otherwise a branch would wait for a payload no release prints.
 */
const fixSelectorsNameWhatTheCodeCarries: Rule = (r) =>
	eachFix(r, (fix, at, entry) => {
		const when = fix.when;
		if (!when || !entry) return [];
		const issues: CrossIssue[] = [];
		for (const [member, value] of Object.entries(when.details ?? {})) {
			const shown = entry.cli.details.some((d) => {
				const actual = ownMemberAt(d.value, member);
				return actual !== undefined && (value === '*' || actual === value);
			});
			if (!shown)
				issues.push(
					issue(
						at('when', 'details', member),
						`no details shape of ${entry.code} has ${member}: ${JSON.stringify(value)}`,
					),
				);
		}
		if (
			when.message !== undefined &&
			!entry.cli.messages.some(({ format }) => {
				const head = splitAtPlaceholders(format).literals[0]!;
				return format.startsWith(when.message!) || when.message!.startsWith(head);
			})
		)
			issues.push(
				issue(at('when', 'message'), `"${when.message}" starts no message format of ${entry.code}`),
			);
		if (when.surface !== undefined && !entry.cli.surfaces.includes(when.surface))
			issues.push(
				issue(at('when', 'surface'), `${entry.code} does not reach the ${when.surface} surface`),
			);
		if (when.exitCode !== undefined && when.exitCode !== entry.exitCode)
			issues.push(issue(at('when', 'exitCode'), `${entry.code} exits with ${entry.exitCode}`));
		return issues;
	});

// Codes of a wrapper around the CLI (IntentCall's).

const wrapperCodesAreNotCliCodes: Rule = (r) => {
	const codes = new Set(r.codes.map((c) => c.code));
	return r.wrapperCodes.flatMap((w, i) =>
		codes.has(w.code)
			? [issue(['wrapperCodes', i, 'code'], `"${w.code}" is a code of the CLI, not of a wrapper`)]
			: [],
	);
};

const wrapperCodesNameKnownReleases: Rule = (r) =>
	r.wrapperCodes.flatMap((w, i) =>
		r.releases.releases.some((release) => release.id === w.addedIn)
			? []
			: [issue(['wrapperCodes', i, 'addedIn'], `unknown release "${w.addedIn}"`)],
	);

/** Every rule by name, in the order their issues are reported. */
// Failure paths join codes that have pages, each pair once.
const failurePathsNameKnownCodes: Rule = (r) => {
	const codes = new Set([...r.codes, ...r.wrapperCodes].map((c) => c.code));
	return r.failurePaths.flatMap((edge, i) =>
		(['from', 'to'] as const)
			.filter((end) => !codes.has(edge[end]))
			.map((end) => issue(['failurePaths', i, end], `unknown code "${edge[end]}"`)),
	);
};

const failurePathsJoinTwoCodes: Rule = (r) =>
	r.failurePaths.flatMap((edge, i) =>
		edge.from === edge.to
			? [issue(['failurePaths', i, 'to'], `"${edge.from}" leads to itself`)]
			: [],
	);

const failurePathsAreUnique: Rule = (r) =>
	// A pair once, whatever its kind or direction: two edges would say two things of one pair.
	duplicates(r.failurePaths, (e) => [e.from, e.to].sort().join(' ↔ '), ['failurePaths']);

export const crossChecks = {
	idsAreUnique,
	sourceAreasNameKnownLayers,
	codesNameKnownSourceAreas,
	codesNameKnownExitCodes,
	codesNameKnownCategories,
	commandsUseKnownPlaceholders,
	replacementsAreOtherCodes,
	deviationsNameKnownCodes,
	codesHaveOneOrigin,
	contractCodesCiteTheSnapshot,
	laterCodesComeFromAPublishedRelease,
	onlyContractCodesAreRetired,
	laterCodesCiteTheirRelease,
	silentCodesHaveNoSurfaces,
	untracedMeansADraft,
	rareCodesSayWhen,
	emittedCodesHaveMessages,
	daemonIsNullForExitStatusOnly,
	daemonReachedMatchesSurfaces,
	fallbackRecoveryIsUnknownErrors,
	fixCommandDifferencesAreDeviations,
	examplesExactlyWhereASurfaceCarriesTheCode,
	exampleMessagesMatchAFormat,
	exampleDetailsHaveAKnownShape,
	examplesShowOnCarryingSurfaces,
	exampleDurationMatchesCommand,
	releasesStartWithTheUnpublishedSnapshot,
	releasesGoOldestFirst,
	releasesNameKnownCodes,
	releaseDescriptorsNameKnownCategories,
	wrapperCodesAreNotCliCodes,
	wrapperCodesNameKnownReleases,
	fixIdsAreUnique,
	fixesUseKnownPlaceholders,
	fixesSpeakTheNewestBinary,
	fixSelectorsNameWhatTheCodeCarries,
	failurePathsNameKnownCodes,
	failurePathsJoinTwoCodes,
	failurePathsAreUnique,
} satisfies Record<string, Rule>;

export type CrossCheckName = keyof typeof crossChecks;

/** Every rule's issues. */
export function crossReferenceIssues(registry: Registry): CrossIssue[] {
	return Object.values(crossChecks).flatMap((rule) => rule(registry));
}
