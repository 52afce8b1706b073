import { execFileSync, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
	getDefaultEnvironment,
	StdioClientTransport,
} from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import Ajv2020 from 'ajv/dist/2020.js';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateOutputJsonSchema } from '../../../src/lib/report/outputSchema.ts';
import { validationJson } from '../../../src/lib/report/index.ts';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { codeRecord, findCode, registry } from '../../../src/lib/registry/index.ts';
import { codeMarkdown, guideMarkdown, parseGuideSource } from '../../../src/lib/markdown/index.ts';
import { docFiles } from '../../support/docsSource.ts';
import { GET as envelopeSchemaRoute } from '../../../src/pages/schemas/envelope-v3.json.ts';

/**
 * The validator package as a user gets it: `npm pack` (which builds it, see `prepack`), then
 * `npm install <tarball> --offline` into an empty project (no dependencies, so no registry), then
 * `npx error-playbook` there, on the Node this suite runs on and on the machine's own Node (20 here,
 * the oldest the package supports) when that is another one: `validate`, `explain`, and `mcp` driven
 * by the SDK's own client; the programmatic API from plain Node and from TypeScript compiled by tsc.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const packageDir = join(root, 'packages/validator');
const site = 'https://playbook.example.test';
/** The repository the package is packed for, as a publisher's environment names it. */
const repository = 'https://github.com/example/error-playbook';
const fixture = (path: string) => join(root, 'tests/fixtures', path);

let work: string;
let project: string;
let tarball: string;
let committedManifest: string;
let packed: { files: { path: string }[]; size: number; unpackedSize: number };

/** The PATH without node_modules/.bin folders, whose `node` is the project's Node 24. */
const systemPath = process.env
	.PATH!.split(delimiter)
	.filter((dir) => !dir.endsWith(join('node_modules', '.bin')))
	.join(delimiter);
const systemNodeVersion = spawnSync('node', ['--version'], {
	env: { ...process.env, PATH: systemPath },
	encoding: 'utf8',
}).stdout?.trim();
const nodes = [
	{ label: `Node ${process.version} (this suite's)`, PATH: process.env.PATH! },
	...(systemNodeVersion && systemNodeVersion !== process.version
		? [{ label: `Node ${systemNodeVersion} (the machine's)`, PATH: systemPath }]
		: []),
];
if (nodes.length === 1)
	console.warn(
		`no other Node on PATH than ${process.version}: the package is tried on that one only`,
	);

/** The environment without the hyperlink switches of the terminal the tests were started from. */
const { FORCE_HYPERLINK: _force, NO_HYPERLINKS: _no, ...inherited } = process.env;

function run(
	command: string,
	args: string[],
	options: { cwd: string; PATH?: string; input?: string; env?: Record<string, string> },
): SpawnSyncReturns<string> {
	return spawnSync(command, args, {
		cwd: options.cwd,
		input: options.input ?? '',
		encoding: 'utf8',
		env: {
			...inherited,
			PATH: options.PATH ?? process.env.PATH,
			LANG: 'C',
			LC_ALL: '',
			LC_MESSAGES: '',
			SITE_URL: '',
			...options.env,
		},
	});
}

