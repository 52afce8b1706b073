import type { Lang } from '../../i18n/index.ts';
import type { EngineFix, EngineRegistry, FixBook } from '../registryTypes.ts';
import { shownExitStatus } from '../input/transcript.ts';
import type { ContractOutcome } from './contractChecks.ts';
import type {
	FixAdvice,
	InputKind,
	RecoveryAdvice,
	ReleaseReading,
	ValidationResult,
} from '../validationTypes.ts';
import { ownMember as own } from '../json/jsonValue.ts';
import type { ErrorMembers } from '../shape/shapeIssues.ts';
import { renameBinary } from './binaryName.ts';
import { changeFirstAdvice } from './changeFirstAdvice.ts';
import { retryPolicyIn } from './retryAdvice.ts';
import { selectFix, type FixFacts } from './fixSelection.ts';
import { pastedValues } from './pastedValues.ts';
import { fillCommand, placeholderValues, type PlaceholderValue } from './recoveryCommand.ts';

/**
 * The binary a fix command is shown with. Fixes are written with the newest release's binary; a
 * payload is answered in its reader's words (`release.spelling`: the name a transcript ran, `fmtk`
 * included, else its fix_command's, else its release's), so advice names the binary of the
 * release that printed it. Never the contract's flutter_mcp_cli, which no release installs: a v3
 * payload's Run line said it, and copying it gave "command not found" (English review 28 #1; the
 * guides say to run a v3 command as flutter-mcp-toolkit). The Fix command line still quotes it.
 */
export function fixBinary(release: ReleaseReading | undefined, registry: EngineRegistry): string {
	const spelling = release?.spelling;
	return spelling && spelling !== registry.releases[0]!.binary
		? spelling
		: registry.releases[registry.releases.length - 1]!.binary;
}

/** A step's commands (each in backticks, starting with the binary) in the Run line's binary. */
function stepInBinary(step: string, newest: string, binary: string): string {
	if (newest === binary || !step.includes(newest)) return step;
	return step.replaceAll(`\`${newest}`, `\`${binary}`);
}

function filled(
	command: string | undefined,
	values: Record<string, PlaceholderValue>,
	newest: string,
	binary: string,
): ReturnType<typeof fillCommand> | null {
	if (command === undefined) return null;
	return fillCommand(renameBinary(command, newest, binary), values);
}

const none: readonly string[] = [];

/** The names of both lists, each once, in order: a new list (most commands leave none open). */
function union(a: readonly string[], b: readonly string[]): string[] {
	return a.length + b.length === 0 ? [] : [...new Set([...a, ...b])];
}

/** The fix the payload selects, in the release's binary, placeholders filled from `values`. */
export function fixAdviceOf(
	code: string,
	fixes: readonly EngineFix[] | undefined,
	facts: FixFacts,
	values: () => Record<string, PlaceholderValue>,
	release: ReleaseReading | undefined,
	registry: EngineRegistry,
	/** Told the fix chosen before any value is read, so `values` can depend on it. */
	onChoice?: (fix: EngineFix) => void,
): FixAdvice | null {
	const choice = selectFix(fixes, facts);
	if (!choice) return null;
	const { fix } = choice;
	onChoice?.(fix);
	const newest = registry.releases[registry.releases.length - 1]!.binary;
	const binary = fixBinary(release, registry);
	const needsValues = (fix.command ?? '').includes('<') || (fix.check.command ?? '').includes('<');
	const given = needsValues ? values() : {};
	const command = filled(fix.command, given, newest, binary);
	const check = filled(fix.check.command, given, newest, binary);
	const unsafeOf = (f: typeof command) =>
		f && f.unsafe.length ? f.unsafe.map((u) => u.name) : none;
	return {
		code,
		id: fix.id,
		cause: fix.cause,
		// In the Run line's binary: a step that said `flutter-mcp-toolkit schema` above a Run line of
		// `flutter_mcp_cli schema` told the reader one command under two names (English review 27 #7).
		steps: fix.steps.map((step) => stepInBinary(step, newest, binary)),
		command: command?.text ?? null,
		check: { command: check?.text ?? null, expect: fix.check.expect },
		selectedBy: choice.selectedBy,
		matched: choice.matched,
		unfilled: union(command?.unfilled ?? none, check?.unfilled ?? none),
		unsafe: union(unsafeOf(command), unsafeOf(check)),
		// Numbered as on the page: a step that says "see fix 3" must find it (English review 18 #6).
		others: choice.others.map((f) => ({ id: f.id, number: fixes!.indexOf(f) + 1, cause: f.cause })),
	};
}

/**
 * The recovery with the placeholders its payload left open filled from the rest of the paste (a
 * transcript's `ws://…/ws` gives `<token>`). Values already filled are data without `<`, so a
 * second pass over the command touches only what is still `<name>`.
 */
export function recoveryFromPaste(
	recovery: RecoveryAdvice,
	values: () => Record<string, PlaceholderValue>,
): RecoveryAdvice {
	if (recovery.command === null || recovery.unfilled.length === 0 || recovery.fromPayload)
		return recovery;
	const refilled = fillCommand(recovery.command, values());
	if (refilled.unfilled.length === recovery.unfilled.length) return recovery;
	const { fillAlso, ...rest } = recovery;
	// The example literal stays to replace only while a placeholder does (see contractChecks).
	return {
		...rest,
		command: refilled.text,
		unfilled: refilled.unfilled,
		...(fillAlso && refilled.unfilled.length > 0 && { fillAlso }),
	};
}

