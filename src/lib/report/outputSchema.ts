import * as z from 'zod';
import { engineRegistry, inputKinds } from '../engine/index.ts';

/**
 * What `error-playbook validate --json` prints, version 1: the one definition. `validationJson` is
 * typed by it, the site publishes it as JSON Schema (`/schemas/validate-output-v1.json`), the
 * validator package ships that file, and `tests/unit/report/outputSchema.test.ts` checks real
 * outputs against it. The CLI itself never loads this module (full zod would slow its start).
 *
 * Adding an optional member is compatible; removing or renaming one is a v2 with a new file.
 */

const pointer = z.string().meta({
	description: 'RFC 6901 JSON Pointer into the parsed input, wrapper included; "" is the root.',
});

const finding = z
	.strictObject({
		severity: z
			.enum(['error', 'warning', 'info'])
			.meta({ description: '`error` makes the input invalid; `warning` and `info` do not.' }),
		rule: z.string().meta({
			description: 'Stable id such as `shape.missing` or `descriptor.mismatch`: safe to key on.',
		}),
		pointer,
		line: z.int().min(1).meta({ description: '1-based line in the input text.' }),
		column: z
			.int()
			.min(1)
			.meta({ description: '1-based column in the input text, in UTF-16 code units.' }),
		start: z.int().min(0).meta({
			description:
				'Where the text the finding is about begins, as an offset in UTF-16 code units into the input text (after UTF-8 decoding); line:column is this place. For an editor that marks the range.',
		}),
		end: z.int().min(0).meta({
			description:
				'Where that text ends (exclusive), in the same units: the whole value at the pointer, the repeated key, the object a missing member belongs in, or the one character a syntax error stops at.',
		}),
		message: z
			.string()
			.meta({ description: 'The finding in the output language. Not stable: never match on it.' }),
		expected: z.string().optional().meta({ description: 'What the contract wants, as JSON text.' }),
		actual: z.string().optional().meta({ description: 'What the input has, as JSON text.' }),
		suggestions: z.array(z.string()).optional().meta({
			description:
				'For `code.unknown`: codes of this site’s code list the input probably meant, best first.',
		}),
	})
	.meta({ description: 'One thing the validator has to say about the input, with its place.' });

const carrier = z
	.discriminatedUnion('kind', [
		z.strictObject({ kind: z.literal('whole') }),
		z.strictObject({ kind: z.literal('terminal-text') }),
		z.strictObject({
			kind: z.literal('ndjson'),
			line: z.int().min(1).meta({ description: 'Line of the stream that was checked.' }),
			messages: z.int().min(0).meta({ description: 'JSON messages in the stream.' }),
			failureLines: z
				.array(z.int().min(1))
				.meta({ description: 'Lines of the stream that carry a failure.' }),
		}),
	])
	.meta({
		description:
			'How the checked JSON sat in the input: the whole text, found inside other text (a log, a terminal transcript), or one line of a newline-delimited stream.',
	});

const recovery = z
	.strictObject({
		command: z.string().nullable().meta({
			description:
				'The command to run next, placeholders filled from the payload where it names them; null for codes with an instruction instead, unknown codes and inputs without an error object.',
		}),
		summary: z
			.string()
			.meta({ description: 'One sentence: what to do next, or why there is no recovery.' }),
		instruction: z.string().nullable().optional().meta({
			description:
				'This site’s instruction (from its code list), for codes that have no single command.',
		}),
		printed: z.string().nullable().optional().meta({
			description:
				'What flutter_mcp_cli itself prints as fix_command (English, verbatim). With `fromPayload`, the payload’s own fix_command: a quote of what the CLI said, not a command this site vouches for.',
		}),
		unfilled: z
			.array(z.string())
			.optional()
			.meta({ description: 'Placeholders left as `<name>` because details had no usable value.' }),
		fillAlso: z.string().optional().meta({
			description:
				'A literal of the command that is only an example, named in the output language (connect_failed’s port 8181): to replace as the unfilled placeholders are.',
		}),
		unsafe: z.array(z.string()).optional().meta({
			description: 'Placeholders whose details value was refused as unsafe to paste into a shell.',
		}),
		form: z.string().optional().meta({
			description:
				'Whose words the command is in, in the output language: the detected release’s form (flutter-mcp-toolkit for any ≥ 3.0.0 payload), or, with `fromPayload`, that `printed` is the payload’s own fix_command.',
		}),
		fromPayload: z.boolean().optional().meta({
			description:
				'true when the code is not in this site’s code list and `printed` is the payload’s own recovery.fix_command, from a release newer than that list: what the CLI said, to show as a quote, never to run. `command` is then null.',
		}),
	})
	.meta({
		description:
			'This site’s recovery for the code. The optional members are present exactly when the code is in this site’s code list.',
	});

