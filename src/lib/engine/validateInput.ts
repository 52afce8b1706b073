import { checkContract, type ContractOutcome } from './contractChecks.ts';
import type { EngineRegistry } from './engineRegistry.ts';
import { checkEnvelopeShape } from './envelopeShape.ts';
import { createFindingCollector, type FindingCollector, type JsonDocument } from './findingCollector.ts';
import { findingMessages, type FindingTranslate } from './findingMessages.ts';
import { extractJson, maxDepth, structureOf, type JsonStructure } from './inputExtraction.ts';
import { classifyInput, type EnvelopeSite } from './inputKind.ts';
import type { Lang } from '../i18n/index.ts';
import { translator } from '../i18n/index.ts';
import type { Finding, InputKind, ValidationResult } from './validationTypes.ts';
import { isJsonObject } from './json/jsonValue.ts';
import { jsonPreview, typeKeyOf } from './valuePreview.ts';

export type { Finding, InputKind, RecoveryAdvice, Severity, ValidationResult } from './validationTypes.ts';

/** Options of `validateInput`. */
export interface ValidateOptions {
	registry: EngineRegistry;
	lang: Lang;
	/** Inputs longer than this (UTF-16 code units) are refused unparsed. Default 5,000,000. */
	maxChars?: number;
}

/** The default size limit: far above any real envelope, low enough to parse in well under a second. */
export const defaultMaxChars = 5_000_000;

/**
 * Validates pasted text: a bare envelope, an MCP tool result, a JSON-RPC response, a log excerpt
 * with JSON inside… Never throws, for any string. The cheap work comes first (JSON.parse, the
 * schema, the registry); positions are worked out only for findings that exist.
 */
export function validateInput(text: string, options: ValidateOptions): ValidationResult {
	try {
		return validate(text, options);
	} catch (error) {
		// Every path is meant to be total; this keeps a bug from blanking the playground.
		const t = translator(findingMessages, options.lang);
		const finding: Finding = { severity: 'error', rule: 'engine.internal', pointer: '', line: 1, column: 1, message: t('engine.internal', { error: String(error) }) };
		return resultOf('unknown-json', t('kind.unknownJson'), [finding]);
	}
}

function resultOf(inputKind: InputKind, inputKindDetail: string, findings: Finding[], rest: Partial<ValidationResult> = {}): ValidationResult {
	return {
		verdict: findings.some((f) => f.severity === 'error') ? 'invalid' : 'valid',
		inputKind,
		inputKindDetail,
		extractedFrom: 'whole',
		envelopePointer: null,
		code: null,
		knownCode: false,
		findings,
		recovery: null,
		retry: null,
		...rest,
	};
}

/** A value as it appears inline in a message: a string without its quotes (escaped, cut when long). */
function inline(value: unknown): string {
	return typeof value === 'string' ? jsonPreview(value).slice(1, -1) : jsonPreview(value);
}

/** What stands where a syntax error is, as the message shows it: `"x"`, `U+000A`, or "the end of the text". */
function foundAt(text: string, offset: number, t: FindingTranslate): string {
	if (offset >= text.length) return t('found.end');
	const cp = text.codePointAt(offset)!;
	if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || cp === 0xfeff) return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
	return `"${String.fromCodePoint(cp)}"`;
}

