import type { APIRoute } from 'astro';
import { changesFeed, registry } from '../../lib/registry/index.ts';
import { localeParams } from '../../lib/site/index.ts';
import type { Lang } from '../../lib/i18n/index.ts';

/** The Atom feed of the changes page, in each language: `/changes.xml`, `/zh-tw/changes.xml`. */
export const getStaticPaths = localeParams;

export const GET: APIRoute<{ lang: Lang }> = ({ props, site }) =>
	new Response(changesFeed(registry, props.lang, String(site)), {
		headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
	});
