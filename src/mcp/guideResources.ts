import { type McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { format, type Lang, languages } from '../lib/i18n/index.ts';
import { contractRelease, uiText, type Registry } from '../lib/registry/index.ts';
import {
	changesId,
	changesMarkdown,
	differencesId,
	differencesMarkdown,
	guideMarkdown,
	markdownTwinIds,
} from '../lib/markdown/index.ts';
import { suggestCodes } from '../lib/engine/index.ts';
import { guideSources } from './guideSources.ts';
import { resourceNotFound } from './resourceErrors.ts';
import { resourceUri } from './resourceUris.ts';

/**
 * The guides and reference pages as Markdown resources, each in both languages at its own address
 * (`playbook://guides/layers`, `playbook://zh-tw/reference/contract-vs-cli`): the pages of
 * `content/docs/`, rendered by the site's own Markdown renderer, and the two reference pages the
 * site builds from the registry, the contract-and-CLI differences and the changes by release, as
 * their twins render them. Every page the site publishes as a `.md` twin is here, and the same text.
 *
 * One resource template per section and language (`playbook://guides/{slug}`), listed and with
 * completion of `{slug}`, rather than one fixed resource per page: then an address in a section
 * that names no page reaches this module, which answers MCP's "resource not found" with the pages
 * it probably meant, instead of the SDK's generic error. Guide sources are read once, when the
 * server starts (`guideSources.ts`: from disk in a clone, embedded in the package).
 */

interface Page {
	id: string;
	title: string;
	description: string | undefined;
	markdown: () => string;
}

function pagesOf(registry: Registry, lang: Lang, site: string): Page[] {
	const guides = guideSources(lang);
	// Links between pages go to their Markdown twins on the site, which publishes every one of them.
	const twins = markdownTwinIds(guides);
	const t = uiText(lang);
	return [
		...guides.map((guide) => ({
			id: guide.id,
			title: guide.title,
			description: guide.description,
			markdown: () => guideMarkdown(registry, guide, site, twins),
		})),
		{
			id: differencesId,
			title: t('differences.title'),
			description: t('differences.description'),
			markdown: () => differencesMarkdown(registry, lang, site),
		},
		{
			id: changesId,
			title: t('changes.title'),
			description: format(t('changes.description'), { commit: contractRelease(registry).commit }),
			markdown: () => changesMarkdown(registry, lang, site),
		},
	];
}

const sections = ['guides', 'reference'] as const;

export function registerGuideResources(server: McpServer, registry: Registry, site: string): void {
	for (const lang of languages) {
		const pages = pagesOf(registry, lang, site);
		for (const section of sections) {
			const inSection = pages.filter((p) => p.id.startsWith(`${section}/`));
			const slugOf = (page: Page) => page.id.slice(section.length + 1);
			const slugs = inSection.map(slugOf);
			const template = new ResourceTemplate(resourceUri(`${section}/{slug}`, lang), {
				list: () => ({
					resources: inSection.map((page) => ({
						uri: resourceUri(page.id, lang),
						name: `${page.id} (${lang})`,
						title: page.title,
						...(page.description !== undefined && { description: page.description }),
						mimeType: 'text/markdown',
					})),
				}),
				complete: { slug: (value) => slugs.filter((slug) => slug.startsWith(value)) },
			});
			server.registerResource(
				`${section}${lang === 'en' ? '' : '-zh-tw'}`,
				template,
				{
					title: `${section === 'guides' ? 'Guide' : 'Reference page'} (${lang === 'en' ? 'English' : 'Traditional Chinese'})`,
					// In the page's language, as the code-page resource is (zh-TW review 11, item 10).
					description:
						lang === 'en'
							? `A ${section === 'guides' ? 'guide' : 'reference page'} of Error Playbook as Markdown, in English, as the site's Markdown twin renders it.`
							: `一篇${section === 'guides' ? '指南' : '參考資料'}（Markdown，繁體中文），內容與網站的 Markdown 版相同。`,
					mimeType: 'text/markdown',
				},
				(uri, { slug }) => {
					const page = inSection.find((p) => slugOf(p) === String(slug));
					if (!page) {
						// Slugs are kebab-case; the code suggester folds `-` to `_`, so fold them for it and back.
						const near = suggestCodes(
							String(slug),
							slugs.map((s) => s.replaceAll('-', '_')),
						).map((s) => resourceUri(`${section}/${s.replaceAll('_', '-')}`, lang));
						throw resourceNotFound(uri.href, near, lang);
					}
					return {
						contents: [{ uri: uri.href, mimeType: 'text/markdown', text: page.markdown() }],
					};
				},
			);
		}
	}
}
