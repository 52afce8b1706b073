import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

/**
 * Every template of every dictionary (the engine's four, the report's, the CLI's, the MCP
 * server's, the UI strings) read as a reader gets it: filled with the arguments the code really
 * passes, then with every code and every release in their place. The checks of the built pages
 * read only what a page renders; the glitches of review 3 (「加入的 的 payload」, 「3.0.0 版 新增」)
 * lived where a template meets its argument, in the CLI and the playground. The rules are the
 * zh-TW checker's (tests/support/zhText.ts) and the English one's (tests/support/englishText.ts).
 *
 * How: both template functions (`format` in src/lib/i18n, `templateTranslator` in the engine) are
 * wrapped to record each template with the arguments it got, while the engine reads every fixture
 * and every example of every code, the CLI explains and validates, the MCP server explains, and
 * the code pages, their twins and the llms text are rendered, in both languages.
 */

interface Render {
	template: string;
	params: Record<string, string | number>;
}

type Params = Record<string, string | number>;
/** The two template functions, typed here: the modules that define them are not their families' doors. */
interface Translate {
	format: (template: string, params?: Params) => string;
	translator: unknown;
}
type TemplateTranslator = <Key extends string>(
	strings: Readonly<Record<Key, string>>,
	binary?: () => string,
) => (key: Key, params?: Params) => string;

const recorded = vi.hoisted(() => new Map<string, Render[]>());
const record = vi.hoisted(
	() => (template: string, params: Record<string, string | number> | undefined) => {
		let list = recorded.get(template);
		if (!list) recorded.set(template, (list = []));
		// A handful of distinct argument sets per template is what the checks need.
		if (list.length < 64) list.push({ template, params: { ...params } });
	},
);

vi.mock('../../../src/lib/i18n/translate.ts', async (importOriginal) => {
	const real = await importOriginal<Translate>();
	const format: typeof real.format = (template, params) => {
		record(template, params);
		return real.format(template, params);
	};
	return {
		...real,
		format,
		translator:
			<Key extends string>(dictionary: Record<string, Record<Key, string>>, lang: string) =>
			(key: Key, params?: Record<string, string | number>) =>
				format(dictionary[lang]![key], params),
	};
});

vi.mock('../../../src/lib/engine/findings/templateTranslator.ts', async (importOriginal) => {
	const real = await importOriginal<{ templateTranslator: TemplateTranslator }>();
	return {
		...real,
		templateTranslator: <Key extends string>(
			strings: Readonly<Record<Key, string>>,
			binary?: () => string,
		) => {
			const t = real.templateTranslator(strings, binary);
			return (key: Key, params?: Record<string, string | number>) => {
				const withBinary =
					binary && !(params && Object.hasOwn(params, 'binary'))
						? { ...params, binary: binary() }
						: params;
				record(strings[key], withBinary);
				return t(key, params);
			};
		},
	};
});

// Files share their worker's modules (tests/vitest.config.ts, `isolate: false`): the modules a file
// before this one loaded hold the unwrapped template functions. Load afresh, and leave fresh ones
// (unwrapped) to the files after this one.
vi.resetModules();
afterAll(() => {
	vi.doUnmock('../../../src/lib/i18n/translate.ts');
	vi.doUnmock('../../../src/lib/engine/findings/templateTranslator.ts');
	vi.resetModules();
});
const { engineRegistry, validateInput } = await import('../../../src/lib/engine/index.ts');
const engine = await import('../../../src/lib/engine/index.ts');
const { format, languages } = await import('../../../src/lib/i18n/index.ts');
const { registry, releases, surfaceExamples, playgroundExampleGroups } =
	await import('../../../src/lib/registry/index.ts');
const { codeMarkdown, changesMarkdown, differencesMarkdown, llmsFullTxt, readGuides } =
	await import('../../../src/lib/markdown/index.ts');
const { run } = await import('../../../src/cli/run.ts');
const { cliMessages } = await import('../../../src/cli/cliMessages.ts');
const { mcpMessages, explainCode, createPlaybookServer } =
	await import('../../../src/mcp/index.ts');

