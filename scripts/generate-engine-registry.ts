/**
 * Writes `src/lib/engine/data/registry.json`, the slim projection of the registry that the engine
 * reads, and `fixes.en.json` / `fixes.zh-TW.json`, every code's fixes in each language (the
 * playground fetches its page's on demand). Run after changing `content/registry/`
 * (`npm run generate`); a unit test fails while a file is stale, naming this script.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { languages } from '../src/lib/i18n/index.ts';
import { engineRegistryJson, fixBookJson, registry } from '../src/lib/registry/index.ts';

const dataFile = (name: string) =>
	fileURLToPath(new URL(`../src/lib/engine/data/${name}`, import.meta.url));
const target = dataFile('registry.json');
writeFileSync(target, engineRegistryJson(registry));
console.log(`wrote ${target}`);
for (const lang of languages) {
	const book = dataFile(`fixes.${lang}.json`);
	writeFileSync(book, fixBookJson(registry, lang));
	console.log(`wrote ${book}`);
}
