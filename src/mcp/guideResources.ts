import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { languages } from '../lib/i18n/index.ts';
import { type Registry } from '../lib/registry/index.ts';
import { guideMarkdown } from '../lib/markdown/index.ts';
import { guideSources } from './guideSources.ts';
import { resourceUri } from './resourceUris.ts';

/**
 * The guides and reference pages of `content/docs/` as Markdown resources (`playbook://guides/layers`,
 * `playbook://zh-tw/guides/layers`), rendered by the site's own Markdown renderer. Their sources are
 * read once, when the server starts (`guideSources.ts`: from disk in a clone, embedded in the package).
 */
export function registerGuideResources(server: McpServer, registry: Registry, site: string): void {
	for (const lang of languages) {
		const guides = guideSources(lang);
		// Links between guides go to their Markdown twins on the site, which publishes every one of them.
		const twins = guides.map((g) => g.id);
		for (const guide of guides) {
			const uri = resourceUri(guide.id, lang);
			server.registerResource(
				`${guide.id} (${lang})`,
				uri,
				{ title: guide.title, description: guide.description, mimeType: 'text/markdown' },
				() => ({
					contents: [
						{ uri, mimeType: 'text/markdown', text: guideMarkdown(registry, guide, site, twins) },
					],
				}),
			);
		}
	}
}