const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
const { InMemoryTransport } = await import('@modelcontextprotocol/sdk/inMemory.js');
const { reportMessages } = await import('../../../src/lib/report/index.ts');
const { terminalMessages } = await import('../../../src/lib/terminal/index.ts');
const { zhTextProblems } = await import('../../support/zhText.ts');
const { englishTextProblems } = await import('../../support/englishText.ts');
const { englishViolations } = await import('../../support/englishGlossary.ts');
const { repoRoot } = await import('../../support/glossary.ts');
const { fixtureFiles } = await import('../../support/fixtureFiles.ts');

type Lang = (typeof languages)[number];

const uiStrings = (lang: Lang) =>
	JSON.parse(readFileSync(join(repoRoot, `src/content/i18n/${lang}.json`), 'utf8')) as Record<
		string,
		string
	>;

/** Every dictionary, by name: a template is named by its dictionary and key. */
const dictionaries: Record<string, Record<Lang, Record<string, string>>> = {
	findings: engine.findingMessages,
	explanations: engine.explanationMessages,
	surfaces: engine.surfaceMessages,
	retryAdvice: engine.retryAdviceDictionary,
	report: reportMessages,
	cli: cliMessages,
	mcp: mcpMessages,
	terminal: terminalMessages,
	ui: { en: uiStrings('en'), 'zh-TW': uiStrings('zh-TW') },
};

interface Template {
	where: string;
	lang: Lang;
	text: string;
}
const templates = new Map<string, Template[]>();
for (const [name, dictionary] of Object.entries(dictionaries))
	for (const lang of languages)
		for (const [key, text] of Object.entries(dictionary[lang]))
			if (typeof text === 'string' && /\{\w+\}/.test(text)) {
				let list = templates.get(text);
				if (!list) templates.set(text, (list = []));
				list.push({ where: `${name} ${lang} ${key}`, lang, text });
			}

// The hostile corpus is the attacker's text, which the CLI prints escaped on purpose.
const fixtures = fixtureFiles(join(repoRoot, 'tests/fixtures')).filter(
	(f) => !f.includes('/hostile/'),
);
const codes = [...registry.codes.map((c) => c.code), ...registry.wrapperCodes.map((w) => w.code)];

const cliLine = (code: string) => {
	const entry = registry.codes.find((c) => c.code === code)!;
	return surfaceExamples(entry).find((e) => e.surface === 'cli')!.payload;
};

/**
 * Inputs that reach what the fixtures do not: each syntax error, the limits, a stream and an
 * array with several failures.
 */
const craftedInputs = [
	'{"a" 1}',
	'{"a":}',
	'{1:2}',
	'[1 2]',
	'{"a":1 "b":2}',
	'{"ok":false} trailing',
	'['.repeat(5000),
	[1, 2, 3].map(() => cliLine('connect_failed')).join('\n'),
	Array.from({ length: 12 }, () => cliLine('state_lock_timeout')).join('\n'),
	`[${[1, 2, 3].map(() => cliLine('connect_failed')).join(',')}]`,
	`[${Array.from({ length: 12 }, () => cliLine('connect_failed')).join(',')}]`,
];

/** A JSON text with each of its members (and the whole) set in turn to each wrong type and edge value. */
function mutants(json: string): string[] {
	const values = [null, '', 'x', 0, -1, 1e9, true, {}, []];
	const out: string[] = [];
	const walk = (node: unknown, path: string[]) => {
		for (const value of values) {
			if (path.length === 0) {
				out.push(JSON.stringify(value));
				continue;
			}
			const copy = JSON.parse(json) as Record<string, unknown>;
			let at = copy;
			for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
			at[path.at(-1)!] = value;
			out.push(JSON.stringify(copy));
		}
		if (node && typeof node === 'object')
			for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
	};
	walk(JSON.parse(json), []);
	return out;
}

/**
 * Each member of a payload of each kind set to each wrong type and edge value: how an engine
 * message about a wrong member gets its real arguments.
 */
