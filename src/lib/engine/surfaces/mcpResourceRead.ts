import { inlineValue } from '../findings/valuePreview.ts';
import { ownMember as own } from '../json/jsonValue.ts';
import { envelopeInTexts, type Classification } from './classification.ts';
import { explained, nothingToCheck, type ClassicReader } from './surfaceReader.ts';

/**
 * An MCP resource read (REAL-CLI §3): the error object is JSON text in `contents[i].text`; a read
 * without one is a success.
 */
export function classifyResourceRead(
	result: Record<string, unknown>,
	pointer: string,
	where: string,
): Classification {
	const contents = own(result, 'contents');
	const site = envelopeInTexts(contents, 'contents', pointer, where);
	const index = site ? Number(site.pointer.split('/').at(-2)) : 0;
	return {
		kind: 'mcp-resource-read',
		site,
		pointer,
		uri: own(Array.isArray(contents) ? contents[index] : undefined, 'uri'),
	};
}
export const readResourceRead: ClassicReader<'mcp-resource-read'> = (c, ctx) => {
	const { t } = ctx;
	const uri = inlineValue(c.uri);
	if (!c.site)
		return {
			...nothingToCheck,
			detail: t('kind.resourceRead', { uri }),
			explanation: explained(ctx, 'success', {}, c.pointer),
		};
	return {
		...nothingToCheck,
		detail: t('kind.resourceReadError', { uri, where: c.site.where }),
		site: c.site,
	};
};
