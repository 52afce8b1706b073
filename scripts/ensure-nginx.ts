/**
 * Makes sure nginx exists for the tests against the production configuration
 * (scripts/nginx/site.conf; the Playwright project `nginx`). Order: $NGINX_PATH (when set, only
 * it), Debian's /usr/sbin/nginx, `nginx` on PATH, then — only as root with apt-get, as on CI, and
 * when NGINX_PATH is not set — install Debian's `nginx` package. Unlike Chromium, nginx is optional: where it is missing and cannot be installed,
 * this says how to get it and exits 0, and those tests are skipped.
 *
 * On a machine that runs systemd, installing Debian's package also starts the system nginx with its
 * `default` site on port 80 (containers usually forbid that through policy-rc.d). The tests never use
 * that instance: they run their own nginx, as the current user, on a port of their own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findNginx, nginxMissingHelp } from './lib/nginx.ts';

const found = findNginx();
if (found) {
	console.log(`nginx: ${found}`);
	process.exit(0);
}

// NGINX_PATH is the user's choice: never install something else in its place.
if (!process.env.NGINX_PATH && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
	console.log('No nginx found: installing Debian’s nginx package (about 15 s)…');
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	try {
		execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
		execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
	} catch (error) {
		console.error(`Installing nginx failed: ${(error as Error).message}`);
	}
	const installed = findNginx();
	if (installed) {
		console.log(`nginx: ${installed}`);
		process.exit(0);
	}
}

console.warn(nginxMissingHelp);
process.exit(0);
