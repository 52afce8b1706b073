import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/lib/i18n/index.ts';
import { filesUnder, repoRoot } from '../../support/glossary.ts';
import { zhStringsOfJson } from '../../support/zhText.ts';
import {
	englishRules,
	englishSources,
	englishTerms,
	englishViolations,
} from '../../support/englishGlossary.ts';

/**
 * The English side of the glossary (content/registry/glossary.json, `english`): one name per
 * concept. Each loser it lists is planted back into a sentence here and must be caught; then every
 * English text of the sources is scanned. The built pages, twins and llms texts get the same scan in
 * tests/build/englishText.test.ts.
 */

/** One sentence per loser, as a writer might put it back; each must be caught by its term. */
const planted: [string, string][] = [
	['error object', 'The CLI prints an error envelope on stdout.'],
	['error object', 'Paste the envelope here.'],
	['stdout line', 'Watch events carry the whole stdout envelope.'],
	['fix command', 'Run the recovery command first, then repeat the call once.'],
	['fix command', 'What the CLI suggested'],
	['connection check', 'In get_vm, after the connection guard passed, when getVM throws.'],
	['connection check', 'The connection vanished between the guard and the reload.'],
	['flutter-mcp-toolkit', 'In the shipped CLI every command catches its own exceptions.'],
	['flutter-mcp-toolkit', 'The site documents the CLI that exists.'],
	['v3 contract (b7f4434), flutter-mcp-toolkit X.Y.Z', 'Release 3.0.0 added fifteen codes.'],
	[
		'v3 contract (b7f4434), flutter-mcp-toolkit X.Y.Z',
		'From 4.0.0-dev on, IntentCall wraps failures.',
	],
	['remembered target', 'None of them is remembered as sticky.'],
	['remembered target', 'If the Sticky target vanishes, check the state file.'],
	['this site’s code list', 'The table is built from the registry.'],
	// A third name for the code list (eighth readings, item 6).
	['this site’s code list', 'The catalog does not know this code.'],
	['CLI, MCP server and daemon', 'Where: every surface.'],
	['CLI, MCP server and daemon', 'The example on each surface'],
	// One concept, several names (English review 8, item 12): each loser as the review found it.
	['never sent', 'state_store_read_failed is never emitted: an unreadable state counts as empty.'],
	// English review 16 #6a: the other half of the verb.
	['never sent', 'None of them is ever emitted.'],
	['generic', 'The CLI’s general fix for a code without its own: it runs the environment checks.'],
	['Error Playbook', 'Serve the playbook to an MCP client on standard input and output.'],
	['Error Playbook', 'nor of a later release this playbook knows.'],
	['mcp_toolkit', 'The snapshotId you sent is older, so the toolkit did nothing.'],
	['mcp_toolkit', 'Not seen with the shipped toolkit: its answer’s matched is not a boolean.'],
	['fmt_client_tool, registry gateway', 'The gateway wraps the code as an error object.'],
	// "folder" and "directory" for one thing (English review 15 #5).
	['directory', 'add `--backup` to keep a copy of the old folder.'],
];

