/**
 * `npm run upstream:check -- <mcp_flutter checkout> [--write]`: what an upstream checkout says about
 * error codes and MCP tools that our registry does not, and with `--write`, that release folded
 * into content/registry/. CONTRIBUTING.md "Fold in a new upstream release" says when to run it.
 * Exit 0 no drift (or written), 1 drift, 2 bad usage, unreadable checkout or unabsorbable release.
 */
import { upstreamCheck } from './lib/upstream/main.ts';

// `npm run` starts scripts in the project's folder; a relative checkout path means the folder the
// maintainer typed the command in, which npm passes as INIT_CWD.
const fromNpm = process.env.npm_lifecycle_event === 'upstream:check' && process.env.INIT_CWD;
process.exitCode = await upstreamCheck(process.argv.slice(2), {
	stdout: (text) => process.stdout.write(text),
	stderr: (text) => process.stderr.write(text),
	cwd: fromNpm || process.cwd(),
});