function npm(args: string[], cwd: string, env: Record<string, string> = {}) {
	const result = run('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, env });
	if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed:\n${result.stderr}`);
	return result.stdout;
}

beforeAll(() => {
	work = mkdtempSync(join(tmpdir(), 'error-playbook-package-'));
	// prepack builds dist/ with SITE_URL as the site the package's page URLs point to; the build's
	// report comes first on stdout, npm's JSON last.
	committedManifest = readFileSync(join(packageDir, 'package.json'), 'utf8');
	const stdout = npm(['pack', '--json', '--pack-destination', work], packageDir, {
		SITE_URL: site,
		REPOSITORY_URL: repository,
	});
	[packed] = JSON.parse(stdout.slice(stdout.indexOf('[\n')));
	tarball = join(
		work,
		readdirSync(work).find((f) => f.endsWith('.tgz'))!,
	);
	project = join(work, 'project');
	mkdirSync(project);
	writeFileSync(join(project, 'package.json'), '{ "name": "consumer", "private": true }\n');
	npm(['install', tarball, '--offline'], project);
}, 120_000);

afterAll(() => {
	if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed tarball', () => {
	it('holds the bundle, its schema, licences and READMEs: no TypeScript, no site', () => {
		const files = packed.files.map((f) => f.path).sort();
		expect(files).toContain('dist/error-playbook.mjs');
		expect(files).toContain('dist/schemas/validate-output-v1.json');
		expect(files).toContain('dist/schemas/envelope-v3.json');
		expect(files).toContain('dist/index.mjs');
		expect(files).toContain('dist/index.d.ts');
		expect(files).toContain('dist/licenses/zod.txt');
		expect(files).toContain('README.md');
		expect(files).toContain('README.zh-TW.md');
		expect(files, 'the project’s own licence').toContain('LICENSE');
		expect(
			files.filter(
				(f) =>
					!/^(dist\/.+\.(mjs|json|txt)|dist\/index\.d\.ts|README(\.zh-TW)?\.md|package\.json|LICENSE)$/.test(
						f,
					),
			),
		).toStrictEqual([]);
		// The lazy commands stay lazy chunks of their own.
		expect(files.some((f) => /^dist\/chunks\/explainCommand-\w+\.mjs$/.test(f))).toBe(true);
		expect(files.some((f) => /^dist\/chunks\/mcp-\w+\.mjs$/.test(f))).toBe(true);
		// The MCP server's code is bundled, so its licence ships too.
		expect(files).toContain('dist/licenses/@modelcontextprotocol__sdk.txt');
	});

	it.each([
		['the CLI', 'error-playbook.mjs'],
		['the API', 'index.mjs'],
	])(
		'keeps the registry module and full zod out of what %s loads before it runs (%s and its static imports)',
		(_, entry) => {
			const dist = join(project, 'node_modules/@error-playbook/validator/dist');
			const loaded = new Set<string>();
			const visit = (file: string) => {
				if (loaded.has(file)) return;
				loaded.add(file);
				for (const m of readFileSync(join(dist, file), 'utf8').matchAll(
					/^import\s[^;]*?from\s*"\.\/([^"]+)"/gm,
				))
					visit(join(dirname(file), m[1]!));
			};
			visit(entry);
			// esbuild's unminified output names each bundled module in a comment.
			const text = [...loaded].map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
			expect(loaded.size).toBeGreaterThan(1);
			expect(text).toContain('// src/lib/engine/validateInput.ts');
			expect(text).toContain('// src/lib/report/validationReport.ts');
			expect(text).not.toContain('// content/registry/codes.json');
			expect(text).not.toContain('// node_modules/zod/v4/classic/');
			expect(text).not.toContain('// src/cli/explainCommand.ts');
			// Nor the MCP server, nor the guides embedded for it.
			expect(text).not.toContain('// src/mcp/');
			expect(text).not.toContain('// node_modules/@modelcontextprotocol/');
		},
	);

	it('names the site and the repository it was packed for, which the committed manifest does not', () => {
		const installed = JSON.parse(
			readFileSync(join(project, 'node_modules/@error-playbook/validator/package.json'), 'utf8'),
		);
		expect(installed).toMatchObject({
			homepage: site,
			repository: {
				type: 'git',
				url: `git+${repository}.git`,
				directory: 'packages/validator',
			},
			bugs: `${repository}/issues`,
		});
		// postpack took the links out again: nothing invented is committed.
		expect(readFileSync(join(packageDir, 'package.json'), 'utf8')).toBe(committedManifest);
		expect(committedManifest).not.toMatch(/"(homepage|repository|bugs)"/);
	});

	it('ships as its types the committed packages/validator/index.d.ts, which npm run check type-checks', () => {
		expect(
			readFileSync(join(project, 'node_modules/@error-playbook/validator/dist/index.d.ts'), 'utf8'),
		).toBe(readFileSync(join(packageDir, 'index.d.ts'), 'utf8'));
	});

	it('installs offline with nothing but itself: no dependencies at all', () => {
		const installed = JSON.parse(
			readFileSync(join(project, 'node_modules/@error-playbook/validator/package.json'), 'utf8'),
		);
		expect(installed.dependencies).toBeUndefined();
		expect(installed.peerDependencies).toBeUndefined();
		expect(installed.optionalDependencies).toBeUndefined();
		expect(
			readdirSync(join(project, 'node_modules')).filter((d) => !d.startsWith('.')),
		).toStrictEqual(['@error-playbook']);
	});

	it('ships the JSON Schema of validate --json generated from the zod schema, with $id on the site it was built for', () => {
		const shipped = JSON.parse(
			readFileSync(
				join(
					project,
					'node_modules/@error-playbook/validator/dist/schemas/validate-output-v1.json',
				),
				'utf8',
			),
		);
		expect(shipped).toStrictEqual(
			validateOutputJsonSchema(`${site}/schemas/validate-output-v1.json`),
		);
	});
});

describe('the packed package as publint sees it', () => {
	it('has no error, warning or suggestion (publint on the unpacked tarball)', async () => {
		const unpacked = join(work, 'unpacked');
		mkdirSync(unpacked);
		execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
		const pkgDir = join(unpacked, 'package');
		const { messages } = await publint({ pkgDir, pack: false, level: 'suggestion', strict: true });
		const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
		expect(messages.map((m) => `${m.type}: ${formatMessage(m, pkg)}`)).toStrictEqual([]);
	});
});

describe('the envelope JSON Schema', () => {
	const shipped = () =>
		readFileSync(
			join(project, 'node_modules/@error-playbook/validator/dist/schemas/envelope-v3.json'),
			'utf8',
		);

	it('is byte for byte what the site serves at /schemas/envelope-v3.json', async () => {
		const served = await envelopeSchemaRoute({ site: new URL(site) } as Parameters<
			typeof envelopeSchemaRoute
		>[0]);
		const text = await (served as Response).text();
		expect(JSON.parse(text).$id).toBe(`${site}/schemas/envelope-v3.json`);
		expect(shipped()).toBe(text);
	});

	it('is an export of the package, and ajv compiles it', () => {
		const { status, stdout, stderr } = run(
			process.execPath,
			[
				'--input-type=module',
				'-e',
				"import schema from '@error-playbook/validator/schemas/envelope-v3.json' with { type: 'json' }; console.log(JSON.stringify(schema));",
			],
			{ cwd: project },
		);
		expect(stderr).toBe('');
		expect(status).toBe(0);
		expect(stdout).toBe(`${JSON.stringify(JSON.parse(shipped()))}\n`);
		const validate = new Ajv2020({ strict: true }).compile(JSON.parse(stdout));
		expect(validate(JSON.parse(readFileSync(fixture('envelopes/valid.json'), 'utf8')))).toBe(true);
	});
});

/**
 * What the installed CLI prints with --json, as the source computes it: "the bundle on …" below
 * shows, for every fixture on each Node, that the CLI prints exactly this, so comparing the API
 * with it needs no CLI start-up per file and language (9 per Node: 8 s at load 4).
 */
const cliPrints = (file: string, lang: 'en' | 'zh-TW') =>
	JSON.parse(
		JSON.stringify(
			validationJson(
				validateInput(readFileSync(file, 'utf8'), { registry: engineRegistry, lang }),
				lang,
				site,
			),
		),
	);
/** What `explain <code> --json` prints for a code of the contract: its `/codes.json` record. */
const explainPrints = (code: string) =>
	JSON.parse(JSON.stringify(codeRecord(registry, findCode(registry, code)!, site)));

/**
 * The programmatic API as a consumer project uses it: `import … from '@error-playbook/validator'`
 * from plain Node, each result compared with what `error-playbook … --json` prints.
 */
const apiFixtures = [
	'envelopes/valid.json',
	'envelopes/exit-code-mismatch.json',
	'envelopes/terminal.log',
	'cli-output/daemon-error.json',
];
const consumerScript = `import { readFileSync } from 'node:fs';
import { codes, explain, validate } from '@error-playbook/validator';

const results = [];
for (const file of process.argv.slice(2)) {
	const text = readFileSync(file, 'utf8');
	results.push({ en: validate(text), zh: validate(text, { lang: 'zh-TW' }) });
}
const list = await codes();
console.log(JSON.stringify({ results, explained: await explain('connect_failed'), codes: list.map((c) => c.code) }));
`;

describe.each(nodes)('the API from plain Node ESM on $label', ({ PATH }) => {
	it('returns what the CLI prints with --json, in both languages', () => {
		writeFileSync(join(project, 'consumer.mjs'), consumerScript);
		const files = apiFixtures.map(fixture);
		const { status, stdout, stderr } = run('node', ['consumer.mjs', ...files], {
			cwd: project,
			PATH,
		});
		expect(stderr).toBe('');
		expect(status).toBe(0);
		const out = JSON.parse(stdout);
		files.forEach((file, i) => {
			expect(out.results[i].en, file).toStrictEqual(cliPrints(file, 'en'));
			expect(out.results[i].zh, file).toStrictEqual(cliPrints(file, 'zh-TW'));
		});
		expect(out.results[0].en.page).toBe(`${site}/codes/connect_failed/`);
		expect(out.results[0].zh.page).toBe(`${site}/zh-tw/codes/connect_failed/`);
		expect(out.explained).toStrictEqual(explainPrints('connect_failed'));
		expect(out.codes).toStrictEqual(registry.codes.map((c) => c.code));
	});

	it('starts nothing when imported: no argv read, no output, no waiting for stdin', () => {
		// What the CLI would act on, were it started: a version request and a file to read from stdin.
		for (const args of [['--version'], ['validate', '-']]) {
			const imported = spawnSync(
				'node',
				['--input-type=module', '-e', "await import('@error-playbook/validator');", '--', ...args],
				{ cwd: project, env: { ...inherited, PATH }, encoding: 'utf8', timeout: 120_000 },
			);
			expect({
				status: imported.status,
				stdout: imported.stdout,
				stderr: imported.stderr,
			}).toStrictEqual({ status: 0, stdout: '', stderr: '' });
		}
	});
});

/**
 * The API from TypeScript: tsc (this repository's) compiles a consumer against the installed
 * package's `types` under `moduleResolution` node16 and bundler, and the compiled file runs. The
 * `@ts-expect-error` lines fail the compile if the types were `any`. That each shipped type is the
 * source's, both ways, is tests/types/validatorTypes.ts's, in `npm run check`: the packed file is
 * the one it checks (below).
 */
describe('the API from TypeScript', () => {
	const tsc = join(root, 'node_modules/typescript/bin/tsc');
	const compile = (config: string) => run(process.execPath, [tsc, '-p', config], { cwd: project });
	const compiled: Record<string, SpawnSyncReturns<string>> = {};
	const base = {
		strict: true,
		target: 'es2022',
		lib: ['es2022'],
		types: [],
		skipLibCheck: false,
	};

	beforeAll(() => {
		writeFileSync(
			join(project, 'consumer.mts'),
			`import {
	codes,
	explain,
	validate,
	type CodeRecord,
	type Envelope,
	type ExplainOutput,
	type ValidateOutput,
} from '@error-playbook/validator';

export async function check(text: string, envelope: Envelope) {
	const en: ValidateOutput = validate(text);
	const zh: ValidateOutput = validate(text, { lang: 'zh-TW' });
	const places: string[] = en.findings.map((f) => \`\${f.rule} \${f.line}:\${f.column}\`);
	const explained: ExplainOutput = await explain(envelope.code);
	const all: CodeRecord[] = await codes();
	return { en, zh, places, explained, codes: all.length };
}

/** Never called: each line is a use the types must refuse (tsc fails on an unused expectation). */
export function refused(envelope: Envelope, result: ValidateOutput) {
	// @ts-expect-error validate takes the text, not a parsed object
	validate(envelope);
	// @ts-expect-error a verdict is one of four words
	const verdict: 'ok' = result.verdict;
	// @ts-expect-error explain resolves to a record, not to a string
	const page: Promise<string> = explain('connect_failed');
	return [verdict, page];
}
`,
		);
		writeFileSync(
			join(project, 'tsconfig.node16.json'),
			JSON.stringify({
				compilerOptions: { ...base, module: 'node16', moduleResolution: 'node16', outDir: 'out' },
				files: ['consumer.mts'],
			}),
		);
		writeFileSync(
			join(project, 'tsconfig.bundler.json'),
			JSON.stringify({
				compilerOptions: { ...base, module: 'preserve', moduleResolution: 'bundler', noEmit: true },
				files: ['consumer.mts'],
			}),
		);
	});

	it.each(['node16', 'bundler'])('compiles under moduleResolution %s', (resolution) => {
		const { status, stdout } = (compiled[resolution] ??= compile(`tsconfig.${resolution}.json`));
		expect(stdout).toBe('');
		expect(status).toBe(0);
	});

	it('runs as compiled and returns what the CLI prints', () => {
		// The node16 compile above wrote out/; compiled once for both tests (3 s a compile).
		expect((compiled.node16 ??= compile('tsconfig.node16.json')).status).toBe(0);
		const file = fixture('envelopes/exit-code-mismatch.json');
		const { status, stdout, stderr } = run(
			process.execPath,
			[
				'--input-type=module',
				'-e',
				`import { readFileSync } from 'node:fs';
import { check } from './out/consumer.mjs';
const text = readFileSync(${JSON.stringify(file)}, 'utf8');
console.log(JSON.stringify(await check(text, JSON.parse(text))));`,
			],
			{ cwd: project },
		);
		expect(stderr).toBe('');
		expect(status).toBe(0);
		const out = JSON.parse(stdout);
		expect(out.en).toStrictEqual(cliPrints(file, 'en'));
		expect(out.zh).toStrictEqual(cliPrints(file, 'zh-TW'));
		expect(out.places).toStrictEqual(['descriptor.mismatch 9:17']);
		expect(out.explained).toStrictEqual(explainPrints('connect_failed'));
		expect(out.codes).toBe(registry.codes.length);
	});
});

