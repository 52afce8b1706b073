import type { APIRoute } from 'astro';
import { registry } from '../../../lib/registry/index.ts';
import { differencesMarkdown } from '../../../lib/markdown/index.ts';
import { localeParams } from '../../../lib/site/index.ts';
import type { Lang } from '../../../lib/i18n/index.ts';

/** The Markdown twin of the differences page: `/reference/contract-vs-cli.md`, `/zh-tw/reference/contract-vs-cli.md`. */
export const getStaticPaths = localeParams;

export const GET: APIRoute<{ lang: Lang }> = ({ props, site }) =>
	new Response(differencesMarkdown(registry, props.lang, String(site)), {
		headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
	});
