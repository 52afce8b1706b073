import type { APIRoute } from 'astro';
import { registry, searchCodesJson } from '../../lib/registry/index.ts';

/**
 * The index the site's boxes resolve typed text with (`resolveQuery`): every code with its meaning
 * in both languages, exit code, HTTP-like status and message formats, and the sentences of the
 * reasons. Fetched the first time someone types in the search box, the home page's code box or
 * the codes index filter, so no page carries it.
 */
export const GET: APIRoute = () =>
	new Response(searchCodesJson(registry), { headers: { 'Content-Type': 'application/json' } });
