import type {
	CategoryInfo,
	CodeEntry,
	Deviation,
	ExitCodeInfo,
	LayerInfo,
	LocalizedText,
	PlaceholderInfo,
	Registry,
	SourceAreaInfo,
	WhenItFires,
} from './registrySchema.ts';
import { placeholderNames } from '../engine/index.ts';
import { sentenceGap } from '../i18n/index.ts';

/** Read-only questions asked of a registry. Pure functions: the registry is passed in, never imported. */

/** The 36 codes of the v3 contract table, in its order. */
export function contractCodes(registry: Registry): CodeEntry[] {
	return registry.codes.filter((c) => c.addedIn === undefined);
}

/** The codes later releases added (`addedIn`), which the contract table lacks. */
export function laterCodes(registry: Registry): CodeEntry[] {
	return registry.codes.filter((c) => c.addedIn !== undefined);
}

/**
 * That `code` has a page: a code of the registry, or one IntentCall sends of its own. For links
 * (`<CodeLink>`) that must not point at a page that does not exist: throws and says who asked.
 */
export function requirePage(registry: Registry, code: string, askedBy: string): void {
	if (!registry.wrapperCodes.some((w) => w.code === code)) requireCode(registry, code, askedBy);
}

export function findCode(registry: Registry, code: string): CodeEntry | undefined {
	return registry.codes.find((c) => c.code === code);
}

/**
 * The entry of `code`, for pages and tables that name a code in their source: a name that is not in
 * the registry is a mistake of the page, so the build stops and says who asked (`<CodeLink code="x">`).
 */
export function requireCode(registry: Registry, code: string, askedBy: string): CodeEntry {
	const entry = findCode(registry, code);
	if (!entry)
		throw new Error(
			`${askedBy} names ${JSON.stringify(code)}, which is not a code of the registry`,
		);
	return entry;
}

export function exitCodeInfo(registry: Registry, exitCode: number): ExitCodeInfo {
	const info = registry.exitCodes.find((e) => e.exitCode === exitCode);
	if (!info) throw new Error(`exit code ${exitCode} is not in the registry`);
	return info;
}

export function categoryInfo(registry: Registry, id: string): CategoryInfo {
	const info = registry.categories.find((c) => c.id === id);
	if (!info) throw new Error(`category ${id} is not in the registry`);
	return info;
}

export function sourceAreaInfo(registry: Registry, id: string): SourceAreaInfo {
	const info = registry.sourceAreas.find((s) => s.id === id);
	if (!info) throw new Error(`source area ${id} is not in the registry`);
	return info;
}

export function layerOf(registry: Registry, entry: CodeEntry): LayerInfo {
	const area = sourceAreaInfo(registry, entry.sourceArea);
	const layer = registry.layers.find((l) => l.id === area.layer);
	if (!layer) throw new Error(`layer ${area.layer} is not in the registry`);
	return layer;
}

export function codesInSourceArea(registry: Registry, sourceArea: string): CodeEntry[] {
	return registry.codes.filter((c) => c.sourceArea === sourceArea);
}

export function codesWithExitCode(registry: Registry, exitCode: number): CodeEntry[] {
	return registry.codes.filter((c) => c.exitCode === exitCode);
}

export function codesInLayer(registry: Registry, layerId: string): CodeEntry[] {
	const areas = new Set(registry.sourceAreas.filter((s) => s.layer === layerId).map((s) => s.id));
	return registry.codes.filter((c) => areas.has(c.sourceArea));
}

/** The text that identifies a recovery: the command, or the English instruction. */
export function recoveryKey(entry: CodeEntry): string {
	return entry.recovery.kind === 'command' ? entry.recovery.command : entry.recovery.instruction.en;
}

/**
 * Codes related to `entry`: same source area first, then the same recovery. The generic
 * `doctor --json` recovery is shared by most codes, so "same recovery" only counts when fewer than a
 * quarter of the registry shares it; otherwise every page would list twenty codes and say nothing.
 */
export function relatedCodes(
	registry: Registry,
	entry: CodeEntry,
): { sameArea: CodeEntry[]; sameRecovery: CodeEntry[] } {
	const sameArea = codesInSourceArea(registry, entry.sourceArea).filter(
		(c) => c.code !== entry.code,
	);
	const key = recoveryKey(entry);
	const sharing = registry.codes.filter((c) => recoveryKey(c) === key && c.code !== entry.code);
	const distinctive = sharing.length + 1 <= registry.codes.length / 4;
	const inArea = new Set(sameArea.map((c) => c.code));
	return { sameArea, sameRecovery: distinctive ? sharing.filter((c) => !inArea.has(c.code)) : [] };
}

/** A code's neighbour on a failure path, seen from the code: met before it, after it, or beside it. */
export interface FailurePathStep {
	code: string;
	relation: 'before' | 'after' | 'alongside';
	why: LocalizedText;
}

/**
 * The codes on `code`'s failure paths (failure-paths.json), in the order someone meets them:
 * those before it, those beside it, those after it; each in the file's order.
 */
export function failurePathOf(registry: Registry, code: string): FailurePathStep[] {
	const steps = registry.failurePaths.flatMap((edge): FailurePathStep[] => {
		if (edge.from !== code && edge.to !== code) return [];
		const other = edge.from === code ? edge.to : edge.from;
		const relation =
			edge.kind === 'see-also' ? 'alongside' : edge.from === code ? 'after' : 'before';
		return [{ code: other, relation, why: edge.why }];
	});
	const order = { before: 0, alongside: 1, after: 2 } as const;
	return steps.sort((a, b) => order[a.relation] - order[b.relation]);
}

/**
 * The placeholders a code's commands contain (its fixes' and their checks', the contract's, then the
 * CLI's), with their registry descriptions: the page's form asks for each once.
 */
export function placeholdersOf(registry: Registry, entry: CodeEntry): PlaceholderInfo[] {
	const commands = [
		...entry.fixes.flatMap((fix) => [fix.command ?? '', fix.check.command ?? '']),
		...(entry.recovery.kind === 'command' ? [entry.recovery.command] : []),
		...entry.cli.recovery.fixCommands,
	];
	return [...new Set(commands.flatMap(placeholderNames))].map((name) => {
		const info = registry.placeholders.find((p) => p.name === name);
		if (!info) throw new Error(`placeholder <${name}> is not in the registry`);
		return info;
	});
}

/** The differences between contract and CLI that concern a code: those naming it, then those about every code. */
export function deviationsOf(registry: Registry, entry: CodeEntry): Deviation[] {
	// The differences are between the contract table and the CLI: a code the table lacks has none.
	if (entry.addedIn !== undefined) return [];
	const named = registry.deviations.filter(
		(d) => d.codes !== 'all' && d.codes.includes(entry.code),
	);
	return [...named, ...registry.deviations.filter((d) => d.codes === 'all')];
}

/**
 * "When it fires" as one paragraph: what happened, the usual cause, the edge cases, in that order.
 * The page shows the parts; `/codes.json`, the terminal and anything else that prints a code's
 * description whole print this.
 */
export function descriptionOf({ whenItFires }: { whenItFires: WhenItFires }): LocalizedText {
	const { happened, cause, edgeCases } = whenItFires;
	const parts = [happened, ...(cause ? [cause] : []), ...edgeCases];
	return {
		en: parts.map((p) => p.en).join(sentenceGap('en')),
		'zh-TW': parts.map((p) => p['zh-TW']).join(sentenceGap('zh-TW')),
	};
}
