import * as z from 'zod';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { defaultMaxChars } from '../lib/engine/index.ts';
import { type Lang, languages, translator } from '../lib/i18n/index.ts';
import type { Registry } from '../lib/registry/index.ts';
import { createValidateOutputSchema } from '../lib/report/outputSchema.ts';
import { registerCodeResources } from './codeResources.ts';
import { explainCode, explainCodeOutput } from './explainCode.ts';
import { registerGuideResources } from './guideResources.ts';
import { listCodes, listCodesOutput } from './listCodes.ts';
import { mcpMessages } from './mcpMessages.ts';
import { registerTriagePrompt } from './triagePrompt.ts';
import { validateEnvelope } from './validateEnvelope.ts';

/**
 * The MCP server of the playbook: three read-only tools over the registry and the engine, the code
 * pages, guides and reference pages as Markdown resources, and a `triage` prompt.
 *
 * Tool descriptions and schema descriptions are English only. A client fetches them once per
 * server, shows them to the model rather than to a person, and models follow English ones best;
 * everything a tool returns follows its `lang` argument instead. What a person reads follows the
 * server's language (`error-playbook mcp --lang`, English by default; the client's `LANG` is not
 * consulted, `run.ts`): the `instructions` of the initialize result, and the prompt's title and
 * descriptions, which clients show as a slash command. MCP has no way for a client to say which
 * language it wants before those are sent.
 */

interface PlaybookServerOptions {
	registry: Registry;
	/** The language of results when a call gives no `lang` (`error-playbook mcp --lang`). */
	lang: Lang;
	/** The site the page URLs point to (`siteUrl(env)`). */
	site: string;
	version: string;
}

const readOnly = {
	readOnlyHint: true,
	destructiveHint: false,
	idempotentHint: true,
	openWorldHint: false,
};

export function createPlaybookServer({
	registry,
	lang: defaultLang,
	site,
	version,
}: PlaybookServerOptions): McpServer {
	const server = new McpServer(
		{ name: 'error-playbook', title: 'Error Playbook for flutter-mcp-toolkit', version },
		{ instructions: translator(mcpMessages, defaultLang)('server.instructions') },
	);
	const lang = z
		.enum(languages)
		.optional()
		.meta({
			description: `Language of the texts in the result: en or zh-TW (Traditional Chinese, Taiwan). Default: ${defaultLang}.`,
		});

	server.registerTool(
		'explain_code',
		{
			title: 'Explain a flutter-mcp-toolkit error code',
			description:
				'What a flutter-mcp-toolkit error code means and what to do about it: its /codes.json record (descriptor, the contract’s and the CLI’s recovery, example error object), the fix command with its placeholders explained, whether and how to retry, and the URLs of its page in English and zh-TW. Codes added by a later release get what is known of them. Text that names no code returns an error result: for a typo the codes it probably meant; for an exit code (67, EX_NOUSER), an HTTP-like status (503) or a line of an error message, the codes it can be, best first, as JSON data in the first text block (each with its meaning, page and the reasons it matched) and as prose in the second.',
			inputSchema: {
				code: z.string().min(1).max(200).meta({
					description:
						'The `code` of an error object, e.g. connect_failed, in any spelling; or an exit code, an HTTP-like status or a line of an error message, to find the codes it can be.',
				}),
				lang,
			},
			outputSchema: explainCodeOutput,
			annotations: readOnly,
		},
		(args) => explainCode(registry, args.code, args.lang ?? defaultLang, site),
	);

	server.registerTool(
		'validate_envelope',
		{
			title: 'Validate a flutter-mcp-toolkit error object',
			description:
				'Checks pasted text against flutter-mcp-toolkit’s error contract (v3, and the releases after it), exactly as the playground and `error-playbook validate --json` do: an error object, the CLI’s stdout line, an MCP tool result or resource read, a daemon JSON-RPC error, or a log or terminal excerpt containing one. Returns the verdict, what the input is and how the error object was carried, the code, every finding (rule, JSON Pointer, line:column, expected/actual, suggestions), the fix command with placeholders filled from the payload, and retry advice; a known failure that is not an error object is explained.',
			inputSchema: {
				// The limit is declared for the client, not enforced by the SDK's validation: the tool
				// refuses a longer text itself, saying in the requested language what to send instead.
				text: z.string().meta({
					description: `The text to check, as printed or received. At most ${defaultMaxChars.toLocaleString('en')} characters.`,
					maxLength: defaultMaxChars,
				}),
				lang,
			},
			outputSchema: createValidateOutputSchema(),
			annotations: readOnly,
		},
		(args) => validateEnvelope(args.text, args.lang ?? defaultLang, site),
	);

	const areas = [...registry.sourceAreas.map((a) => a.id), ...registry.layers.map((l) => l.id)];
	server.registerTool(
		'list_codes',
		{
			title: 'List flutter-mcp-toolkit error codes',
			description:
				'Lists the error codes of flutter-mcp-toolkit (the v3 contract’s and those of later releases) with their meaning, category, retryability, exit code and page URL, optionally filtered. Filters combine with AND.',
			inputSchema: {
				area: z
					.enum(areas as [string, ...string[]])
					.optional()
					.meta({
						description:
							'A source area (e.g. "connection layer") or a layer id (e.g. "connection").',
					}),
				category: z
					.enum(registry.categories.map((c) => c.id) as [string, ...string[]])
					.optional()
					.meta({ description: 'The descriptor category.' }),
				retryable: z.boolean().optional(),
				exitCode: z
					.int()
					.min(0)
					.max(255)
					.optional()
					.meta({ description: 'The process exit status (sysexits.h), e.g. 69.' }),
				lang,
			},
			outputSchema: listCodesOutput,
			annotations: readOnly,
		},
		({ lang: requested, ...filters }) =>
			listCodes(registry, filters, requested ?? defaultLang, site),
	);

	registerCodeResources(server, registry, site);
	registerGuideResources(server, registry, site);
	registerTriagePrompt(server, defaultLang);
	// The SDK declares `listChanged: true` for every list it serves; these lists never change while
	// the server runs, and it sends no such notification. `false` says so (an absent key would too,
	// but the SDK merges capabilities and cannot remove one).
	server.server.registerCapabilities({
		tools: { listChanged: false },
		resources: { listChanged: false },
		prompts: { listChanged: false },
	});
	return server;
}
