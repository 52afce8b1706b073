#!/usr/bin/env node
/**
 * Makes sure a Chromium exists for Playwright. Playwright cannot download its own browser on these
 * machines, so the tests use Debian's `chromium`. Order: $CHROMIUM_PATH, /usr/bin/chromium, then —
 * only as root with apt-get — install Debian's package. Otherwise say exactly what to do.
 *
 * It also looks for a font with Traditional Chinese glyphs, which the zh-TW screenshots need (a new
 * machine has none and Chromium draws boxes). Missing, it installs Debian's `fonts-noto-cjk` the
 * same way; where it cannot, the tests skip the zh-TW screenshots and say so. Never fatal.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };

function hasCjkFont() {
	try {
		return execFileSync('fc-list', [':lang=zh-tw', 'family'], { encoding: 'utf8' }).trim() !== '';
	} catch {
		return false;
	}
}

function ensureCjkFont() {
	if (hasCjkFont()) return;
	if (isRoot && hasApt) {
		console.log(
			'No font with Traditional Chinese glyphs: installing Debian’s fonts-noto-cjk (for the zh-TW screenshots)…',
		);
		try {
			execFileSync('apt-get', ['install', '-y', '-qq', 'fonts-noto-cjk'], {
				stdio: 'inherit',
				env: aptEnv,
			});
		} catch {
			try {
				execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv });
				execFileSync('apt-get', ['install', '-y', '-qq', 'fonts-noto-cjk'], {
					stdio: 'inherit',
					env: aptEnv,
				});
			} catch {
				// Reported below; the screenshots test skips zh-TW.
			}
		}
		if (hasCjkFont()) return;
	}
	console.log(
		'No font with Traditional Chinese glyphs (Debian: apt-get install fonts-noto-cjk): zh-TW screenshots will be skipped.',
	);
}

const candidates = [
	process.env.CHROMIUM_PATH,
	'/usr/bin/chromium',
	'/usr/bin/chromium-browser',
].filter(Boolean);
const found = candidates.find((path) => existsSync(path));
if (found) {
	console.log(`Chromium: ${found}`);
	ensureCjkFont();
	process.exit(0);
}

if (isRoot && hasApt) {
	console.log('No Chromium found: installing Debian’s chromium package (about 30 s)…');
	execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv });
	execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: aptEnv });
	if (existsSync('/usr/bin/chromium')) {
		ensureCjkFont();
		process.exit(0);
	}
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
