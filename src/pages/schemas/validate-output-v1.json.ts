import type { APIRoute } from 'astro';
import { validateOutputJsonSchema } from '../../lib/report/outputSchema.ts';
import { absoluteUrl, validateOutputSchemaPath } from '../../lib/site/index.ts';

/** JSON Schema 2020-12 of what `error-playbook validate --json` prints, generated from its zod schema. */
export const GET: APIRoute = ({ site }) =>
	new Response(
		`${JSON.stringify(validateOutputJsonSchema(absoluteUrl(String(site), validateOutputSchemaPath)), null, 2)}\n`,
		{
			headers: { 'Content-Type': 'application/schema+json' },
		},
	);
