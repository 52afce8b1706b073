import * as z from 'zod';
import { placeholderNamePattern } from '../engine/index.ts';

/**
 * The registry's shape. Every field documents itself with `.meta({ description })`, as Starlight's
 * own schemas do. Texts are `{ en, 'zh-TW' }` strict objects: a missing or empty translation is a
 * schema error, so it stops the build instead of falling back to English.
 */

const nonEmpty = z.string().trim().min(1, 'must not be empty');

export const localizedTextSchema = z
	.strictObject({
		en: nonEmpty.meta({ description: 'English text.' }),
		'zh-TW': nonEmpty.meta({ description: 'Traditional Chinese (Taiwan) text.' }),
	})
	.meta({ description: 'A text in every language of the site. Both are required.' });

export type LocalizedText = z.infer<typeof localizedTextSchema>;

const codeName = z
	.string()
	.regex(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, 'must be snake_case ASCII (the wire format of `code`)');

/** A placeholder such as `<token>` that a fix command leaves for the caller to fill. */
export const placeholderSchema = z.strictObject({
	name: z
		.string()
		.regex(placeholderNamePattern)
		.meta({ description: 'Name between the angle brackets, e.g. `token` for `<token>`.' }),
	description: localizedTextSchema.meta({
		description: 'What the placeholder stands for and where to find it.',
	}),
	example: nonEmpty.meta({ description: 'A realistic value, used in example envelopes.' }),
});

/**
 * How a retryable code with this exit status is retried when its condition clears by itself (a
 * lock, a flaky dependency, local I/O): the retry advice, the code pages and the retry guide read it.
 */
const backoffSchema = z
	.strictObject({
		attempts: z.number().int().min(1).max(10),
		firstDelayMs: z.number().int().min(1).max(60_000),
	})
	.meta({
		description:
			'Retries with a doubling wait: at most `attempts` of them, the first after `firstDelayMs`. Absent: a retryable code with this exit status is retried once, after its recovery.',
	});

/** One row of BSD `sysexits.h` (or 1, the generic failure the doctor command uses). */
export const exitCodeSchema = z.strictObject({
	exitCode: z.number().int().min(0).max(255),
	name: z
		.string()
		.regex(/^[A-Z_0-9]+$/)
		.meta({ description: 'Symbolic name, e.g. `EX_USAGE`.' }),
	meaning: localizedTextSchema.meta({
		description: 'What the exit status says about the failure.',
	}),
	backoff: backoffSchema.optional(),
});

/**
 * A `descriptor.category` value of the CLI (`CoreErrorCategory`). A category names a kind of
 * failure and nothing more: the CLI's own table gives each code its HTTP-like status.
 */
export const categorySchema = z.strictObject({
	id: codeName.meta({ description: 'The value of `descriptor.category`, as the CLI writes it.' }),
	label: localizedTextSchema.meta({ description: 'A short name for the category.' }),
	meaning: localizedTextSchema.meta({ description: 'Which failures the CLI files under it.' }),
});

/** A layer of `flutter_mcp_cli` where a call can fail. */
export const layerSchema = z.strictObject({
	id: codeName,
	title: localizedTextSchema,
	description: localizedTextSchema,
});

/** A source area of the contract table (the component that raises the code). */
export const sourceAreaSchema = z.strictObject({
	id: nonEmpty.meta({ description: 'The source area exactly as the contract table writes it.' }),
	slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
	layer: codeName.meta({ description: 'Id of the layer this area belongs to.' }),
	label: localizedTextSchema,
});

const commandRecovery = z.strictObject({
	kind: z.literal('command'),
	command: nonEmpty.meta({
		description:
			'The fix command exactly as the contract writes it, placeholders in `<angle_brackets>`.',
	}),
	summary: localizedTextSchema.meta({
		description: 'One sentence: what running the command achieves.',
	}),
	fillAlso: localizedTextSchema.optional().meta({
		description:
			'A literal in the command that is only an example, named as the reader replaces it (connect_failed’s port 8181): `validate` and the playground list it with the unfilled placeholders.',
	}),
});

