import * as z from 'zod';
import {
	cliFactsSchema,
	codeEntrySchema,
	emissionSchema,
	exitCodeSchema,
	fixSchema,
	localizedTextSchema,
	placeholderSchema,
	surfaceSchema,
} from './registrySchema.ts';

/**
 * The shape of one `/codes.json` record, built from the registry's own field schemas so that the two
 * cannot drift apart. It is the record's one definition: `CodeRecord` is derived from it, and
 * `codeRecord()` (codesExport.ts) is typed by it. The MCP server declares it as the output of `explain_code`;
 * `tests/unit/registry/codeRecordSchema.test.ts` parses every code's record with it.
 */
const entry = codeEntrySchema.shape;

const descriptor = z
	.strictObject({
		code: entry.code,
		category: entry.category,
		retryable: entry.retryable,
		exitCode: entry.exitCode,
		httpLikeStatus: entry.httpLikeStatus,
	})
	.meta({
		description: '`descriptor` exactly as flutter_mcp_cli emits it: five keys, `code` first.',
	});

export const codeRecordSchema = z.strictObject({
	code: entry.code,
	sourceArea: entry.sourceArea,
	layer: z.string().meta({ description: 'Id of the layer of the source area.' }),
	retryable: entry.retryable,
	exitCode: entry.exitCode,
	exitCodeName: exitCodeSchema.shape.name,
	category: entry.category,
	httpLikeStatus: entry.httpLikeStatus,
	since: entry.since.unwrap().nullable().meta({
		description: 'The contract version that introduced the code; null for a later code.',
	}),
	addedIn: z.string().nullable().meta({
		description:
			'For a code the contract table lacks: the release that added it (`3.0.0`); null for a code of the contract.',
	}),
	deprecated: entry.deprecated.unwrap().nullable(),
	removedIn: z.string().nullable().meta({
		description: 'The release that no longer declares the code; null while it exists.',
	}),
	changedValues: z
		.array(
			z.strictObject({
				release: z.string(),
				field: z.enum(['category', 'retryable', 'exitCode', 'httpLikeStatus']),
				value: z.union([z.string(), z.number(), z.boolean()]),
			}),
		)
		.meta({
			description:
				'Descriptor values later releases changed, oldest first: from `release` on, `field` is `value`. The top-level values are the first.',
		}),
	changedRecoveries: z
		.array(
			z.strictObject({
				release: z.string(),
				summary: z.string(),
				fixCommands: z.array(z.string()),
			}),
		)
		.meta({
			description:
				'Recoveries later releases print instead of `cli.recovery`, oldest first: from `release` on.',
		}),
	draft: z.array(z.string()).nullable().meta({
		description:
			'For a code upstream:check --write added: the fields still to write (its page says so); null otherwise.',
	}),
	meaning: entry.meaning,
	description: localizedTextSchema.meta({
		description:
			'When the code fires, as one paragraph: what happened, the usual cause, the edge cases (the page shows them as parts).',
	}),
	recovery: z.strictObject({
		kind: z.enum(['command', 'instruction']),
		command: z.string().nullable().meta({
			description:
				'The contract’s fix command, placeholders in `<angle_brackets>`; null for an instruction.',
		}),
		instruction: localizedTextSchema.nullable(),
		summary: localizedTextSchema,
		placeholders: z.array(placeholderSchema.pick({ name: true, description: true })),
	}),
	fixes: z.array(fixSchema).meta({
		description:
			'What to do, per cause, the likely one first, each with its check (both languages; commands in the newest release’s binary). Empty for a code the registry has no fixes for yet: then `recovery` is the advice.',
	}),
	descriptor,
	cli: z.strictObject({
		emission: emissionSchema,
		raisedAt: localizedTextSchema,
		messages: z
			.array(z.string())
			.meta({ description: 'Every message format of the code; variable parts written `<slot>`.' }),
		details: cliFactsSchema.shape.details,
		surfaces: z.array(surfaceSchema),
		daemonRpcCode: z.int().nullable(),
		recovery: cliFactsSchema.shape.recovery,
		sources: cliFactsSchema.shape.sources,
	}),
	deviations: z.array(z.string()).meta({
		description: 'Ids of the differences between contract and CLI that concern the code.',
	}),
	example: z
		.strictObject({
			code: entry.code,
			message: z.string(),
			details: z.record(z.string(), z.unknown()).nullable(),
			descriptor,
			recovery: z.strictObject({ summary: z.string(), fix_command: z.string() }),
		})
		.nullable()
		.meta({
			description:
				'An error object as the CLI builds it (`CoreError.toJson`); null when no shipped binary reports the code.',
		}),
	urls: z
		.strictObject({ en: z.url(), 'zh-TW': z.url() })
		.meta({ description: 'The code’s page in each language.' }),
});

/** One record of `/codes.json`. */
export type CodeRecord = z.output<typeof codeRecordSchema>;
