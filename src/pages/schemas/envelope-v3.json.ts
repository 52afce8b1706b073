import type { APIRoute } from 'astro';
import { registry } from '../../lib/registry/index.ts';
import { envelopeJsonSchema } from '../../lib/engine/index.ts';
import { absoluteUrl, envelopeSchemaPath } from '../../lib/site/index.ts';

/** JSON Schema 2020-12 of the v3 envelope, generated from the zod schema the playground uses. */
export const GET: APIRoute = ({ site }) => {
	const codes = registry.codes.map((c) => c.code) as [string, ...string[]];
	const schema = envelopeJsonSchema(codes, absoluteUrl(String(site), envelopeSchemaPath));
	return new Response(`${JSON.stringify(schema, null, 2)}\n`, {
		headers: { 'Content-Type': 'application/schema+json' },
	});
};