const instructionRecovery = z.strictObject({
	kind: z.literal('instruction'),
	instruction: localizedTextSchema.meta({
		description:
			'What to do when no single command fixes it. `en` is the contract’s text, verbatim.',
	}),
	summary: localizedTextSchema,
});

export const recoverySchema = z.discriminatedUnion('kind', [commandRecovery, instructionRecovery]);
export type Recovery = z.infer<typeof recoverySchema>;

/**
 * A `path:line` or `path:first-last` reference into Arenukvern/mcp_flutter at commit b7f4434, the
 * commit whose contract table this registry follows. Evidence for a fact about the CLI.
 */
const upstreamSource = z
	.string()
	.regex(/^[A-Za-z0-9_./-]+\.(dart|md|mdx):\d+(-\d+)?$/, 'must be path:line or path:first-last')
	.meta({
		description:
			'Upstream evidence: a file of the upstream repository at the contract snapshot (the first release of releases.json) and its line (or line range).',
	});

/**
 * Evidence in a named release: `<tag or commit>:<path>:<line>` (`v3.0.0:mcp_server_dart/bin/…:566-572`),
 * or a bare commit id of Arenukvern/mcp_flutter when the whole commit is the evidence.
 */
const releaseSource = z
	.string()
	.regex(
		/^(?:[0-9a-f]{7}|(?:v\d+\.\d+\.\d+(?:-dev\.\d+)?|[0-9a-f]{7}):[A-Za-z0-9_./-]+\.(?:dart|md|mdx|yaml):\d+(?:-\d+)?)$/,
		'must be a 7-digit commit, or <tag|commit>:path:line(s)',
	)
	.meta({ description: 'Upstream evidence: a commit, or a file and line at a tag or commit.' });

/** A code's evidence: at b7f4434 for a code of the contract, at a release's tag for a later code. */
const codeSource = z
	.string()
	.refine(
		(s) => upstreamSource.safeParse(s).success || releaseSource.safeParse(s).success,
		'must be path:line (at the contract snapshot) or <tag>:path:line',
	);

const jsonObject = z.record(z.string(), z.unknown());

/** How often the shipped CLI (flutter_mcp_cli at b7f4434) puts the code in a payload. */
export const emissionSchema = z
	.enum(['emitted', 'rare', 'unreachable', 'exitCodeOnly', 'never', 'untraced'])
	.meta({
		description:
			'emitted: ordinary runs produce it. rare: real, but needs an unusual condition (timing, an exception seldom thrown). unreachable: a code path exists that the shipped binaries can take but practically never do; the surfaces say where it would arrive. exitCodeOnly: only its exit status is used. never: no shipped binary sends it, either because no code path emits it or because every path that would is cut off (a handler that cannot catch what is thrown, a command nothing can send). untraced: upstream declares it and no one has followed where the CLI raises it yet (a draft).',
	});
export type Emission = z.infer<typeof emissionSchema>;

/** A place where the CLI reports failures as envelopes. */
export const surfaceSchema = z.enum(['cli', 'mcp', 'daemon']).meta({
	description:
		'cli: the one-shot stdout line. mcp: an MCP tool result or resource read. daemon: a JSON-RPC error or watch event of `flutter_mcp_cli serve`.',
});
export type Surface = z.infer<typeof surfaceSchema>;

