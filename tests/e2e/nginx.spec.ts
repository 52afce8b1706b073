import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import {
	cpSync,
	existsSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
	findNginx,
	mimeTypesOf,
	nginxMissingHelp,
	snippetsPath,
	startNginx,
} from '../../scripts/lib/nginx.ts';
import { cspViolations, watchCsp } from './auditFixture.ts';

/**
 * The build served as in production: nginx with scripts/nginx/site.conf (project `nginx` in
 * tests/playwright.config.ts, which also runs hint-links.spec.ts against it). Raw HTTP requests
 * (node:http: no redirect following, no decompression) check what the server sends; Chromium checks
 * that the site works under it.
 */
const nginx = findNginx();
test.skip(!nginx, nginxMissingHelp);

const root = new URL('../../', import.meta.url).pathname;
const dist = join(root, 'dist');

/** The headers docs/DEPLOYMENT.md's "Security headers" section says a static host must send. */
const securityHeaders = (() => {
	const doc = readFileSync(join(root, 'docs/DEPLOYMENT.md'), 'utf8');
	const block = /A static host should also send these headers[^\n]*\n\n```\n([\s\S]*?)\n```/.exec(
		doc,
	)?.[1];
	if (!block)
		throw new Error(
			'docs/DEPLOYMENT.md: the "Security headers" section no longer lists the headers in a code block',
		);
	return block.split('\n').map((line) => {
		const [, name, value] = /^([A-Za-z-]+): (.+)$/.exec(line) ?? [];
		if (!name || !value)
			throw new Error(`docs/DEPLOYMENT.md: cannot read the header line "${line}"`);
		return { name: name.toLowerCase(), value };
	});
})();

interface Answer {
	status: number;
	headers: IncomingHttpHeaders;
	body: Buffer;
}

/** One GET as curl would send it. */
function get(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
	return new Promise((resolve, reject) => {
		const req = httpRequest(new URL(path, baseURL), { headers }, (res) => {
			const chunks: Buffer[] = [];
			res.on('data', (chunk: Buffer) => chunks.push(chunk));
			res.on('end', () =>
				resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
			);
		});
		req.on('error', reject);
		req.end();
	});
}

function walk(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = join(dir, name);
		return statSync(full).isDirectory() ? walk(full) : [full];
	});
}
const distFiles = () =>
	walk(dist)
		.map((file) => `/${relative(dist, file)}`)
		.sort();
const hashedAsset = () => distFiles().find((path) => /^\/_astro\/.+\.[\w-]{8}\.css$/.test(path))!;

const notFound = {
	en: ['/codes/conect_failed/', '/no/such/page', '/zh-twx/'],
	'zh-TW': ['/zh-tw/codes/conect_failed/', '/zh-tw/no/such/page'],
};

test.describe('every response carries the security headers', () => {
	const addresses = [
		'/',
		'/zh-tw/',
		'/codes/connect_failed/',
		'/zh-tw/playground/',
		'/codes.json',
		'/schemas/envelope-v3.json',
		'/sitemap-index.xml',
		'/pagefind/pagefind.js',
		'/favicon.svg',
		'<a hashed /_astro/ asset>',
		'/codes/connect_failed',
		...notFound.en,
		...notFound['zh-TW'],
		'/pagefind/',
	];
	test('docs/DEPLOYMENT.md lists six headers', () => {
		expect(securityHeaders.map((h) => h.name)).toStrictEqual([
			'content-security-policy',
			'x-content-type-options',
			'referrer-policy',
			'permissions-policy',
			'cross-origin-opener-policy',
			'strict-transport-security',
		]);
	});
	for (const address of addresses) {
		test(address, async ({ baseURL }) => {
			const path = address.startsWith('<') ? hashedAsset() : address;
			const answer = await get(baseURL!, path);
			expect([200, 301, 404]).toContain(answer.status);
			for (const { name, value } of securityHeaders)
				expect.soft(answer.headers[name], `${name} on ${path} (${answer.status})`).toBe(value);
		});
	}
	test('a revalidation (304) carries them too', async ({ baseURL }) => {
		const first = await get(baseURL!, '/codes/connect_failed/');
		const again = await get(baseURL!, '/codes/connect_failed/', {
			'If-None-Match': String(first.headers.etag),
		});
		expect(again.status).toBe(304);
		for (const { name, value } of securityHeaders)
			expect.soft(again.headers[name], name).toBe(value);
	});
});

test.describe('a missed address gets its language’s 404 page, with status 404', () => {
	for (const [lang, paths] of Object.entries(notFound)) {
		for (const path of paths) {
			test(`${path} (${lang})`, async ({ baseURL }) => {
				const answer = await get(baseURL!, path);
				expect(answer.status).toBe(404);
				expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
				expect(answer.body.toString()).toContain(`<html lang="${lang}"`);
				expect(answer.body.toString()).toContain('data-not-found');
			});
		}
	}
	test('a folder without a page (/pagefind/) is a 404, not a 403', async ({ baseURL }) => {
		const answer = await get(baseURL!, '/pagefind/');
		expect(answer.status).toBe(404);
		expect(answer.body.toString()).toContain('data-not-found');
	});
});

