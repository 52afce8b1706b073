import { defineConfig } from '@playwright/test';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findChromium } from '../scripts/lib/chromium.ts';
import { findNginx, nginxMissingHelp } from '../scripts/lib/nginx.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

const executablePath = findChromium();

/**
 * Each checkout serves its build on ports of its own, derived from its path (PREVIEW_PORT and
 * NGINX_PORT override them), and never reuses a server it did not start: a server that another
 * checkout left on a shared port would otherwise be tested in place of this build. The ports must
 * be the same in every Playwright process, which re-evaluate this file, so they are a hash, not
 * "any free port". The two ranges do not overlap.
 */
const slot = safeSlot(createHash('sha256').update(root).digest().readUInt16BE(0) % 1000);
const port = Number(process.env.PREVIEW_PORT ?? 4400 + slot);
const nginxPort = Number(process.env.NGINX_PORT ?? 5400 + slot);
const basePathPort = Number(process.env.BASE_PATH_PORT ?? 6400 + slot);

/**
 * The slot itself or the next one whose three ports Chromium will load: it refuses ports of other
 * protocols (net/base/port_util.cc: SIP 5060-5061, X11 6000, IRC 6665-6669 and 6697, …), and a
 * checkout whose path hashed to one failed every browser test with ERR_UNSAFE_PORT.
 */
function safeSlot(slot: number): number {
	const refused = new Set([5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697]);
	while ([4400, 5400, 6400].some((base) => refused.has(base + slot))) slot = (slot + 1) % 1000;
	return slot;
}

/**
 * The release build under a base path (`npm run build:base-path`, dist-base-path/), built for
 * https://example.github.io/error-playbook/ as GitHub Pages would serve it, previewed here under
 * the same base on a local port: its canonical and hreflang links name example.github.io, every
 * link a visitor follows must stay on the base of the host that serves it. Built here when missing
 * (`npm test` builds it before the build tier, which reads it too).
 */
const basePathSite = 'https://example.github.io/error-playbook/';
const basePathBuilt = existsSync(`${root}dist-base-path/index.html`);

/**
 * The production setup: nginx with scripts/nginx/site.conf (`npm test` installs Debian's nginx when
 * it runs as root with apt-get; scripts/ensure-nginx.ts). Where there is none, the `nginx` project
 * keeps only nginx.spec.ts, which skips itself with nginxMissingHelp, and the hint-link flows run
 * against `astro preview` instead.
 */
const nginx = findNginx();
// Printed once, by the main process: workers (TEST_WORKER_INDEX set) evaluate this file too.
if (!nginx && process.env.TEST_WORKER_INDEX === undefined) console.warn(nginxMissingHelp);
/** What depends on the server: its headers, content types and caching, and how it answers a miss. */
const serverSpecs = nginx ? ['nginx.spec.ts', 'hint-links.spec.ts'] : ['nginx.spec.ts'];

/**
 * Browser tests run in Debian's Chromium (Playwright cannot download its own browser here) against
 * the real build (`npm run build` first), served twice: by `astro preview` (project `preview`:
 * every spec that does not depend on the server) and by nginx with the production configuration
 * (project `nginx`: `serverSpecs`); the release build under a base path by `astro preview`
 * (project `base-path`: one spec of the journeys that links can break). `npm test` runs these
 * three; the project `screenshots`
 * (`npm run screenshots`) writes pictures for a reviewer and runs only when asked for.
 */
export default defineConfig({
	testDir: 'e2e',
	outputDir: `${root}/test-results`,
	fullyParallel: true,
	workers: 2,
	forbidOnly: Boolean(process.env.CI),
	retries: 0,
	reporter: process.env.CI
		? [['list'], ['html', { open: 'never', outputFolder: `${root}/playwright-report` }]]
		: 'list',
	// A hang detector, not a speed goal: on 2 shared cores with other work beside it, a test that
	// takes 10 s alone can take 35 (Pagefind's search under load did, and failed at 30).
	timeout: 60_000,
	// The same for an assertion that waits (Playwright's default is 5 s): it returns as soon as the
	// state is there, so a longer wait costs nothing when the test passes. 5 s was a speed goal in
	// disguise: a navigation at load 8 took longer (flows.spec.ts, the language picker).
	expect: { timeout: 15_000 },
	use: {
		screenshot: 'only-on-failure',
		// Off: recording a trace of every test to keep the failed ones' cost 28 % of the every-page
		// spec's time (5.4 → 3.9 min). A failure still leaves its screenshot and message; to record a
		// trace, run the failing test again with `--trace on`.
		trace: 'off',
		launchOptions: {
			...(executablePath ? { executablePath } : {}),
			args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
		},
	},
	projects: [
		{
			name: 'preview',
			testIgnore: ['screenshots.spec.ts', 'base-path.spec.ts', ...serverSpecs],
			use: { baseURL: `http://127.0.0.1:${port}` },
		},
		{
			name: 'nginx',
			testMatch: serverSpecs,
			use: { baseURL: `http://127.0.0.1:${nginxPort}` },
		},
		{
			name: 'base-path',
			testMatch: 'base-path.spec.ts',
			use: { baseURL: `http://127.0.0.1:${basePathPort}/error-playbook/` },
		},
		{
			name: 'screenshots',
			testMatch: 'screenshots.spec.ts',
			use: { baseURL: `http://127.0.0.1:${port}` },
		},
	],
	webServer: [
		{
			command: `npx astro preview --host 127.0.0.1 --port ${port}`,
			cwd: root,
			url: `http://127.0.0.1:${port}/`,
			reuseExistingServer: false,
			timeout: 60_000,
		},
		{
			// --ignore-lock: `astro preview` keeps one lock per project, which the preview above holds.
			command: `${basePathBuilt ? '' : 'npm run build:base-path && '}npx astro preview --host 127.0.0.1 --port ${basePathPort} --outDir dist-base-path --ignore-lock`,
			cwd: root,
			// The base path comes from SITE_URL, as it did for the build.
			env: { SITE_URL: basePathSite },
			url: `http://127.0.0.1:${basePathPort}/error-playbook/`,
			reuseExistingServer: false,
			timeout: basePathBuilt ? 60_000 : 240_000,
		},
		...(nginx
			? [
					{
						command: `npx node scripts/nginx/serve.ts --host 127.0.0.1 --port ${nginxPort}`,
						cwd: root,
						url: `http://127.0.0.1:${nginxPort}/`,
						reuseExistingServer: false,
						timeout: 20_000,
						// SIGTERM rather than Playwright's default SIGKILL, so that serve.ts removes nginx's
						// temporary folder after nginx (same process group, same signal) has shut down.
						gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
					},
				]
			: []),
	],
});