/** What `adviseFromPaste` reads: the checked payload, the text around it, and the engine's reading. */
export interface PasteContext {
	text: string;
	/** The error object's members. */
	members: ErrorMembers;
	/** The CLI's stdout around it, when there is one (its `meta`). */
	wrapper: { pointer: string; value: unknown } | null;
	/** The error object's pointer in its document. */
	base: string;
	outcome: ContractOutcome;
	kind: InputKind;
	/** Where the JSON starts in the text: a transcript may show an exit status after it. */
	extraction: { inText: boolean; start: number };
	recovery: RecoveryAdvice | null;
	release: ReleaseReading | undefined;
	registry: EngineRegistry;
	book: FixBook;
	lang: Lang;
}

/**
 * Each book's fixes by code, as a map built once: a book has a member per code, and looking a
 * code up in so wide an object on every validation cost more than the map. Only own members are
 * mapped, as `Object.hasOwn` asked.
 */
const fixesByCode = new WeakMap<FixBook, Map<string, readonly EngineFix[]>>();

function fixesOf(book: FixBook): Map<string, readonly EngineFix[]> {
	let byCode = fixesByCode.get(book);
	if (!byCode) fixesByCode.set(book, (byCode = new Map(Object.entries(book))));
	return byCode;
}

/**
 * The recovery with what the paste fills in, and the fix the payload selects. Values for
 * placeholders come from the payload and, past what it says, from the text around it; they are
 * read once, and only when a command still has a placeholder to fill.
 */
export function adviseFromPaste(c: PasteContext): {
	recovery: RecoveryAdvice | null;
	fix: FixAdvice | null;
	/** "Change the call first" when the selected fix's cause stays until then (`sameCallFails`), else null. */
	retry: { label: string; text: string } | null;
	failure: NonNullable<ValidationResult['failure']>;
} {
	const facts = fixFacts(c);
	const code = c.outcome.code!;
	let values: Record<string, PlaceholderValue> | undefined;
	const valuesOf = () =>
		(values ??= {
			...pastedValues(
				c.text,
				own(c.wrapper?.value, 'meta'),
				c.wrapper ? `${c.wrapper.pointer}/meta` : '',
			),
			...placeholderValues(
				c.outcome.entry?.cli.messages ?? [],
				facts.message,
				facts.details,
				c.base,
			),
		});
	const fixes = fixesOf(c.book).get(code);
	let chosen: EngineFix | undefined;
	// A cause that makes the paste's address stale (connect_failed's stale-uri, a reload whose
	// connection closed): that address is the one that just failed, so running a command filled
	// with it repeats the failure. Leave it open for the address the running app prints now
	// (English review 9 #3), in the fix and in the recovery alike.
	const usable = () => {
		const all = valuesOf();
		if (!chosen?.staleAddress || !(all.vm_service_uri || all.token)) return all;
		const rest = { ...all };
		delete rest.vm_service_uri;
		delete rest.token;
		return rest;
	};
	const fix = fixAdviceOf(code, fixes, facts, usable, c.release, c.registry, (f) => (chosen = f));
	return {
		recovery: c.recovery && recoveryFromPaste(c.recovery, usable),
		fix,
		retry:
			chosen?.sameCallFails && c.outcome.entry
				? changeFirstAdvice(c.lang, retryPolicyIn(c.registry.exitCodes, c.outcome.entry).kind)
				: null,
		failure: {
			message: typeof facts.message === 'string' ? facts.message : null,
			exitStatus: facts.exitCode,
		},
	};
}

/**
 * A batch's error object carries `{steps, summary}` as its `details`; the failed step's own error
 * says why (`reason: no_targets`), and its `details` are what a fix's `when` means. Without it a
 * batch got the usual fix while the same failure alone got its own (English review 13 #4).
 */
function failedStep({ code, details }: ErrorMembers): Pick<FixFacts, 'details' | 'detailsAt'> {
	const steps = own(details, 'steps');
	if (Array.isArray(steps))
		for (let i = steps.length - 1; i >= 0; i--) {
			const error = own(steps[i], 'error');
			if (own(error, 'code') === code)
				return { details: own(error, 'details'), detailsAt: `details.steps[${i}].error.details` };
		}
	return { details };
}

/** What a `when` of the registry's fixes can hold against, from the payload and its transcript. */
function fixFacts(c: PasteContext): FixFacts {
	const kind = c.kind;
	return {
		...failedStep(c.members),
		message: c.members.message,
		command: own(own(c.wrapper?.value, 'meta'), 'command'),
		surface:
			kind === 'cli-output'
				? 'cli'
				: kind === 'mcp-tool-result' || kind === 'mcp-resource-read'
					? 'mcp'
					: kind === 'daemon-error' || kind === 'watch-event'
						? 'daemon'
						: null,
		exitCode: c.extraction.inText
			? (shownExitStatus(c.text, c.extraction.start)?.status ?? null)
			: null,
	};
}
