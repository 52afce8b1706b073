import { clauses, type Lang } from '../../i18n/index.ts';
import type { EngineRegistry, EngineRelease, EngineReleaseSignal } from '../registryTypes.ts';
import { isJsonObject, ownMember as own } from '../json/jsonValue.ts';
import { fixCommandPatternOf, matchesFixCommand } from './fixCommandMatch.ts';
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

/**
 * What the signals read of a payload, read once: every signal of every release asks for the code
 * and the fix_command. The members only a few marks look at are read where they do.
 */
interface PayloadMarks {
	code: unknown;
	/** `recovery.fix_command`, trimmed; null when it is no string. */
	fix: string | null;
	/** The same with only its start trimmed: a binary's name is followed by a space. */
	fixStart: string | null;
}

function marksOf(e: ReleaseEvidence): PayloadMarks {
	const fix = own(own(e.envelope, 'recovery'), 'fix_command');
	return {
		code: own(e.envelope, 'code'),
		fix: typeof fix === 'string' ? fix.trim() : null,
		fixStart: typeof fix === 'string' ? fix.trimStart() : null,
	};
}

function signalHolds(
	signal: EngineReleaseSignal,
	release: EngineRelease,
	e: ReleaseEvidence,
	m: PayloadMarks,
): boolean {
	const { code } = m;
	switch (signal.kind) {
		case 'recoveryBinary':
			return (
				m.fix !== null &&
				(m.fix === signal.binary ||
					(m.fixStart!.startsWith(signal.binary) &&
						m.fixStart!.charCodeAt(signal.binary.length) === 0x20))
			);
		case 'laterCode':
			return e.codeStatus === 'later' && e.addedIn === release.id;
		case 'detailsMember':
			return (
				typeof code === 'string' &&
				signal.codes.includes(code) &&
				own(own(e.envelope, 'details'), signal.member) !== undefined
			);
		case 'metaMember':
			return own(e.meta, signal.member) !== undefined;
		case 'intentCallWrapper':
			return e.surface === 'intentcall';
		case 'descriptorValue':
			return (
				code === signal.code && own(own(e.envelope, 'descriptor'), signal.field) === signal.value
			);
		case 'recoveryCommand':
			return (
				code === signal.code &&
				m.fix !== null &&
				matchesFixCommand(signal.command, fixCommandPatternOf(signal.command), m.fix)
			);
		case 'emptyDetails': {
			if (typeof code !== 'string' || !signal.codes.includes(code)) return false;
			const details = own(e.envelope, 'details');
			return isJsonObject(details) && Object.keys(details).length === 0;
		}
	}
}

/** A reading's texts: what follows from the marks that held, the surface and the language. */
type ReadingTexts = Omit<ReleaseReading, 'spelling' | 'surface'>;

/** Which kinds of marks name the payload's code in their evidence. */
const namesCode: Readonly<Record<EngineReleaseSignal['kind'], boolean>> = {
	recoveryBinary: false,
	laterCode: true,
	detailsMember: true,
	metaMember: false,
	intentCallWrapper: false,
	emptyDetails: true,
	recoveryCommand: true,
	descriptorValue: true,
};

/**
 * The reading of a payload whose one mark names no code, per list of releases (a registry's),
 * mark, translator (one per language's texts) and surface. Nearly every payload has one such mark,
 * its fix_command's binary, and phrasing it cost more than finding it: phrased once, the reading
 * is the same for every payload.
 */
const oneMarkReadings = new WeakMap<
	readonly EngineRelease[],
	Map<EngineReleaseSignal, Map<SurfaceTranslate, Map<string, ReadingTexts>>>
>();

/** The cached readings of one mark (see `oneMarkReadings`), by translator and surface. */
function oneMarkCache(
	releases: readonly EngineRelease[],
	signal: EngineReleaseSignal,
	t: SurfaceTranslate,
): Map<string, ReadingTexts> {
	let bySignal = oneMarkReadings.get(releases);
	if (!bySignal) oneMarkReadings.set(releases, (bySignal = new Map()));
	let byT = bySignal.get(signal);
	if (!byT) bySignal.set(signal, (byT = new Map()));
	let bySurface = byT.get(t);
	if (!bySurface) byT.set(t, (bySurface = new Map()));
	return bySurface;
}

export function detectRelease(
	registry: EngineRegistry,
	evidence: ReleaseEvidence,
	lang: Lang,
): Omit<ReleaseReading, 'spelling'> {
	const t = templateTranslator(messagesFor(lang).surfaces);
	const marks = marksOf(evidence);
	// The marks that hold, in the releases' order, with their release's place.
	const held: EngineReleaseSignal[] = [];
	const heldAt: number[] = [];
	const { releases } = registry;
	for (let index = 0; index < releases.length; index++) {
		const release = releases[index]!;
		for (const signal of release.signals)
			if (signalHolds(signal, release, evidence, marks)) {
				held.push(signal);
				heldAt.push(index);
			}
	}
	const { surface } = evidence;
	let texts: ReadingTexts;
	if (held.length === 1 && !namesCode[held[0]!.kind]) {
		const cache = oneMarkCache(releases, held[0]!, t);
		const cached = cache.get(surface);
		if (cached) texts = cached;
		else
			cache.set(
				surface,
				(texts = readingTexts(registry, held, heldAt, marks.code, surface, lang, t)),
			);
	} else texts = readingTexts(registry, held, heldAt, marks.code, surface, lang, t);
	return {
		id: texts.id,
		atLeast: texts.atLeast,
		label: texts.label,
		surface,
		// Every result gets a list of its own: the cached reading's is never handed out.
		evidence: [...texts.evidence],
		text: texts.text,
		mixed: texts.mixed,
	};
}

/** The reading's texts, from the marks that held (`held`, their releases' places in `heldAt`). */
function readingTexts(
	registry: EngineRegistry,
	held: readonly EngineReleaseSignal[],
	heldAt: readonly number[],
	code: unknown,
	surface: SurfaceId,
	lang: Lang,
	t: SurfaceTranslate,
): ReadingTexts {
	const { releases } = registry;
	if (held.length === 0)
		return {
			id: null,
			atLeast: false,
			label: null,
			evidence: [],
			text: t('release.unknown'),
			mixed: false,
		};
	const texts = held.map((signal, i) => evidenceText(signal, releases[heldAt[i]!]!, code, t));
	const surfaceName =
		surface === 'intentcall' || surface === 'bundle-step' ? t(`surface.${surface}`) : null;
	// The latest release any mark points to.
	const latest = heldAt[heldAt.length - 1]!;
	const release = releases[latest]!;
	const contract = latest === 0;
	const label = contract
		? release.label[lang]
		: t('release.atLeast', { binary: release.binary, id: release.id });
	return {
		id: release.id,
		atLeast: !contract,
		label,
		evidence: texts,
		text: t('release.line', {
			label,
			surface: surfaceName ?? t('surface.classic', { evidence: clauses(texts, lang) }),
		}),
		// The contract's binary beside a later release's mark: nothing prints both.
		mixed: heldAt[0] === 0 && latest > 0,
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
