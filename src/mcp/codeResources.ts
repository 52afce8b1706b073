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
				// In the page's language, as the guide resources are (zh-TW review 10, item 10).
				description:
					lang === 'en'
						? 'The page of one flutter-mcp-toolkit error code as Markdown, in English: meaning, retry advice, descriptor, recovery, example error objects and what the CLI really does.'
						: '代碼頁面（Markdown，繁體中文）：一個 flutter-mcp-toolkit 錯誤代碼的意義、要不要重試、descriptor、復原方式、範例錯誤物件，以及 CLI 實際的行為。',
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