const mutatedInputs = ['connect_failed', 'state_lock_timeout']
	.flatMap((code) => surfaceExamples(registry.codes.find((c) => c.code === code)!))
	.flatMap((example) => mutants(example.payload));

/** How people misuse the CLI: each usage error, named by what it gets wrong. */
const misuse = [
	['frobnicate'],
	['validate', '--frobnicate'],
	['validate', '--lang'],
	['validate', '--lang', 'fr'],
	['validate', '--format', 'xml'],
	['validate', '--json', '--format', 'sarif'],
	['explain', 'connect_failed', '--format', 'sarif'],
	['validate', 'a*b*c*d*e*f'],
	['explain', 'connect_failed', 'extra'],
	['validate', 'no/such/file.json'],
	['validate', 'tests'],
	['explain', 'conect_faild'],
	['explain', 'zzzz'],
	['explain'],
	['--site', 'not a url', 'explain', 'connect_failed'],
];

/**
 * The MCP server as a client meets it (the SDK's client over an in-memory pair): its
 * instructions, each tool with a code, a typo, a prefix, a filter that matches nothing, a
 * resource that exists and one that does not, and the triage prompt.
 */
async function driveMcp(lang: Lang) {
	const server = createPlaybookServer({
		registry,
		lang,
		site: 'https://example.org/',
		version: '0',
	});
	const [client, serverSide] = InMemoryTransport.createLinkedPair();
	await server.connect(serverSide);
	const mcp = new Client({ name: 'templates', version: '0' });
	await mcp.connect(client);
	const calls: [string, Record<string, unknown>][] = [
		['list_codes', { lang }],
		['list_codes', { lang, category: 'internal', exitCode: 1 }],
		['validate_envelope', { lang, text: cliLine('connect_failed') }],
		...['connect_failed', 'conect_faild', 'zzzz', 'get', '67', 'x'.repeat(300)].map(
			(code): [string, Record<string, unknown>] => ['explain_code', { lang, code }],
		),
	];
	for (const [name, args] of calls) await mcp.callTool({ name, arguments: args }).catch(() => null);
	const prefix = lang === 'en' ? '' : 'zh-tw/';
	for (const uri of [
		`playbook://${prefix}codes/connect_failed`,
		`playbook://${prefix}codes/conect_faild`,
	])
		await mcp.readResource({ uri }).catch(() => null);
	await mcp.getPrompt({ name: 'triage', arguments: { output: cliLine('connect_failed'), lang } });
	await mcp.close();
}

/** Drives every producer of text in both languages; the wrapped template functions record. */
async function drive() {
	const inputs = [
		...fixtures.map((f) => readFileSync(f, 'utf8')),
		...registry.codes.flatMap((entry) => surfaceExamples(entry).map((s) => s.payload)),
		...craftedInputs,
		...mutatedInputs,
	];
	const io = { stdout: () => undefined, stderr: () => undefined };
	const options = { env: { LANG: 'C' }, isTTY: false, cwd: repoRoot, stdin: [Buffer.from('')] };
	for (const lang of languages) {
		for (const group of playgroundExampleGroups(registry, lang))
			for (const example of group.examples) inputs.push(example.text);
		for (const text of inputs) validateInput(text, { registry: engineRegistry, lang });
		validateInput(cliLine('connect_failed'), { registry: engineRegistry, lang, maxChars: 100 });
		for (const code of codes) {
			codeMarkdown(registry, code, lang);
			explainCode(registry, code, lang, 'https://example.org/');
			await run(['explain', code, '--lang', lang], io, options);
		}
		await driveMcp(lang);
		changesMarkdown(registry, lang);
		differencesMarkdown(registry, lang);
		llmsFullTxt(registry, readGuides(lang), lang);
		for (const argv of misuse) await run([...argv, '--lang', lang], io, options);
		// Standard input that is not text: the refusal names it with the word for standard input.
		await run(['validate', '-', '--lang', lang], io, {
			...options,
			stdin: [Buffer.from([0xff, 0xfe, 0x00, 0xd8])],
		});
		for (const format of ['text', 'json', 'github', 'sarif', 'junit'])
			await run(['validate', '--lang', lang, '--format', format, ...fixtures], io, options);
	}
}

