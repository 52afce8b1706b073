import { defineMiddleware } from 'astro:middleware';
import { addHeadingAnchors } from './integrations/headingAnchors.ts';
import { playgroundPath, sitePathOf } from './lib/site/index.ts';
import { languages } from './lib/i18n/index.ts';

/**
 * Gives the headings our components write by hand the permalinks Starlight gives the guides'
 * Markdown headings (src/integrations/headingAnchors.ts). Runs on every HTML page as it is built
 * (and served by `astro dev`). The playground is left out: its headings name the parts of a tool
 * whose content is the visitor's paste, not sections to link to.
 */
const skipped = new Set(languages.map((lang) => playgroundPath(lang)));

export const onRequest = defineMiddleware(async (context, next) => {
	const response = await next();
	if (
		!response.headers.get('content-type')?.startsWith('text/html') ||
		skipped.has(sitePathOf(context.url.pathname))
	)
		return response;
	const t = context.locals.t;
	const html = addHeadingAnchors(await response.text(), (title) =>
		t('heading.anchorLabel', { title, interpolation: { escapeValue: false } }),
	);
	return new Response(html, {
		status: response.status,
		statusText: response.statusText,
		headers: response.headers,
	});
});
