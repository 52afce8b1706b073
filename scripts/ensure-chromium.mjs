#!/usr/bin/env node
/**
 * Makes sure a Chromium exists for Playwright. Playwright cannot download its own browser on these
 * machines, so the tests use Debian's (scripts/lib/chromium.ts says which, in what order), then —
 * only as root with apt-get — install Debian's package. Otherwise say exactly what to do.
 *
 * It also looks for a font with Traditional Chinese glyphs, which the zh-TW screenshots need (a new
 * machine has none and Chromium draws boxes). Missing, it installs Debian's `fonts-noto-cjk` the
 * same way; where it cannot, the tests skip the zh-TW screenshots and say so. Never fatal.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, findFullChromium, shellPath } from './lib/chromium.ts';

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

/** Installs a Debian package quietly, updating the package lists once if the first try fails. */
function aptInstall(pkg) {
	try {
		execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env: aptEnv });
	} catch {
		execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv });
		execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env: aptEnv });
	}
}

if (isRoot && hasApt && !process.env.CHROMIUM_PATH) {
	// Both builds (scripts/lib/chromium.ts): the shell runs the tests, the browser writes a profile.
	if (!findFullChromium()) {
		console.log('No Chromium found: installing Debian’s chromium package (about 30 s)…');
		aptInstall('chromium');
	}
	if (!existsSync(shellPath)) {
		console.log('Installing Debian’s chromium-headless-shell for the browser tests (about 10 s)…');
		try {
			aptInstall('chromium-headless-shell');
		} catch {
			console.log('Could not install chromium-headless-shell: the tests use the full Chromium.');
		}
	}
}
const found = findChromium();
if (found && findFullChromium()) {
	console.log(`Chromium: ${found}`);
	ensureCjkFont();
	process.exit(0);
}

console.error(
	[
		'No Chromium found for the browser tests (they need the full browser, and run faster in its headless shell).',
		'Install one, then run the tests again:',
		'  Debian/Ubuntu: sudo apt-get install -y chromium chromium-headless-shell',
		'  elsewhere:     set CHROMIUM_PATH to a Chromium or Chrome executable',
	].join('\n'),
);
process.exit(1);
