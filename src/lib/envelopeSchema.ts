import * as z from 'zod/mini';

/**
 * The v3 error envelope, in zod/mini so the playground can ship it (a few KB) and the site can export
 * it as JSON Schema (`/schemas/envelope-v3.json`) from the very same definition.
 *
 * Objects are loose on purpose: the contract may grow new optional fields, and clients must ignore
 * fields they do not know. What is listed here is stable.
 */
export interface EnvelopeSchemaOptions {
	/** The registry's codes. With them `code` is an enum (the exported schema); without, any non-empty string (the engine, which reports unknown codes itself with suggestions). */
	codes?: readonly [string, ...string[]];
}

export function createEnvelopeSchema(options: EnvelopeSchemaOptions = {}) {
	const code = options.codes
		? z.enum(options.codes).check(z.describe('Stable machine-readable error code from the registry.'))
		: z.string().check(z.minLength(1), z.describe('Stable machine-readable error code from the registry.'));
	return z
		.looseObject({
			code,
			message: z.string().check(z.describe('Human-readable explanation of this occurrence. Not stable: never match on it.')),
			details: z
				.record(z.string(), z.unknown())
				.check(z.describe('Facts about this occurrence (URIs, names, IDs). Keys vary by code; some fill placeholders of fix_command.')),
			descriptor: z
				.looseObject({
					category: z.string().check(z.minLength(1), z.describe('Class of failure; follows from the exit code.')),
					retryable: z.boolean().check(z.describe('Whether repeating the same call unchanged may succeed.')),
					exitCode: z.int().check(z.minimum(0), z.maximum(255), z.describe('Exit status of the CLI (BSD sysexits.h; 1 for doctor).')),
					httpLikeStatus: z
						.int()
						.check(z.minimum(100), z.maximum(599), z.describe('HTTP status with the same meaning; follows from the category.')),
				})
				.check(z.describe('Registry facts about the code, repeated so a client needs no lookup.')),
			recovery: z
				.looseObject({
					summary: z.string().check(z.describe('One sentence: what to do next.')),
					fix_command: z
						.string()
						.check(z.describe('The command to run next (or, for codes with no single command, the instruction).')),
				})
				.check(z.describe('What to do about it.')),
		})
		.check(
			z.meta({
				title: 'flutter_mcp_cli error envelope (v3)',
				description: 'The JSON object every failing flutter_mcp_cli tool or resource call returns.',
			}),
		);
}

export type EnvelopeSchema = ReturnType<typeof createEnvelopeSchema>;
export type Envelope = z.infer<EnvelopeSchema>;

/** The JSON Schema 2020-12 document published at `/schemas/envelope-v3.json`. */
export function envelopeJsonSchema(codes: readonly [string, ...string[]], id: string): Record<string, unknown> {
	const schema = z.toJSONSchema(createEnvelopeSchema({ codes }), { target: 'draft-2020-12' }) as Record<string, unknown>;
	const { $schema, ...rest } = schema;
	return { $schema, $id: id, ...rest };
}
