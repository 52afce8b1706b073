import { existsSync } from 'node:fs';

/**
 * The Chromium builds the browser tests run in. Playwright cannot download its own browser on
 * these machines, so they use Debian's two packages:
 * - `chromium-headless-shell`, for every test but one: the same Blink and V8 without the full
 *   browser around them, which is what Playwright itself runs for headless tests. On this 2-core
 *   machine it opened the site's pages in 28 % less time than `chromium` and took the every-page
 *   spec from 3.9 to 2.7 min.
 * - `chromium`, the browser a visitor runs, for what only it has: a profile written to disk with a
 *   History database (tests/e2e/privacy.spec.ts reads it for pasted secrets).
 * CHROMIUM_PATH replaces both, as it did when there was one.
 */
const find = (paths: (string | undefined)[]): string | undefined =>
	paths.find((path): path is string => Boolean(path && existsSync(path)));

const browserPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
export const shellPath = '/usr/bin/chromium-headless-shell';

/** The Chromium for the browser tests: the headless shell, else the full browser. */
export const findChromium = (): string | undefined =>
	find([process.env.CHROMIUM_PATH, shellPath, ...browserPaths]);

/** The full browser, for a test of what it writes to its profile. */
export const findFullChromium = (): string | undefined =>
	find([process.env.CHROMIUM_PATH, ...browserPaths]);
