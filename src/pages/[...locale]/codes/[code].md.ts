import type { APIRoute } from 'astro';
import { registry } from '../../../lib/registry/index.ts';
import { codeMarkdown } from '../../../lib/markdown/index.ts';
import { localeParams } from '../../../lib/site/index.ts';
import type { Lang } from '../../../lib/i18n/index.ts';

/** The Markdown twin of every code page, for agents: `/codes/<code>.md`, `/zh-tw/codes/<code>.md`. */
export function getStaticPaths() {
	return localeParams().flatMap(({ params, props }) =>
		[...registry.codes, ...registry.wrapperCodes].map((entry) => ({
			params: { ...params, code: entry.code },
			props,
		})),
	);
}

export const GET: APIRoute<{ lang: Lang }> = ({ params, props, site }) =>
	new Response(codeMarkdown(registry, params.code!, props.lang, String(site)), {
		headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
	});