/** What the real CLI does with a code: where it raises it, what it prints, how it recovers. */
export const cliFactsSchema = z.strictObject({
	emission: emissionSchema,
	raisedAt: localizedTextSchema.meta({
		description: 'Where and when the CLI raises the code, in our own words.',
	}),
	sources: z.array(codeSource).min(1).meta({
		description:
			'Upstream evidence for everything in this object: `path:line` at the contract snapshot for a code of the contract, `<tag>:path:line` for a code a later release added.',
	}),
	messages: z
		.array(
			z.strictObject({
				format: nonEmpty.meta({
					description:
						'A `message` the CLI builds, verbatim; variable parts are written `<slot>`. A slot named like a placeholder (`<snapshot_id>`) gives `validate` that value for the fix. A slot that holds the value that failed (`Unsupported command: <unknown_name>`) must not: a fix filled with it fails by construction (English review 10, item 3).',
				}),
			}),
		)
		.meta({
			description:
				'Every message format of the code. Empty only when the CLI never builds the error.',
		}),
	details: z
		.array(
			z.strictObject({
				when: localizedTextSchema.meta({
					description:
						'When the CLI passes this `details`: exactly "Always." (一律如此。) for a shape it passes every time, which the page then says as one fact ("`details` is always `null`").',
				}),
				value: jsonObject.nullable().meta({
					description:
						'The `details` exactly as the CLI builds it (keys in its order), with realistic values; `null` when it passes none.',
				}),
			}),
		)
		.meta({ description: 'Every shape of `details`, the most common first.' }),
	surfaces: z.array(surfaceSchema).meta({
		description:
			'The surfaces that can carry the code. Empty when no shipped binary can report it.',
	}),
	rareWhen: localizedTextSchema.optional().meta({
		description:
			'For a code the CLI rarely sends (`emission: rare`): the condition that makes it send it, as a clause that completes “sends it only when …”. Each rare code fails for its own reason (a full disk, a held lock, bad timing), so one shared sentence misstated most of them.',
	}),
	asData: localizedTextSchema.optional().meta({
		description:
			'For a code no error object carries (`emission: never`) whose word still reaches the reader as data: where, in one sentence. The page’s notice says it after “never”, so the headline agrees with the edge cases.',
	}),
	daemon: z
		.strictObject({
			rpcCode: z.number().int().meta({
				description: 'The JSON-RPC `error.code` the daemon maps the code’s httpLikeStatus to.',
			}),
			reached: z.boolean().meta({
				description:
					'Whether the daemon can report the code at all (false: its failures reach the daemon in another form, or never).',
			}),
		})
		.nullable()
		.meta({
			description:
				'How `flutter_mcp_cli serve` reports the code; null for a code that only lends its exit status.',
		}),
	recovery: z
		.strictObject({
			source: z.enum(['static', 'computed', 'fallback']).meta({
				description:
					'static: the code has its own entry in the CLI’s recovery table. computed: built from `details`. fallback: the code has no entry and gets unknown_error’s.',
			}),
			summary: nonEmpty.meta({
				description: '`recovery.summary` as the CLI writes it (English only).',
			}),
			fixCommands: z.array(nonEmpty).min(1).meta({
				description:
					'Every `recovery.fix_command` the CLI emits for the code, verbatim; a value it computes is written as a placeholder (`<target_id>`).',
			}),
			computedSummary: localizedTextSchema.optional().meta({
				description:
					'For `source: computed`: what the computed fix_command does, in one sentence. `recovery.summary` describes the contract’s command, which a computed one replaces, so `validate` shows this one under it.',
			}),
		})
		.meta({
			description:
				'The recovery the CLI really emits, which may differ from the contract’s (`recovery`).',
		}),
});
export type CliFacts = z.infer<typeof cliFactsSchema>;

