import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CodeEntry, parseRegistry, registry } from '../../../src/lib/registry/index.ts';

/** No code is retired today, so a fixture stands in for one. */
const retired = JSON.parse(
	readFileSync(new URL('../../fixtures/registry/deprecated-code.json', import.meta.url), 'utf8'),
) as CodeEntry;

describe('retired codes', () => {
	it('a retired code with a replacement is a valid registry entry', () => {
		const withRetired = parseRegistry({ ...registry, codes: [...registry.codes, retired] });
		const entry = withRetired.codes.find((c) => c.code === 'vm_service_timeout')!;
		expect(entry.deprecated).toMatchObject({ since: '3.0.0', replacement: 'connect_failed' });
	});

	it('a replacement that is not in the registry is rejected', () => {
		const bad = { ...retired, deprecated: { ...retired.deprecated!, replacement: 'no_such_code' } };
		expect(() => parseRegistry({ ...registry, codes: [...registry.codes, bad] })).toThrow(
			/codes › vm_service_timeout › deprecated\.replacement: "no_such_code" is not another code/,
		);
	});

	it('a retirement notice needs both languages', () => {
		const bad = { ...retired, deprecated: { ...retired.deprecated!, note: { en: 'Gone.' } } };
		expect(() => parseRegistry({ ...registry, codes: [...registry.codes, bad] })).toThrow(
			/deprecated\.note\.zh-TW/,
		);
	});

	it('no code of the v3 registry is retired today', () => {
		expect(registry.codes.filter((c) => c.deprecated)).toStrictEqual([]);
	});
});
