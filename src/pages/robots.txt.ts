import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/site/index.ts';

/**
 * Every page may be crawled (the playground keeps pasted text in the browser, so there is nothing
 * private to hide); crawlers find the pages of both languages through the sitemap.
 */
export const GET: APIRoute = ({ site }) =>
	new Response(
		`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(String(site), '/sitemap-index.xml')}\n`,
		{
			headers: { 'Content-Type': 'text/plain; charset=utf-8' },
		},
	);
