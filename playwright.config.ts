import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
	(path): path is string => Boolean(path && existsSync(path)),
);

/** Another port lets a second suite run beside a preview already on 4321 (e.g. while developing). */
const port = Number(process.env.PREVIEW_PORT ?? 4321);

/**
 * Browser tests run against `astro preview` of the real build (`npm run build` first) in Debian's
 * Chromium: Playwright cannot download its own browser here.
 */
export default defineConfig({
	testDir: 'tests/e2e',
	fullyParallel: true,
	workers: 2,
	forbidOnly: Boolean(process.env.CI),
	retries: 0,
	reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
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
		url: `http://127.0.0.1:${port}/`,
		reuseExistingServer: !process.env.CI,
		timeout: 60_000,
	},
});
