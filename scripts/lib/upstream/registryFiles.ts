import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'prettier';
import { parseRegistry, type Registry } from '../../../src/lib/registry/index.ts';

/**
 * The files of `content/registry/` that make the registry, read from any folder, so that
 * `upstream:check --write` and its tests can work on a copy. `src/lib/registry/registry.ts`
 * imports the same files statically (the site's build needs them bundled); a unit test holds the
 * two readings equal.
 */

export const registryFolder = 'content/registry';

/** Each part of the raw registry and the files it is read from, in order. */
const parts = {
	codes: ['codes.json', 'later-codes.json'],
	exitCodes: ['exit-codes.json'],
	categories: ['categories.json'],
	layers: ['layers.json'],
	sourceAreas: ['source-areas.json'],
	placeholders: ['placeholders.json'],
	deviations: ['deviations.json'],
	wrapperCodes: ['wrapper-codes.json'],
	releases: ['releases.json'],
	failurePaths: ['failure-paths.json'],
} as const;

export function readJson(dir: string, file: string): unknown {
	return JSON.parse(readFileSync(join(dir, file), 'utf8'));
}

/** The raw registry of `dir` (before validation): what `parseRegistry` takes. */
export function rawRegistry(dir: string): Record<string, unknown> {
	return Object.fromEntries(
		Object.entries(parts).map(([key, files]) => {
			const values = files.map((file) => readJson(dir, file));
			return [key, values.length === 1 ? values[0] : values.flat()];
		}),
	);
}

export function loadRegistry(dir: string): Registry {
	return parseRegistry(rawRegistry(dir));
}

/**
 * Writes `value` to `dir/file` in the layout the file already has, so that the diff a reviewer
 * reads holds the data change only: `JSON.stringify` with tabs where the file is written that way,
 * Prettier's JSON layout (short arrays on one line) where it is not.
 */
export async function writeJson(dir: string, file: string, value: unknown): Promise<void> {
	const path = join(dir, file);
	const before = readFileSync(path, 'utf8');
	const plain = (v: unknown) => `${JSON.stringify(v, null, '\t')}\n`;
	// Prettier keeps an object expanded when its input is, so every object stays on its lines.
	const text =
		plain(JSON.parse(before)) === before
			? plain(value)
			: await format(plain(value), { parser: 'json', useTabs: true, printWidth: 100 });
	writeFileSync(path, text);
}
