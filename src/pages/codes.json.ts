import type { APIRoute } from 'astro';
import { buildCodesExport, registry } from '../lib/registry/index.ts';

/** Every code with its descriptor, recovery, texts in both languages and page URLs. */
export const GET: APIRoute = ({ site }) =>
	new Response(`${JSON.stringify(buildCodesExport(registry, String(site)), null, 2)}\n`, {
		headers: { 'Content-Type': 'application/json' },
	});
