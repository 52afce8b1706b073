import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import {
	buildCodesExport,
	cliStdoutEnvelope,
	exampleCoreError,
	exampleCoreErrors,
	exampleMeta,
	laterCodes,
	registry,
} from '../../../src/lib/registry/index.ts';
import { createEnvelopeSchema, envelopeJsonSchema } from '../../../src/lib/engine/index.ts';
import { readContractTable } from '../../support/contractTable.ts';
import { readCliDescriptorTable } from '../../support/cliDescriptorTable.ts';

const codes = registry.codes.map((c) => c.code) as [string, ...string[]];
const jsonSchema = envelopeJsonSchema(codes, 'https://example.test/schemas/envelope-v3.json');
// ajv is a test-only dependency: it proves the exported JSON Schema means what the zod schema means.
const validateWithAjv = new Ajv2020({ allErrors: true, strict: true }).compile(jsonSchema);
const zodSchema = createEnvelopeSchema({ codes });

const examples = exampleCoreErrors(registry).map(
	({ entry, error }) => [entry.code, error] as const,
);
const connectFailed = () =>
	exampleCoreError(registry.codes[1]!)! as unknown as Record<string, unknown>;

describe('/schemas/envelope-v3.json', () => {
	it('is a JSON Schema 2020-12 document with its own $id', () => {
		expect(jsonSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
		expect(jsonSchema.$id).toBe('https://example.test/schemas/envelope-v3.json');
	});

	it('lists exactly the registry’s codes as the enum of code: the contract’s, then the later ones', () => {
		const properties = jsonSchema.properties as Record<string, { enum?: string[] }>;
		expect(properties.code?.enum).toStrictEqual([
			...readContractTable().map((row) => row.code),
			...readCliDescriptorTable('v3.0.0-later').map((row) => row.code),
			...laterCodes(registry)
				.filter((c) => c.addedIn !== '3.0.0')
				.map((c) => c.code),
		]);
	});

	it.each(examples)(
		'the error object the CLI emits for %s passes the zod schema and the JSON Schema',
		(_, error) => {
			expect(zodSchema.safeParse(error).success).toBe(true);
			expect(validateWithAjv(error), JSON.stringify(validateWithAjv.errors)).toBe(true);
		},
	);

	it('accepts what the CLI emits: details null and descriptor.code', () => {
		const error = exampleCoreError(registry.codes.find((c) => c.code === 'invalid_command')!)!;
		expect(error.details).toBeNull();
		expect(error.descriptor.code).toBe('invalid_command');
		expect(validateWithAjv(error)).toBe(true);
	});

	it('still rejects details that are neither an object nor null, and a descriptor.code that is not a string', () => {
		const error = connectFailed();
		expect(validateWithAjv({ ...error, details: 'none' })).toBe(false);
		expect(
			validateWithAjv({ ...error, descriptor: { ...(error.descriptor as object), code: 7 } }),
		).toBe(false);
		expect(zodSchema.safeParse({ ...error, details: [] }).success).toBe(false);
	});

	it('describes the CLI, not a rule: no description says a field follows from another', () => {
		expect(JSON.stringify(jsonSchema)).not.toMatch(/follows from/);
	});

	it.each([
		['an unknown code', (e: Record<string, unknown>) => ({ ...e, code: 'conect_failed' })],
		['no recovery', ({ recovery: _, ...e }: Record<string, unknown>) => e],
		[
			'a string exit code',
			(e: Record<string, unknown>) => ({
				...e,
				descriptor: { ...(e.descriptor as object), exitCode: '67' },
			}),
		],
		[
			'a status out of range',
			(e: Record<string, unknown>) => ({
				...e,
				descriptor: { ...(e.descriptor as object), httpLikeStatus: 99 },
			}),
		],
	])('both schemas reject %s', (_, mutate) => {
		const broken = mutate(connectFailed());
		expect(zodSchema.safeParse(broken).success).toBe(false);
		expect(validateWithAjv(broken)).toBe(false);
	});

	it('accepts fields the contract may add later (objects are open)', () => {
		const grown = { ...connectFailed(), traceId: 'abc' };
		expect(validateWithAjv(grown)).toBe(true);
	});
});

describe('/codes.json', () => {
	const doc = buildCodesExport(registry, 'https://errors.example.test/');

	it('has one record per contract row with the contract’s facts', () => {
		const contract = readContractTable();
		expect(
			doc.codes
				.filter((r) => r.addedIn === null)
				.map((r) => ({
					code: r.code,
					sourceArea: r.sourceArea,
					meaning: r.meaning.en,
					retryable: r.retryable,
					exitCode: r.exitCode,
					recovery: r.recovery.command ?? r.recovery.instruction?.en,
				})),
		).toStrictEqual(contract);
	});

	it('carries the descriptor the CLI emits, for 36 of 36 codes and the 15 later ones', () => {
		const table = [...readCliDescriptorTable(), ...readCliDescriptorTable('v3.0.0-later')];
		// A code a later release added is compared with that release's catalog by upstream:check.
		const upTo300 = doc.codes.filter((r) => r.addedIn === null || r.addedIn === '3.0.0');
		expect(upTo300.map((r) => r.descriptor)).toStrictEqual(
			table.map(({ code, category, retryable, exitCode, httpLikeStatus }) => ({
				code,
				category,
				retryable,
				exitCode,
				httpLikeStatus,
			})),
		);
	});

	it('carries what the CLI does with each code', () => {
		const record = (code: string) => doc.codes.find((r) => r.code === code)!;
		expect(record('state_lock_conflict').cli).toMatchObject({
			emission: 'never',
			surfaces: [],
			daemonRpcCode: -32009,
		});
		expect(record('doctor_critical_failed').cli).toMatchObject({
			emission: 'exitCodeOnly',
			daemonRpcCode: null,
		});
		expect(record('get_vm_failed').cli.recovery).toStrictEqual({
			source: 'fallback',
			summary: 'Inspect error details and retry once prerequisites are fixed.',
			fixCommands: ['flutter_mcp_cli doctor --json'],
		});
		expect(record('write_blocked').deviations).toEqual(
			expect.arrayContaining(['write-blocked-wording', 'write-blocked-daemon-flag']),
		);
		expect(record('unknown_error').example).toBeNull();
		expect(doc.codes.filter((r) => r.addedIn === '3.0.0')).toHaveLength(15);
		expect(record('hover_failed')).toMatchObject({ since: null, addedIn: '3.0.0' });
		expect(record('hover_failed').urls.en).toBe('https://errors.example.test/codes/hover_failed/');
		expect(doc.wrapperCodes.map((w) => w.code).sort()).toStrictEqual([
			'intent_execution_error',
			'validation_error',
		]);
	});

	it('gives each record its descriptor, both texts, an example and absolute page URLs', () => {
		const record = doc.codes.find((r) => r.code === 'connect_failed')!;
		expect(record.descriptor).toStrictEqual({
			code: 'connect_failed',
			category: 'connectivity',
			retryable: true,
			exitCode: 67,
			httpLikeStatus: 503,
		});
		expect(record.urls).toStrictEqual({
			en: 'https://errors.example.test/codes/connect_failed/',
			'zh-TW': 'https://errors.example.test/zh-tw/codes/connect_failed/',
		});
		expect(record.meaning['zh-TW']).not.toBe('');
		expect(validateWithAjv(record.example)).toBe(true);
		expect(
			validateWithAjv(
				cliStdoutEnvelope(record.example!, exampleMeta(registry.codes[1]!.example!.cli!)),
			),
		).toBe(false);
		expect(doc.schema).toBe('https://errors.example.test/schemas/envelope-v3.json');
	});
});
