import { jsonPreview } from '../findings/valuePreview.ts';
import { isCrash, recogniseText } from '../input/plainFailures.ts';
import { ownMember as own } from '../json/jsonValue.ts';
import {
	envelopeInTexts,
	joinWhere,
	looksLikeEnvelope,
	type Classification,
} from './classification.ts';
import { explained, nothingToCheck, type ClassicReader } from './surfaceReader.ts';

/**
 * An MCP tool result (REAL-CLI §3): flutter_mcp_cli's error object is JSON text in
 * `content[0].text`, with `isError: true`; dart_mcp's own failures (unknown tool, schema, an
 * uncaught Error) are plain text there. Other servers' error formats are recognised here too and
 * read by `foreignToolError.ts`.
 */
export function classifyToolResult(
	result: Record<string, unknown>,
	pointer: string,
	where: string,
): Classification {
	const isError = own(result, 'isError');
	const isErrorNotTrue = isError === true ? null : { value: isError };
	const structured = own(result, 'structuredContent');
	const error = own(structured, 'error');
	const base = { kind: 'mcp-tool-result' as const, pointer, isErrorNotTrue, plainTexts: [] };
	// flutter_mcp_cli sends its error object as JSON text in content[0].text and nothing else
	// (REAL-CLI §3). Other servers put errors in structuredContent; those are read too, so that the
	// reader learns what differs instead of "no envelope".
	if (error !== undefined) {
		const errorWhere = joinWhere(where, 'structuredContent.error');
		const errorPointer = `${pointer}/structuredContent/error`;
		if (own(error, 'error_code') !== undefined)
			return {
				kind: 'foreign-tool-error',
				variant: 'errorCode',
				pointer: `${errorPointer}/error_code`,
				where: errorWhere,
				code: own(error, 'error_code'),
			};
		if (
			own(error, 'hint') !== undefined &&
			own(error, 'code') !== undefined &&
			own(error, 'descriptor') === undefined
		)
			return {
				kind: 'foreign-tool-error',
				variant: 'hint',
				pointer: `${errorPointer}/code`,
				where: errorWhere,
				code: own(error, 'code'),
			};
		return { ...base, site: { pointer: errorPointer, where: errorWhere, value: error } };
	}
	if (looksLikeEnvelope(structured))
		return {
			...base,
			site: {
				pointer: `${pointer}/structuredContent`,
				where: joinWhere(where, 'structuredContent'),
				value: structured,
			},
		};
	const content = own(result, 'content');
	const inText = envelopeInTexts(content, 'content', pointer, where);
	if (inText) return { ...base, site: inText };
	const metaCode = own(own(result, '_meta'), 'errorCode');
	if (metaCode !== undefined)
		return {
			kind: 'foreign-tool-error',
			variant: 'meta',
			pointer: `${pointer}/_meta/errorCode`,
			where: joinWhere(where, '_meta.errorCode'),
			code: metaCode,
		};
	const plainTexts: { pointer: string; text: string }[] = [];
	if (Array.isArray(content))
		content.forEach((item, i) => {
			const text = own(item, 'text');
			if (typeof text === 'string' && !text.trimStart().startsWith('{'))
				plainTexts.push({ pointer: `${pointer}/content/${i}/text`, text });
		});
	return { ...base, site: null, plainTexts };
}
/** The error object, dart_mcp's plain-text failure explained, or a finding that there is none. */
export const readToolResult: ClassicReader<'mcp-tool-result'> = (c, ctx) => {
	const { t, report } = ctx;
	const isError = c.isErrorNotTrue;
	if (c.site) {
		if (isError)
			report({
				severity: 'warning',
				rule: 'input.isErrorNotTrue',
				pointer: `${c.pointer}/isError`,
				at: isError.value === undefined ? 'parent' : 'value',
				message:
					isError.value === undefined
						? t('input.isErrorMissing')
						: t('input.isErrorNotTrue', { actual: jsonPreview(isError.value) }),
			});
		return {
			...nothingToCheck,
			detail: t('kind.toolResult', { where: c.site.where }),
			site: c.site,
		};
	}
	// dart_mcp's own failures (unknown tool, schema, an uncaught Error) are plain text.
	if (isError === null && c.plainTexts.length) {
		const first = c.plainTexts[0]!;
		const plain = recogniseText(first.text);
		if (plain?.id === 'schemaValidation') {
			const problems = c.plainTexts.map((p) => p.text.trim()).join('; ');
			return {
				...nothingToCheck,
				detail: t('kind.toolResultPlain'),
				explanation: explained(
					ctx,
					'schemaValidation',
					{ problem: problems, path: plain.params.path! },
					first.pointer,
				),
			};
		}
		const id = plain?.id ?? 'toolUncaughtError';
		const firstLine = first.text.split('\n', 1)[0]!.slice(0, 200);
		return {
			...nothingToCheck,
			detail: t('kind.toolResultPlain'),
			// A crash in a tool's text is the server's answer: no exit status, no stdout to look for.
			explanation: explained(
				ctx,
				id,
				{ ...plain?.params, text: firstLine },
				first.pointer,
				isCrash(id),
			),
		};
	}
	report({
		severity: 'error',
		rule: 'input.noEnvelope',
		pointer: c.pointer,
		at: 'value',
		message: t('input.noEnvelope'),
	});
	return { ...nothingToCheck, detail: t('kind.toolResultNoEnvelope') };
};
