#!/usr/bin/env node
/**
 * Makes sure a Chromium exists for Playwright. Playwright cannot download its own browser on these
 * machines, so the tests use Debian's `chromium`. Order: $CHROMIUM_PATH, /usr/bin/chromium, then —
 * only as root with apt-get — install Debian's package. Otherwise say exactly what to do.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const found = candidates.find((path) => existsSync(path));
if (found) {
	console.log(`Chromium: ${found}`);
	process.exit(0);
}

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
	console.log('No Chromium found: installing Debian’s chromium package (about 30 s)…');
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
	execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
	if (existsSync('/usr/bin/chromium')) process.exit(0);
}

console.error(
	[
		'No Chromium found for the browser tests.',
		'Install one, then run the tests again:',
		'  Debian/Ubuntu: sudo apt-get install -y chromium',
		'  elsewhere:     set CHROMIUM_PATH to a Chromium or Chrome executable',
	].join('\n'),
);
process.exit(1);
