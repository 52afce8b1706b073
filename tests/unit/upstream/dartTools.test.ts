import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dartSources } from '../../../scripts/lib/upstream/checkoutFiles.ts';
import {
	publishedTools,
	readToolDeclarations,
	type ScannedFile,
} from '../../../scripts/lib/upstream/dartTools.ts';

const v3Layout = fileURLToPath(new URL('../../fixtures/upstream/v3-layout', import.meta.url));

describe('readToolDeclarations', () => {
	it('reads the three declaration forms with their lines', () => {
		const { declarations } = readToolDeclarations(`
final a = Tool(name: 'get_vm', inputSchema: s);
final b = ToolRegistration(
  name: 'tap_widget',
);
@AgentTool(namespace: 'fmt', name: 'get_recent_logs')
Future<void> f() async {}`);
		expect(declarations).toEqual([
			{ kind: 'tool', name: 'get_vm', namespace: null, line: 2, expression: null },
			{ kind: 'registration', name: 'tap_widget', namespace: null, line: 3, expression: null },
			{ kind: 'agentTool', name: 'get_recent_logs', namespace: 'fmt', line: 6, expression: null },
		]);
	});

	it('ignores names in strings and comments, constructors’ parameter lists and unnamed calls', () => {
		const { declarations } = readToolDeclarations(`
// Tool(name: 'in_a_comment')
const help = "Call Tool(name: 'in_a_string') like this";
final class ToolRegistration { const ToolRegistration({required this.name}); }
final t = Tool(description: 'no name');
AgentTool(namespace: 'fmt', name: 'not_an_annotation');`);
		expect(declarations).toEqual([]);
	});

	it('keeps a computed name as unresolved text instead of guessing', () => {
		expect(readToolDeclarations(`dart_mcp.Tool(name: fullName)`).declarations).toEqual([
			{ kind: 'tool', name: null, namespace: null, line: 1, expression: 'fullName' },
		]);
	});

	it('takes capability ids only from classes that implement Capability', () => {
		const { capabilityIds } = readToolDeclarations(`
final class FmtCapability implements Capability { String get id => 'fmt'; }
final class Provider implements SummaryProvider { String get id => 'none'; }
final class Context implements CapabilityContext { String get id => 'ctx'; }`);
		expect(capabilityIds).toEqual([{ id: 'fmt', line: 2 }]);
	});
});

describe('publishedTools', () => {
	const file = (path: string, packageRoot: string, source: string): ScannedFile => ({
		path,
		packageRoot,
		tools: readToolDeclarations(source),
	});
	const capability = (id: string) => `class C implements Capability { String get id => '${id}'; }`;

	it('prefixes a registration with the capability id of its own package only', () => {
		const result = publishedTools([
			file('core/lib/cap.dart', 'core/', capability('fmt')),
			file('core/lib/tools.dart', 'core/', `ToolRegistration(name: 'tap')`),
			file('other/lib/tools.dart', 'other/', `ToolRegistration(name: 'orphan')`),
			file('server/lib/a.dart', 'server/', `Tool(name: 'plain'); Tool(name: computed)`),
		]);
		expect(result.tools).toEqual([
			{ name: 'fmt_tap', path: 'core/lib/tools.dart', line: 1 },
			{ name: 'plain', path: 'server/lib/a.dart', line: 1 },
		]);
		expect(result.unresolved).toEqual([
			{
				path: 'other/lib/tools.dart',
				line: 1,
				reason: 'orphan: prefix unknown (no capability id in package)',
			},
			{ path: 'server/lib/a.dart', line: 1, reason: 'name is not a literal: computed' },
		]);
	});

	it('does not pick a prefix when the package has two capabilities', () => {
		const result = publishedTools([
			file('p/lib/a.dart', 'p/', `${capability('fmt')}\n${capability('app')}`),
			file('p/lib/b.dart', 'p/', `ToolRegistration(name: 'x')`),
		]);
		expect(result.tools).toEqual([]);
		expect(result.unresolved[0]!.reason).toBe(
			'x: prefix unknown (capability ids fmt, app in package)',
		);
	});

	it('reads the v3-layout fixture: tests and re-exports skipped, each package its own', () => {
		const files = dartSources(v3Layout).map(({ path, packageRoot }) => ({
			path,
			packageRoot,
			tools: readToolDeclarations(readFileSync(`${v3Layout}/${path}`, 'utf8')),
		}));
		expect(files.some((f) => f.path.includes('/test/'))).toBe(false);
		expect(files.find((f) => f.path.endsWith('demo_tools.dart'))!.packageRoot).toBe(
			'mcp_capability_core/',
		);
		const result = publishedTools(files);
		expect(result.tools.map((t) => t.name)).toEqual([
			'fmt_client_tool',
			'fmt_get_recent_logs',
			'fmt_tap_widget',
		]);
		expect(result.unresolved).toEqual([
			{
				path: 'mcp_server_dart/lib/src/dynamic_tools.dart',
				line: 11,
				reason: 'name is not a literal: fullName',
			},
		]);
	});
});