describe('the English glossary', () => {
	it('names one English word per concept, each with what not to write and why', () => {
		expect(englishTerms.length).toBeGreaterThanOrEqual(8);
		for (const t of englishTerms) {
			expect(t.forbidden.length, t.use).toBeGreaterThan(0);
			for (const lang of languages) expect(t.note[lang].trim(), t.use).not.toBe('');
		}
	});

	it('never forbids its own name', () => {
		expect(englishTerms.filter((t) => englishViolations(t.use, 'x').length)).toStrictEqual([]);
	});

	it.each(planted)('catches a loser of "%s" planted back: %s', (use, sentence) => {
		expect(englishViolations(sentence, 'planted').map((v) => v.use)).toContain(use);
	});

	it('plants a loser for every forbidden pattern', () => {
		const caught = new Set(
			planted.flatMap(([, s]) =>
				englishRules.filter((r) => r.pattern.test(s)).map((r) => r.pattern.source),
			),
		);
		expect(englishRules.map((r) => r.pattern.source).filter((p) => !caught.has(p))).toStrictEqual(
			[],
		);
	});

	it('leaves code alone: field names, identifiers, commands and paths', () => {
		for (const text of [
			'`details` ends with `stickyEndpoint` and `suggestedActions`.',
			'details ends with stickyEndpoint.',
			'The MCP tool validate_envelope and /schemas/envelope-v3.json.',
			'The verdict is not-envelope.',
			'```json\n{"envelope": "sticky"}\n```',
			'Run `flutter-mcp-toolkit doctor --json`.',
		])
			expect(englishViolations(text, 'x'), text).toStrictEqual([]);
	});

	it('keeps the layer Toolkit bridge and the registry gateway by their names', () => {
		expect(
			englishViolations(
				'The toolkit bridge codes describe a failed retrieval; the registry gateway passes them on.',
				'x',
			),
		).toStrictEqual([]);
	});

	it('keeps the CLI’s own registry: the dynamic registry, the registry gateway, IntentCall’s', () => {
		expect(
			englishViolations(
				"Dynamic registry support is off. The registry gateway passes codes through IntentCall's registry.",
				'x',
			),
		).toStrictEqual([]);
	});

	it('lets a quotation of the contract keep "envelope", and nothing else', () => {
		expect(
			englishViolations(
				'`fix_command` "is emitted in every envelope and should be surfaced".',
				'x',
			),
		).toStrictEqual([]);
		expect(englishViolations('The contract says “every envelope”.', 'x')).toStrictEqual([]);
		// A quotation is no exception for the other terms.
		expect(
			englishViolations('Its heading is "Recovery command".', 'x').map((v) => v.use),
		).toStrictEqual(['fix command']);
	});
});
describe('every English source text uses the English glossary', () => {
	const sources = englishSources();

	it('scans the registry, the UI strings, the guides and the messages of the engine, CLI and MCP server', () => {
		const files = new Set(
			sources.map(([w]) => w.replace(/[#:].*$/, '').replace(/\/[^/]*\/en$|\/\d+.*$/, '')),
		);
		for (const f of [
			'content/registry/codes.json',
			'content/registry/later-codes.json',
			'src/content/i18n/en.json',
			'content/docs/guides/error-model.mdx',
			'src/lib/engine/findings/findingMessages.en.ts',
			'src/lib/engine/contract/retryAdvice.en.ts',
			'src/lib/engine/findings/explanations.en.ts',
			'src/lib/engine/surfaces/surfaceMessages.en.ts',
			'src/cli/cliMessages.ts',
			'src/mcp/mcpMessages.ts',
			'src/lib/terminal/terminalMessages.ts',
		])
			expect(
				[...files].some((w) => w.startsWith(f)),
				f,
			).toBe(true);
	});

	it('has no loser', () => {
		const found = sources.flatMap(([where, text]) => englishViolations(text, where));
		expect(
			found.map((v) => `${v.where}: write ${v.use}, not "${v.found}" (${v.text})`),
		).toStrictEqual([]);
	});
});

/**
 * A sentence mark after a code span that already ends in one (English review 5: "…discovered.`:"
 * on doctor_critical_failed, "…initializeFlutterToolkit();`." on intent_execution_error). The
 * Chinese side reads the same, with its full-width marks.
 */
const stackedAfterCode = /[.;]`[.:;。：；]/;

describe('no sentence mark stacked after a code span that ends in one', () => {
	it('catches the reviewed headings when planted back', () => {
		expect('fails with `No Flutter debug targets discovered.`: no app runs').toMatch(
			stackedAfterCode,
		);
		expect('then `MCPToolkitBinding.instance..initializeFlutterToolkit();`.').toMatch(
			stackedAfterCode,
		);
		expect('再呼叫 `initializeFlutterToolkit();`。').toMatch(stackedAfterCode);
	});

	it('finds none in the English sources or their Chinese translations', () => {
		const zh = filesUnder('content/registry', /\.json$/)
			.filter((f) => !/(glossary|translation-hashes)\.json$/.test(f))
			.flatMap((f) => zhStringsOfJson(JSON.parse(readFileSync(join(repoRoot, f), 'utf8')), f))
			.map((t): [string, string] => [t.where, t.text]);
		const found = [...englishSources(), ...zh]
			.filter(([, text]) => stackedAfterCode.test(text.replace(/```[\s\S]*?```/g, '')))
			.map(([where]) => where);
		expect(found).toStrictEqual([]);
	});
});
