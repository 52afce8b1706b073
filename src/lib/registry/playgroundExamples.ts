import type { Lang } from '../i18n/index.ts';
import type { Registry } from './registrySchema.ts';
import { findCode } from './registryQueries.ts';
import { exampleCoreError, exampleCoreErrors } from './examples.ts';
import { type Dictionary, translator } from '../i18n/index.ts';

/**
 * The playground's example picker: one valid envelope per code (from the registry), then inputs that
 * are broken or not envelopes at all, each showing one behaviour of the validator. The broken ones
 * are derived from registry examples too, so they change with the registry.
 */
export interface PlaygroundExample {
	id: string;
	label: string;
	text: string;
}

type BrokenId =
	| 'unknownCode'
	| 'descriptorMismatch'
	| 'missingRecovery'
	| 'fixCommandMismatch'
	| 'duplicateKey'
	| 'syntaxError'
	| 'mcpStructured'
	| 'mcpText'
	| 'terminalText'
	| 'jsonRpc'
	| 'foreignMeta';

const labels: Dictionary<BrokenId> = {
	en: {
		unknownCode: 'Unknown code (a typo of connect_failed)',
		descriptorMismatch: 'Descriptor that contradicts the registry',
		missingRecovery: 'Envelope without its recovery object',
		fixCommandMismatch: 'fix_command that differs from the registry',
		duplicateKey: 'Duplicate key in the envelope',
		syntaxError: 'JSON with a trailing comma',
		mcpStructured: 'MCP tool result with structuredContent.error',
		mcpText: 'MCP tool result with the envelope as text',
		terminalText: 'Terminal output with JSON inside',
		jsonRpc: 'JSON-RPC protocol error (not an envelope)',
		foreignMeta: 'Another server’s format (_meta.errorCode)',
	},
	'zh-TW': {
		unknownCode: '未知的代碼（connect_failed 的拼字錯誤）',
		descriptorMismatch: '與 registry 矛盾的 descriptor',
		missingRecovery: '缺少 recovery 物件的 envelope',
		fixCommandMismatch: '與 registry 不同的 fix_command',
		duplicateKey: 'envelope 中有重複的鍵',
		syntaxError: '結尾多了逗號的 JSON',
		mcpStructured: 'envelope 放在 structuredContent.error 的 MCP 工具結果',
		mcpText: 'envelope 以文字形式放在 MCP 工具結果中',
		terminalText: '夾著 JSON 的終端機輸出',
		jsonRpc: 'JSON-RPC 協定錯誤（不是 envelope）',
		foreignMeta: '其他伺服器的格式（_meta.errorCode）',
	},
};

export const playgroundExampleLabels = labels;

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * One error object per code that has an example (the CLI never reports the others). flutter_mcp_cli
 * writes English only, so every language gets the same payloads; `_lang` keeps the call sites of
 * both pickers alike.
 */
export function validExamples(registry: Registry, _lang?: Lang): PlaygroundExample[] {
	return exampleCoreErrors(registry).map(({ entry, error }) => ({
		id: `code:${entry.code}`,
		label: entry.code,
		text: pretty(error),
	}));
}

export function brokenExamples(registry: Registry, lang: Lang): PlaygroundExample[] {
	const t = translator(labels, lang);
	const envelopeOf = (code: string) => {
		const entry = findCode(registry, code);
		const error = entry && exampleCoreError(entry);
		if (!error) throw new Error(`playground example needs ${code} in the registry, with an example`);
		return error;
	};
	const connect = envelopeOf('connect_failed');
	const invalid = envelopeOf('invalid_command');
	const lock = envelopeOf('state_lock_timeout');
	const { recovery: _dropped, ...withoutRecovery } = invalid;
	const examples: Record<BrokenId, string> = {
		unknownCode: pretty({ ...connect, code: 'conect_failed' }),
		descriptorMismatch: pretty({ ...connect, descriptor: { ...connect.descriptor, retryable: false, exitCode: 68 } }),
		missingRecovery: pretty(withoutRecovery),
		fixCommandMismatch: pretty({ ...lock, recovery: { ...lock.recovery, fix_command: 'flutter_mcp_cli unlock --force' } }),
		duplicateKey: pretty(invalid).replace('"code": "invalid_command",', '"code": "invalid_command",\n  "code": "unknown_error",'),
		syntaxError: pretty(invalid).replace(/\n}$/, ',\n}'),
		mcpStructured: pretty({ isError: true, content: [{ type: 'text', text: connect.message }], structuredContent: { error: connect } }),
		mcpText: pretty({ isError: true, content: [{ type: 'text', text: JSON.stringify(lock) }] }),
		terminalText: `$ flutter_mcp_cli exec --name hot_reload --args '{}'\n[12:04:51] running hot_reload…\n${pretty(envelopeOf('hot_reload_failed'))}\nexit status 69\n`,
		jsonRpc: pretty({ jsonrpc: '2.0', id: 7, error: { code: -32601, message: 'Method not found: tools/cal' } }),
		foreignMeta: pretty({
			isError: true,
			content: [{ type: 'text', text: 'Plan directory not found' }],
			_meta: { errorCode: 'PLAN_DIR_MISSING', hint: 'Run plan.init first' },
		}),
	};
	return (Object.keys(examples) as BrokenId[]).map((id) => ({ id: `broken:${id}`, label: t(id), text: examples[id] }));
}
