import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRegistry } from '../../src/lib/registry/index.ts';

/**
 * Registries of any size for the scale benchmark, made from the real one: set 0 is the real
 * registry; set k ≥ 1 clones every code as `<code>_s<k>` into clones of the source areas
 * (`<area> (set k)`), with the recovery made distinct per set. Each clone therefore has as many
 * related codes (same area, same recovery) as its original, so a code page's size can only
 * change with the registry's size, never with a fuller related-codes list.
 *
 * The result goes through `parseRegistry`, the schema the build uses, before it is written.
 */

type Json = Record<string, unknown>;
const files = ['codes', 'source-areas'] as const;

function readRegistryFile(root: string, name: string): Json[] {
	return JSON.parse(readFileSync(join(root, 'content/registry', `${name}.json`), 'utf8')) as Json[];
}

export function syntheticRegistry(
	root: string,
	size: number,
): { codes: Json[]; sourceAreas: Json[] } {
	const codes = readRegistryFile(root, 'codes');
	const areas = readRegistryFile(root, 'source-areas');
	const sets = Math.ceil(size / codes.length);
	const outCodes: Json[] = [];
	const outAreas: Json[] = [];
	for (let k = 0; k < sets; k++) {
		const suffix = (text: string) => (k === 0 ? text : `${text} (set ${k})`);
		for (const area of areas)
			outAreas.push(
				k === 0
					? area
					: {
							...area,
							id: suffix(area.id as string),
							slug: `${area.slug as string}-set-${k}`,
							label: mapText(area.label, suffix),
						},
			);
		for (const entry of codes) {
			if (outCodes.length === size) break;
			if (k === 0) {
				outCodes.push(entry);
				continue;
			}
			const recovery = entry.recovery as Json;
			const cloned: Json =
				recovery.kind === 'command'
					? { ...recovery, command: `${recovery.command as string} --set ${k}` }
					: { ...recovery, instruction: mapText(recovery.instruction, suffix) };
			const cli = entry.cli as Json;
			const cliRecovery = cli.recovery as Json;
			outCodes.push({
				...entry,
				code: `${entry.code as string}_s${k}`,
				sourceArea: suffix(entry.sourceArea as string),
				recovery: cloned,
				// The CLI's recovery follows the clone's, so the clone needs no deviation of its own.
				cli: {
					...cli,
					recovery: {
						...cliRecovery,
						source: 'static',
						fixCommands: [
							cloned.kind === 'command'
								? (cloned.command as string)
								: (cloned.instruction as Record<string, string>).en!,
						],
					},
				},
				// Its own object: the replacement is rewritten below.
				...(entry.deprecated ? { deprecated: { ...(entry.deprecated as Json) } } : {}),
			});
		}
	}
	// A retired clone points at its own set's clone of the replacement when there is one, else at the original.
	const names = new Set(outCodes.map((c) => c.code));
	for (const entry of outCodes) {
		const deprecated = entry.deprecated as Json | undefined;
		const set = /_s(\d+)$/.exec(entry.code as string)?.[1];
		if (
			set &&
			deprecated?.replacement !== undefined &&
			names.has(`${deprecated.replacement as string}_s${set}`)
		)
			deprecated.replacement = `${deprecated.replacement as string}_s${set}`;
	}
	// Same schema and cross-references as the build: a broken synthetic entry fails here, by name.
	// registry.ts reads later-codes.json beside the written codes.json, so the check does too.
	const raw: Json = {
		codes: [...outCodes, ...readRegistryFile(root, 'later-codes')],
		sourceAreas: outAreas,
	};
	for (const [key, name] of [
		['exitCodes', 'exit-codes'],
		['categories', 'categories'],
		['layers', 'layers'],
		['placeholders', 'placeholders'],
		['deviations', 'deviations'],
		['wrapperCodes', 'wrapper-codes'],
		['releases', 'releases'],
		['failurePaths', 'failure-paths'],
	] as const)
		raw[key] = readRegistryFile(root, name);
	parseRegistry(raw);
	return { codes: outCodes, sourceAreas: outAreas };
}

function mapText(text: unknown, fn: (s: string) => string): Json {
	return Object.fromEntries(
		Object.entries(text as Record<string, string>).map(([lang, s]) => [lang, fn(s)]),
	);
}

/** Writes a synthetic registry of `size` codes into a site copy's content/registry/. */
export function writeSyntheticRegistry(root: string, dir: string, size: number): void {
	const { codes, sourceAreas } = syntheticRegistry(root, size);
	const data = { codes, 'source-areas': sourceAreas };
	for (const name of files)
		writeFileSync(
			join(dir, 'content/registry', `${name}.json`),
			`${JSON.stringify(data[name], null, '\t')}\n`,
		);
}
