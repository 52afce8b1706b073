import { clauses, type Lang } from '../../i18n/index.ts';
import type { EngineRegistry, EngineRelease, EngineReleaseSignal } from '../registryTypes.ts';
import { isJsonObject, ownMember as own } from '../json/jsonValue.ts';
import { fixCommandPatternOf, matchesFixCommand } from './fixCommandMatch.ts';
import { messagesFor } from '../messages/languageStore.ts';
import type { SurfaceId, SurfaceTranslate } from '../surfaces/index.ts';
import { templateTranslator } from '../findings/templateTranslator.ts';
import type { ReleaseReading } from '../validationTypes.ts';
import type { ErrorMembers } from '../shape/shapeIssues.ts';

/**
 * Which release printed a payload, from the marks `releases.json` lists per release (its
 * `signals`): the latest release any mark points to is the earliest that can have printed it, so
 * the answer is "≥ that release" — except the contract snapshot, whose `flutter_mcp_cli` no
 * published release prints.
 */
export interface ReleaseEvidence {
	surface: SurfaceId;
	/** The members of the error object checked. */
	members: ErrorMembers;
	/** The CLI wrapper's `meta`, where the surface has one. */
	meta: unknown;
	codeStatus: 'contract' | 'later' | 'unknown' | null;
	/** The release that added the code, for a code the contract table lacks. */
	addedIn?: string | undefined;
	/** Where the input was read as; names the surface in the detail line. */
	inputKindLabel?: string;
}

function signalHolds(
	signal: EngineReleaseSignal,
	release: EngineRelease,
	e: ReleaseEvidence,
	/** `recovery.fix_command`, trimmed; null when it is no string. */
	fix: string | null,
): boolean {
	const { code, details } = e.members;
	switch (signal.kind) {
		case 'recoveryBinary':
			return (
				fix !== null &&
				(fix === signal.binary ||
					(fix.startsWith(signal.binary) && fix.charCodeAt(signal.binary.length) === 0x20))
			);
		case 'laterCode':
			return e.codeStatus === 'later' && e.addedIn === release.id;
		case 'detailsMember':
			return (
				typeof code === 'string' &&
				signal.codes.includes(code) &&
				own(details, signal.member) !== undefined
			);
		case 'metaMember':
			return own(e.meta, signal.member) !== undefined;
		case 'intentCallWrapper':
			return e.surface === 'intentcall';
		case 'descriptorValue':
			return code === signal.code && own(e.members.descriptor, signal.field) === signal.value;
		case 'recoveryCommand':
			return (
				code === signal.code &&
				fix !== null &&
				matchesFixCommand(signal.command, fixCommandPatternOf(signal.command), fix)
			);
		case 'emptyDetails':
			return (
				typeof code === 'string' &&
				signal.codes.includes(code) &&
				isJsonObject(details) &&
				Object.keys(details).length === 0
			);
	}
}

export function detectRelease(
	registry: EngineRegistry,
	evidence: ReleaseEvidence,
	lang: Lang,
): Omit<ReleaseReading, 'spelling'> {
	const t = templateTranslator(messagesFor(lang).surfaces);
	const { code, fix } = evidence.members;
	const trimmed = typeof fix === 'string' ? fix.trim() : null;
	const { releases } = registry;
	const { surface } = evidence;
	// The evidence of the marks that hold, in the releases' order, and the first and latest
	// release they point to.
	const texts: string[] = [];
	let first = -1;
	let latest = -1;
	for (let index = 0; index < releases.length; index++)
		for (const signal of releases[index]!.signals)
			if (signalHolds(signal, releases[index]!, evidence, trimmed)) {
				texts.push(evidenceText(signal, releases[index]!, code, t));
				if (first < 0) first = index;
				latest = index;
			}
	if (latest < 0)
		return {
			id: null,
			atLeast: false,
			label: null,
			surface,
			evidence: [],
			text: t('release.unknown'),
			mixed: false,
		};
	const release = releases[latest]!;
	const contract = latest === 0;
	const label = contract
		? release.label[lang]
		: t('release.atLeast', { binary: release.binary, id: release.id });
	return {
		id: release.id,
		atLeast: !contract,
		label,
		surface,
		evidence: texts,
		text: t('release.line', {
			label,
			surface:
				surface === 'intentcall' || surface === 'bundle-step'
					? t(`surface.${surface}`)
					: t('surface.classic', { evidence: clauses(texts, lang) }),
		}),
		// The contract's binary beside a later release's mark: nothing prints both.
		mixed: first === 0 && latest > 0,
	};
}

function evidenceText(
	signal: EngineReleaseSignal,
	release: EngineRelease,
	code: unknown,
	t: SurfaceTranslate,
): string {
	const name = typeof code === 'string' ? code : '';
	switch (signal.kind) {
		case 'recoveryBinary':
			return t('evidence.recoveryBinary', { binary: signal.binary });
		case 'laterCode':
			return t('evidence.laterCode', { code: name, release: `${release.binary} ${release.id}` });
		case 'detailsMember':
			return t('evidence.detailsMember', { member: signal.member, code: name });
		case 'metaMember':
			return t('evidence.metaMember', { member: signal.member });
		case 'intentCallWrapper':
			return t('evidence.intentCallWrapper');
		case 'emptyDetails':
			return t('evidence.emptyDetails', { code: name });
		case 'recoveryCommand':
			return t('evidence.recoveryCommand', { code: name });
		case 'descriptorValue':
			return t('evidence.descriptorValue', {
				field: signal.field,
				value: JSON.stringify(signal.value),
				code: name,
			});
	}
}
