import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineRegistry } from '../../../src/lib/engine/index.ts';
import { engineRegistryJson, registry, toEngineRegistry } from '../../../src/lib/registry/index.ts';

describe('the engine’s ready registry', () => {
	it('is the projection of content/registry/ (else run `npm run generate`)', () => {
		const onDisk = readFileSync(
			new URL('../../../src/lib/engine/data/v3-registry.json', import.meta.url),
			'utf8',
		);
		expect(onDisk, 'src/lib/engine/data/v3-registry.json is stale: run `npm run generate`').toBe(
			engineRegistryJson(registry),
		);
		expect(engineRegistry).toEqual(toEngineRegistry(registry));
	});
});

describe('the releases in the engine registry', () => {
	it('keeps every release, oldest first, with only what release detection reads', () => {
		expect(engineRegistry.releases.map((r) => r.id)).toEqual(
			registry.releases.releases.map((r) => r.id),
		);
		for (const r of engineRegistry.releases)
			expect(Object.keys(r).sort()).toEqual(
				['aliases', 'binary', 'id', 'label', 'mcpToolFailure', 'signals', 'tag'].sort(),
			);
	});
});
