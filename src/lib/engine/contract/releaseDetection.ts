import { clauses, type Lang } from '../../i18n/index.ts';
import type { EngineRegistry, EngineRelease, EngineReleaseSignal } from '../registryTypes.ts';
import { isJsonObject, ownMember as own } from '../json/jsonValue.ts';
import { fixCommandPattern, matchesFixCommand } from './fixCommandMatch.ts';
import { messagesFor } from '../messages/languageStore.ts';
import type { SurfaceId, SurfaceTranslate } from '../surfaces/index.ts';
import { templateTranslator } from '../findings/templateTranslator.ts';
import type { ReleaseReading } from '../validationTypes.ts';

/**
 * Which release printed a payload, from the marks `releases.json` lists per release (its
 * `signals`): the latest release any mark points to is the earliest that can have printed it, so
 * the answer is "≥ that release" — except the contract snapshot, whose `flutter_mcp_cli` no
 * published release prints.
 */
export interface ReleaseEvidence {
	surface: SurfaceId;
	/** The error object checked, or null. */
	envelope: unknown;
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
	code: unknown,
): boolean {
	const details = own(e.envelope, 'details');
	switch (signal.kind) {
		case 'recoveryBinary': {
			const fix = own(own(e.envelope, 'recovery'), 'fix_command');
			return (
				typeof fix === 'string' &&
				(fix.trim() === signal.binary || fix.trimStart().startsWith(`${signal.binary} `))
			);
		}
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
			return (
				code === signal.code && own(own(e.envelope, 'descriptor'), signal.field) === signal.value
			);
		case 'recoveryCommand': {
			const fix = own(own(e.envelope, 'recovery'), 'fix_command');
			return (
				code === signal.code &&
				typeof fix === 'string' &&
				matchesFixCommand(signal.command, fixCommandPattern(signal.command), fix.trim())
			);
		}
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
	const code = own(evidence.envelope, 'code');
	const found: { release: EngineRelease; index: number; text: string }[] = [];
	registry.releases.forEach((release, index) => {
		for (const signal of release.signals)
			if (signalHolds(signal, release, evidence, code))
				found.push({ release, index, text: evidenceText(signal, release, code, t) });
	});
	const surfaceName =
		evidence.surface === 'intentcall' || evidence.surface === 'bundle-step'
			? t(`surface.${evidence.surface}`)
			: null;
	const texts = found.map((f) => f.text);
	const latest = found.reduce<(typeof found)[number] | null>(
		(best, f) => (!best || f.index > best.index ? f : best),
		null,
	);
	if (!latest)
		return {
			id: null,
			atLeast: false,
			label: null,
			surface: evidence.surface,
			evidence: [],
			text: t('release.unknown'),
			mixed: false,
		};
	const contract = latest.index === 0;
	const label = contract
		? latest.release.label[lang]
		: t('release.atLeast', { binary: latest.release.binary, id: latest.release.id });
	return {
		id: latest.release.id,
		atLeast: !contract,
		label,
		surface: evidence.surface,
		evidence: texts,
		text: t('release.line', {
			label,
			surface: surfaceName ?? t('surface.classic', { evidence: clauses(texts, lang) }),
		}),
		// The contract's binary beside a later release's mark: nothing prints both.
		mixed: found.some((f) => f.index === 0) && found.some((f) => f.index > 0),
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
