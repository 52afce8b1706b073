import type { APIRoute } from 'astro';
import { codeRecord, findCode, registry } from '../../../lib/registry/index.ts';
import { localeParams } from '../../../lib/site/index.ts';

/**
 * One code's record of `/codes.json` on its own, the same value (laid out with its own indentation). The record
 * holds both languages, so `/zh-tw/codes/<code>.json` is the same record: a client that follows a
 * Chinese page's alternate link gets what an English one gets.
 */
export function getStaticPaths() {
	return localeParams().flatMap(({ params }) =>
		registry.codes.map((entry) => ({ params: { ...params, code: entry.code } })),
	);
}

export const GET: APIRoute = ({ params, site }) =>
	new Response(
		`${JSON.stringify(codeRecord(registry, findCode(registry, params.code!)!, String(site)), null, 2)}\n`,
		{
			headers: { 'Content-Type': 'application/json' },
		},
	);
