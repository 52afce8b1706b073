import { defineRouteMiddleware } from '@astrojs/starlight/route-data';
import { docMarkdownPath, docPath, href, pageLang, sitePathOf } from './lib/site/index.ts';
import { readGuides } from './lib/markdown/index.ts';

/**
 * Starlight route middleware: a guide or reference page written in MDX names its Markdown twin in
 * `<head>`, as code pages do through their frontmatter, so an agent holding any page's address finds
 * the text version. Pages without a twin (home, codes index, playground, generated reference) get nothing.
 */
export const onRequest = defineRouteMiddleware((context) => {
	const lang = pageLang(context.url.pathname);
	const guide = readGuides(lang).find(
		(g) => docPath(g.id, lang) === sitePathOf(context.url.pathname),
	);
	if (!guide) return;
	context.locals.starlightRoute.head.push({
		tag: 'link',
		attrs: { rel: 'alternate', type: 'text/markdown', href: href(docMarkdownPath(guide.id, lang)) },
		content: '',
	});
});
