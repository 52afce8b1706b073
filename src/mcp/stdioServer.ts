import { fstatSync } from 'node:fs';
import { defaultMaxChars } from '../lib/engine/index.ts';
import { type Lang, translator } from '../lib/i18n/index.ts';
import { registry } from '../lib/registry/index.ts';
import packageJson from '../../package.json' with { type: 'json' };
import { mcpMessages } from './mcpMessages.ts';
import { createPlaybookServer } from './playbookServer.ts';
import { BoundedStdioTransport } from './stdioTransport.ts';

/**
 * The longest message the server reads: the CLI's own input limit, 5,000,000 characters of up to
 * three UTF-8 bytes each (what `validate` reads from a file), and 1 MB for the request around the
 * text. Longer ones are refused with a JSON-RPC error as they arrive, never held whole, and the
 * server reads on (`stdioTransport.ts`). README.md, "The MCP server", documents it.
 */
export const maxMessageBytes = defaultMaxChars * 3 + 1_000_000;

export interface StdioServerOptions {
	/** The language of results when a call gives no `lang`, and of protocol errors. */
	lang: Lang;
	site: string;
	/** The language of the one line the server may end with on stderr (the CLI's, from LANG). */
	stderrLang: Lang;
}

/**
 * Serves the playbook on standard input and output until the client closes its input and every
 * request read has its answer or was cancelled. Only protocol goes to stdout. Returns the exit
 * status: 0, or 2 after one line on stderr when something was lost (see `BoundedStdioTransport`).
 */
export async function runStdioServer(options: StdioServerOptions): Promise<number> {
	const say = translator(mcpMessages, options.lang);
	const report = translator(mcpMessages, options.stderrLang);
	const fail = (line: string) => {
		process.stderr.write(`error-playbook mcp: ${line}\n`);
		return 2;
	};
	// Node reads a directory on stdin as an empty stream: without this the server would end at once,
	// saying nothing.
	if (fstatSync(0).isDirectory()) return fail(report('stdio.readFailed', { reason: 'EISDIR' }));
	const server = createPlaybookServer({
		registry,
		lang: options.lang,
		site: options.site,
		version: packageJson.version,
	});
	const transport = new BoundedStdioTransport(process.stdin, process.stdout, {
		maxMessageBytes,
		texts: {
			tooLarge: (size, limit) =>
				say('protocol.tooLarge', {
					size: size.toLocaleString('en'),
					limit: limit.toLocaleString('en'),
					// The two limits differ (bytes of a message, characters of an input): said apart,
					// never as the same (zh-TW review 8, item 9).
					cliLimit: defaultMaxChars.toLocaleString('en'),
				}),
			parseError: () => say('protocol.parseError'),
			invalidRequest: () => say('protocol.invalidRequest'),
			truncated: (size) => report('stdio.truncated', { size: size.toLocaleString('en') }),
			readFailed: (reason) => report('stdio.readFailed', { reason }),
			writeFailed: (reason, unanswered) => report('stdio.writeFailed', { reason, unanswered }),
		},
	});
	await server.connect(transport);
	const end = await transport.done;
	// Reading stops here even if the client never closes its end (a broken stdout).
	process.stdin.destroy();
	return end.report === undefined ? end.status : fail(end.report);
}