const explanation = z
	.strictObject({
		id: z
			.string()
			.meta({ description: 'Stable id such as `toolkitMissing` or `rpcInvalidParams`.' }),
		title: z.string(),
		text: z.string(),
		steps: z
			.array(z.strictObject({ label: z.string(), command: z.string().nullable() }))
			.meta({ description: 'Commands or instructions to follow, in order.' }),
		relatedCode: z.string().nullable().meta({
			description: 'A code of this site’s code list the explanation is about, when there is one.',
		}),
	})
	.meta({
		description:
			'For an input that is not an error object: a known failure or success of the CLI, or text that is no output of it (`notCliOutput`): what it is and what to do.',
	});

const release = z
	.strictObject({
		id: z
			.string()
			.nullable()
			.meta({
				description: `The release (\`3.0.7\`, \`4.0.0-dev.1\`) or the contract snapshot (\`${engineRegistry.releases[0]!.id}\`); null when nothing in the payload tells.`,
			}),
		atLeast: z.boolean().meta({
			description:
				'true: this release or a later one printed it. false for the contract snapshot, or when nothing tells.',
		}),
		label: z.string().nullable().meta({
			description:
				'`flutter-mcp-toolkit ≥ 3.0.7`, or the contract snapshot’s label; null when nothing tells.',
		}),
		surface: z.string().meta({
			description: 'The surface it came in: `intentcall`, `bundle-step`, `array` or `classic`.',
		}),
		evidence: z
			.array(z.string())
			.meta({ description: 'Each mark of a release seen in the payload, in the output language.' }),
		text: z.string().meta({
			description:
				'One line in the output language: the release and the surface, or that it cannot be told.',
		}),
		mixed: z.boolean().meta({
			description: 'true when the marks contradict each other (no release prints them together).',
		}),
		spelling: z.string().optional().meta({
			description:
				'The command name the texts use for the reader: as a pasted transcript ran it (`fmtk`), else the release’s binary (`flutter-mcp-toolkit`); `flutter_mcp_cli` only for a payload of the v3 contract’s snapshot. Name commands with it.',
		}),
	})
	.meta({
		description:
			'Which release of the CLI printed the payload, as far as its marks tell (releases.json `signals`). Absent without an error object.',
	});

const fix = z
	.strictObject({
		id: z.string().meta({
			description: 'The fix’s id, stable within the code; `page` ends with its anchor `#fix-<id>`.',
		}),
		page: z.url().meta({ description: 'The fix on the code’s page, in the output language.' }),
		cause: z
			.string()
			.meta({ description: 'The situation this fix answers, in the output language.' }),
		steps: z.array(z.string()).meta({
			description: 'What to do, in order, in the output language; `backticks` mark code.',
		}),
		command: z.string().nullable().meta({
			description:
				'The command to run, in the detected release’s binary, placeholders filled from anywhere in the input (the payload, a transcript’s ws:// URI, flutter run’s line); null when the fix has none.',
		}),
		check: z
			.strictObject({
				command: z.string().nullable().meta({
					description: 'What to run to see that the fix worked (filled the same way), or null.',
				}),
				expect: z
					.string()
					.meta({ description: 'What it prints when the fix worked, in the output language.' }),
			})
			.meta({ description: 'How a person or an agent knows the fix is done.' }),
		selectedBy: z.enum(['when', 'only', 'usual', 'first']).meta({
			description:
				'`when`: the payload met the fix’s conditions (`matched`). `only`: none met, and it is the code’s one fix. `usual`: none met, and this is the code’s usual fix. `first`: none met and every fix has conditions, so the likeliest.',
		}),
		matched: z
			.array(
				z.strictObject({
					member: z.string().meta({
						description:
							'`details.<member>`, `message` (starts with), `command` (meta.command), `surface` or `exitCode`.',
					}),
					value: z.string().meta({
						description:
							'The value it held, as JSON text (`"no_targets"`, `67`); `"*"`: the member is present.',
					}),
				}),
			)
			.meta({ description: 'The conditions that selected the fix.' }),
		unfilled: z.array(z.string()).meta({
			description:
				'Placeholders of `command` or `check.command` left as `<name>`: the input did not give them.',
		}),
		unsafe: z.array(z.string()).meta({
			description:
				'Placeholders whose value in the input was refused as unsafe to paste into a shell.',
		}),
		others: z
			.array(
				z.strictObject({
					id: z.string(),
					number: z.number().int().meta({ description: 'Its number on the code page: “Fix 3”.' }),
					cause: z.string(),
				}),
			)
			.meta({ description: 'The code’s other fixes, in the order to try them.' }),
	})
	.meta({
		description:
			'This site’s fix for the branch the payload selects, ending with its check. Absent for a code without fixes or without an error object.',
	});

