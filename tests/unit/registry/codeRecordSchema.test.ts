import { describe, expect, it } from 'vitest';
import { codeRecord, codeRecordSchema, registry } from '../../../src/lib/registry/index.ts';

describe('codeRecordSchema', () => {
	it.each(registry.codes.map((entry) => [entry.code, entry] as const))(
		'describes the /codes.json record of %s',
		(_, entry) => {
			const record = codeRecord(registry, entry, 'https://playbook.example.com');
			expect(codeRecordSchema.parse(record)).toStrictEqual(record);
		},
	);

	it('rejects a record that lost a member or gained one', () => {
		const { urls: _, ...withoutUrls } = codeRecord(registry, registry.codes[0]!);
		expect(codeRecordSchema.safeParse(withoutUrls).success).toBe(false);
		expect(
			codeRecordSchema.safeParse({ ...codeRecord(registry, registry.codes[0]!), extra: 1 }).success,
		).toBe(false);
	});
});
