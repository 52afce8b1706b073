import { defaultSiteUrl, siteUrl } from '../lib/site/index.ts';
import { translator } from '../lib/i18n/index.ts';
import { parseArgs, resolveLang } from './args.ts';
import { cliMessages } from './cliMessages.ts';
import { hyperlinksSupported, linkFormat } from './terminalLinks.ts';
import { validateCommand, type Output } from './validateCommand.ts';

/**
 * The validator package's build (`scripts/build-validator.ts`) replaces this name with the site the
 * package was built for, so an installed package links there rather than to a local preview.
 */
declare const PACKAGED_SITE_URL: string | undefined;
const fallbackSite = typeof PACKAGED_SITE_URL === 'string' ? PACKAGED_SITE_URL : defaultSiteUrl;

/**
 * `error-playbook`: the command-line validator. Exit status 0 success, 1 invalid input or unknown
 * code, 2 bad usage or unreadable input. Output is written, then `process.exitCode` set (not
 * `process.exit`), so a large `--json` document piped to another program is never cut short.
 */
async function run(argv: readonly string[], out: Output): Promise<number> {
	const parsed = parseArgs(argv);
	const fallback = translator(cliMessages, resolveLang(undefined, process.env));
	if (!parsed.ok) {
		out.stderr(`error-playbook: ${fallback(parsed.error.key, parsed.error.params)}\n`);
		return 2;
	}
	const { args } = parsed;
	const lang = resolveLang(args.lang, process.env);
	const t = translator(cliMessages, lang);
	const usage = t('usage', { site: fallbackSite });
	if (args.help) {
		out.stdout(usage);
		return 0;
	}
	const usageError = (message: string) => {
		out.stderr(`error-playbook: ${message}\n\n${usage}`);
		return 2;
	};
	const site = siteUrl(process.env, fallbackSite);
	// Every output builds page URLs on it: a bad one is a usage error, not a stack trace later.
	const badSite = () => {
		out.stderr(`error-playbook: ${t('error.badSiteUrl', { url: site })}\n`);
		return 2;
	};
	if (args.command === undefined) return usageError(t('error.noCommand'));
	if (args.command === 'mcp') {
		if (args.positionals[0] !== undefined)
			return usageError(t('error.extraArgument', { argument: args.positionals[0] }));
		if (!URL.canParse(site)) return badSite();
		// Loaded only here: the SDK and the registry would slow every other command's start. The
		// environment's LANG is not used: the client that starts the server chose no language.
		const { runStdioServer } = await import('../mcp/index.ts');
		await runStdioServer({ lang: args.lang ?? 'en', site });
		return 0;
	}
	if (args.command !== 'validate' && args.command !== 'explain')
		return usageError(t('error.unknownCommand', { command: args.command }));
	const [target, extra] = args.positionals;
	if (target === undefined)
		return usageError(t(args.command === 'validate' ? 'error.missingFile' : 'error.missingCode'));
	if (extra !== undefined) return usageError(t('error.extraArgument', { argument: extra }));
	if (!URL.canParse(site)) return badSite();
	const links = hyperlinksSupported({
		isTTY: process.stdout.isTTY === true,
		env: process.env,
		noLinks: args.noLinks || args.json,
	});
	const options = { json: args.json, lang, siteUrl: site, link: linkFormat(links) };
	if (args.command === 'validate') return validateCommand(target, options, out);
	// Only explain needs the registry module (full zod, every text of every code): loading it
	// lazily keeps `validate` on the engine's ready registry and quick to start.
	const [{ registry }, { explainCommand }] = await Promise.all([
		import('../lib/registry/index.ts'),
		import('./explainCommand.ts'),
	]);
	return explainCommand(target, { ...options, registry }, out);
}

// A reader that stops early (`| head -1`) closes the pipe: not a failure to report with a stack
// trace. The validation's exit status stands.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
	if (error.code !== 'EPIPE') throw error;
});

process.exitCode = await run(process.argv.slice(2), {
	stdout: (text) => process.stdout.write(text),
	stderr: (text) => process.stderr.write(text),
});
