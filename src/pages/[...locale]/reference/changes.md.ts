import type { APIRoute } from 'astro';
import { registry } from '../../../lib/registry/index.ts';
import { changesMarkdown } from '../../../lib/markdown/index.ts';
import { localeParams } from '../../../lib/site/index.ts';
import type { Lang } from '../../../lib/i18n/index.ts';

/** The Markdown twin of the changes page: `/reference/changes.md`, `/zh-tw/reference/changes.md`. */
export const getStaticPaths = localeParams;

export const GET: APIRoute<{ lang: Lang }> = ({ props, site }) =>
	new Response(changesMarkdown(registry, props.lang, String(site)), {
		headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
	});
