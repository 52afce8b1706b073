import type { APIRoute } from 'astro';
import { registry } from '../../lib/registry/index.ts';
import { llmsTxt, readGuides } from '../../lib/markdown/index.ts';
import { localeParams } from '../../lib/site/index.ts';
import type { Lang } from '../../lib/i18n/index.ts';

/** The llmstxt.org index, in each language: `/llms.txt`, `/zh-tw/llms.txt`. */
export const getStaticPaths = localeParams;

export const GET: APIRoute<{ lang: Lang }> = ({ props, site }) =>
	new Response(llmsTxt(registry, readGuides(props.lang), props.lang, String(site)), {
		headers: { 'Content-Type': 'text/plain; charset=utf-8' },
	});
