import type { APIRoute } from 'astro';
import { buildCodesExport, codeRecord, findCode, registry } from '../../../lib/registry/index.ts';
import { localeParams } from '../../../lib/site/index.ts';

/**
 * One code's record of `/codes.json` on its own, the same value (laid out with its own indentation). The record
 * holds both languages, so `/zh-tw/codes/<code>.json` is the same record: a client that follows a
 * Chinese page's alternate link gets what an English one gets.
 */
export function getStaticPaths() {
	return localeParams().flatMap(({ params }) =>
		[...registry.codes, ...registry.wrapperCodes].map((entry) => ({
			params: { ...params, code: entry.code },
		})),
	);
}

/** A wrapper code's record is its `wrapperCodes` entry of `/codes.json`. */
export const GET: APIRoute = ({ params, site }) => {
	const entry = findCode(registry, params.code!);
	const record = entry
		? codeRecord(registry, entry, String(site))
		: buildCodesExport(registry, String(site)).wrapperCodes.find((w) => w.code === params.code);
	return new Response(`${JSON.stringify(record, null, 2)}\n`, {
		headers: { 'Content-Type': 'application/json' },
	});
};
