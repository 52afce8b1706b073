import { randomUUID } from 'node:crypto';
import packageJson from '../../package.json' with { type: 'json' };
import { defaultSiteUrl, isSiteUrl, siteUrl } from '../lib/site/index.ts';
import { parseLang, translator } from '../lib/i18n/index.ts';
import { parseArgs, resolveLang } from './args.ts';
import { cliMessages } from './cliMessages.ts';
import {
	hyperlinksSupported,
	linkFormat,
	visible,
	type Output,
	type PrintOptions,
} from '../lib/report/index.ts';
import { validateCommand } from './validateCommand.ts';
import { globTooComplex, maxGlobStars } from './inputs.ts';

/**
 * The validator package's build (`scripts/build-validator.ts`) replaces this name with the site the
 * package was built for, so an installed package links there rather than to a local preview.
 */
declare const PACKAGED_SITE_URL: string | undefined;
const fallbackSite = typeof PACKAGED_SITE_URL === 'string' ? PACKAGED_SITE_URL : defaultSiteUrl;

/** What a run reads from its process besides argv: the environment, whether stdout is a terminal, the working directory. */
export interface RunContext {
	env: NodeJS.ProcessEnv;
	isTTY: boolean;
	/** Where relative paths start (default: the process's); GitHub annotations and SARIF name files relative to it. */
	cwd?: string;
	/** Standard input (default: the process's); the tests run the CLI in their own process with a text here. */
	stdin?: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

/**
 * `error-playbook`: the command-line validator. Exit status 0 success; 2 bad usage; `validate`: 1
 * invalid, 2 an input not read, 3 no error object (`src/lib/report/inputOutcome.ts`); `explain`: 1
 * an unknown code. Every value from argv or the environment that a message
 * repeats goes through `visible`: escaped, and cut to 200 characters.
 */
export async function run(
	argv: readonly string[],
	out: Output,
	context: RunContext,
): Promise<number> {
	const { env } = context;
	const parsed = parseArgs(argv);
	// A parse error speaks the `--lang` typed beside it: `--lang zh-TW --format foo` answered in
	// English (zh-TW review 27 #1). Read from argv itself, since the parse is what failed.
	const fallback = translator(cliMessages, resolveLang(langInArgv(argv), env));
	if (!parsed.ok) {
		const params = Object.fromEntries(
			Object.entries(parsed.error.params).map(([key, value]) => [key, visible(value)]),
		);
		out.stderr(`error-playbook: ${fallback(parsed.error.key, params)}\n`);
		return 2;
	}
	const { args } = parsed;
	const lang = resolveLang(args.lang, env);
	const t = translator(cliMessages, lang);
	const usage = t('usage', { site: fallbackSite });
	// The version comes first: it is what a bug report or a CI log needs, whatever else was typed.
	if (args.version) {
		out.stdout(`error-playbook ${packageJson.version}\n`);
		return 0;
	}
	if (args.help) {
		out.stdout(usage);
		return 0;
	}
	const usageError = (message: string) => {
		out.stderr(`error-playbook: ${message}\n\n${usage}`);
		return 2;
	};
	const site = siteUrl(env, fallbackSite);
	// Every output builds page URLs on it: a bad one is a usage error, not a stack trace later.
	const badSite = () => {
		out.stderr(`error-playbook: ${t('error.badSiteUrl', { url: visible(site) })}\n`);
		return 2;
	};
	if (args.command === undefined) return usageError(t('error.noCommand'));
	if (args.command === 'mcp') {
		if (args.positionals[0] !== undefined)
			return usageError(t('error.extraArgument', { argument: visible(args.positionals[0]) }));
		if (!isSiteUrl(site)) return badSite();
		// Loaded only here: the SDK and the registry would slow every other command's start. The
		// environment's LANG is not used for results: the client that starts the server chose no
		// language. Its one-line reports on stderr follow LANG, as the CLI's do.
		const { runStdioServer } = await import('../mcp/index.ts');
		return runStdioServer({ lang: args.lang ?? 'en', site, stderrLang: lang });
	}
	if (args.command !== 'validate' && args.command !== 'explain')
		return usageError(t('error.unknownCommand', { command: visible(args.command) }));
	const [target, extra] = args.positionals;
	if (target === undefined)
		return usageError(t(args.command === 'validate' ? 'error.missingFile' : 'error.missingCode'));
	if (args.command === 'explain' && extra !== undefined)
		return usageError(t('error.extraArgument', { argument: visible(extra) }));
	if (args.command === 'explain' && args.format !== 'text' && args.format !== 'json')
		return usageError(t('error.explainFormat', { format: args.format }));
	// Standard input can be read once; a second `-` would validate nothing and look like a verdict.
	if (args.positionals.filter((p) => p === '-').length > 1)
		return usageError(t('error.stdinTwice'));
	const slowGlob = args.command === 'validate' && args.positionals.find(globTooComplex);
	if (slowGlob)
		return usageError(t('error.globTooComplex', { pattern: visible(slowGlob), max: maxGlobStars }));
	if (!isSiteUrl(site)) return badSite();
	const links = hyperlinksSupported({
		isTTY: context.isTTY,
		env,
		noLinks: args.noLinks || args.format !== 'text',
	});
	const options = { lang, siteUrl: site, link: linkFormat(links), wrapFindings: context.isTTY };
	const command = () =>
		args.command === 'validate'
			? validateCommand(
					args.positionals,
					{
						...options,
						format: args.format,
						version: packageJson.version,
						cwd: context.cwd ?? process.cwd(),
						stdin: context.stdin,
					},
					out,
				)
			: explain(target, { ...options, json: args.format === 'json' }, out);
	if (env.GITHUB_ACTIONS !== 'true' || args.format !== 'text') return command();
	// The text report quotes payloads, file names and later releases' texts, with every CI log
	// command escaped (terminalText.ts). Between these two lines GitHub's runner reads no workflow
	// command at all, so a form the escaping missed still cannot act; the token is random, since
	// text that knew it could end the pause. The other formats are documents, often redirected to
	// a file these lines would break: escaping alone covers them.
	const token = randomUUID();
	out.stdout(`::stop-commands::${token}\n`);
	try {
		return await command();
	} finally {
		out.stdout(`::${token}::\n`);
	}
}

/**
 * `explain`. Only it needs the registry module (full zod, every text of every code): loading it
 * lazily keeps `validate` on the engine's ready registry and quick to start.
 */
async function explain(
	target: string,
	options: PrintOptions & { json: boolean },
	out: Output,
): Promise<number> {
	const [{ registry }, { explainCommand }] = await Promise.all([
		import('../lib/registry/index.ts'),
		import('./explainCommand.ts'),
	]);
	return explainCommand(target, { ...options, registry }, out);
}

/** The language `--lang <value>` or `--lang=<value>` names in `argv`, if it names one. */
function langInArgv(argv: readonly string[]) {
	const at = argv.findLastIndex((a) => a === '--lang' || a.startsWith('--lang='));
	if (at < 0) return undefined;
	const arg = argv[at]!;
	return parseLang(arg === '--lang' ? argv[at + 1] : arg.slice('--lang='.length));
}
