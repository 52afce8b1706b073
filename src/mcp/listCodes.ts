import * as z from 'zod';
import { type Lang, translator } from '../lib/i18n/index.ts';
import { absoluteUrl, codePath } from '../lib/site/index.ts';
import { codeEntrySchema, layerOf, type Registry } from '../lib/registry/index.ts';
import { mcpMessages } from './mcpMessages.ts';
import { toolSuccess } from './toolResult.ts';

/** `list_codes`: the codes of the contract, filtered as the codes index page filters them. */

const entry = codeEntrySchema.shape;

export interface CodeFilters {
	area?: string | undefined;
	category?: string | undefined;
	retryable?: boolean | undefined;
	exitCode?: number | undefined;
}

export const listCodesOutput = z.strictObject({
	total: z.int().meta({ description: 'Codes in the contract.' }),
	codes: z.array(
		z.strictObject({
			code: entry.code,
			meaning: z.string().meta({ description: 'In the requested language.' }),
			sourceArea: entry.sourceArea,
			layer: z.string(),
			category: entry.category,
			retryable: entry.retryable,
			exitCode: entry.exitCode,
			deprecated: z.boolean(),
			url: z.url().meta({ description: 'The code page in the requested language.' }),
		}),
	),
});

/**
 * `area` matches a source area (`connection layer`) or a layer (`connection`), so a caller can ask
 * for a whole layer without knowing its areas. The enums of the input schema name every value.
 */
export function listCodes(registry: Registry, filters: CodeFilters, lang: Lang, site: string) {
	const t = translator(mcpMessages, lang);
	const codes = registry.codes
		.filter(
			(c) =>
				(filters.area === undefined ||
					c.sourceArea === filters.area ||
					layerOf(registry, c).id === filters.area) &&
				(filters.category === undefined || c.category === filters.category) &&
				(filters.retryable === undefined || c.retryable === filters.retryable) &&
				(filters.exitCode === undefined || c.exitCode === filters.exitCode),
		)
		.map((c) => ({
			code: c.code,
			meaning: c.meaning[lang],
			sourceArea: c.sourceArea,
			layer: layerOf(registry, c).id,
			category: c.category,
			retryable: c.retryable,
			exitCode: c.exitCode,
			deprecated: c.deprecated !== undefined,
			url: absoluteUrl(site, codePath(c.code, lang)),
		}));
	const heading = codes.length
		? t('list.count', { count: codes.length, total: registry.codes.length })
		: t('list.none');
	const rows = codes.map((c) =>
		t('list.row', {
			code: c.code,
			meaning: c.meaning,
			category: c.category,
			exitCode: c.exitCode,
			url: c.url,
			retryable: t(c.retryable ? 'list.retryable' : 'list.notRetryable'),
		}),
	);
	return toolSuccess({ total: registry.codes.length, codes }, [heading, ...rows].join('\n'));
}