const next = z
	.strictObject({
		id: z.string().meta({
			description:
				'Stable: `recover` (the code’s retry advice), `wrapperCode` (IntentCall’s own code in an error object), `unknownCode`, `brokenJson`, `noEnvelope`, or the explanation’s id (`toolkitMissing`, `intentCallFailure`, `success`, `notCliOutput`, …).',
		}),
		text: z.string().meta({
			description:
				'What to do next, one sentence in the output language, without the "Next:" label. Not stable: never match on it.',
		}),
		page: z.url().meta({
			description:
				'The page that explains it: the code’s page, or a section of a guide (with its fragment), in the output language.',
		}),
	})
	.meta({
		description:
			'What to do next and where it is explained: every verdict with input has one, error object or not. Absent for empty input.',
	});

export function createValidateOutputSchema() {
	return z
		.strictObject({
			valid: z
				.boolean()
				.meta({ description: 'true exactly when `verdict` is `valid` (exit status 0).' }),
			verdict: z.enum(['valid', 'invalid', 'not-envelope', 'none']).meta({
				description:
					'`valid`/`invalid`: an error object was checked. `not-envelope`: a known failure or success of the CLI, see `explanation`. `none`: empty input.',
			}),
			inputKind: z.enum(inputKinds).meta({
				description:
					'What the input is: the surface the CLI failed on, a plain failure, or none of these (`not-json` with `looksLike` for text that is no output of the CLI).',
			}),
			inputKindDetail: z.string().meta({
				description:
					'One line in the output language: what was detected and where the error object was found.',
			}),
			carrier,
			envelopePointer: pointer.nullable().meta({
				description:
					'Pointer of the error object inside the parsed input; null when there is none.',
			}),
			code: z
				.string()
				.nullable()
				.meta({ description: 'The error object’s code when it is a string, else null.' }),
			codeStatus: z.enum(['contract', 'later', 'unknown']).nullable().meta({
				description:
					'`contract`: a code of the v3 contract; `later`: added by a release after it (flutter-mcp-toolkit 3.0.0 or later); `unknown`: clients treat it as unknown_error; null without a code.',
			}),
			page: z.url().nullable().meta({
				description:
					'The site’s page of the code (or of the code an explanation is about), in the output language; null for an unknown code or none.',
			}),
			counts: z
				.strictObject({ errors: z.int().min(0), warnings: z.int().min(0), infos: z.int().min(0) })
				.meta({
					description: 'Findings by severity, as the text output’s verdict line counts them.',
				}),
			findings: z.array(finding).meta({ description: 'Sorted by position in the input.' }),
			recovery,
			retry: z.strictObject({ label: z.string(), text: z.string() }).nullable().meta({
				description:
					'This site’s retry advice for the code; null when the code is unknown or there is none.',
			}),
			explanation: explanation.nullable(),
			release: release.optional(),
			fix: fix.optional(),
			next: next.optional(),
			looksLike: z.enum(['html', 'traceback', 'flutter-report', 'log', 'text']).optional().meta({
				description:
					'For text that is no output of the CLI (`explanation.id` `notCliOutput`, verdict `not-envelope`): what it looks like.',
			}),
		})
		.meta({
			title: 'error-playbook validate --json output (v1)',
			description: 'What `error-playbook validate --json` prints for one input.',
		});
}

