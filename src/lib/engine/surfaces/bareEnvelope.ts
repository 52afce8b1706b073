import type { ClassicReader } from './surfaceReader.ts';

/** A bare error object `{code,message,details,descriptor,recovery}`: MCP tool text pasted alone. */
export const readBareEnvelope: ClassicReader<'envelope'> = (c, { t }) => ({
	detail: t('kind.envelope'),
	site: c.site,
	wrapper: null,
	explanation: null,
});
