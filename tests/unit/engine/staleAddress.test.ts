import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { registry } from '../../../src/lib/registry/index.ts';

/**
 * A cause whose address is the one that failed leaves the address open: filled from the paste,
 * the fix reruns the failing call (English review 10, item 3b: evaluate_expression_failed's
 * "runs no Flutter app" filled `--vm-service-uri` with the VM that runs no Flutter app).
 */
describe('the address that failed is never filled in', () => {
	it('every fix for a VM without a Flutter isolate is marked staleAddress', () => {
		const fixes = [...registry.codes, ...(registry.wrapperCodes ?? [])].flatMap((c) => c.fixes);
		const noIsolate = fixes.filter((f) => /No Flutter isolate/.test(f.when?.message ?? ''));
		expect(noIsolate.length).toBeGreaterThanOrEqual(2);
		for (const fix of noIsolate) expect(fix.staleAddress, fix.id).toBe(true);
	});

	it.each(['en', 'zh-TW'] as const)(
		'evaluate_expression_failed in the 3.0.7 watch stream (%s)',
		(lang) => {
			const text = readFileSync(
				'tests/fixtures/cli-output/watch-v3-0-7-reconnect-recovery.json',
				'utf8',
			);
			const endpoint = /ws:\/\/127\.0\.0\.1:\d+\/[^"]+\/ws/.exec(text)![0];
			const result = validateInput(text, { registry: engineRegistry, lang });
			expect(result.code).toBe('evaluate_expression_failed');
			expect(result.fix?.id).toBe('no-flutter-isolate');
			expect(result.fix?.command).toContain('--vm-service-uri <vm_service_uri>');
			expect(JSON.stringify(result.fix)).not.toContain(endpoint);
		},
	);
});
