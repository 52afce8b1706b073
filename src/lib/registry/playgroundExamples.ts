import type { Lang } from '../i18n/index.ts';
import type { Registry } from './registrySchema.ts';
import { requireCode } from './registryQueries.ts';
import {
	type CoreErrorJson,
	type ExampleSurface,
	type SurfaceExample,
	exampleCoreError,
	exampleCoreErrors,
	surfaceExamples,
} from './examples.ts';
import {
	cliTranscript,
	daemonUnsupportedCommand,
	doctorTranscript,
	toolkitMissingCrash,
	unknownToolResponse,
	watchStream,
} from './outputExamples.ts';
import { type Dictionary, translator } from '../i18n/index.ts';

/**
 * The playground's example picker, in three groups that say what each input is:
 * - what flutter_mcp_cli prints, surface by surface (its stdout, a terminal session, MCP results,
 *   the daemon), failures that are not error objects included — every one built from the CLI's
 *   source, none of them wrong;
 * - the error object of each code;
 * - inputs broken on purpose (or from another tool), each showing one check of the validator.
 * All are derived from registry examples, so they change with the registry.
 */
export interface PlaygroundExample {
	id: string;
	label: string;
	text: string;
}

export interface PlaygroundExampleGroup {
	id: 'surfaces' | 'codes' | 'broken';
	examples: PlaygroundExample[];
}

type SurfaceId =
	| 'stdoutLine'
	| 'transcript'
	| 'mcpTool'
	| 'mcpResource'
	| 'daemonError'
	| 'watchStream'
	| 'doctor'
	| 'toolkitCrash'
	| 'unknownTool'
	| 'daemonUnknownCommand';

type BrokenId =
	| 'unknownCode'
	| 'descriptorMismatch'
	| 'missingRecovery'
	| 'fixCommandMismatch'
	| 'duplicateKey'
	| 'syntaxError'
	| 'exitStatusMismatch'
	| 'daemonRpcCodeMismatch'
	| 'foreignMeta';

type LabelId = SurfaceId | BrokenId;

/** The picker's labels of the whole outputs and the broken examples, in both languages. */
const playgroundExampleLabels: Dictionary<LabelId> = {
	en: {
		stdoutLine: 'CLI stdout line (vm_not_connected)',
		transcript: 'Terminal session with echo $? (connection_selection_required)',
		mcpTool: 'MCP tool result, JSON-RPC frame (connect_failed)',
		mcpResource: 'MCP resource read (get_app_errors_failed)',
		daemonError: 'Daemon command/execute error (state_lock_timeout)',
		watchStream: 'Daemon watch stream ending in watch_error',
		doctor: 'doctor --json with a failed critical check',
		toolkitCrash: 'Crash: the app has no mcp_toolkit',
		unknownTool: 'MCP: no tool registered with that name',
		daemonUnknownCommand: 'Daemon: unsupported command (-32602)',
		unknownCode: 'Unknown code (a typo of connect_failed)',
		descriptorMismatch: 'Descriptor that contradicts the CLI’s',
		missingRecovery: 'Error object without its recovery',
		fixCommandMismatch: 'fix_command the CLI never prints',
		duplicateKey: 'Duplicate key in the error object',
		syntaxError: 'JSON with a trailing comma',
		exitStatusMismatch: 'Terminal session with the wrong exit status',
		daemonRpcCodeMismatch: 'Daemon error with the wrong JSON-RPC code',
		foreignMeta: 'Another server’s format (_meta.errorCode)',
	},
	'zh-TW': {
		stdoutLine: 'CLI 的 stdout 輸出行（vm_not_connected）',
		transcript: '含 echo $? 的終端機操作紀錄（connection_selection_required）',
		mcpTool: 'MCP 工具結果，含外層 JSON-RPC 訊息（connect_failed）',
		mcpResource: 'MCP resource 讀取（get_app_errors_failed）',
		daemonError: 'daemon 的 command/execute 錯誤（state_lock_timeout）',
		watchStream: '以 watch_error 結束的 daemon watch 串流',
		doctor: '關鍵檢查沒通過的 doctor --json',
		toolkitCrash: '崩潰：App 沒有 mcp_toolkit',
		unknownTool: 'MCP：找不到這個名稱的工具',
		daemonUnknownCommand: 'daemon：不支援的指令（-32602）',
		unknownCode: '未知的代碼（connect_failed 的拼字錯誤）',
		descriptorMismatch: '與 CLI 不符的 descriptor',
		missingRecovery: '缺少 recovery 欄位的錯誤物件',
		fixCommandMismatch: 'CLI 不會印出的 fix_command',
		duplicateKey: '錯誤物件中有重複的鍵',
		syntaxError: '結尾多了逗號的 JSON',
		exitStatusMismatch: '結束代碼不對的終端機操作紀錄',
		daemonRpcCodeMismatch: 'JSON-RPC 代碼不對的 daemon 錯誤',
		foreignMeta: '其他伺服器的格式（_meta.errorCode）',
	},
};

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

