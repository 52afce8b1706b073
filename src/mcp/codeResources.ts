import { type McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { languages } from '../lib/i18n/index.ts';
import { findCode, type Registry } from '../lib/registry/index.ts';
import { codeMarkdown } from '../lib/markdown/index.ts';
import { normaliseCode, suggestCodes } from '../lib/engine/index.ts';
import { resourceNotFound } from './resourceErrors.ts';
import { codeResourceUri } from './resourceUris.ts';

/** Every code page as a Markdown resource, in each language at its own address (`resourceUris.ts`). */

export function registerCodeResources(server: McpServer, registry: Registry, site: string): void {
	const codes = registry.codes.map((c) => c.code);
	for (const lang of languages) {
		const template = new ResourceTemplate(codeResourceUri('{code}', lang), {
			list: () => ({
				resources: registry.codes.map((entry) => ({
					uri: codeResourceUri(entry.code, lang),
					name: `${entry.code} (${lang})`,
					title: `${entry.code}: ${entry.meaning[lang]}`,
					mimeType: 'text/markdown',
				})),
			}),
			complete: { code: (value) => codes.filter((code) => code.startsWith(normaliseCode(value))) },
		});
		server.registerResource(
			lang === 'en' ? 'code-page' : 'code-page-zh-tw',
			template,
			{
				title: lang === 'en' ? 'Code page (English)' : 'Code page (Traditional Chinese)',
				description: `The playbook page of one flutter_mcp_cli error code as Markdown, in ${lang === 'en' ? 'English' : 'Traditional Chinese (Taiwan)'}: meaning, retry advice, descriptor, recovery, example envelopes and what the CLI really does.`,
				mimeType: 'text/markdown',
			},
			(uri, { code }) => {
				const wanted = String(code);
				if (!findCode(registry, wanted)) {
					const suggestions = suggestCodes(wanted, codes).map((s) => codeResourceUri(s, lang));
					throw resourceNotFound(uri.href, suggestions, lang);
				}
				return {
					contents: [
						{
							uri: uri.href,
							mimeType: 'text/markdown',
							text: codeMarkdown(registry, wanted, lang, site),
						},
					],
				};
			},
		);
	}
}
