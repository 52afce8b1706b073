import { parseArgs } from 'node:util';

/** The command line of `npm run upstream:check`, read without touching the file system. */

export const usage = `usage: npm run upstream:check -- <mcp_flutter checkout> [--release <id>] [--file <error_codes.dart>] [--json]

Compares the checkout's error codes (descriptors, recoveries) and MCP tool names with our registry.
  --release <id>  the release of our registry to compare with (default: the newest we know)
  --file <path>   the error_codes.dart to read, relative to the checkout (default: found by path)
  --json          machine-readable output
Exit status: 0 no drift, 1 drift, 2 bad usage or unreadable checkout.`;

export interface CheckOptions {
	checkout: string;
	release: string | undefined;
	file: string | undefined;
	json: boolean;
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
	return {
		checkout,
		release: parsed.values.release,
		file: parsed.values.file,
		json: parsed.values.json,
	};
}