export function playgroundExampleGroups(registry: Registry, lang: Lang): PlaygroundExampleGroup[] {
	const t = translator(playgroundExampleLabels, lang);
	const entryOf = (code: string) => requireCode(registry, code, 'a playground example');
	const errorOf = (code: string): CoreErrorJson => {
		const error = exampleCoreError(entryOf(code));
		if (!error) throw new Error(`playground example needs an example of ${code} in the registry`);
		return error;
	};
	const surfaceOf = (code: string, surface: ExampleSurface): SurfaceExample => {
		const found = surfaceExamples(entryOf(code)).find((s) => s.surface === surface);
		if (!found) throw new Error(`playground example needs ${code} on the ${surface} surface`);
		return found;
	};
	const labelled = <Id extends LabelId>(prefix: string, texts: Record<Id, string>) =>
		(Object.keys(texts) as Id[]).map((id) => ({
			id: `${prefix}:${id}`,
			label: t(id),
			text: texts[id],
		}));

	const vmCli = surfaceOf('vm_not_connected', 'cli');
	const selectionCli = surfaceOf('connection_selection_required', 'cli');
	const vmError = errorOf('vm_not_connected');
	const surfaces: Record<SurfaceId, string> = {
		stdoutLine: `${vmCli.payload}\n`,
		transcript: cliTranscript(selectionCli),
		mcpTool: surfaceOf('connect_failed', 'mcp-tool').payload,
		mcpResource: surfaceOf('get_app_errors_failed', 'mcp-resource').payload,
		daemonError: surfaceOf('state_lock_timeout', 'daemon').payload,
		watchStream: watchStream(5, 'get_vm', vmError, JSON.parse(vmCli.payload).meta, {
			started: '2026-03-04T09:15:00.104512Z',
			failed: '2026-03-04T09:15:02.418501Z',
			stopped: '2026-03-04T09:15:02.418733Z',
		}),
		doctor: doctorTranscript(),
		toolkitCrash: toolkitMissingCrash(),
		unknownTool: pretty(unknownToolResponse(11, 'get_app_errors')),
		daemonUnknownCommand: pretty(daemonUnsupportedCommand(3, 'hot_relaod')),
	};

	const connect = errorOf('connect_failed');
	const invalid = errorOf('invalid_command');
	const lock = errorOf('state_lock_timeout');
	const { recovery: _dropped, ...withoutRecovery } = invalid;
	const lockDaemon = JSON.parse(surfaceOf('state_lock_timeout', 'daemon').payload);
	const broken: Record<BrokenId, string> = {
		unknownCode: pretty({ ...connect, code: 'conect_failed' }),
		descriptorMismatch: pretty({
			...connect,
			descriptor: { ...connect.descriptor, retryable: false, exitCode: 68 },
		}),
		missingRecovery: pretty(withoutRecovery),
		fixCommandMismatch: pretty({
			...lock,
			recovery: { ...lock.recovery, fix_command: 'flutter_mcp_cli unlock --force' },
		}),
		duplicateKey: pretty(invalid).replace(
			'"code": "invalid_command",',
			'"code": "invalid_command",\n  "code": "unknown_error",',
		),
		syntaxError: pretty(invalid).replace(/\n}$/, ',\n}'),
		exitStatusMismatch: cliTranscript(vmCli, 0),
		daemonRpcCodeMismatch: pretty({ ...lockDaemon, error: { ...lockDaemon.error, code: -32602 } }),
		foreignMeta: pretty({
			isError: true,
			content: [{ type: 'text', text: 'Plan directory not found' }],
			_meta: { errorCode: 'PLAN_DIR_MISSING', hint: 'Run plan.init first' },
		}),
	};

	// flutter_mcp_cli writes English only, so the payloads are the same in every language.
	const codes = exampleCoreErrors(registry).map(({ entry, error }) => ({
		id: `code:${entry.code}`,
		label: entry.code,
		text: pretty(error),
	}));
	return [
		{ id: 'surfaces', examples: labelled('cli', surfaces) },
		{ id: 'codes', examples: codes },
		{ id: 'broken', examples: labelled('broken', broken) },
	];
}
