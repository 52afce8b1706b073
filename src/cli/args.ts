import { type Lang, parseLang } from '../lib/i18n/index.ts';

/** The command line, parsed. Options may come before or after the positional arguments. */
export interface CliArgs {
	command: string | undefined;
	positionals: string[];
	json: boolean;
	help: boolean;
	/** `--version` / `-v`: print the version and stop. */
	version: boolean;
	/** `--no-links`: print code-page URLs as plain text even where the terminal could open them. */
	noLinks: boolean;
	/** From `--lang`; undefined when not given. */
	lang: Lang | undefined;
}

/** A usage mistake, as a message key and its values. */
export type ArgsError =
	| { key: 'error.unknownOption'; params: { option: string } }
	| { key: 'error.missingValue'; params: { option: string } }
	| { key: 'error.badLang'; params: { lang: string } };

/** Parses `argv` (without node and the script). */
export function parseArgs(
	argv: readonly string[],
): { ok: true; args: CliArgs } | { ok: false; error: ArgsError } {
	const args: CliArgs = {
		command: undefined,
		positionals: [],
		json: false,
		help: false,
		version: false,
		noLinks: false,
		lang: undefined,
	};
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i]!;
		if (arg === '--json') args.json = true;
		else if (arg === '-h' || arg === '--help') args.help = true;
		else if (arg === '-v' || arg === '--version') args.version = true;
		else if (arg === '--no-links') args.noLinks = true;
		else if (arg === '--lang' || arg.startsWith('--lang=')) {
			const value = arg === '--lang' ? argv[++i] : arg.slice('--lang='.length);
			if (value === undefined)
				return { ok: false, error: { key: 'error.missingValue', params: { option: '--lang' } } };
			const lang = parseLang(value);
			if (!lang) return { ok: false, error: { key: 'error.badLang', params: { lang: value } } };
			args.lang = lang;
		} else if (arg.startsWith('-') && arg !== '-')
			return { ok: false, error: { key: 'error.unknownOption', params: { option: arg } } };
		else if (args.command === undefined) args.command = arg;
		else args.positionals.push(arg);
	}
	return { ok: true, args };
}

/** `--lang` if given, else the locale of the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English. */
export function resolveLang(fromArgs: Lang | undefined, env: NodeJS.ProcessEnv): Lang {
	if (fromArgs) return fromArgs;
	const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
	return parseLang(locale.split('.')[0]) ?? 'en';
}