test.describe('a code address without its slash is redirected to the page', () => {
	for (const prefix of ['', '/zh-tw']) {
		test(`${prefix}/codes/connect_failed`, async ({ baseURL }) => {
			const answer = await get(baseURL!, `${prefix}/codes/connect_failed?from=cli`);
			expect(answer.status).toBe(301);
			// Relative, so it keeps the scheme, host and port the client used (a TLS terminator, a test port).
			expect(answer.headers.location).toBe(`${prefix}/codes/connect_failed/?from=cli`);
			expect((await get(baseURL!, `${prefix}/codes/connect_failed/`)).status).toBe(200);
		});
	}
});

/**
 * Content-Type by extension. Every extension the build contains must be listed here (a new kind of
 * file fails the build test until someone decides its type); the fixture test covers the listed
 * kinds the build does not contain yet.
 */
const contentTypes: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.js': 'application/javascript; charset=utf-8',
	'.json': 'application/json',
	'.md': 'text/markdown; charset=utf-8',
	'.txt': 'text/plain; charset=utf-8',
	'.xml': 'text/xml; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.wasm': 'application/wasm',
	// Pagefind's index: gzip data it decompresses itself.
	'.pagefind': 'application/octet-stream',
	'.pf_meta': 'application/octet-stream',
	'.pf_index': 'application/octet-stream',
	'.pf_fragment': 'application/octet-stream',
};

test.describe('content types', () => {
	test('one file of each kind in the build', async ({ baseURL }) => {
		const byExtension = new Map<string, string>();
		for (const path of distFiles())
			if (!byExtension.has(extname(path))) byExtension.set(extname(path), path);
		expect(
			[...byExtension.keys()].filter((ext) => !(ext in contentTypes)),
			'extensions with no expected type',
		).toStrictEqual([]);
		for (const [ext, path] of byExtension) {
			const answer = await get(baseURL!, path);
			expect.soft(answer.status, path).toBe(200);
			expect.soft(answer.headers['content-type'], path).toBe(contentTypes[ext]);
		}
	});

	test('every listed kind, from a folder that has one of each', async () => {
		const folder = mkdtempSync(join(tmpdir(), 'error-playbook-nginx-types-'));
		try {
			writeFileSync(join(folder, 'index.html'), '<!doctype html><title>fixture</title>');
			writeFileSync(join(folder, '404.html'), '<!doctype html><title>missing</title>');
			for (const ext of Object.keys(contentTypes))
				writeFileSync(
					join(folder, `file${ext}`),
					ext === '.wasm' ? Buffer.from('\0asm\x01\0\0\0', 'latin1') : 'x',
				);
			const server = await startNginx({ nginx: nginx!, dist: folder, port: await freePort() });
			const pid = Number(readFileSync(join(server.dir, 'nginx.pid'), 'utf8'));
			try {
				for (const [ext, type] of Object.entries(contentTypes))
					expect
						.soft((await get(server.url, `/file${ext}`)).headers['content-type'], ext)
						.toBe(type);
			} finally {
				await server.stop();
			}
			// Stopped cleanly: no nginx left behind, no temporary folder.
			expect(isRunning(pid), `nginx ${pid} still running`).toBe(false);
			expect(existsSync(server.dir)).toBe(false);
		} finally {
			rmSync(folder, { recursive: true, force: true });
		}
	});
});

test.describe('caching and compression', () => {
	test('hashed /_astro/ assets are immutable; pages, data and misses are revalidated', async ({
		baseURL,
	}) => {
		expect((await get(baseURL!, hashedAsset())).headers['cache-control']).toBe(
			'public, max-age=31536000, immutable',
		);
		for (const path of [
			'/',
			'/codes/connect_failed/',
			'/codes.json',
			'/pagefind/pagefind.js',
			'/codes/connect_failed',
		])
			expect.soft((await get(baseURL!, path)).headers['cache-control'], path).toBe('no-cache');
		// A missing hashed name must not be cached for a year: the next deploy may add it.
		const missing = await get(baseURL!, '/_astro/missing.0123abcd.js');
		expect(missing.status).toBe(404);
		expect(missing.headers['cache-control']).toBe('no-cache');
	});

	test('text is sent gzip-compressed to clients that accept it, and decompresses to the file', async ({
		baseURL,
	}) => {
		for (const [path, file] of [
			['/codes/connect_failed/', 'codes/connect_failed/index.html'],
			['/codes.json', 'codes.json'],
			['/pagefind/pagefind.js', 'pagefind/pagefind.js'],
		] as const) {
			const answer = await get(baseURL!, path, { 'Accept-Encoding': 'gzip' });
			expect.soft(answer.headers['content-encoding'], path).toBe('gzip');
			expect.soft(answer.headers.vary, path).toBe('Accept-Encoding');
			expect
				.soft(
					gunzipSync(answer.body).equals(readFileSync(join(dist, file))),
					`${path} decompressed`,
				)
				.toBe(true);
			expect
				.soft(
					(await get(baseURL!, path)).headers['content-encoding'],
					`${path} without Accept-Encoding`,
				)
				.toBeUndefined();
		}
		// Pagefind's files are gzip data already.
		const fragment = distFiles().find((path) => path.endsWith('.pf_fragment'))!;
		expect(
			(await get(baseURL!, fragment, { 'Accept-Encoding': 'gzip' })).headers['content-encoding'],
		).toBeUndefined();
	});
});

