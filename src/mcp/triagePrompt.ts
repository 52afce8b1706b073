import * as z from 'zod';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { completable } from '@modelcontextprotocol/sdk/server/completable.js';
import type { GetPromptResult } from '@modelcontextprotocol/sdk/types.js';
import { defaultMaxChars } from '../lib/engine/index.ts';
import { type Lang, languages, translator } from '../lib/i18n/index.ts';
import { mcpMessages } from './mcpMessages.ts';

/**
 * The `triage` prompt: a person pastes what a failing call printed, and the model is told to check
 * it with `validate_envelope` and what to report from the result. The pasted text is a message of
 * its own, unchanged, so the model can pass it to the tool as it is (inside the request it would
 * need quoting, and a fence can be broken by the text it fences).
 *
 * Its title and argument descriptions are in the server's language (clients show them to a person,
 * as a slash command); the messages are in the `lang` argument's, the server's by default.
 */
export function registerTriagePrompt(server: McpServer, serverLang: Lang): void {
	const t = translator(mcpMessages, serverLang);
	server.registerPrompt(
		'triage',
		{
			title: t('prompt.triage.title'),
			description: t('prompt.triage.description'),
			argsSchema: {
				output: z
					.string()
					.min(1)
					.max(defaultMaxChars)
					.describe(t('prompt.triage.output', { limit: defaultMaxChars.toLocaleString('en') })),
				lang: completable(
					z
						.enum(languages)
						.optional()
						.describe(t('prompt.triage.lang', { default: serverLang })),
					(value) =>
						languages.filter((l) => l.toLowerCase().startsWith((value ?? '').toLowerCase())),
				),
			},
		},
		({ output, lang }) => triageMessages(output, lang ?? serverLang),
	);
}

function triageMessages(output: string, lang: Lang): GetPromptResult {
	const say = translator(mcpMessages, lang);
	return {
		description: say('prompt.triage.description'),
		messages: [
			{ role: 'user', content: { type: 'text', text: say('prompt.triage.request', { lang }) } },
			{ role: 'user', content: { type: 'text', text: output } },
		],
	};
}
