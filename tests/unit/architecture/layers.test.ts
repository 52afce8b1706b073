import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { globSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The boundaries of `src/lib`, as rules on import specifiers rather than comments:
 * - every module family (`src/lib/<family>/`) is entered through its `index.ts` from outside;
 * - the engine is browser-safe: no registry module, no full `zod`, no site code, no Node built-ins;
 * - `engine/json/` reads text and knows nothing of envelopes: it imports only its own files;
 * - `i18n/` and `codeNames/` (the one resolver of typed codes) import nothing;
 * - the renderers sit over the registry in one order, registry → views → markdown and terminal:
 *   `views/` turns the registry into pages and tables as data, `markdown/` serializes those models
 *   and `terminal/` prints them as plain text; nothing below imports what is above it, so the
 *   registry never learns how it is shown, and the two renderers import neither each other nor
 *   the registry's data (its UI dictionary, `uiText`, only);
 * - browser scripts (`src/scripts/`) never reach the registry, and reach the engine's texts only
 *   through `loadLanguage` (a dynamic import per language), never statically;
 * - `src/mcp/` (the MCP server) is entered through its `index.ts`, and only by a dynamic import of
 *   the CLI, so that the SDK never slows `validate`; neither `src/lib` nor the site imports it. The
 *   one exception is the package build, which runs the server's guide reader to embed its result.
 * - `src/api/` (the package's programmatic API) is entered through its `index.ts`, an entry point
 *   of the package build, imported only by tests; it sits beside the CLI and the MCP server and imports neither, and it loads
 *   the registry module only lazily, so that importing it costs what the CLI's `validate` costs.
 * White-box tests of the engine (`tests/unit/engine/`) may open its internals.
 */
const root = resolve(import.meta.dirname, '../../..');
const families = [
	'engine',
	'registry',
	'views',
	'markdown',
	'terminal',
	'site',
	'i18n',
	'playground',
	'masking',
	'report',
	'codeNames',
	'guides',
];
/**
 * Entries of a family besides its `index.ts`: the report's zod schema needs full zod, which the
 * CLI's `validate` must not load (tests/unit/package), so its users import it by name; the
 * engine's `browser.ts` is the engine without its texts, for a page that loads one language.
 */
const secondEntries = ['src/lib/report/outputSchema.ts', 'src/lib/engine/browser.ts'];

interface Edge {
	from: string;
	specifier: string;
	/** Repository-relative target for relative imports, else the bare specifier. */
	target: string;
	/** `import('…')`: loaded when the code runs, not when its module loads. */
	dynamic: boolean;
	/** `import type`: a dependency of the reader and of the layers, erased before anything loads. */
	typeOnly: boolean;
}

const importPattern =
	/(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const dynamicImport = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

function edgesOf(file: string): Edge[] {
	const text = readFileSync(join(root, file), 'utf8');
	const edges: Edge[] = [];
	const add = (specifier: string, dynamic: boolean, typeOnly = false) =>
		edges.push({
			from: file,
			specifier,
			target: specifier.startsWith('.')
				? relative(root, resolve(dirname(join(root, file)), specifier))
				: specifier,
			dynamic,
			typeOnly,
		});
	// `import type` counts for the layers and circles: a reader follows it as any other import.
	for (const m of text.matchAll(importPattern)) add(m[3]!, false, Boolean(m[2]));
	for (const m of text.matchAll(dynamicImport)) add(m[1]!, true);
	return edges;
}

const sourceFiles = globSync(
	['src/**/*.{ts,astro,mjs}', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts', 'astro.config.mjs'],
	{ cwd: root },
).filter((f) => !f.includes('node_modules'));
const edges = sourceFiles.flatMap(edgesOf);
const familyOf = (path: string) => families.find((f) => path.startsWith(`src/lib/${f}/`));
const describeEdge = (e: Edge) => `${e.from} → ${e.specifier}`;

describe('module boundaries of src/lib', () => {
	it('finds the files it checks', () => {
		expect(sourceFiles.filter((f) => f.startsWith('src/lib/engine/')).length).toBeGreaterThan(10);
		expect(edges.length).toBeGreaterThan(100);
	});

	it('enters every family through its index.ts', () => {
		const bad = edges.filter((e) => {
			const target = familyOf(e.target);
			if (!target || familyOf(e.from) === target) return false;
			if (e.from.startsWith('tests/unit/engine/') && target === 'engine') return false;
			return e.target !== `src/lib/${target}/index.ts` && !secondEntries.includes(e.target);
		});
		expect(bad.map(describeEdge)).toEqual([]);
	});

	it('keeps the engine browser-safe: no registry, full zod, site code or Node built-ins', () => {
		const bad = edges.filter(
			(e) =>
				e.from.startsWith('src/lib/engine/') &&
				(familyOf(e.target) === 'registry' ||
					familyOf(e.target) === 'site' ||
					familyOf(e.target) === 'playground' ||
					e.target === 'zod' ||
					e.target.startsWith('zod/v4') ||
					e.target.startsWith('node:') ||
					e.target.startsWith('astro')),
		);
		expect(bad.map(describeEdge)).toEqual([]);
	});

	it('keeps engine/input below the surfaces: it reads text with json/ and the result types only', () => {
		// The surfaces' classification is handed in (`Recognise`): one reading of a value, by them.
		const bad = edges.filter(
			(e) =>
				e.from.startsWith('src/lib/engine/input/') &&
				e.target.startsWith('src/') &&
				!/^src\/lib\/engine\/(input\/|json\/|validationTypes\.ts$)/.test(e.target),
		);
		expect(bad.map(describeEdge)).toEqual([]);
	});

	it('keeps engine/json to itself', () => {
		const bad = edges.filter(
			(e) =>
				e.from.startsWith('src/lib/engine/json/') && !e.target.startsWith('src/lib/engine/json/'),
		);
		expect(bad.map(describeEdge)).toEqual([]);
	});

	it('keeps codeNames free of imports: the engine and the site both build on it', () => {
		const bad = edges.filter(
			(e) => e.from.startsWith('src/lib/codeNames/') && !e.target.startsWith('src/lib/codeNames/'),
		);
		expect(bad.map(describeEdge)).toEqual([]);
	});

	it('keeps i18n free of imports', () => {
		const bad = edges.filter(
			(e) => e.from.startsWith('src/lib/i18n/') && !e.target.startsWith('src/lib/i18n/'),
		);
		expect(bad.map(describeEdge)).toEqual([]);
	});

	it('stacks the renderers over the registry: registry → views → markdown and terminal', () => {
		const rank = (path: string) =>
			({ registry: 0, views: 1, markdown: 2, terminal: 2 })[familyOf(path) ?? ''] ?? -1;
		const bad = edges.filter((e) => {
			const from = familyOf(e.from);
			const to = familyOf(e.target);
			if (from === 'engine' || from === 'site' || from === 'i18n')
				return to === 'views' || to === 'markdown' || to === 'terminal';
			// Side by side: a Markdown twin and a terminal text are two renderings of one view.
			if (rank(e.from) === 2 && rank(e.target) === 2) return from !== to;
			return rank(e.from) >= 0 && rank(e.target) > rank(e.from);
		});
		expect(bad.map(describeEdge)).toEqual([]);
		// The rule has something to hold: each family uses the one below it.
		for (const [from, to] of [
			['views', 'registry'],
			['markdown', 'views'],
			['terminal', 'views'],
		])
			expect(
				edges.some((e) => familyOf(e.from) === from && familyOf(e.target) === to),
				`${from} → ${to}`,
			).toBe(true);
	});

	it('keeps the terminal text off the registry’s data: it renders the views, with the UI dictionary', () => {
		// So a registry text reaches `explain` and `explain_code` only as the page's view has it.
		const named = sourceFiles
			.filter((f) => f.startsWith('src/lib/terminal/'))
			.flatMap((f) =>
				[...readFileSync(join(root, f), 'utf8').matchAll(/import\s*{([^}]*)}\s*from\s*'([^']+)'/g)]
					.filter((m) => familyOf(relative(root, resolve(root, dirname(f), m[2]!))) === 'registry')
					.flatMap((m) => m[1]!.split(',').map((name) => `${f}: ${name.trim()}`)),
			)
			.filter((name) => !name.endsWith(': '));
		expect(named.length).toBeGreaterThan(0);
		expect(named.filter((name) => !name.endsWith(': uiText'))).toEqual([]);
	});

	it('keeps src/lib below the CLI and the MCP server, and the MCP server beside the CLI', () => {
		const into = (folder: string) => (e: Edge) => e.target.startsWith(folder);
		const bad = edges.filter(
			(e) =>
				(e.from.startsWith('src/lib/') && (into('src/cli/')(e) || into('src/mcp/')(e))) ||
				(e.from.startsWith('src/mcp/') && into('src/cli/')(e)),
		);
		expect(bad.map(describeEdge)).toEqual([]);
	});

	it('keeps full zod out of what the report door loads', () => {
		const bad = edges.filter(
			(e) =>
				e.from.startsWith('src/lib/report/') &&
				e.from !== 'src/lib/report/outputSchema.ts' &&
				!e.dynamic &&
				e.target === 'zod',
		);
		expect(bad.map(describeEdge)).toEqual([]);
	});

	it('keeps src/lib free of Astro', () => {
		const bad = edges.filter(
			(e) =>
				e.from.startsWith('src/lib/') &&
				(e.target.startsWith('astro') || e.target.startsWith('@astrojs')),
		);
		expect(bad.map(describeEdge)).toEqual([]);
	});

	it('never lets a browser script reach the registry, directly or through another module', () => {
		const byFile = new Map<string, Edge[]>();
		for (const e of edges) byFile.set(e.from, [...(byFile.get(e.from) ?? []), e]);
		const reaches = (file: string, seen = new Set<string>()): string[] | null => {
			if (familyOf(file) === 'registry') return [file];
			if (seen.has(file)) return null;
			seen.add(file);
			for (const e of byFile.get(file) ?? []) {
				if (!e.target.startsWith('src/')) continue;
				const path = reaches(e.target, seen);
				if (path) return [file, ...path];
			}
			return null;
		};
		const scripts = sourceFiles.filter((f) => f.startsWith('src/scripts/'));
		expect(scripts.length).toBeGreaterThan(0);
		const bad = scripts.map((f) => reaches(f)).filter((p): p is string[] => p !== null);
		expect(bad.map((p) => p.join(' → '))).toEqual([]);
	});

	it("never lets a browser script load the engine's texts but through loadLanguage", () => {
		const texts = (file: string) =>
			/^src\/lib\/engine\/(messages\/(allLanguages|en|zh-TW)|.*\.(en|zh-TW))\.ts$/.test(file);
		const byFile = new Map<string, Edge[]>();
		for (const e of edges)
			if (!e.dynamic && !e.typeOnly) byFile.set(e.from, [...(byFile.get(e.from) ?? []), e]);
		const reaches = (file: string, seen = new Set<string>()): string[] | null => {
			if (texts(file)) return [file];
			if (seen.has(file)) return null;
			seen.add(file);
			for (const e of byFile.get(file) ?? []) {
				if (!e.target.startsWith('src/')) continue;
				const path = reaches(e.target, seen);
				if (path) return [file, ...path];
			}
			return null;
		};
		// The rule has something to hold: the door that Node code uses does load them.
		expect(reaches('src/lib/engine/index.ts')).not.toBeNull();
		const scripts = sourceFiles.filter((f) => f.startsWith('src/scripts/'));
		const bad = scripts.map((f) => reaches(f)).filter((p): p is string[] => p !== null);
		expect(bad.map((p) => p.join(' → '))).toEqual([]);
		// …and the languages are there to load.
		expect(
			edges.filter((e) => e.from === 'src/lib/engine/messages/loadLanguage.ts' && e.dynamic),
		).toHaveLength(2);
	});

	it('enters src/mcp only through its index.ts, loaded lazily by the CLI and by tests', () => {
		const intoMcp = edges.filter(
			(e) => e.target.startsWith('src/mcp/') && !e.from.startsWith('src/mcp/'),
		);
		expect(intoMcp.filter((e) => e.from === 'src/cli/run.ts' && e.dynamic).length).toBe(1);
		// The package build replaces guideSources.ts in the bundle with what it returns (the package has no content/).
		const embedding = (e: Edge) =>
			e.from === 'scripts/build-validator.ts' && e.target === 'src/mcp/guideSources.ts';
		const bad = intoMcp.filter(
			(e) =>
				!embedding(e) &&
				(e.target !== 'src/mcp/index.ts' ||
					!(e.from.startsWith('tests/') || (e.from === 'src/cli/run.ts' && e.dynamic))),
		);
		expect(bad.map(describeEdge)).toEqual([]);
	});

	it('enters src/api only through its index.ts, from tests (the package build bundles it); it imports neither the CLI nor the MCP server', () => {
		const intoApi = edges.filter(
			(e) => e.target.startsWith('src/api/') && !e.from.startsWith('src/api/'),
		);
		expect(intoApi.length).toBeGreaterThan(0);
		// The package build names src/api/index.ts as an entry point; nothing imports it but tests.
		const bad = intoApi.filter(
			(e) => e.target !== 'src/api/index.ts' || !e.from.startsWith('tests/'),
		);
		expect(bad.map(describeEdge)).toEqual([]);
		const outOfApi = edges.filter(
			(e) =>
				e.from.startsWith('src/api/') &&
				(e.target.startsWith('src/cli/') || e.target.startsWith('src/mcp/')),
		);
		expect(outOfApi.map(describeEdge)).toEqual([]);
	});

	it('keeps the registry module and full zod out of what src/api/index.ts loads statically', () => {
		const byFile = new Map<string, Edge[]>();
		for (const e of edges)
			if (!e.dynamic && !e.typeOnly) byFile.set(e.from, [...(byFile.get(e.from) ?? []), e]);
		const heavy = (target: string) =>
			familyOf(target) === 'registry' || target === 'zod' || target.startsWith('zod/v4');
		const reaches = (file: string, seen = new Set<string>()): string[] | null => {
			if (seen.has(file)) return null;
			seen.add(file);
			for (const e of byFile.get(file) ?? []) {
				if (heavy(e.target)) return [file, e.target];
				if (!e.target.startsWith('src/')) continue;
				const path = reaches(e.target, seen);
				if (path) return [file, ...path];
			}
			return null;
		};
		expect(reaches('src/api/index.ts')).toBeNull();
		// The rule has something to hold: the lazy half does load the registry.
		expect(reaches('src/api/registryData.ts')).not.toBeNull();
	});

	it('keeps the SDK inside src/mcp (and the tests that drive it)', () => {
		const bad = edges.filter(
			(e) =>
				e.target.startsWith('@modelcontextprotocol/') &&
				!e.from.startsWith('src/mcp/') &&
				!e.from.startsWith('tests/'),
		);
		expect(bad.map(describeEdge)).toEqual([]);
	});

	it('has no import circle in src/, type-only imports counted', () => {
		const next = new Map<string, string[]>();
		for (const e of edges)
			if (e.from.startsWith('src/') && e.target.startsWith('src/') && !e.dynamic)
				next.set(e.from, [...(next.get(e.from) ?? []), e.target]);
		// Tarjan's strongly connected components: a component of two or more files is a circle.
		let counter = 0;
		const index = new Map<string, number>();
		const low = new Map<string, number>();
		const stack: string[] = [];
		const circles: string[][] = [];
		const visit = (file: string): void => {
			index.set(file, counter);
			low.set(file, counter++);
			stack.push(file);
			for (const to of next.get(file) ?? []) {
				if (!index.has(to)) {
					visit(to);
					low.set(file, Math.min(low.get(file)!, low.get(to)!));
				} else if (stack.includes(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
			}
			if (low.get(file) !== index.get(file)) return;
			const component: string[] = [];
			let member: string;
			do component.push((member = stack.pop()!));
			while (member !== file);
			if (component.length > 1 || next.get(file)?.includes(file)) circles.push(component.sort());
		};
		for (const file of next.keys()) if (!index.has(file)) visit(file);
		expect(next.size).toBeGreaterThan(100);
		expect(circles).toStrictEqual([]);
	});
});