describe.each(nodes)('npx error-playbook on $label', ({ PATH }) => {
	const npx = (args: string[], input?: string) =>
		run('npx', ['--no-install', 'error-playbook', ...args], { cwd: project, PATH, input });
	// The command npx found above, started as npx starts it (its node_modules/.bin link), without
	// npx's own start-up for each of the other runs (1-2 s each on a loaded machine).
	const bin = (args: string[], options: { input?: string; env?: Record<string, string> } = {}) =>
		run(join(project, 'node_modules/.bin/error-playbook'), args, {
			cwd: project,
			PATH,
			...options,
		});

	it('validates a valid envelope: exit 0, the verdict and the page on the built-for site', () => {
		const { status, stdout, stderr } = npx(['validate', fixture('envelopes/valid.json')]);
		// npm's warning about this machine's npmrc (`nodedir`) is npm's, not the CLI's.
		expect(stderr.split('\n').filter((line) => line && !line.startsWith('npm warn'))).toStrictEqual(
			[],
		);
		expect(status).toBe(0);
		expect(stdout).toContain('Verdict:      valid');
		expect(stdout).toContain(`Page:         ${site}/codes/connect_failed/\n`);
	});

	it('validates an invalid envelope on standard input with --json: exit 1, an object the shipped schema accepts', () => {
		const { status, stdout } = bin(['validate', '--json', '-'], {
			input: readFileSync(fixture('envelopes/exit-code-mismatch.json'), 'utf8'),
		});
		expect(status).toBe(1);
		const report = JSON.parse(stdout);
		expect(report).toMatchObject({
			valid: false,
			code: 'connect_failed',
			counts: { errors: 1, warnings: 0, infos: 0 },
			findings: [{ rule: 'descriptor.mismatch', expected: '67', actual: '68' }],
		});
		const schema = JSON.parse(
			readFileSync(
				join(
					project,
					'node_modules/@error-playbook/validator/dist/schemas/validate-output-v1.json',
				),
				'utf8',
			),
		);
		const validate = new Ajv2020({ strict: true, formats: { uri: true } }).compile(schema);
		expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
	});

	it('explains a code, in zh-TW too; SITE_URL still overrides the built-in site', () => {
		const en = bin(['explain', 'connect_failed']);
		expect(en.status).toBe(0);
		expect(en.stdout).toMatch(/^connect_failed\n {2}VM target connection failed\./);
		expect(en.stdout).toContain(`Page: ${site}/codes/connect_failed/`);
		const zh = bin(['explain', 'connect_failed', '--lang', 'zh-TW'], {
			env: { SITE_URL: 'https://mirror.example' },
		});
		expect(zh.stdout).toContain('頁面：https://mirror.example/zh-tw/codes/connect_failed/');
	});

	it('prints the version of the package it was installed from', () => {
		const pkg = JSON.parse(
			readFileSync(new URL('../../../packages/validator/package.json', import.meta.url), 'utf8'),
		);
		const version = bin(['--version']);
		expect({ status: version.status, stdout: version.stdout }).toStrictEqual({
			status: 0,
			stdout: `error-playbook ${pkg.version}\n`,
		});
	});

	it('exits 1 for an unknown code with suggestions, and 2 for bad usage', () => {
		const unknown = bin(['explain', 'conect_failed']);
		expect(unknown.status).toBe(1);
		expect(unknown.stderr).toContain('Did you mean: connect_failed?');
		expect(bin(['validate']).status).toBe(2);
	});
});

