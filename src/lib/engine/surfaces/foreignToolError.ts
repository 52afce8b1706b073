import { inlineValue } from '../findings/valuePreview.ts';
import { nothingToCheck, type ClassicReader } from './surfaceReader.ts';

/**
 * Another MCP server's error format in a tool result (`_meta.errorCode`, `structuredContent.error`
 * with `error_code`, or with `hint` and no descriptor), recognised by `mcpToolResult.ts`: said to
 * be foreign rather than judged against the contract.
 */
const foreignMessages = {
	meta: 'input.foreignMeta',
	errorCode: 'input.foreignErrorCode',
	hint: 'input.foreignHint',
} as const;

export const readForeignToolError: ClassicReader<'foreign-tool-error'> = (c, { t, report }) => {
	report({
		severity: 'error',
		rule: 'input.foreign',
		pointer: c.pointer,
		at: 'value',
		message: t(foreignMessages[c.variant], { code: inlineValue(c.code) }),
	});
	return { ...nothingToCheck, detail: t('kind.foreign', { where: c.where }) };
};
