import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
/**
 * What a build reads; site.conf gives the headers the build writes for hosts (hostHeaders.ts),
 * gitOrigin.ts the repository's address for the edit and report links (astro.config.mjs).
 */
const sources = [
	'astro.config.mjs',
	'content',
	'public',
	'src',
	'package.json',
	'tsconfig.json',
	'scripts/nginx/site.conf',
	'scripts/lib/gitOrigin.ts',
];

/**
 * Builds a copy of the site after `prepare` has changed it (e.g. a registry with a fixture code),
 * and returns the copy's path. The copy lives in `.tmp-builds/` inside the checkout so that it
 * finds `node_modules` by walking up (a symlinked node_modules confuses Vite's module ids), and has
 * its own Astro cache so it can never leave stale data for the real build.
 */
export function buildCopy(prepare: (dir: string) => void): string {
	const base = join(root, '.tmp-builds');
	mkdirSync(base, { recursive: true });
	const dir = mkdtempSync(join(base, 'site-'));
	for (const entry of sources) {
		mkdirSync(dirname(join(dir, entry)), { recursive: true });
		cpSync(join(root, entry), join(dir, entry), { recursive: true, verbatimSymlinks: true });
	}
	const config = join(dir, 'astro.config.mjs');
	writeFileSync(
		config,
		readFileSync(config, 'utf8').replace(
			'defineConfig({',
			"defineConfig({\n\tcacheDir: './.astro-cache',",
		),
	);
	prepare(dir);
	execFileSync(
		process.execPath,
		[join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent'],
		{
			cwd: dir,
			env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
			stdio: 'pipe',
		},
	);
	return dir;
}
