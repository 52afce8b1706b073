import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/lib/i18n/index.ts';
import { registry } from '../../../src/lib/registry/index.ts';
import { registryTable, registryTableNames } from '../../../src/lib/views/index.ts';
import { goldenJson } from '../../support/goldenJson.ts';

/**
 * Golden files of every registry table the guides show, in both languages
 * (`tests/golden/views/tables/`): caption, columns and rows, as the page and the Markdown twin
 * print them. After a deliberate change: `npm run golden:update`, then read the diff.
 */
describe.each(languages)('registry table views (%s)', (lang) => {
	it.each(registryTableNames.filter((name) => name !== 'code-retry'))('%s', async (name) => {
		const view = registryTable(registry, name, lang);
		expect(view.rows.length).toBeGreaterThan(0);
		await expect(goldenJson(view)).toMatchFileSnapshot(
			`../../golden/views/tables/${name}.${lang}.json`,
		);
	});

	it.each(registry.layers.map((l) => l.id))('code-retry, layer %s', async (layer) => {
		const view = registryTable(registry, 'code-retry', lang, { layer });
		await expect(goldenJson(view)).toMatchFileSnapshot(
			`../../golden/views/tables/code-retry-${layer}.${lang}.json`,
		);
	});

	it('names a layer that is not in the registry as the error', () => {
		expect(() => registryTable(registry, 'code-retry', lang, { layer: 'no-such-layer' })).toThrow(
			/<CodeRetryTable layer="no-such-layer"> names a layer that is not in the registry/,
		);
	});
});
