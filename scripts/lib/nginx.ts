import { spawn, spawnSync } from 'node:child_process';
import {
	copyFileSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

/**
 * Runs the site's production nginx configuration (scripts/nginx/site.conf) for the tests and for
 * `npm run preview:nginx`: a non-daemon nginx, as the current user, with its own configuration,
 * pid, logs and temporary files in a fresh temporary folder, on a local port.
 */

export const root = new URL('../../', import.meta.url).pathname;
const siteConfPath = join(root, 'scripts/nginx/site.conf');
/** The files site.conf includes (`include snippets/…`), as a deployment copies them. */
export const snippetsPath = join(root, 'scripts/nginx/snippets');

/** What to do when nginx is missing; the tests print it when they skip. */
export const nginxMissingHelp = [
	'nginx was not found, so the tests against the production nginx configuration are skipped.',
	'To run them, install Debian’s nginx (`sudo apt-get install -y nginx`; `npm test` does this by',
	'itself when it runs as root with apt-get), or set NGINX_PATH to an nginx executable.',
	'(NGINX_PATH set to a path where there is no file, e.g. NGINX_PATH=none, also skips them.)',
].join('\n');

/**
 * The nginx executable: $NGINX_PATH when set (only it: `NGINX_PATH=none` means "no nginx", which
 * skips the nginx tests), else Debian's /usr/sbin/nginx (not on a normal user's PATH), else `nginx`
 * on PATH. Only file checks: the Playwright config calls this in every process.
 */
export function findNginx(env: NodeJS.ProcessEnv = process.env): string | undefined {
	if (env.NGINX_PATH) return existsSync(env.NGINX_PATH) ? env.NGINX_PATH : undefined;
	const onPath = (env.PATH ?? '')
		.split(delimiter)
		.filter(Boolean)
		.map((dir) => join(dir, 'nginx'));
	return ['/usr/sbin/nginx', '/usr/local/sbin/nginx', ...onPath].find((path) => existsSync(path));
}

/**
 * The `mime.types` that ships with this nginx, beside its compiled-in nginx.conf
 * (`--conf-path`, /etc/nginx/nginx.conf on Debian). site.conf includes it by relative path, as a
 * deployment does from /etc/nginx.
 */
export function mimeTypesOf(nginx: string): string {
	// `nginx -V` prints its build options on stderr.
	const { stderr } = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
	const confPath = /--conf-path=(\S+)/.exec(stderr ?? '')?.[1] ?? '/etc/nginx/nginx.conf';
	const candidates = [join(dirname(confPath), 'mime.types'), '/etc/nginx/mime.types'];
	const found = candidates.find((path) => existsSync(path));
	if (!found)
		throw new Error(`no mime.types found for ${nginx} (looked in ${candidates.join(', ')})`);
	return found;
}

/** The policy file the build writes into dist/ and site.conf includes (src/integrations/hostHeaders.ts). */
export const cspIncludeName = '_csp.nginx.conf';

/**
 * site.conf with only its listen and root lines, and the path of its _csp.nginx.conf include,
 * replaced. Each must be found exactly as written, so that a change to site.conf's shape stops the
 * tests here instead of serving something else.
 */
function siteConfFor(
	options: { host: string; port: number; dist: string },
	text = readFileSync(siteConfPath, 'utf8'),
): string {
	const listen = /^\tlisten .*;\n/gm;
	const rootLine = /^\troot .*;$/gm;
	const cspInclude = new RegExp(`^\\tinclude \\S+/${cspIncludeName.replace(/\./g, '\\.')};$`, 'gm');
	const listens = text.match(listen)?.length ?? 0;
	const roots = text.match(rootLine)?.length ?? 0;
	const includes = text.match(cspInclude)?.length ?? 0;
	// nginx reads `$name` in any string as a variable and has no escape for it.
	if (/[$"\\]/.test(options.dist))
		throw new Error(`nginx cannot serve a folder whose path contains $, " or \\: ${options.dist}`);
	if (listens !== 2 || roots !== 1 || includes !== 1)
		throw new Error(
			`${siteConfPath}: expected two "listen" lines, one "root" line and one include of ${cspIncludeName} in server { }, found ${listens}, ${roots} and ${includes}`,
		);
	let first = true;
	return (
		text
			.replace(listen, () => {
				const line = first ? `\tlisten ${options.host}:${options.port};\n` : '';
				first = false;
				return line;
			})
			// Quoted for spaces; by a function so that replace() reads no pattern in the path.
			.replace(rootLine, () => `\troot "${options.dist}";`)
			.replace(cspInclude, () => `\tinclude "${join(options.dist, cspIncludeName)}";`)
	);
}

/**
 * The main configuration around site.conf: what Debian's /etc/nginx/nginx.conf sets in http { },
 * with every path nginx writes moved into `dir` so that it runs without root and beside any other
 * nginx on the machine.
 */
function mainConfFor(dir: string): string {
	// As root, nginx would switch its workers to `nobody`, who cannot read the temporary folder
	// (mkdtemp makes it private) nor perhaps the checkout: keep them as the current user.
	const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
	return `${user}daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr;

events {
	# Debian's own value. Each connection a slow client holds open takes one of these until
	# site.conf's timeouts close it: 600 of them must leave room for everyone else
	# (tests/e2e/nginx.spec.ts); docs/DEPLOYMENT.md, "Serving with nginx", says what a server needs.
	worker_connections 768;
}

http {
	sendfile on;
	tcp_nopush on;
	types_hash_max_size 2048;
	include mime.types;
	default_type application/octet-stream;
	gzip on;

	access_log ${dir}/access.log;
	# The tests ask for missing addresses on purpose; one stderr line each would bury real errors.
	log_not_found off;

	client_body_temp_path ${dir}/body;
	proxy_temp_path ${dir}/proxy;
	fastcgi_temp_path ${dir}/fastcgi;
	uwsgi_temp_path ${dir}/uwsgi;
	scgi_temp_path ${dir}/scgi;

	include site.conf;
}
`;
}

/** Fails at once, with a message saying so, when something already listens on host:port. */
async function assertPortFree(host: string, port: number): Promise<void> {
	await new Promise<void>((resolve, reject) => {
		const probe = createServer();
		probe.once('error', (error: NodeJS.ErrnoException) =>
			reject(
				new Error(
					`cannot serve on ${host}:${port}: ${error.code === 'EADDRINUSE' ? 'something else is listening there' : error.message}`,
				),
			),
		);
		probe.listen(port, host, () => probe.close(() => resolve()));
	});
}

export interface RunningNginx {
	url: string;
	/** The temporary folder (configuration, pid, access log); removed by stop(). */
	dir: string;
	/** Resolves with nginx's exit code once it has exited, whoever stopped it. */
	exited: Promise<number>;
	/** Fast shutdown (SIGTERM), then removes the temporary folder. */
	stop(): Promise<number>;
}

/**
 * Starts nginx serving `dist` on host:port with site.conf; resolves once it answers. `tls` serves
 * HTTPS with that certificate instead, as site.conf's commented `listen 443 ssl` lines do in
 * production (a test checks what only TLS sends).
 */
export async function startNginx(options: {
	nginx: string;
	dist: string;
	host?: string;
	port: number;
	tls?: { certificate: string; key: string };
	/** The folder of the files site.conf includes from snippets/; `snippetsPath` unless a test's own. */
	snippets?: string;
}): Promise<RunningNginx> {
	const host = options.host ?? '127.0.0.1';
	for (const file of ['index.html', cspIncludeName])
		if (!existsSync(join(options.dist, file)))
			throw new Error(`${options.dist} has no ${file}: run \`npm run build\` first`);
	// Everything that can fail is done before the temporary folder exists.
	let site = siteConfFor({ host, port: options.port, dist: options.dist });
	if (options.tls) {
		const { certificate, key } = options.tls;
		site = site.replace(
			`\tlisten ${host}:${options.port};\n`,
			() =>
				`\tlisten ${host}:${options.port} ssl;\n\tssl_certificate "${certificate}";\n\tssl_certificate_key "${key}";\n`,
		);
	}
	const mimeTypes = mimeTypesOf(options.nginx);
	await assertPortFree(host, options.port);
	const dir = mkdtempSync(join(tmpdir(), 'error-playbook-nginx-'));
	for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
	copyFileSync(mimeTypes, join(dir, 'mime.types'));
	// The files site.conf includes from snippets/, where a deployment puts them (/etc/nginx/snippets/).
	mkdirSync(join(dir, 'snippets'));
	const snippets = options.snippets ?? snippetsPath;
	for (const name of readdirSync(snippets))
		copyFileSync(join(snippets, name), join(dir, 'snippets', name));
	writeFileSync(join(dir, 'site.conf'), site);
	writeFileSync(join(dir, 'nginx.conf'), mainConfFor(dir));

	// -p: relative paths (mime.types, site.conf) resolve in `dir`; -e: errors before the
	// configuration is read go to stderr instead of Debian's /var/log/nginx/error.log.
	const child = spawn(
		options.nginx,
		['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'],
		{
			stdio: ['ignore', 'inherit', 'inherit'],
		},
	);
	const exited = new Promise<number>((resolve) => {
		child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
		child.on('error', () => resolve(127));
	});
	let cleaned = false;
	const clean = () => {
		if (!cleaned) rmSync(dir, { recursive: true, force: true });
		cleaned = true;
	};
	void exited.then(clean);
	const stop = async () => {
		if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
		const code = await exited;
		clean();
		return code;
	};

	const url = `${options.tls ? 'https' : 'http'}://${host}:${options.port}/`;
	const deadline = Date.now() + 10_000;
	for (;;) {
		const early = await Promise.race([exited, new Promise<undefined>((r) => setTimeout(r, 50))]);
		if (early !== undefined)
			throw new Error(
				`nginx exited with code ${early} before serving ${url} (its messages are above)`,
			);
		try {
			// nginx writes its pid file only after it has bound its port: an answer before that
			// would come from someone else.
			if (!existsSync(join(dir, 'nginx.pid'))) throw new Error('not started yet');
			// Over TLS the certificate is the test's own: the pid file says nginx has bound its port.
			if (!options.tls) await fetch(url, { method: 'HEAD', redirect: 'manual' });
			return { url, dir, exited, stop };
		} catch {
			if (Date.now() > deadline) {
				await stop();
				throw new Error(`nginx did not answer on ${url} within 10 s`);
			}
		}
	}
}
