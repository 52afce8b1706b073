/**
 * `npm run upstream:check -- <mcp_flutter checkout>`: what an upstream checkout says about error
 * codes and MCP tools that our registry does not. Run it on each new upstream tag; CONTRIBUTING.md
 * "Keeping up with upstream" says how to fold a release in. Exit 0 no drift, 1 drift, 2 bad usage
 * or unreadable checkout.
 */
import { upstreamCheck } from './lib/upstream/main.ts';

// `npm run` starts scripts in the project's folder; a relative checkout path means the folder the
// maintainer typed the command in, which npm passes as INIT_CWD.
const fromNpm = process.env.npm_lifecycle_event === 'upstream:check' && process.env.INIT_CWD;
process.exitCode = upstreamCheck(process.argv.slice(2), {
	stdout: (text) => process.stdout.write(text),
	stderr: (text) => process.stderr.write(text),
	cwd: fromNpm || process.cwd(),
});
