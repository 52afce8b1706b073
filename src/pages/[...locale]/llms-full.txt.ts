import type { APIRoute } from 'astro';
import { registry } from '../../lib/registry/index.ts';
import { llmsFullTxt, readGuides } from '../../lib/markdown/index.ts';
import { localeParams } from '../../lib/site/index.ts';
import type { Lang } from '../../lib/i18n/index.ts';

/** Every guide and every code page in full, one Markdown file per language: `/llms-full.txt`, `/zh-tw/llms-full.txt`. */
export const getStaticPaths = localeParams;

export const GET: APIRoute<{ lang: Lang }> = ({ props, site }) =>
	new Response(llmsFullTxt(registry, readGuides(props.lang), props.lang, String(site)), {
		headers: { 'Content-Type': 'text/plain; charset=utf-8' },
	});