/**
 * Every fixture through the bundle on each Node, compared with the engine run from source: the
 * bundle and the oldest supported Node change nothing (a missing API on Node 20 would show here).
 */
describe.each(nodes)('the bundle on $label', ({ PATH }) => {
	const bin = () => join(project, 'node_modules/@error-playbook/validator/dist/error-playbook.mjs');
	const files = [
		...readdirSync(fixture('cli-output'))
			.filter((f) => f !== 'cases.json')
			.map((f) => `cli-output/${f}`),
		...readdirSync(fixture('envelopes'))
			.filter((f) => f !== 'invalid-utf8.json')
			.map((f) => `envelopes/${f}`),
	];

	it('prints for every fixture the --json the source prints', () => {
		// One run over every fixture, as `validate a b c` prints it: each file's report is the one
		// a run of that file alone prints (one process per file cost ~60 s of start-ups at load 15).
		const { status, stdout, stderr } = spawnSync(
			'node',
			[bin(), 'validate', ...files.map(fixture), '--json'],
			{
				encoding: 'utf8',
				env: { ...inherited, PATH, LANG: 'C', LC_ALL: '', SITE_URL: '' },
			},
		);
		expect(stderr).toBe('');
		expect(status).not.toBe(2);
		const printed = JSON.parse(stdout) as { files: { path: string; report: unknown }[] };
		expect(printed.files.map((f) => f.path)).toStrictEqual(files.map(fixture));
		files.forEach((file, i) => {
			const expected = validationJson(
				validateInput(readFileSync(fixture(file), 'utf8'), {
					registry: engineRegistry,
					lang: 'en',
				}),
				'en',
				site,
			);
			expect(printed.files[i]!.report, file).toStrictEqual(JSON.parse(JSON.stringify(expected)));
		});
	});
});