/** One occurrence of a code, as the CLI would report it: what an example envelope needs beyond the registry facts. */
export const exampleSchema = z.strictObject({
	message: nonEmpty.meta({
		description:
			'The `message`, in English exactly as the CLI prints it, variable parts filled with realistic values.',
	}),
	details: jsonObject.nullable().meta({
		description:
			'The `details`, exactly as the CLI builds it for this occurrence; `null` when it passes none.',
	}),
	cli: z
		.strictObject({
			invocation: nonEmpty.meta({
				description: 'The shell command line that produces this occurrence.',
			}),
			command: nonEmpty.nullable().meta({
				description:
					'`meta.command`: the executor’s command name; null when the CLI fails before the executor runs and prints `meta: {}`.',
			}),
			durationMs: z
				.number()
				.int()
				.min(0)
				.nullable()
				.meta({ description: '`meta.durationMs`; null exactly when `command` is null.' }),
			connectedUri: z
				.string()
				.regex(/^ws:\/\//)
				.optional()
				.meta({
					description:
						'Set when the process connected to this VM service URI (mode uri) before failing, which `meta` then reports.',
				}),
		})
		.nullable()
		.meta({
			description:
				'The one-shot CLI run that prints this occurrence; null when the CLI cannot produce this exact occurrence.',
		}),
	mcpTool: nonEmpty
		.nullable()
		.meta({ description: 'The MCP tool whose call returns this occurrence, or null.' }),
	resourceUri: nonEmpty
		.nullable()
		.meta({ description: 'An MCP resource whose read returns this occurrence, or null.' }),
	daemon: z.boolean().meta({
		description:
			'Whether the daemon’s command/execute reports this occurrence as a JSON-RPC error.',
	}),
});
export type CodeExample = z.infer<typeof exampleSchema>;

/**
 * Evidence in a repository other than mcp_flutter, at a tag: `<owner>/<repo>@<tag>:<path>:<line>`
 * (IntentCall's packages, which flutter-mcp-toolkit 4.0.0-dev depends on but does not vendor).
 */
const externalSource = z
	.string()
	.regex(
		/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+@[A-Za-z0-9_.-]+:[A-Za-z0-9_./-]+\.dart:\d+(?:-\d+)?$/,
		'must be <owner>/<repo>@<tag>:path:line(s)',
	)
	.meta({ description: 'Upstream evidence in another repository, at a tag.' });

/**
 * What in a payload picks one fix of a code over its others. Every member given must hold (they
 * are ANDed); a fix without `when` is the code's usual case. The engine reads the same object to
 * open, for a pasted payload, the branch its facts point to.
 */
export const fixWhenSchema = z
	.strictObject({
		details: z
			.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
			.optional()
			.meta({
				description:
					'Members of `details` and their values; the value "*" means the member is present, whatever its value. Each must occur in one of the code’s `cli.details` shapes.',
			}),
		message: nonEmpty.optional().meta({
			description:
				'What `message` starts with: the start of one of the code’s message formats, or a format’s literal head followed by a realistic value.',
		}),
		command: nonEmpty.optional().meta({
			description:
				'`meta.command`, the CLI command that failed (`connect`, `session_start`, `hot_reload_flutter`).',
		}),
		surface: surfaceSchema
			.optional()
			.meta({ description: 'The surface that carried the payload.' }),
		exitCode: z
			.number()
			.int()
			.optional()
			.meta({ description: 'The process’s exit status, where a transcript shows it.' }),
	})
	.refine((when) => Object.keys(when).length > 0, 'must name at least one member')
	.meta({ description: 'What selects this fix for a payload; absent for the usual case.' });
export type FixWhen = z.infer<typeof fixWhenSchema>;

/**
 * One way out of a code: the cause it answers, what to do (change, wait, run), the command to copy
 * and how to tell it worked. A code's `fixes` are in the order a reader should try them, the likely
 * one first; a page shows them all, the playground and `validate` open the one the payload selects.
 */
export const fixSchema = z.strictObject({
	id: z
		.string()
		.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case')
		.meta({ description: 'Stable within the code: the anchor `#fix-<id>` on its page.' }),
	when: fixWhenSchema.optional(),
	cause: localizedTextSchema.meta({
		description: 'The situation this fix answers, as a short sentence (the branch’s title).',
	}),
	sameCallFails: z.literal(true).optional().meta({
		description:
			'The cause stays until the caller changes something (an input error, a stale id, an app without mcp_toolkit): repeating the same call cannot help, whatever the class of the code says. `validate` and the playground then advise the fix first instead of the class’s backoff.',
	}),
	staleAddress: z.literal(true).optional().meta({
		description:
			'The cause means the app’s address in the paste no longer reaches it (the app stopped or restarted, or the address names no app), and the steps ask for the address the running app prints now. `validate` and the playground then leave `<vm_service_uri>` and `<token>` open instead of filling them with the address that just failed.',
	}),
	steps: z.array(localizedTextSchema).min(1).max(5).meta({
		description:
			'What to do, in order: what to change, what to wait for, what to run. `Backticks` for code; no Markdown beyond them.',
	}),
	command: nonEmpty.optional().meta({
		description:
			'The command to copy, as the newest release spells it (`flutter-mcp-toolkit …`; renderers rename the binary for the visitor’s release). `<placeholders>` of placeholders.json for what the reader fills.',
	}),
	check: z
		.strictObject({
			command: nonEmpty.optional().meta({
				description: 'What to run to see that the fix worked (same spelling rules as `command`).',
			}),
			expect: localizedTextSchema.meta({
				description: 'What it prints, or what happens, when the fix worked.',
			}),
		})
		.meta({ description: 'How a person or an agent knows the fix is done.' }),
	sources: z
		.array(z.union([codeSource, externalSource]))
		.min(1)
		.meta({
			description:
				'Upstream evidence for the cause, the steps and the commands (a release’s code or its agent skill, `<tag|commit>:path:line`).',
		}),
});
export type Fix = z.infer<typeof fixSchema>;

/**
 * "When it fires", in the parts a reader takes in one at a time: what happened in a sentence, the
 * usual cause, then the edge cases as a list. What to do is the code's `fixes`, never repeated here.
 * `descriptionOf` joins the parts into the one paragraph `/codes.json` and the terminal publish.
 */
export const whenItFiresSchema = z
	.strictObject({
		happened: localizedTextSchema.meta({
			description: 'What happened, in one sentence: the page’s lead under "When it fires".',
		}),
		cause: localizedTextSchema.nullable().meta({
			description:
				'The usual cause (or why the code practically never comes), in a few sentences; null when the first sentence says it all.',
		}),
		edgeCases: z.array(localizedTextSchema).meta({
			description:
				'The cases off the usual path, one item each: another surface, a failure that looks alike but is another code, a limit. Possibly empty.',
		}),
	})
	.meta({ description: 'When the code fires: what happened, the usual cause, the edge cases.' });

export type WhenItFires = z.infer<typeof whenItFiresSchema>;

export const codeEntrySchema = z.strictObject({
	code: codeName.meta({ description: 'The value of the envelope’s `code`.' }),
	sourceArea: nonEmpty.meta({
		description: 'Id of a source area (as written in the contract table).',
	}),
	retryable: z.boolean().meta({
		description:
			'`descriptor.retryable`: may the same call succeed if repeated unchanged? The contract table’s value, which the CLI’s equals.',
	}),
	exitCode: z.number().int().meta({
		description:
			'`descriptor.exitCode`, the CLI’s exit status (sysexits.h). The contract table’s value, which the CLI’s equals.',
	}),
	category: codeName.meta({
		description:
			'`descriptor.category`: the value in the CLI’s descriptor table (error_codes.dart), one of `categories`.',
	}),
	httpLikeStatus: z.number().int().min(100).max(599).meta({
		description:
			'`descriptor.httpLikeStatus`: the value in the CLI’s descriptor table (error_codes.dart).',
	}),
	since: z
		.string()
		.regex(/^\d+\.\d+\.\d+$/)
		.optional()
		.meta({
			description:
				'Contract version that introduced the code; set exactly for the codes of the contract table.',
		}),
	addedIn: z.string().optional().meta({
		description:
			'For a code the contract table does not have: the id of the release (releases.json) that added it. Its facts are that release’s, its sources cite that release’s tags.',
	}),
	draft: z
		.array(z.enum(['sourceArea', 'meaning', 'whenItFires', 'fixes', 'cli']))
		.min(1)
		.optional()
		.meta({
			description:
				'A code `upstream:check --write` added: the fields it filled with a placeholder text or a guess, which a person still has to write. Its descriptor and `cli.recovery` are upstream’s own.',
		}),
	deprecated: z
		.strictObject({
			since: z.string().regex(/^\d+\.\d+\.\d+$/),
			replacement: codeName.optional().meta({ description: 'The code emitted instead, if any.' }),
			note: localizedTextSchema,
		})
		.optional()
		.meta({ description: 'Set when the code is retired: its page stays, with a notice.' }),
	meaning: localizedTextSchema.meta({
		description: 'One line. `en` is the contract table’s meaning, verbatim.',
	}),
	whenItFires: whenItFiresSchema,
	recovery: recoverySchema.meta({
		description:
			'The contract’s recovery (its table’s last column); for a later code, the recovery this playbook advises, in that release’s words. What the CLI really emits is `cli.recovery`.',
	}),
	fixes: z.array(fixSchema).min(1).meta({
		description:
			'What to do, per cause, the likely one first: the specific fix before the generic `doctor`, each with its check.',
	}),
	retryNote: localizedTextSchema.optional().meta({
		description:
			'When repeating this code’s call helps and what to change first, naming the fix above; set where the retry advice of its class (retryable, exit code, backoff) would mislead on its own. The page shows it after that advice.',
	}),
	example: exampleSchema.nullable().meta({
		description:
			'The occurrence the code page shows; null when no shipped binary can report the code.',
	}),
	cli: cliFactsSchema,
});

export type CodeEntry = z.infer<typeof codeEntrySchema>;

/** A place where the real CLI and its contract table (or README) disagree. */
export const deviationSchema = z.strictObject({
	id: z
		.string()
		.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case')
		.meta({ description: 'Stable id, used as the anchor on the differences page.' }),
	codes: z
		.union([z.literal('all'), z.array(codeName).min(1)])
		.meta({ description: 'The codes the difference concerns, or "all".' }),
	title: localizedTextSchema,
	contract: localizedTextSchema.meta({
		description: 'What the contract table (or the README) says.',
	}),
	cli: localizedTextSchema.meta({ description: 'What the CLI really does.' }),
	sources: z.array(upstreamSource).min(1),
});
export type Deviation = z.infer<typeof deviationSchema>;

/**
 * A code a wrapper around the CLI's results sends of its own (IntentCall's `validation_error` and
 * `intent_execution_error`): not a code of the contract, no descriptor, no recovery. It gets a page
 * because people meet it where they expect a contract code.
 */
export const wrapperCodeSchema = z.strictObject({
	code: codeName.meta({ description: 'The `code` the wrapper writes.' }),
	wrapper: z.enum(['intentcall']).meta({ description: 'The layer that sends the code.' }),
	addedIn: nonEmpty.meta({
		description: 'The id of the first release (releases.json) whose payloads can carry the code.',
	}),
	meaning: localizedTextSchema.meta({ description: 'One line, our own words.' }),
	whenItFires: whenItFiresSchema,
	contractError: localizedTextSchema.meta({
		description:
			'Where the contract’s error object is, or why there is none, in a payload with this code.',
	}),
	whatToDo: localizedTextSchema.meta({
		description: 'What to do about it; the wrapper itself prints no recovery.',
	}),
	fixes: z.array(fixSchema).min(1).meta({
		description: 'What to do, per cause, the likely one first, each with its check.',
	}),
	retry: localizedTextSchema.meta({
		description: 'Whether repeating the call can help, and when.',
	}),
	messages: z
		.array(z.strictObject({ format: nonEmpty }))
		.min(1)
		.meta({ description: 'Every `message` format, variable parts as `<slot>`.' }),
	sources: z.array(z.union([releaseSource, externalSource])).min(1),
	examples: z
		.array(
			z.strictObject({
				tool: nonEmpty.meta({ description: 'The MCP tool whose failing call returns it.' }),
				when: localizedTextSchema.meta({ description: 'What made this call fail.' }),
				text: nonEmpty.meta({
					description:
						'The tool result’s text content, verbatim (compact JSON, the wrapper’s key order).',
				}),
			}),
		)
		.min(1),
});
export type WrapperCode = z.infer<typeof wrapperCodeSchema>;

/** A change to what the CLI prints on failure, for every code or for one surface. */
export const releaseChangeSchema = z.strictObject({
	id: z
		.string()
		.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case')
		.meta({ description: 'Stable id, the anchor of the change on the changes page.' }),
	surface: z.enum(['all', 'cli', 'mcp', 'daemon']).meta({
		description: 'Where the change shows: every surface, the one-shot CLI, MCP or the daemon.',
	}),
	title: localizedTextSchema,
	text: localizedTextSchema.meta({ description: 'What changed, in our own words.' }),
	sources: z.array(releaseSource).min(1),
});
export type ReleaseChange = z.infer<typeof releaseChangeSchema>;

/** What one release changed for one code; the fields that apply to `kind` are set. */
export const codeChangeSchema = z.strictObject({
	code: codeName,
	kind: z.enum(['descriptor', 'recovery', 'details', 'emission', 'removed']).meta({
		description:
			'descriptor: a descriptor value. recovery: its summary or fix_command. details: the members of `details`. emission: whether it reaches a payload. removed: the release no longer declares the code.',
	}),
	descriptor: z
		.strictObject({
			category: codeName.optional(),
			retryable: z.boolean().optional(),
			exitCode: z.number().int().min(0).max(255).optional(),
			httpLikeStatus: z.number().int().min(100).max(599).optional(),
		})
		.optional()
		.meta({ description: 'The descriptor values from this release on (kind descriptor).' }),
	recovery: z
		.strictObject({ summary: nonEmpty, fixCommands: z.array(nonEmpty).min(1) })
		.optional()
		.meta({ description: 'The recovery the CLI prints from this release on (kind recovery).' }),
	detailsMembers: z
		.array(nonEmpty)
		.optional()
		.meta({ description: 'Members `details` gains in this release (kind details).' }),
	emission: emissionSchema.optional(),
	replacedBy: codeName
		.optional()
		.meta({ description: 'The code upstream raises instead, when it says (kind removed).' }),
	note: localizedTextSchema.meta({ description: 'What changed, in one or two sentences.' }),
	sources: z.array(releaseSource).min(1),
});
export type CodeChange = z.infer<typeof codeChangeSchema>;

/**
 * A mark by which a payload shows it comes from this release or a later one. The engine reads
 * them to tell the release; each kind is one check of its release detection.
 */
export const releaseSignalSchema = z.discriminatedUnion('kind', [
	z.strictObject({
		kind: z.literal('recoveryBinary'),
		binary: nonEmpty.meta({ description: 'The program a `recovery.fix_command` starts with.' }),
	}),
	z
		.strictObject({ kind: z.literal('laterCode') })
		.meta({ description: 'The code is one this release added.' }),
	z.strictObject({
		kind: z.literal('detailsMember'),
		codes: z.array(codeName).min(1),
		member: nonEmpty.meta({ description: 'A member of `details` first sent in this release.' }),
	}),
	z.strictObject({
		kind: z.literal('metaMember'),
		member: nonEmpty.meta({ description: 'A member of the CLI’s `meta` first sent here.' }),
	}),
	z.strictObject({ kind: z.literal('intentCallWrapper') }).meta({
		description: 'IntentCall’s `{code, message, details: <error object>}` around the error.',
	}),
	z.strictObject({
		kind: z.literal('recoveryCommand'),
		code: codeName,
		command: nonEmpty.meta({
			description:
				'A `fix_command` this release first prints for the code (placeholders match any value).',
		}),
	}),
	z.strictObject({
		kind: z.literal('descriptorValue'),
		code: codeName,
		field: z.enum(['category', 'retryable', 'exitCode', 'httpLikeStatus']),
		value: z.union([z.string(), z.number(), z.boolean()]).meta({
			description: 'The descriptor value this release first prints for the code.',
		}),
	}),
	z.strictObject({
		kind: z.literal('emptyDetails'),
		codes: z
			.array(codeName)
			.min(1)
			.meta({ description: 'Codes that send `details: {}` from here on.' }),
	}),
]);
export type ReleaseSignal = z.infer<typeof releaseSignalSchema>;

/** A release of the CLI (or the contract's snapshot) and what it changed for failures. */
export const releaseSchema = z.strictObject({
	id: z
		.string()
		.regex(/^(?:\d+\.\d+\.\d+(?:-dev\.\d+)?|[0-9a-f]{7})$/)
		.meta({
			description: 'The version (`3.0.7`, `4.0.0-dev.1`), or the commit of an unreleased snapshot.',
		}),
	tag: z
		.string()
		.regex(/^v\d+\.\d+\.\d+(?:-dev\.\d+)?$/)
		.nullable(),
	commit: z.string().regex(/^[0-9a-f]{7}$/),
	date: z.iso.date(),
	published: z.boolean().meta({
		description: 'False for the contract snapshot, which no release installs under its name.',
	}),
	binary: nonEmpty.meta({
		description: 'The program its recovery strings name, and the one people type.',
	}),
	aliases: z
		.array(nonEmpty)
		.meta({ description: 'Other names the same program is installed under.' }),
	codesFile: nonEmpty.meta({ description: 'The file that defines the codes in this release.' }),
	mcpToolPrefix: z.string().meta({ description: 'The prefix of its MCP tool names (`fmt_`).' }),
	mcpToolFailure: z.enum(['bare', 'intentcall']).meta({
		description:
			'How a failing MCP tool sends the error object: bare JSON text, or inside IntentCall’s `details`.',
	}),
	label: localizedTextSchema,
	summary: localizedTextSchema.meta({ description: 'What the release changed for failures.' }),
	commandRenames: z
		.array(
			z.strictObject({
				from: nonEmpty,
				to: nonEmpty,
				source: nonEmpty.meta({
					description: '`path:line` of the new name, at the release’s tag.',
				}),
			}),
		)
		.optional()
		.meta({
			description:
				'CLI command names (`exec --name`) the release renamed: advice for an earlier payload names the command as that release spelled it.',
		}),
	tools: z.array(nonEmpty).optional().meta({
		description:
			'The MCP tool names the release registers, sorted; `upstream:check` compares them when set.',
	}),
	draft: z
		.array(z.enum(['summary']))
		.min(1)
		.optional()
		.meta({
			description:
				'Fields `upstream:check --write` filled with a placeholder text that a person still has to write.',
		}),
	changes: z.array(releaseChangeSchema),
	codeChanges: z.array(codeChangeSchema),
	signals: z.array(releaseSignalSchema),
});
export type Release = z.infer<typeof releaseSchema>;

export const releasesSchema = z
	.strictObject({
		repository: nonEmpty,
		releases: z.array(releaseSchema).min(1),
	})
	.meta({
		description:
			'The releases after the contract, oldest first; the first is the contract snapshot.',
	});

/**
 * One step of a failure path: two codes someone meets one after the other, or side by side, on the
 * way to a working call (`content/registry/failure-paths.json`). Each code page lists its steps
 * first under "Related codes", with `why`.
 */
export const failurePathSchema = z.strictObject({
	from: codeName,
	to: codeName,
	kind: z.enum(['leads-to', 'see-also']).meta({
		description:
			'`leads-to`: `from` usually comes before `to` (fixing it, or the same call a step further, meets `to`). `see-also`: the two are met side by side; symmetric.',
	}),
	why: localizedTextSchema.meta({
		description:
			'Why the two belong together, from the CLI’s own behaviour (the codes’ descriptions and upstream source); read on both codes’ pages.',
	}),
});
export type FailurePath = z.infer<typeof failurePathSchema>;

export const registrySchema = z.strictObject({
	codes: z.array(codeEntrySchema).min(1),
	exitCodes: z.array(exitCodeSchema).min(1),
	categories: z.array(categorySchema).min(1),
	layers: z.array(layerSchema).min(1),
	sourceAreas: z.array(sourceAreaSchema).min(1),
	placeholders: z.array(placeholderSchema),
	deviations: z.array(deviationSchema),
	wrapperCodes: z.array(wrapperCodeSchema),
	releases: releasesSchema,
	failurePaths: z.array(failurePathSchema),
});

export type Registry = z.infer<typeof registrySchema>;
export type ExitCodeInfo = z.infer<typeof exitCodeSchema>;
export type CategoryInfo = z.infer<typeof categorySchema>;
export type LayerInfo = z.infer<typeof layerSchema>;
export type SourceAreaInfo = z.infer<typeof sourceAreaSchema>;
export type PlaceholderInfo = z.infer<typeof placeholderSchema>;
