import type { APIRoute } from 'astro';
import { registry } from '../../lib/registry/index.ts';

/**
 * What the search dialog's "did you mean" needs, and nothing more: every code with its one-line
 * meaning in both languages (about 2 KB gzip). Fetched the first time someone types in the search
 * box, so no page carries it.
 */
export const GET: APIRoute = () =>
	new Response(
		`${JSON.stringify({ codes: [...registry.codes, ...registry.wrapperCodes].map((c) => ({ code: c.code, meaning: c.meaning })) })}\n`,
		{
			headers: { 'Content-Type': 'application/json' },
		},
	);
