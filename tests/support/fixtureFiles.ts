import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every input file under `dir` (tests/fixtures/…), sorted, walked into its folders: the texts
 * people paste. The SARIF schema is a reference document, not an input anyone pastes.
 */
export function fixtureFiles(dir: string): string[] {
	return readdirSync(dir)
		.sort()
		.flatMap((name) => {
			const path = join(dir, name);
			if (statSync(path).isDirectory()) return fixtureFiles(path);
			return /\.(json|txt|ndjson|log|md|html)$/.test(name) && !name.startsWith('sarif-schema')
				? [path]
				: [];
		});
}
