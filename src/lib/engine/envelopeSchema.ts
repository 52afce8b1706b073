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

/**
 * Attaches documentation through the global registry rather than `.check(z.describe())`: a check
 * runs on every parse and halved the playground's validations per second, while registry metadata
 * costs nothing at parse time and `z.toJSONSchema` still reads it.
 */
function described<T extends z.ZodMiniType>(schema: T, description: string, title?: string): T {
	z.globalRegistry.add(schema, title ? { title, description } : { description });
	return schema;
}

export function createEnvelopeSchema(options: EnvelopeSchemaOptions = {}) {
	const codeDescription = 'Stable machine-readable error code from the registry.';
	const code = options.codes ? described(z.enum(options.codes), codeDescription) : described(z.string().check(z.minLength(1)), codeDescription);
	return described(
		z.looseObject({
			code,
			message: described(z.string(), 'Human-readable explanation of this occurrence. Not stable: never match on it.'),
			details: described(
				z.nullable(z.record(z.string(), z.unknown())),
				'Facts about this occurrence (targets, IDs, paths), or null when the failure has none, as for most. Keys vary by code.',
			),
			descriptor: described(
				z.looseObject({
					code: described(z.optional(z.string().check(z.minLength(1))), 'The code again; flutter_mcp_cli writes it first.'),
					category: described(z.string().check(z.minLength(1)), 'Class of failure, from the CLI’s descriptor table.'),
					retryable: described(z.boolean(), 'Whether repeating the same call unchanged may succeed.'),
					exitCode: described(z.int().check(z.minimum(0), z.maximum(255)), 'Exit status of the CLI (BSD sysexits.h; 1 for doctor).'),
					httpLikeStatus: described(z.int().check(z.minimum(100), z.maximum(599)), 'HTTP status with the same meaning, from the CLI’s descriptor table.'),
				}),
				'Registry facts about the code, repeated so a client needs no lookup.',
			),
			recovery: described(
				z.looseObject({
					summary: described(z.string(), 'One sentence: what to do next.'),
					fix_command: described(z.string(), 'The command to run next (or, for codes with no single command, the instruction).'),
				}),
				'What to do about it.',
			),
		}),
		'The JSON object every failing flutter_mcp_cli tool or resource call returns.',
		'flutter_mcp_cli error envelope (v3)',
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