/**
 * `npx error-playbook mcp` in the consumer project, driven by the SDK's client over stdio as an MCP
 * client would: the package has no `content/`, so the guides it serves are the ones its build
 * embedded, and they must read exactly as the source renders them from `content/docs/` now.
 */
describe.each(nodes)('npx error-playbook mcp on $label', ({ PATH }) => {
	let client: Client;
	let stderr = '';
	const textOf = (result: CallToolResult) =>
		result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
	const read = async (uri: string) => {
		const { contents } = await client.readResource({ uri });
		expect(contents.map((c) => [c.uri, c.mimeType])).toStrictEqual([[uri, 'text/markdown']]);
		return 'text' in contents[0]! ? contents[0].text : '';
	};

	beforeAll(async () => {
		const transport = new StdioClientTransport({
			command: 'npx',
			args: ['--no-install', 'error-playbook', 'mcp'],
			cwd: project,
			// No SITE_URL: the page URLs are on the site the package was built for.
			env: { ...getDefaultEnvironment(), PATH },
			stderr: 'pipe',
		});
		transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
		client = new Client({ name: 'error-playbook-package-test', version: '1.0.0' });
		await client.connect(transport);
	});

	afterAll(async () => {
		await client?.close();
	});

	it('lists its three tools', async () => {
		const { tools } = await client.listTools();
		expect(tools.map((t) => t.name).sort()).toStrictEqual([
			'explain_code',
			'list_codes',
			'validate_envelope',
		]);
	});

	it('explains connect_failed with its /codes.json record and pages on the built-for site', async () => {
		const result = (await client.callTool({
			name: 'explain_code',
			arguments: { code: 'connect_failed' },
		})) as CallToolResult;
		expect(result.isError).toBeFalsy();
		const out = result.structuredContent as Record<string, any>;
		expect(out.status).toBe('contract');
		expect(out.record).toStrictEqual(
			codeRecord(registry, findCode(registry, 'connect_failed')!, site),
		);
		expect(out.pages).toStrictEqual({
			en: `${site}/codes/connect_failed/`,
			'zh-TW': `${site}/zh-tw/codes/connect_failed/`,
		});
		expect(textOf(result)).toContain(findCode(registry, 'connect_failed')!.meaning.en);
	});

	it('reads a code page as the source renders it', async () => {
		expect(await read('playbook://codes/connect_failed')).toBe(
			codeMarkdown(registry, 'connect_failed', 'en', site),
		);
	});

	it.each([
		['playbook://guides/retry-and-recovery', 'en', ''],
		['playbook://zh-tw/guides/retry-and-recovery', 'zh-TW', 'zh-tw/'],
	] as const)(
		'reads %s, embedded at build time, as the source renders it from content/docs',
		async (uri, lang, dir) => {
			const guide = parseGuideSource(
				'guides/retry-and-recovery',
				lang,
				readFileSync(join(root, 'content/docs', dir, 'guides/retry-and-recovery.mdx'), 'utf8'),
			);
			// Links go to every page the site has a Markdown twin of: the guides and two built pages.
			const twins = [
				...docFiles(join(root, 'content/docs', dir))
					.filter((f) => /^(guides|reference)\//.test(f))
					.map((f) => f.replace(/\.mdx?$/, '')),
				'reference/contract-vs-cli',
				'reference/changes',
			];
			const text = await read(uri);
			expect(text.startsWith(`# ${guide.title}\n`)).toBe(true);
			expect(text).toBe(guideMarkdown(registry, guide, site, twins));
		},
	);

	it('lists every guide and reference page of content/docs in both languages, and the two reference pages built from the registry, and wrote nothing but npm warnings to stderr', async () => {
		const { resources } = await client.listResources();
		const onDisk = (dir: string, prefix: string) =>
			[
				...docFiles(join(root, 'content/docs', dir))
					.filter((f) => /^(guides|reference)\//.test(f))
					.map((f) => f.replace(/\.mdx?$/, '')),
				'reference/contract-vs-cli',
				'reference/changes',
			].map((id) => `playbook://${prefix}${id}`);
		const guides = resources
			.map((r) => r.uri)
			.filter((uri) => /^playbook:\/\/(zh-tw\/)?(guides|reference)\//.test(uri));
		expect(guides.sort()).toStrictEqual([...onDisk('', ''), ...onDisk('zh-tw', 'zh-tw/')].sort());
		// npm's warning about this machine's npmrc (`nodedir`) is npm's, not the server's.
		expect(stderr.split('\n').filter((line) => line && !line.startsWith('npm warn'))).toStrictEqual(
			[],
		);
	});
});

/** The `run:` scripts of the README's GitHub Actions steps (its ```yaml blocks), as the runner gets them. */
function readmeRunScripts(readme: string): string[] {
	const text = readFileSync(join(packageDir, readme), 'utf8');
	const scripts: string[] = [];
	for (const [, block] of text.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)) {
		const lines = block!.split('\n');
		lines.forEach((line, i) => {
			const m = /^(\s*)(?:- )?run:\s*(.*)$/.exec(line);
			if (!m) return;
			if (m[2] !== '|') return void scripts.push(`${m[2]}\n`);
			// A literal block: the lines indented deeper than `run:`, dedented.
			const body = lines.slice(i + 1);
			const end = body.findIndex((l) => l.trim() && l.search(/\S/) <= m[1]!.length);
			const kept = body.slice(0, end < 0 ? undefined : end).filter((l) => l.trim());
			const indent = Math.min(...kept.map((l) => l.search(/\S/)));
			scripts.push(`${kept.map((l) => l.slice(indent)).join('\n')}\n`);
		});
	}
	return scripts;
}

/**
 * The README's GitHub Actions steps, run for real: each `run:` script as the runner runs it on
 * Linux (`bash --noprofile --norc -eo pipefail`), in the consumer project where the packed package
 * is installed, on the project's real fixtures: a valid envelope alone, then beside an invalid one.
 */
describe.each(['README.md', 'README.zh-TW.md'])('the CI steps of %s', (readme) => {
	const [github, sarif] = readmeRunScripts(readme);
	const errors = () => join(project, 'errors');
	const runStep = (script: string) => {
		const file = join(work, 'step.sh');
		writeFileSync(file, script);
		return run('bash', ['--noprofile', '--norc', '-eo', 'pipefail', file], {
			cwd: project,
			env: { SITE_URL: '' },
		});
	};
	const setUp = (names: string[]) => {
		rmSync(errors(), { recursive: true, force: true });
		mkdirSync(join(errors(), 'nested'), { recursive: true });
		for (const name of names)
			writeFileSync(
				join(errors(), name === 'valid.json' ? name : `nested/${name}`),
				readFileSync(fixture(`envelopes/${name}`)),
			);
	};
	const zh = readme.endsWith('zh-TW.md');

	it('has the two steps, a GitHub one and a SARIF one', () => {
		expect(github).toContain('--format github');
		expect(sarif).toContain('--format sarif');
	});

	it('GitHub step: no annotation and exit 0 on a valid envelope; an annotation at the line and column, and exit 1, beside an invalid one', () => {
		setUp(['valid.json']);
		const good = runStep(github!);
		expect(good.status, good.stderr).toBe(0);
		expect(good.stdout).not.toContain('::');
		setUp(['valid.json', 'exit-code-mismatch.json']);
		const bad = runStep(github!);
		expect(bad.status).toBe(1);
		const message = zh
			? 'descriptor.exitCode 是 68，但依照 Error Playbook 的代碼清單，connect_failed 的結束代碼是 67（EX_NOUSER）。%0A預期：67  實際：68'
			: 'descriptor.exitCode is 68, but Error Playbook’s code list says connect_failed exits with 67 (EX_NOUSER).%0Aexpected: 67  actual: 68';
		expect(bad.stdout.split('\n').filter((l) => l.startsWith('::'))).toStrictEqual([
			`::error file=errors/nested/exit-code-mismatch.json,line=9,col=17,endLine=9,endColumn=19,title=error-playbook descriptor.mismatch::${message}`,
		]);
		rmSync(errors(), { recursive: true, force: true });
	});

	// The SARIF step is the same script in both READMEs (checked here): it runs once, for the first.
	const sarifRunsHere = readme === 'README.md' || sarif !== readmeRunScripts('README.md')[1];
	it.runIf(sarifRunsHere)(
		'SARIF step: writes a SARIF 2.1.0 log the published schema accepts, with the invalid envelope’s result',
		async () => {
			const { default: Ajv04 } = await import('ajv-draft-04');
			const validate = new Ajv04({ strict: false, validateFormats: false }).compile(
				JSON.parse(readFileSync(fixture('sarif/sarif-schema-2.1.0.json'), 'utf8')),
			);
			setUp(['valid.json', 'exit-code-mismatch.json']);
			const step = runStep(sarif!);
			expect(step.status).toBe(1);
			const log = JSON.parse(readFileSync(join(project, 'error-playbook.sarif'), 'utf8'));
			expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
			expect(
				log.runs[0].results.map((r: any) => [
					r.ruleId,
					r.locations[0].physicalLocation.artifactLocation.uri,
					r.locations[0].physicalLocation.region.startLine,
				]),
			).toStrictEqual([['descriptor.mismatch', 'errors/nested/exit-code-mismatch.json', 9]]);
			rmSync(errors(), { recursive: true, force: true });
			rmSync(join(project, 'error-playbook.sarif'), { force: true });
		},
	);
});