/** The forms one release takes in an argument, longest first: its labels, `binary id`, its id. */
const releaseForms = releases(registry).map((r) => [
	r.label['zh-TW'],
	r.label.en,
	`${r.binary} ${r.id}`,
	r.id,
]);
const codePattern = new RegExp(`(?<![\\w-])(?:${codes.join('|')})(?![\\w-])`);

/**
 * One argument's value with every other code, and with every other release in the same form, in
 * its place: a real call, moved to each code and each release it could have named.
 */
function variants(value: string): string[] {
	const out = new Set<string>();
	const code = codePattern.exec(value)?.[0];
	if (code) for (const other of codes) out.add(value.replaceAll(code, other));
	for (const forms of releaseForms) {
		const i = forms.findIndex((form) => value.includes(form));
		if (i < 0) continue;
		for (const other of releaseForms) out.add(value.replaceAll(forms[i]!, other[i]!));
		break;
	}
	out.delete(value);
	return [...out];
}

interface Check {
	where: string;
	lang: Lang;
	text: string;
}

/** What a template's text, as filled, breaks of its language's rules. */
function problemsOf({ where, lang, text }: Check): string[] {
	if (lang === 'zh-TW') return zhTextProblems({ where, text });
	return [
		...englishTextProblems(text, where),
		...englishViolations(text, where).map((v) => `${v.where}: write ${v.use}, not ${v.found}`),
	];
}

/**
 * Text the reader pasted or typed, printed back inside a template: an escape or a control
 * character there is the input's, which tests/unit/cli/hostile.test.ts and the hostile corpus
 * check, not the template's.
 */
const pastedText = /[\u0000-\u001f\u007f-\u009f]|\\u[0-9a-fA-F]{4}|<[a-z]/;

/** Placeholders that carry the input's own text: a message, a detail, a key, a URI as pasted. */
const quotedInput = new Set([
	'message',
	'detail',
	'diagnostic',
	'inner',
	'key',
	'uri',
	'event',
	'text',
	'path',
	'file',
]);

/**
 * Samples for the placeholders that no call of this test fills: what the CLI's file errors, the
 * MCP server's limits and the engine's rarer limits print, in the form their callers pass.
 */
const samples: Record<string, (string | number)[]> = {
	size: [12_345_678],
	cliLimit: ['5,000,000'],
	unanswered: [3],
	reason: ['EACCES: permission denied'],
	error: ['TypeError: x is not a function'],
	field: ['retryable'],
	replacement: ['connect_failed'],
	since: ['3.0.0'],
	warnings: [2],
	'surfaces actual': ['vm_not_connected'],
	'surfaces value': ['409', 'true'],
	suggestions: ['connect_failed, vm_not_connected'],
	path: ['logs'],
	url: ['ftp://example.org'],
	text: ['Connect to the VM service first.'],
	count: [3],
};
const sampleOf = (dictionary: string, name: string) =>
	samples[`${dictionary} ${name}`] ?? samples[name] ?? [];

/**
 * The dictionaries of src/ as their modules declare them (`const x: Dictionary<…>`), with the name
 * each has above; the UI strings (uiText's `dictionary`) and the playground examples' labels,
 * which have no placeholder, are read as they are.
 */
it('reads every dictionary of src/', () => {
	const declared = globSync('src/**/*.ts', { cwd: repoRoot }).flatMap((file) =>
		[...readFileSync(join(repoRoot, file), 'utf8').matchAll(/const (\w+): Dictionary</g)].map(
			(m) => m[1]!,
		),
	);
	const here = [
		'findingMessages',
		'explanationMessages',
		'surfaceMessages',
		'retryAdviceDictionary',
		'reportMessages',
		'cliMessages',
		'mcpMessages',
		'terminalMessages',
	];
	expect(
		declared.filter((name) => ![...here, 'dictionary', 'playgroundExampleLabels'].includes(name)),
	).toStrictEqual([]);
});

