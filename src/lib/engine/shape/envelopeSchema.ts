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
	const code = options.codes
		? described(z.enum(options.codes), codeDescription)
		: described(z.string().check(z.minLength(1)), codeDescription);
	return described(
		z.looseObject({
			code,
			message: described(
				z.string(),
				'Human-readable explanation of this occurrence. Not stable: never match on it.',
			),
			details: described(
				z.nullable(z.record(z.string(), z.unknown())),
				'Facts about this occurrence, or null: flutter_mcp_cli sends null unless the failure site has something to add. Keys vary by code and by failure site.',
			),
			descriptor: described(
				z.looseObject({
					code: described(
						z.optional(z.string()),
						'The error’s code again: flutter_mcp_cli writes it first; the contract’s example leaves it out.',
					),
					category: described(
						z.string().check(z.minLength(1)),
						'Class of failure, from flutter_mcp_cli’s descriptor map.',
					),
					retryable: described(
						z.boolean(),
						'Whether repeating the same call unchanged may succeed.',
					),
					exitCode: described(
						z.int().check(z.minimum(0), z.maximum(255)),
						'Exit status of the CLI (BSD sysexits.h; 1 for doctor).',
					),
					httpLikeStatus: described(
						z.int().check(z.minimum(100), z.maximum(599)),
						'HTTP status with a similar meaning, from flutter_mcp_cli’s descriptor map.',
					),
				}),
				'Registry facts about the code, repeated so a client needs no lookup.',
			),
			recovery: described(
				z.looseObject({
					summary: described(z.string(), 'One sentence: what to do next.'),
					fix_command: described(
						z.string(),
						'The command to run next, placeholders such as <token> left for the caller (for write_blocked, an instruction).',
					),
				}),
				'What to do about it.',
			),
		}),
		'The error object flutter_mcp_cli returns for a failure: in an MCP tool result’s text, in a resource read, in the daemon’s error.data.error, and as error of its stdout {ok,data,error,meta}.',
		'flutter_mcp_cli error envelope (v3)',
	);
}

export type EnvelopeSchema = ReturnType<typeof createEnvelopeSchema>;
export type Envelope = z.infer<EnvelopeSchema>;

/** The JSON Schema 2020-12 document published at `/schemas/envelope-v3.json`. */
export function envelopeJsonSchema(
	codes: readonly [string, ...string[]],
	id: string,
): Record<string, unknown> {
	const schema = z.toJSONSchema(createEnvelopeSchema({ codes }), {
		target: 'draft-2020-12',
	}) as Record<string, unknown>;
	const { $schema, ...rest } = schema;
	return { $schema, $id: id, ...rest };
}
