import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { buildCodesExport, exampleEnvelope, registry } from '../../../src/lib/registry/index.ts';
import { createEnvelopeSchema, envelopeJsonSchema } from '../../../src/lib/engine/index.ts';
import { readContractTable } from '../../support/contractTable.ts';

const codes = registry.codes.map((c) => c.code) as [string, ...string[]];
const jsonSchema = envelopeJsonSchema(codes, 'https://example.test/schemas/envelope-v3.json');
// ajv is a test-only dependency: it proves the exported JSON Schema means what the zod schema means.
const validateWithAjv = new Ajv2020({ allErrors: true, strict: true }).compile(jsonSchema);
const zodSchema = createEnvelopeSchema({ codes });

const examples = registry.codes.flatMap((entry) =>
	(['en', 'zh-TW'] as const).map((lang) => [`${entry.code} (${lang})`, exampleEnvelope(registry, entry, lang)] as const),
);

describe('/schemas/envelope-v3.json', () => {
	it('is a JSON Schema 2020-12 document with its own $id', () => {
		expect(jsonSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
		expect(jsonSchema.$id).toBe('https://example.test/schemas/envelope-v3.json');
	});

	it('lists exactly the registry’s codes as the enum of code', () => {
		const properties = jsonSchema.properties as Record<string, { enum?: string[] }>;
		expect(properties.code?.enum).toStrictEqual(readContractTable().map((row) => row.code));
	});

	it.each(examples)('the example envelope of %s passes the zod schema and the JSON Schema', (_, envelope) => {
		expect(zodSchema.safeParse(envelope).success).toBe(true);
		expect(validateWithAjv(envelope), JSON.stringify(validateWithAjv.errors)).toBe(true);
	});

	it.each([
		['an unknown code', (e: Record<string, unknown>) => ({ ...e, code: 'conect_failed' })],
		['no recovery', ({ recovery: _, ...e }: Record<string, unknown>) => e],
		['a string exit code', (e: Record<string, unknown>) => ({ ...e, descriptor: { ...(e.descriptor as object), exitCode: '67' } })],
		['a status out of range', (e: Record<string, unknown>) => ({ ...e, descriptor: { ...(e.descriptor as object), httpLikeStatus: 99 } })],
	])('both schemas reject %s', (_, mutate) => {
		const broken = mutate(exampleEnvelope(registry, registry.codes[1]!, 'en') as unknown as Record<string, unknown>);
		expect(zodSchema.safeParse(broken).success).toBe(false);
		expect(validateWithAjv(broken)).toBe(false);
	});

	it('accepts fields the contract may add later (objects are open)', () => {
		const grown = { ...exampleEnvelope(registry, registry.codes[0]!, 'en'), traceId: 'abc' };
		expect(validateWithAjv(grown)).toBe(true);
	});
});

describe('/codes.json', () => {
	const doc = buildCodesExport(registry, 'https://errors.example.test/');

	it('has one record per contract row with the contract’s facts', () => {
		const contract = readContractTable();
		expect(
			doc.codes.map((r) => ({
				code: r.code,
				sourceArea: r.sourceArea,
				meaning: r.meaning.en,
				retryable: r.retryable,
				exitCode: r.exitCode,
				recovery: r.recovery.command ?? r.recovery.instruction?.en,
			})),
		).toStrictEqual(contract);
	});

	it('gives each record its descriptor, both texts, an example and absolute page URLs', () => {
		const record = doc.codes.find((r) => r.code === 'connect_failed')!;
		expect(record.descriptor).toStrictEqual({ category: 'connection', retryable: true, exitCode: 67, httpLikeStatus: 502 });
		expect(record.urls).toStrictEqual({
			en: 'https://errors.example.test/codes/connect_failed/',
			'zh-TW': 'https://errors.example.test/zh-tw/codes/connect_failed/',
		});
		expect(record.meaning['zh-TW']).not.toBe('');
		expect(validateWithAjv(record.example['zh-TW'])).toBe(true);
		expect(doc.schema).toBe('https://errors.example.test/schemas/envelope-v3.json');
	});
});
