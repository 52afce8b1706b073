/**
 * Writes `src/lib/engine/data/registry.json`: the slim projection of the registry that the
 * engine reads. Run after changing `content/registry/` (`npm run generate`); a unit test fails while
 * the file is stale, naming this script.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { engineRegistryJson, registry } from '../src/lib/registry/index.ts';

const target = fileURLToPath(new URL('../src/lib/engine/data/registry.json', import.meta.url));
writeFileSync(target, engineRegistryJson(registry));
console.log(`wrote ${target}`);
