/**
 * Writes `packages/validator/index.d.ts`, the validator package's types (scripts/lib/validatorTypes.ts
 * says how they are made), which the package build copies to `dist/index.d.ts`. Committed, so that
 * `npm run check` type-checks `tests/types/validatorTypes.ts`, the proof that each shipped type is
 * the zod type it comes from, in the same pass as the rest of the code. Run with `npm run generate`;
 * a unit test fails while the file is stale, naming this script.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validatorDeclarations } from './lib/validatorTypes.ts';

const target = fileURLToPath(new URL('../packages/validator/index.d.ts', import.meta.url));
writeFileSync(target, await validatorDeclarations());
console.log(`wrote ${target}`);
