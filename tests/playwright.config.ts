import { defineConfig } from '@playwright/test';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
	(path): path is string => Boolean(path && existsSync(path)),
);

/**
 * Each checkout previews its build on a port of its own, derived from its path (PREVIEW_PORT
 * overrides it), and never reuses a server it did not start: a preview that another checkout left
 * on a shared port would otherwise be tested in place of this build. The port must be the same in
 * every Playwright process, which re-evaluate this file, so it is a hash, not "any free port".
 */
const port = Number(process.env.PREVIEW_PORT ?? 4400 + (createHash('sha256').update(root).digest().readUInt16BE(0) % 1000));

/**
 * Browser tests run against `astro preview` of the real build (`npm run build` first) in Debian's
 * Chromium: Playwright cannot download its own browser here.
 */
export default defineConfig({
	testDir: 'e2e',
	outputDir: `${root}/test-results`,
	fullyParallel: true,
	workers: 2,
	forbidOnly: Boolean(process.env.CI),
	retries: 0,
	reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: `${root}/playwright-report` }]] : 'list',
	timeout: 30_000,
	use: {
		baseURL: `http://127.0.0.1:${port}`,
		screenshot: 'only-on-failure',
		trace: 'retain-on-failure',
		launchOptions: {
			...(executablePath ? { executablePath } : {}),
			args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
		},
	},
	webServer: {
		command: `npx astro preview --host 127.0.0.1 --port ${port}`,
		cwd: root,
		url: `http://127.0.0.1:${port}/`,
		reuseExistingServer: false,
		timeout: 60_000,
	},
});
