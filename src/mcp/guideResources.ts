import { readdirSync, readFileSync } from 'node:fs';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { type Lang, languages, localeOf } from '../lib/i18n/index.ts';
import { type GuideSource, guideMarkdown, orderedGuides, parseGuideSource, type Registry } from '../lib/registry/index.ts';
import { resourceUri } from './resourceUris.ts';

/**
 * The guides and reference pages of `content/docs/` as Markdown resources (`playbook://guides/layers`,
 * `playbook://zh-tw/guides/layers`), rendered by the site's own Markdown renderer. The sections are
 * the ones the site publishes as Markdown twins; the home page is a component, not a guide.
 */
const sections = ['guides', 'reference'];
const docsRoot = new URL('../../content/docs/', import.meta.url);

/** The guide files of a language, as the Markdown renderer reads them. Read once, when the server starts. */
function guidesOf(lang: Lang): GuideSource[] {
	const prefix = localeOf(lang).prefix.slice(1);
	const dir = new URL(prefix ? `${prefix}/` : '', docsRoot);
	return orderedGuides(
		sections.flatMap((section) =>
			readdirSync(new URL(`${section}/`, dir))
				.filter((file) => /\.mdx?$/.test(file))
				.map((file) => {
					const id = `${section}/${file.replace(/\.mdx?$/, '')}`;
					return parseGuideSource(id, lang, readFileSync(new URL(`${section}/${file}`, dir), 'utf8'));
				}),
		),
	);
}

export function registerGuideResources(server: McpServer, registry: Registry, site: string): void {
	for (const lang of languages) {
		const guides = guidesOf(lang);
		// Links between guides go to their Markdown twins on the site, which publishes every one of them.
		const twins = guides.map((g) => g.id);
		for (const guide of guides) {
			const uri = resourceUri(guide.id, lang);
			server.registerResource(
				`${guide.id} (${lang})`,
				uri,
				{ title: guide.title, description: guide.description, mimeType: 'text/markdown' },
				() => ({ contents: [{ uri, mimeType: 'text/markdown', text: guideMarkdown(registry, guide, site, twins) }] }),
			);
		}
	}
}
