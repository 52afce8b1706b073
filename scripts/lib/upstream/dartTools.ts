import { tokenizeDart, type DartToken } from './dartLexer.ts';
import {
	isIdent,
	isPunct,
	matchingClose,
	namedArguments,
	sourceText,
	valueOf,
} from './dartExpressions.ts';

/**
 * Finds the MCP tools upstream's server declares, in the three forms its history uses:
 * - `Tool(name: 'get_vm', …)` (dart_mcp; b7f4434, and the dynamic-registry tools since): the name
 *   as published;
 * - `ToolRegistration(name: 'tap_widget', …)` (the capability kernel, v3.0.0 on): a bare name the
 *   host publishes as `<capability id>_<name>`, the id being what the package's `Capability`
 *   answers to `get id` (`'fmt'`, so `fmt_tap_widget`);
 * - `@AgentTool(namespace: 'fmt', name: 'get_recent_logs')` (intentcall codegen, v4): published as
 *   `<namespace>_<name>`.
 * A declaration whose name is not a literal (the host's own `Tool(name: fullName)`) is reported as
 * unresolved rather than guessed. These are the tools the source declares; some are registered only
 * under a flag (`dumps_supported`), which this reading does not evaluate.
 */

export interface ToolDeclaration {
	kind: 'tool' | 'registration' | 'agentTool';
	/** The name as written; null when it is not a literal. */
	name: string | null;
	namespace: string | null;
	line: number;
	/** The source text of the name when it is not a literal. */
	expression: string | null;
}

export interface FileTools {
	declarations: ToolDeclaration[];
	/** `get id => '…'` of each class of the file that implements `Capability`. */
	capabilityIds: { id: string; line: number }[];
}

/** A Dart file of the checkout: its path, the folder of its package, what it declares. */
export interface ScannedFile {
	path: string;
	packageRoot: string;
	tools: FileTools;
}

export interface UpstreamTool {
	name: string;
	path: string;
	line: number;
}

export interface UpstreamTools {
	tools: UpstreamTool[];
	/** Declarations whose published name could not be worked out, with why. */
	unresolved: { path: string; line: number; reason: string }[];
}

const stringArgument = (tokens: readonly DartToken[], open: number, key: string) => {
	const range = namedArguments(tokens, open).get(key);
	if (!range) return { value: null, expression: null };
	const value = valueOf(tokens, range);
	return value.kind === 'string'
		? { value: value.value, expression: null }
		: { value: null, expression: sourceText(tokens, range) };
};

function capabilityIds(tokens: readonly DartToken[]): FileTools['capabilityIds'] {
	const ids: FileTools['capabilityIds'] = [];
	for (let i = 0; i < tokens.length; i++) {
		if (!isIdent(tokens[i], 'class')) continue;
		let open = i + 1;
		while (open < tokens.length && !isPunct(tokens[open], '{')) open++;
		const header = tokens.slice(i + 2, open);
		const close = matchingClose(tokens, open);
		if (close < 0) break;
		if (header.some((t) => isIdent(t, 'Capability'))) {
			for (let j = open; j < close; j++) {
				if (!isIdent(tokens[j], 'get') || !isIdent(tokens[j + 1], 'id')) continue;
				if (!isPunct(tokens[j + 2], '=>')) continue;
				const id = tokens[j + 3];
				if (id?.kind === 'string') ids.push({ id: id.value, line: id.line });
			}
		}
		i = close;
	}
	return ids;
}

/** Every tool declaration and capability id in one Dart file. */
export function readToolDeclarations(source: string): FileTools {
	const tokens = tokenizeDart(source);
	const declarations: ToolDeclaration[] = [];
	for (let i = 0; i < tokens.length - 1; i++) {
		const token = tokens[i]!;
		if (token.kind !== 'ident' || !isPunct(tokens[i + 1], '(')) continue;
		// A constructor's own parameter list (`ToolRegistration({required this.name, …})`) is no call.
		if (isPunct(tokens[i + 2], '{')) continue;
		const annotation = isPunct(tokens[i - 1], '@');
		const kind =
			token.text === 'Tool'
				? 'tool'
				: token.text === 'ToolRegistration'
					? 'registration'
					: token.text === 'AgentTool' && annotation
						? 'agentTool'
						: null;
		if (!kind) continue;
		const name = stringArgument(tokens, i + 1, 'name');
		// `Tool(…)` without a name argument is some other `Tool`; only a named one is a declaration.
		if (name.value === null && name.expression === null) continue;
		declarations.push({
			kind,
			name: name.value,
			namespace: kind === 'agentTool' ? stringArgument(tokens, i + 1, 'namespace').value : null,
			line: token.line,
			expression: name.expression,
		});
	}
	return { declarations, capabilityIds: capabilityIds(tokens) };
}

/** The published names of the files' declarations, sorted by name. */
export function publishedTools(files: readonly ScannedFile[]): UpstreamTools {
	const idsByPackage = new Map<string, Set<string>>();
	for (const file of files) {
		const ids = idsByPackage.get(file.packageRoot) ?? new Set<string>();
		for (const { id } of file.tools.capabilityIds) ids.add(id);
		idsByPackage.set(file.packageRoot, ids);
	}
	const result: UpstreamTools = { tools: [], unresolved: [] };
	for (const file of files) {
		const ids = [...(idsByPackage.get(file.packageRoot) ?? [])];
		for (const d of file.tools.declarations) {
			const at = { path: file.path, line: d.line };
			if (d.name === null) {
				result.unresolved.push({ ...at, reason: `name is not a literal: ${d.expression}` });
			} else if (d.kind === 'tool') {
				result.tools.push({ ...at, name: d.name });
			} else if (d.kind === 'agentTool' && d.namespace !== null) {
				result.tools.push({ ...at, name: `${d.namespace}_${d.name}` });
			} else if (ids.length === 1) {
				result.tools.push({ ...at, name: `${ids[0]}_${d.name}` });
			} else {
				const found = ids.length === 0 ? 'no capability id' : `capability ids ${ids.join(', ')}`;
				result.unresolved.push({
					...at,
					reason: `${d.name}: prefix unknown (${found} in package)`,
				});
			}
		}
	}
	result.tools.sort((a, b) => a.name.localeCompare(b.name) || a.path.localeCompare(b.path));
	return result;
}
