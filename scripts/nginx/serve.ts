/**
 * Serves a build with the production nginx configuration (scripts/nginx/site.conf), in the
 * foreground, until Ctrl+C or SIGTERM: `npm run preview:nginx`, and the Playwright project
 * `nginx` (tests/playwright.config.ts) starts it as its web server.
 *
 *   node scripts/nginx/serve.ts [--port 4322] [--host 127.0.0.1] [--dist dist]
 *
 * Everything nginx writes goes to a temporary folder that is removed when it stops.
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { findNginx, nginxMissingHelp, root, startNginx, type RunningNginx } from '../lib/nginx.ts';

const { values } = parseArgs({
	options: {
		port: { type: 'string', default: '4322' },
		host: { type: 'string', default: '127.0.0.1' },
		dist: { type: 'string', default: resolve(root, 'dist') },
	},
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
	console.error(`--port must be a port number, not "${values.port}"`);
	process.exit(2);
}

const nginx = findNginx();
if (!nginx) {
	console.error(nginxMissingHelp);
	process.exit(1);
}

// Playwright stops its web servers by signalling the whole process group: nginx gets the signal
// too and shuts down; this process waits for it, then removes the temporary folder. Registered
// before nginx starts, so that a signal during start-up cleans up as well.
let server: RunningNginx | undefined;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
	process.on(signal, () => {
		stopping = true;
		if (server) void server.stop().then(() => process.exit(0));
	});

server = await startNginx({ nginx, dist: resolve(values.dist), host: values.host, port }).catch(
	(error: Error) => {
		console.error(error.message);
		process.exit(1);
	},
);
if (stopping) {
	await server.stop();
	process.exit(0);
}
console.log(
	`nginx (${nginx}) serves ${resolve(values.dist)} at ${server.url} with scripts/nginx/site.conf`,
);

const code = await server.exited;
await server.stop();
process.exit(code);