test('site.conf, as is, passes `nginx -t` inside Debian’s own nginx.conf', () => {
	// What a deployer does: drop the file into sites-enabled/ beside Debian's `default` site. The
	// copy of the configuration folder only moves the paths nginx would write (pid, logs).
	const confDir = dirname(mimeTypesOf(nginx!));
	test.skip(
		!existsSync(join(confDir, 'sites-enabled')),
		`${confDir} is not laid out as Debian's nginx package lays it out`,
	);
	const copy = mkdtempSync(join(tmpdir(), 'error-playbook-nginx-etc-'));
	try {
		cpSync(confDir, copy, { recursive: true, verbatimSymlinks: true });
		const main = readFileSync(join(copy, 'nginx.conf'), 'utf8')
			.replaceAll(confDir, copy)
			.replace(/^pid .*;$/m, `pid ${copy}/nginx.pid;`)
			.replace(/^(\s*)(error_log|access_log) .*;$/gm, `$1$2 ${copy}/$2.log;`);
		writeFileSync(join(copy, 'nginx.conf'), main);
		cpSync(join(root, 'scripts/nginx/site.conf'), join(copy, 'sites-enabled/error-playbook'));
		// …and the redirect rules it includes into Debian's snippets/ folder.
		cpSync(snippetsPath, join(copy, 'snippets'), { recursive: true });
		const check = spawnSync(
			nginx!,
			['-t', '-p', `${copy}/`, '-c', join(copy, 'nginx.conf'), '-e', 'stderr'],
			{ encoding: 'utf8' },
		);
		expect(check.stderr).toContain('test is successful');
		expect(check.status).toBe(0);
		expect(check.stderr, 'warnings').not.toMatch(/\[(warn|emerg)\](?!.*"user" directive)/);
	} finally {
		rmSync(copy, { recursive: true, force: true });
	}
});

test.describe('in the browser', () => {
	test.beforeEach(({ page }) => watchCsp(page));

	test('pages run under the headers without a Content-Security-Policy violation', async ({
		page,
	}) => {
		const reports: string[] = [];
		page.on('console', (message) => {
			if (/Content Security Policy|Permissions policy/i.test(message.text()))
				reports.push(message.text());
		});
		for (const path of [
			'/',
			'/codes/',
			'/codes/connect_failed/',
			'/zh-tw/guides/error-model/',
			'/playground/',
			'/zh-tw/codes/conect_failed/',
		]) {
			const response = await page.goto(path);
			await expect(page.locator('h1').first()).toBeVisible();
			expect(await cspViolations(page), path).toStrictEqual([]);
			expect(response?.headers()['content-security-policy'], path).toBe("frame-ancestors 'none'");
		}
		expect(reports).toStrictEqual([]);
	});

	for (const prefix of ['', '/zh-tw']) {
		test(`search loads Pagefind's WebAssembly and finds a code (${prefix || 'en'})`, async ({
			page,
		}) => {
			await page.goto(`${prefix}/`);
			await page.locator('button[data-open-modal]').click();
			await page
				.getByRole('dialog')
				.getByRole('search')
				.getByRole('textbox')
				.fill('state_lock_conflict');
			const link = page.locator('dialog[open] .pagefind-ui__result-link').first();
			await expect(link).toBeVisible({ timeout: 15_000 });
			await expect(link).toHaveAttribute(
				'href',
				new RegExp(`^${prefix}/codes/state_lock_conflict/`),
			);
			expect(await cspViolations(page)).toStrictEqual([]);
		});
	}

	test('no other page can frame the site (frame-ancestors)', async ({ page, baseURL }) => {
		const refused: string[] = [];
		page.on('console', (message) => {
			if (message.text().includes("frame-ancestors 'none'")) refused.push(message.text());
		});
		// about:blank has no policy of its own, so only the framed page's header can refuse.
		await page.setContent(`<iframe src="${baseURL}/codes/connect_failed/"></iframe>`);
		await expect.poll(() => refused.length).toBeGreaterThan(0);
		const frame = page.frames().find((f) => f !== page.mainFrame())!;
		await frame.waitForLoadState();
		// Chromium shows its own error document in the frame instead of the page.
		await expect(frame.locator('h1', { hasText: 'connect_failed' })).toHaveCount(0);
		await expect(frame.locator('body')).toContainText('refused to connect');
	});
});

async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = createServer();
		probe.once('error', reject);
		probe.listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as { port: number };
			probe.close(() => resolve(port));
		});
	});
}

function isRunning(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch {
		return false;
	}
}
