import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { languages } from '../../../src/lib/i18n/index.ts';
import { exampleCoreError, registry } from '../../../src/lib/registry/index.ts';

/**
 * connection_selection_required: real payloads carry the fix_command the CLI computes from
 * `details.availableTargets` (get_vm with a targetId, REAL-CLI §6), but validate printed the
 * contract's summary under it, "Lists the debug apps…", which is the discover command's (English
 * review 9 #2b). The computed form has its own summary; the discover form keeps the contract's.
 */

const fixtures = join(import.meta.dirname, '../../fixtures');
const entry = registry.codes.find((c) => c.code === 'connection_selection_required')!;

describe.each(languages)('the summary under a computed fix command (%s)', (lang) => {
	const discover = entry.recovery.summary[lang];
	const computed = entry.cli.recovery.computedSummary![lang];

	it.each(['hostile/duplicate-keys.json', 'hostile/proto-keys.json'])(
		'%s: the get_vm form gets the summary of get_vm, not of discover_debug_apps',
		(path) => {
			const result = validateInput(readFileSync(join(fixtures, path), 'utf8'), {
				registry: engineRegistry,
				lang,
			});
			expect(result.code).toBe('connection_selection_required');
			expect(result.recovery?.command).toContain('--name get_vm');
			expect(result.recovery?.summary).toBe(computed);
			expect(result.recovery?.summary).not.toBe(discover);
			expect(result.recovery?.summary).toMatch(/get_vm/);
			expect(result.recovery?.summary).not.toMatch(/^(Lists the debug apps|列出 CLI 看得到)/);
		},
	);

	it('without a target in details, the discover command keeps the contract’s summary', () => {
		const error = { ...exampleCoreError(entry)!, details: null };
		const result = validateInput(JSON.stringify(error), { registry: engineRegistry, lang });
		expect(result.recovery?.command).toContain('--name discover_debug_apps');
		expect(result.recovery?.summary).toBe(discover);
	});
});
