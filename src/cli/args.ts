import { type Lang, parseLang } from '../lib/i18n/index.ts';

/** What `--format` takes; `--json` is `--format json`. */
export const formats = ['text', 'json', 'github', 'sarif', 'junit'] as const;
export type Format = (typeof formats)[number];

/** The command line, parsed. Options may come before or after the positional arguments. */
export interface CliArgs {
	command: string | undefined;
	positionals: string[];
	/** From `--format` or `--json`; text when neither is given. */
	format: Format;
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
	| { key: 'error.badLang'; params: { lang: string } }
	| { key: 'error.badFormat'; params: { format: string } }
	| { key: 'error.formatConflict'; params: { format: string } };

/** Parses `argv` (without node and the script). */
export function parseArgs(
	argv: readonly string[],
): { ok: true; args: CliArgs } | { ok: false; error: ArgsError } {
	const args: CliArgs = {
		command: undefined,
		positionals: [],
		format: 'text',
		help: false,
		version: false,
		noLinks: false,
		lang: undefined,
	};
	let chosen: Format | undefined;
	let json = false;
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i]!;
		if (arg === '--json') json = true;
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
		} else if (arg === '--format' || arg.startsWith('--format=')) {
			const value = arg === '--format' ? argv[++i] : arg.slice('--format='.length);
			if (value === undefined)
				return { ok: false, error: { key: 'error.missingValue', params: { option: '--format' } } };
			if (!(formats as readonly string[]).includes(value))
				return { ok: false, error: { key: 'error.badFormat', params: { format: value } } };
			chosen = value as Format;
		} else if (arg.startsWith('-') && arg !== '-')
			return { ok: false, error: { key: 'error.unknownOption', params: { option: arg } } };
		else if (args.command === undefined) args.command = arg;
		else args.positionals.push(arg);
	}
	// `--json` stays what it always was; beside another `--format` it is a contradiction, not a choice.
	if (json && chosen !== undefined && chosen !== 'json')
		return { ok: false, error: { key: 'error.formatConflict', params: { format: chosen } } };
	args.format = json ? 'json' : (chosen ?? 'text');
	return { ok: true, args };
}

/** `--lang` if given, else the locale of the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English. */
export function resolveLang(fromArgs: Lang | undefined, env: NodeJS.ProcessEnv): Lang {
	if (fromArgs) return fromArgs;
	const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
	return parseLang(locale.split('.')[0]) ?? 'en';
}
