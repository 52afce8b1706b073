import { translator } from '../lib/i18n/index.ts';
import { parseArgs, resolveLang } from './args.ts';
import { cliMessages } from './cliMessages.ts';
import { run } from './run.ts';
import { printableText, visible } from '../lib/report/index.ts';

/**
 * The process around `run`: where its output goes, and what happens when that fails. Output is
 * written, then `process.exitCode` set (not `process.exit`), so a large `--json` document piped to
 * another program is never cut short.
 */
const argv = process.argv.slice(2);
const parsed = parseArgs(argv);
const t = translator(
	cliMessages,
	resolveLang(parsed.ok ? parsed.args.lang : undefined, process.env),
);
// The MCP server owns its stdout: it says itself what a broken one cost (src/mcp/stdioTransport.ts).
const serving = parsed.ok && parsed.args.command === 'mcp';

/** The one line a failure ends with; stderr failing as well leaves only the exit status to tell. */
function fail(message: string): void {
	process.stderr.write(`error-playbook: ${message}\n`);
	process.exitCode = 2;
}
process.stderr.on('error', () => {
	process.exitCode = 2;
});

let stdoutFailed = false;
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
	if (stdoutFailed || serving) return;
	stdoutFailed = true;
	// A reader that stops early (`| head -1`) closes the pipe: not a failure, the status stands.
	if (error.code === 'EPIPE') return;
	// A full disk, a device that refuses writes (`> /dev/full`): what was printed is incomplete.
	fail(t('error.writeFailed', { reason: visible(error.code ?? error.message) }));
});

try {
	const status = await run(
		argv,
		{
			stdout: (text) => {
				if (!stdoutFailed) process.stdout.write(text);
			},
			// Messages carry arguments, file names, SITE_URL: escaped where they are put in, and here
			// once more for anything that reaches stderr another way.
			stderr: (text) => process.stderr.write(printableText(text)),
		},
		{ env: process.env, isTTY: process.stdout.isTTY === true },
	);
	if (process.exitCode !== 2) process.exitCode = status;
} catch (error) {
	// A bug of ours: one line that says so, never a stack trace in the user's terminal.
	fail(t('error.internal', { reason: visible(String((error as Error)?.message ?? error)) }));
}
