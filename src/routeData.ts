import { defineRouteMiddleware } from '@astrojs/starlight/route-data';
import {
	builtRepository,
	docMarkdownPath,
	docPath,
	href,
	pageLang,
	repositoryEditUrl,
	sitePathOf,
} from './lib/site/index.ts';
import { readGuides } from './lib/markdown/index.ts';

/**
 * Starlight route middleware: a guide or reference page written in MDX names its Markdown twin in
 * `<head>`, as code pages do through their frontmatter, so an agent holding any page's address finds
 * the text version. Pages without a twin (home, codes index, playground, generated reference) get nothing.
 */
export const onRequest = defineRouteMiddleware((context) => {
	const route = context.locals.starlightRoute;
	// Starlight's edit link would name a guide through src/content/docs, a symlink that GitHub
	// cannot edit through: the guide's own path under content/docs/. Only Starlight's own link is
	// rewritten; a page that set its own (a code page: its registry file) keeps it.
	const symlinked = builtRepository && repositoryEditUrl(builtRepository, 'src/content/docs/');
	if (symlinked && route.editUrl?.href.startsWith(symlinked))
		route.editUrl = new URL(
			repositoryEditUrl(
				builtRepository!,
				`content/docs/${route.editUrl.href.slice(symlinked.length)}`,
			),
		);
	const lang = pageLang(context.url.pathname);
	const guide = readGuides(lang).find(
		(g) => docPath(g.id, lang) === sitePathOf(context.url.pathname),
	);
	if (!guide) return;
	route.head.push({
		tag: 'link',
		attrs: { rel: 'alternate', type: 'text/markdown', href: href(docMarkdownPath(guide.id, lang)) },
		content: '',
	});
});
