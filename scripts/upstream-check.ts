/**
 * `npm run upstream:check -- <mcp_flutter checkout>`: what an upstream checkout says about error
 * codes and MCP tools that our registry does not. Run it on each new upstream tag; CONTRIBUTING.md
 * "Keeping up with upstream" says how to fold a release in. Exit 0 no drift, 1 drift, 2 bad usage
 * or unreadable checkout.
 */
import { CheckoutError } from './lib/upstream/checkoutFiles.ts';
import { parseCheckOptions, usage, UsageError } from './lib/upstream/checkOptions.ts';
import { jsonReport, textReport } from './lib/upstream/report.ts';
import { runCheck } from './lib/upstream/runCheck.ts';

try {
	const options = parseCheckOptions(process.argv.slice(2));
	if (options === 'help') {
		process.stdout.write(`${usage}\n`);
	} else {
		// `npm run` starts scripts in the project's folder; a relative checkout path means the
		// folder the maintainer typed the command in, which npm passes as INIT_CWD.
		const fromNpm = process.env.npm_lifecycle_event === 'upstream:check' && process.env.INIT_CWD;
		const result = runCheck(options, fromNpm || process.cwd());
		process.stdout.write(options.json ? jsonReport(result) : textReport(result));
		process.exitCode = result.drift.length > 0 ? 1 : 0;
	}
} catch (error) {
	if (!(error instanceof UsageError || error instanceof CheckoutError)) throw error;
	const hint = error instanceof UsageError ? ' (--help for usage)' : '';
	process.stderr.write(`upstream-check: ${error.message}${hint}\n`);
	process.exitCode = 2;
}
