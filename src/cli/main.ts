import { siteUrl } from '../lib/site/index.ts';
import { translator } from '../lib/i18n/index.ts';
import { parseArgs, resolveLang } from './args.ts';
import { cliMessages } from './cliMessages.ts';
import { validateCommand, type Output } from './validateCommand.ts';

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
	if (args.help) {
		out.stdout(t('usage'));
		return 0;
	}
	const usageError = (message: string) => {
		out.stderr(`error-playbook: ${message}\n\n${t('usage')}`);
		return 2;
	};
	if (args.command === undefined) return usageError(t('error.noCommand'));
	if (args.command !== 'validate' && args.command !== 'explain') return usageError(t('error.unknownCommand', { command: args.command }));
	const [target, extra] = args.positionals;
	if (target === undefined) return usageError(t(args.command === 'validate' ? 'error.missingFile' : 'error.missingCode'));
	if (extra !== undefined) return usageError(t('error.extraArgument', { argument: extra }));
	if (args.command === 'validate') return validateCommand(target, { json: args.json, lang }, out);
	// Only explain needs the registry module (full zod, every text of every code): loading it
	// lazily keeps `validate` on the engine's ready registry and quick to start.
	const [{ registry }, { explainCommand }] = await Promise.all([import('../lib/registry/index.ts'), import('./explainCommand.ts')]);
	return explainCommand(target, { json: args.json, lang, registry, siteUrl: siteUrl(process.env) }, out);
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