export type ValidateOutput = z.output<ReturnType<typeof createValidateOutputSchema>>;

const readFailure = z
	.strictObject({
		reason: z
			.enum(['not-found', 'is-directory', 'invalid-utf8', 'too-large', 'unreadable', 'no-match'])
			.meta({
				description:
					'`no-match`: a directory without a .json, .ndjson, .txt or .log file. A glob that matches nothing is `not-found`.',
			}),
		message: z.string().meta({ description: 'One sentence in the output language.' }),
	})
	.meta({ description: 'Why the input was not checked.' });

/**
 * One input that could not be read: what `validate --json` prints for it when it is the only input,
 * and its entry in `files` among several.
 */
function createUnreadableInputSchema() {
	return z
		.strictObject({
			path: z.string().meta({ description: 'The input as given or found; `-` is standard input.' }),
			exitCode: z.literal(2),
			error: readFailure,
		})
		.meta({ title: 'An input validate could not read' });
}

/**
 * What `validate --json` prints for several inputs, or for a directory or a glob (whose number of
 * files a script cannot know beforehand): one document, each input's own v1 report unchanged.
 */
export function createValidateFilesOutputSchema() {
	const exitCode = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
	return z
		.strictObject({
			exitCode: exitCode.meta({
				description:
					'The exit status of the run: the worst input’s, in the order 2 (not read), 1 (invalid), 3 (no error object), 0 (valid).',
			}),
			counts: z
				.strictObject({
					inputs: z.int().min(0),
					valid: z.int().min(0),
					invalid: z.int().min(0),
					notEnvelope: z.int().min(0),
					unreadable: z.int().min(0),
				})
				.meta({ description: 'Inputs by exit status: 0, 1, 3 and 2.' }),
			files: z
				.array(
					z.union([
						z
							.strictObject({
								path: z.string(),
								exitCode: z.union([z.literal(0), z.literal(1), z.literal(3)]),
								report: createValidateOutputSchema(),
							})
							.meta({
								description:
									'A checked input: `report` is exactly what `validate --json` prints for it alone.',
							}),
						createUnreadableInputSchema(),
					]),
				)
				.meta({
					description:
						'In the order of the arguments; a directory’s or a glob’s files sorted by path.',
				}),
		})
		.meta({
			title: 'error-playbook validate --json output for several inputs (v1)',
			description:
				'What `error-playbook validate --json` prints for several inputs, a directory or a glob.',
		});
}

export type ValidateFilesOutput = z.output<ReturnType<typeof createValidateFilesOutputSchema>>;

/**
 * The schema as JSON Schema 2020-12, with `$id` on the site it is published on. The root is the
 * report of one input, as it always was; `$defs` adds the two other documents `validate --json`
 * prints, so one published file describes all of its output: `#/$defs/files` for several inputs,
 * `#/$defs/unreadable` for one input that could not be read.
 */
export function validateOutputJsonSchema(id: string): Record<string, unknown> {
	const toJson = (schema: z.ZodType) => {
		const { $schema: _, ...rest } = z.toJSONSchema(schema, {
			target: 'draft-2020-12',
		}) as Record<string, unknown>;
		return rest;
	};
	const { $schema, ...rest } = z.toJSONSchema(createValidateOutputSchema(), {
		target: 'draft-2020-12',
	}) as Record<string, unknown>;
	const files = toJson(createValidateFilesOutputSchema());
	// Each entry's report is the root document: a reference, not a second copy of it.
	const entries = (files.properties as any).files.items.anyOf as Record<string, any>[];
	entries[0]!.properties.report = { $ref: '#' };
	return {
		$schema,
		$id: id,
		...rest,
		$defs: { files, unreadable: toJson(createUnreadableInputSchema()) },
	};
}
