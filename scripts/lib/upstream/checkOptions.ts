import { parseArgs } from 'node:util';

/** The command line of `npm run upstream:check`, read without touching the file system. */

export const usage = `usage: npm run upstream:check -- <mcp_flutter checkout> [--release <id>] [--file <error_codes.dart>] [--json]
       npm run upstream:check -- <mcp_flutter checkout> --write [--commit <sha> --date YYYY-MM-DD]

Compares the checkout's error codes (descriptors, recoveries) and MCP tool names with our registry.
  --release <id>  the release of our registry to compare with (default: the newest we know)
  --file <path>   the error_codes.dart to read, relative to the checkout (default: found by path)
  --json          machine-readable output
  --write         absorb the checkout as a new release: its version from mcp_server_dart/pubspec.yaml,
                  its commit and date from git HEAD; writes content/registry/, regenerates what derives
                  from it, and lists the prose left to write
  --commit, --date  the commit and date of a checkout that is not a git work tree (with --write)
  --registry <dir>  the registry folder to read and write (default: content/registry); with another
                  folder nothing is regenerated
Exit status: 0 no drift (or written), 1 drift, 2 bad usage, unreadable checkout, or a release that
cannot be absorbed.`;

export interface CheckOptions {
	checkout: string;
	release: string | undefined;
	file: string | undefined;
	json: boolean;
	write: boolean;
	commit: string | undefined;
	date: string | undefined;
	registry: string | undefined;
}

export class UsageError extends Error {}

/** The options, `'help'` for `--help`, or a `UsageError` saying what is wrong in one line. */
export function parseCheckOptions(args: string[]): CheckOptions | 'help' {
	let parsed;
	try {
		parsed = parseArgs({
			args,
			allowPositionals: true,
			options: {
				release: { type: 'string' },
				file: { type: 'string' },
				json: { type: 'boolean', default: false },
				write: { type: 'boolean', default: false },
				commit: { type: 'string' },
				date: { type: 'string' },
				registry: { type: 'string' },
				help: { type: 'boolean', short: 'h', default: false },
			},
		});
	} catch (error) {
		throw new UsageError((error as Error).message.replace(/\. To specify[^]*$/, '.'));
	}
	if (parsed.values.help) return 'help';
	const [checkout, ...extra] = parsed.positionals;
	if (checkout === undefined) throw new UsageError('name the mcp_flutter checkout to read');
	if (extra.length > 0) throw new UsageError(`one checkout only (also got ${extra.join(' ')})`);
	const { write, release, commit, date } = parsed.values;
	if (write && release !== undefined)
		throw new UsageError(
			'--write absorbs a new release; it compares with the newest, not --release',
		);
	if (!write && (commit !== undefined || date !== undefined))
		throw new UsageError('--commit and --date go with --write');
	return {
		checkout,
		release,
		file: parsed.values.file,
		json: parsed.values.json,
		write,
		commit,
		date,
		registry: parsed.values.registry,
	};
}
