import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Fresh copies of the site in a temporary folder, for builds that must never touch the checkout's
 * dist/ or caches (others serve and test that build). Each copy has its own `node_modules`
 * directory whose packages are hard links to the checkout's (a symlinked node_modules confuses
 * Vite's module ids), without `.astro`/`.vite` caches, so each copy builds cold once and has its
 * own Astro cache after that.
 */

export const root = new URL('../../', import.meta.url).pathname;
const sources = [
	'astro.config.mjs',
	'content',
	'public',
	'src',
	'package.json',
	'package-lock.json',
	'tsconfig.json',
	// The build writes the host's headers from it (src/integrations/hostHeaders.ts).
	'scripts/nginx/site.conf',
];
/** Caches inside node_modules that a copy must not share (hard links would write through). */
const caches = new Set(['.astro', '.vite', '.cache']);

export interface SiteCopy {
	dir: string;
	dist: string;
	/** How node_modules was provided: hard links, or a full copy where links are impossible. */
	modules: 'hard links' | 'copy';
}

/** A fresh directory for this run's copies: `<tmp>/error-playbook-bench-XXXX`. */
export function benchTempDir(): string {
	return mkdtempSync(join(tmpdir(), 'error-playbook-bench-'));
}

/** Copies the site into `<base>/<name>` and runs `prepare` on the copy (e.g. to swap the registry). */
export function makeSiteCopy(
	base: string,
	name: string,
	prepare?: (dir: string) => void,
): SiteCopy {
	const dir = join(base, name);
	mkdirSync(dir, { recursive: true });
	for (const entry of sources)
		if (existsSync(join(root, entry))) {
			mkdirSync(dirname(join(dir, entry)), { recursive: true });
			cpSync(join(root, entry), join(dir, entry), { recursive: true, verbatimSymlinks: true });
		}
	const modules = join(dir, 'node_modules');
	let how: SiteCopy['modules'] = 'hard links';
	try {
		execFileSync('cp', ['-al', join(root, 'node_modules'), modules], { stdio: 'pipe' });
		// Unlinking a hard link leaves the checkout's file alone; writing through one would not.
		for (const cache of caches) rmSync(join(modules, cache), { recursive: true, force: true });
	} catch {
		how = 'copy';
		rmSync(modules, { recursive: true, force: true });
		mkdirSync(modules);
		for (const entry of readdirSync(join(root, 'node_modules')))
			if (!caches.has(entry))
				cpSync(join(root, 'node_modules', entry), join(modules, entry), {
					recursive: true,
					verbatimSymlinks: true,
				});
	}
	prepare?.(dir);
	return { dir, dist: join(dir, 'dist'), modules: how };
}

export interface BuildRun {
	/** Wall-clock time of `astro build`, process start to exit. */
	ms: number;
	/** Pages Astro reports having built. */
	pages: number;
	output: string;
}

const astroBin = (dir: string) => join(dir, 'node_modules/astro/bin/astro.mjs');
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' };

/** Runs `astro build` in a copy with the Node running this script (24), and times it. */
export async function build(copy: SiteCopy): Promise<BuildRun> {
	const start = performance.now();
	const { code, output } = await run(process.execPath, [astroBin(copy.dir), 'build'], copy.dir);
	const ms = performance.now() - start;
	if (code !== 0) throw new Error(`astro build failed in ${copy.dir}:\n${output.slice(-4000)}`);
	const pages = Number(/(\d+) page\(s\) built/.exec(output)?.[1] ?? NaN);
	return { ms, pages, output };
}

/** Deletes a copy's build and Astro cache, keeping the copy (for a second cold build). */
export function clean(copy: SiteCopy): void {
	for (const path of ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite'])
		rmSync(join(copy.dir, path), { recursive: true, force: true });
}

function run(
	command: string,
	args: string[],
	cwd: string,
): Promise<{ code: number | null; output: string }> {
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
		let output = '';
		child.stdout.on('data', (d: Buffer) => (output += d));
		child.stderr.on('data', (d: Buffer) => (output += d));
		child.on('error', reject);
		child.on('close', (code) => resolve({ code, output }));
	});
}

/** The first port from `from` on which 127.0.0.1 can listen. */
export async function freePort(from = 4400): Promise<number> {
	for (let port = from; port < from + 200; port++) {
		const free = await new Promise<boolean>((resolve) => {
			const server = createServer();
			server.once('error', () => resolve(false));
			server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
		});
		if (free) return port;
	}
	throw new Error(`no free port in ${from}–${from + 199}`);
}

export interface Preview {
	origin: string;
	port: number;
	stop(): Promise<void>;
}

/** `astro preview` of a copy's build on a free port (4400 and up), ready when it answers. */
export async function preview(copy: SiteCopy, from = 4400): Promise<Preview> {
	const port = await freePort(from);
	const child: ChildProcess = spawn(
		process.execPath,
		[astroBin(copy.dir), 'preview', '--host', '127.0.0.1', '--port', String(port)],
		{
			cwd: copy.dir,
			env,
			stdio: ['ignore', 'pipe', 'pipe'],
		},
	);
	let output = '';
	child.stdout!.on('data', (d: Buffer) => (output += d));
	child.stderr!.on('data', (d: Buffer) => (output += d));
	const origin = `http://127.0.0.1:${port}`;
	const stop = () =>
		new Promise<void>((resolve) => {
			if (child.exitCode !== null || child.signalCode !== null) return resolve();
			child.once('close', () => resolve());
			child.kill('SIGTERM');
		});
	const deadline = Date.now() + 30_000;
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`astro preview exited:\n${output}`);
		try {
			const response = await fetch(`${origin}/`);
			if (response.ok) return { origin, port, stop };
		} catch {
			// not listening yet
		}
		await new Promise((r) => setTimeout(r, 200));
	}
	await stop();
	throw new Error(`astro preview did not answer on ${origin} within 30 s:\n${output}`);
}