function validate(text: string, { registry, lang, maxChars = defaultMaxChars }: ValidateOptions): ValidationResult {
	const t = translator(findingMessages, lang);
	if (text.length > maxChars) {
		const params = { size: text.length, limit: maxChars };
		const finding: Finding = { severity: 'error', rule: 'input.tooLarge', pointer: '', line: 1, column: 1, message: t('input.tooLarge', params) };
		return resultOf('too-large', t('kind.tooLarge', params), [finding]);
	}
	const extraction = extractJson(text);
	if (extraction.kind === 'empty') return { ...resultOf('empty', t('kind.empty'), []), verdict: 'none' };

	const collector = createFindingCollector(text, extraction.kind === 'json' ? extraction.start : 0);
	const { pasted } = collector;
	if (extraction.bom) collector.addAt(pasted, { severity: 'info', rule: 'input.bom', pointer: '', message: t('input.bom') }, 0);
	if (extraction.kind === 'not-json') {
		const { offset, reason } = extraction.error;
		const message = t(`syntax.${reason}`, { found: foundAt(text, offset, t) });
		collector.addAt(pasted, { severity: 'error', rule: 'json.syntax', pointer: '', message }, offset);
		return resultOf('not-json', t('kind.notJson'), collector.placed());
	}
	reportStructure(collector, pasted, extraction, t);

	const classification = classifyInput(extraction.value);
	const report = collector.reporter(pasted);
	let site: EnvelopeSite | null = null;
	let outcome: ContractOutcome | null = null;
	let detail: string;
	switch (classification.kind) {
		case 'unknown-json': {
			detail = t('kind.unknownJson');
			const message =
				classification.reason === 'notObject' ? t('input.notObject', { actual: t(typeKeyOf(extraction.value)) }) : t('input.unknownObject');
			report({ severity: 'error', rule: 'input.unknown', pointer: '', at: 'value', message });
			break;
		}
		case 'jsonrpc-error': {
			detail = t('kind.jsonrpcError');
			const message = t('input.jsonrpc', { code: inline(classification.code), message: inline(classification.message) });
			report({ severity: 'error', rule: 'input.jsonrpc', pointer: classification.pointer, at: 'value', message });
			break;
		}
		case 'foreign-tool-error': {
			detail = t('kind.foreign', { where: classification.where });
			const message = t(foreignMessages[classification.variant], { code: inline(classification.code) });
			report({ severity: 'error', rule: 'input.foreign', pointer: classification.pointer, at: 'value', message });
			break;
		}
		case 'envelope':
			detail = t('kind.envelope');
			site = classification.site;
			break;
		case 'mcp-tool-result': {
			detail = classification.site ? t('kind.toolResult', { where: classification.site.where }) : t('kind.toolResultNoEnvelope');
			site = classification.site;
			const isError = classification.isErrorNotTrue;
			if (isError)
				report({
					severity: 'warning',
					rule: 'input.isErrorNotTrue',
					pointer: `${classification.pointer}/isError`,
					at: isError.value === undefined ? 'parent' : 'value',
					message: isError.value === undefined ? t('input.isErrorMissing') : t('input.isErrorNotTrue', { actual: jsonPreview(isError.value) }),
				});
			if (!site) report({ severity: 'error', rule: 'input.noEnvelope', pointer: classification.pointer, at: 'value', message: t('input.noEnvelope') });
			break;
		}
	}
	if (site) outcome = checkEnvelope(site, collector, registry, lang, t);

	const detailLine = extraction.inText ? t('kind.inText', { detail, ...collector.position(extraction.start) }) : detail;
	return resultOf(classification.kind, detailLine, collector.placed(), {
		extractedFrom: extraction.inText ? 'terminal-text' : 'whole',
		envelopePointer: site ? site.pointer : null,
		...(outcome && { code: outcome.code, knownCode: outcome.knownCode, recovery: outcome.recovery, retry: outcome.retry }),
	});
}

const foreignMessages = { meta: 'input.foreignMeta', errorCode: 'input.foreignErrorCode', hint: 'input.foreignHint' } as const;

/** Findings only the text can show: repeated keys and nesting past the limit. */
function reportStructure(collector: FindingCollector, doc: JsonDocument, { duplicates, duplicateCount, tooDeepAt }: JsonStructure, t: FindingTranslate): void {
	for (const dup of duplicates) {
		const message = t('json.duplicateKey', { key: inline(dup.key), ...collector.position(doc.toPasted(dup.firstOffset)) });
		collector.addAt(doc, { severity: 'warning', rule: 'json.duplicateKey', pointer: dup.pointer, message }, dup.offset);
	}
	const last = duplicates[duplicates.length - 1];
	if (last && duplicateCount > duplicates.length) {
		const message = t('json.duplicateKeyMore', { count: duplicateCount - duplicates.length });
		collector.addAt(doc, { severity: 'info', rule: 'json.duplicateKey', pointer: last.pointer, message }, last.offset);
	}
	if (tooDeepAt !== null)
		collector.addAt(doc, { severity: 'error', rule: 'input.tooDeep', pointer: '', message: t('input.tooDeep', { limit: maxDepth }) }, tooDeepAt);
}

/** Shape and contract checks of the envelope at `site`, in the document that holds it. */
function checkEnvelope(site: EnvelopeSite, collector: FindingCollector, registry: EngineRegistry, lang: Lang, t: FindingTranslate): ContractOutcome | null {
	let doc = collector.pasted;
	let base = site.pointer;
	if (site.text !== undefined) {
		doc = collector.embedded(site.text, site.pointer);
		base = '';
		reportStructure(collector, doc, structureOf(site.text, doc.start), t);
	}
	const report = collector.reporter(doc);
	checkEnvelopeShape(site.value, base, t, report);
	return isJsonObject(site.value) ? checkContract(site.value, base, registry, lang, t, report) : null;
}
