import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { defaultMaxChars } from '../lib/engine/index.ts';
import type { Lang } from '../lib/i18n/index.ts';
import { registry } from '../lib/registry/index.ts';
import packageJson from '../../package.json' with { type: 'json' };
import { createPlaybookServer } from './playbookServer.ts';

/**
 * The SDK drops the connection when one message outgrows its read buffer (10 MiB by default), so a
 * big paste would end the session instead of getting an answer. The buffer holds the engine's limit
 * even when every character is JSON-escaped as `\u0000` (six bytes), so any text up to that size
 * reaches `validate_envelope` and is refused with a readable reason.
 */
const maxMessageBytes = defaultMaxChars * 6 + 1024 * 1024;

/**
 * Serves the playbook on standard input and output until the client closes them. Only protocol
 * goes to stdout; nothing else in this process may write there.
 */
export async function runStdioServer(options: { lang: Lang; site: string }): Promise<void> {
	const server = createPlaybookServer({ registry, ...options, version: packageJson.version });
	const transport = new StdioServerTransport(process.stdin, process.stdout, {
		maxBufferSize: maxMessageBytes,
	});
	transport.onerror = (error) => process.stderr.write(`error-playbook mcp: ${error.message}\n`);
	await server.connect(transport);
}
