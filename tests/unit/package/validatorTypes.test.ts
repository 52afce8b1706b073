import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { validatorDeclarations } from '../../../scripts/lib/validatorTypes.ts';

it('packages/validator/index.d.ts is what the zod schemas generate now (else run `npm run generate`)', async () => {
	expect(
		readFileSync(new URL('../../../packages/validator/index.d.ts', import.meta.url), 'utf8'),
		'packages/validator/index.d.ts is stale: run `npm run generate`',
	).toBe(await validatorDeclarations());
});