describe('templates filled with their real arguments', async () => {
	await drive();
	const named = [...templates.values()].flat();
	const names = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];

	/**
	 * Every value each placeholder name got in real calls, per dictionary and language: a name means
	 * one thing within a dictionary, not across them (`release` is a label on a page, an id in the
	 * codes table and `binary id` in the engine).
	 */
	const pool = new Map<string, (string | number)[]>();
	const dictionaryOf = (where: string) => where.slice(0, where.indexOf(' '));
	for (const [template, renders] of recorded)
		for (const { where, lang } of templates.get(template) ?? [])
			for (const { params } of renders)
				for (const [name, value] of Object.entries(params)) {
					const key = `${dictionaryOf(where)} ${lang} ${name}`;
					const values = pool.get(key) ?? [];
					if (!values.includes(value) && values.length < 8 && value !== '') values.push(value);
					pool.set(key, values);
				}
	const valuesOf = ({ where, lang }: Template, name: string) =>
		pool.get(`${dictionaryOf(where)} ${lang} ${name}`) ?? sampleOf(dictionaryOf(where), name);

	/**
	 * The UI strings that only a page or the playground fills are read where they are filled: every
	 * built page by tests/build/zhTwText.test.ts and englishText.test.ts, the playground's verdict
	 * card by tests/e2e/playground-verdicts.spec.ts.
	 */
	const unreachedHere = named.filter((t) => !recorded.has(t.text) && !t.where.startsWith('ui '));

	it('every placeholder has a real value or a sample', () => {
		const without = unreachedHere.flatMap((t) =>
			names(t.text)
				.filter((n) => valuesOf(t, n).length === 0)
				.map((n) => `${t.where}: {${n}}`),
		);
		expect(without).toStrictEqual([]);
	});

	it('every sample fills a placeholder that no real call does', () => {
		const needed = new Set(
			unreachedHere.flatMap((t) =>
				names(t.text)
					.filter((n) => !pool.has(`${dictionaryOf(t.where)} ${t.lang} ${n}`))
					.flatMap((n) => [n, `${dictionaryOf(t.where)} ${n}`]),
			),
		);
		expect(Object.keys(samples).filter((name) => !needed.has(name))).toStrictEqual([]);
	});

	it('read right in zh-TW and in English, with every code and every release in place', () => {
		const checks = new Map<string, Check>();
		const add = (where: string, lang: Lang, template: string, params: Render['params']) => {
			if (Object.values(params).some((v) => pastedText.test(String(v)))) return;
			// The input's own words are not the template's: only their first and last characters,
			// which meet the template's, are read.
			const quoted = Object.fromEntries(
				Object.entries(params).map(([k, v]) => [
					k,
					quotedInput.has(k) && String(v).length > 2 ? `${String(v)[0]}${String(v).at(-1)}` : v,
				]),
			);
			const text = format(template, quoted);
			const key = `${lang}\u0000${text}`;
			if (!checks.has(key))
				checks.set(key, { where: `${where} ${JSON.stringify(params)}`, lang, text });
		};
		// Real calls, and each moved to every code and every release it could have named.
		for (const [template, renders] of recorded)
			for (const { where, lang } of templates.get(template) ?? [])
				for (const { params } of renders) {
					add(where, lang, template, params);
					for (const [name, value] of Object.entries(params))
						if (typeof value === 'string')
							for (const other of variants(value))
								add(where, lang, template, { ...params, [name]: other });
				}
		// Templates no call reached: each placeholder in turn takes every value its name had.
		for (const t of unreachedHere) {
			const first = Object.fromEntries(names(t.text).map((n) => [n, valuesOf(t, n)[0]!]));
			for (const name of names(t.text))
				for (const value of valuesOf(t, name))
					add(t.where, t.lang, t.text, { ...first, [name]: value });
		}
		expect([...checks.values()].flatMap(problemsOf)).toStrictEqual([]);
	});
});
