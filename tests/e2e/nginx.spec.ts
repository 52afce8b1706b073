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
import { request as httpsRequest } from 'node:https';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
	cspIncludeName,
	findNginx,
	mimeTypesOf,
	nginxMissingHelp,
	snippetsPath,
	startNginx,
} from '../../scripts/lib/nginx.ts';
import { hintRedirectsPath, maxRedirectedUri } from '../../scripts/lib/nginxHintRedirects.ts';
import {
	trailingPunctuationChars,
	trailingPunctuationSource,
} from '../../src/lib/codeNames/index.ts';
import { cspViolations, watchCsp } from './reusedPage.ts';
import { openSearch } from '../support/searchDialog.ts';

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

/**
 * The Content-Security-Policy the build wrote for the site (dist/_csp.nginx.conf), which nginx must
 * send on every response.
 */
const sitePolicy = () =>
	/^add_header Content-Security-Policy "([^"]+)" always;$/m.exec(
		readFileSync(join(dist, cspIncludeName), 'utf8'),
	)![1]!;

/**
 * One GET as curl would send it; `localAddress` picks the loopback address it comes from (all of
 * 127.0.0.0/8 is this machine), so that the slow and greedy clients below have an address of their
 * own and the other tests' requests are not counted with theirs.
 */
function get(
	baseURL: string,
	path: string,
	headers: Record<string, string> = {},
	localAddress?: string,
): Promise<Answer> {
	return new Promise((resolve, reject) => {
		const req = httpRequest(
			new URL(path, baseURL),
			{ headers, localAddress, agent: false },
			(res) => {
				const chunks: Buffer[] = [];
				res.on('data', (chunk: Buffer) => chunks.push(chunk));
				res.on('end', () =>
					resolve({
						status: res.statusCode ?? 0,
						headers: res.headers,
						body: Buffer.concat(chunks),
					}),
				);
			},
		);
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
/** The files visitors get: the build's files for the host (_headers, _csp.nginx.conf) are not served. */
const hostFiles = new Set(['/_headers', `/${cspIncludeName}`]);
const distFiles = () =>
	walk(dist)
		.map((file) => `/${relative(dist, file)}`)
		.filter((path) => !hostFiles.has(path))
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
	test('docs/DEPLOYMENT.md lists six headers besides the policy and HSTS', () => {
		expect(securityHeaders.map((h) => h.name)).toStrictEqual([
			'x-frame-options',
			'x-content-type-options',
			'referrer-policy',
			'permissions-policy',
			'cross-origin-opener-policy',
			'cross-origin-resource-policy',
		]);
	});
	for (const address of addresses) {
		test(address, async ({ baseURL }) => {
			const path = address.startsWith('<') ? hashedAsset() : address;
			const answer = await get(baseURL!, path);
			expect([200, 301, 404]).toContain(answer.status);
			for (const { name, value } of securityHeaders)
				expect.soft(answer.headers[name], `${name} on ${path} (${answer.status})`).toBe(value);
			expect
				.soft(answer.headers['content-security-policy'], `the site's policy on ${path}`)
				.toBe(sitePolicy());
			// Plain HTTP: HSTS would be ignored, and is not claimed.
			expect.soft(answer.headers['strict-transport-security'], path).toBeUndefined();
		});
	}

	test('the policy is every page’s own, merged, with frame-ancestors; dist/_headers carries it', () => {
		const header = new Map(
			sitePolicy()
				.split('; ')
				.map((d) => [d.split(' ')[0]!, new Set(d.split(' ').slice(1))]),
		);
		expect([...header.get('frame-ancestors')!]).toStrictEqual(["'none'"]);
		expect(header.get('script-src')).not.toContain("'unsafe-inline'");
		const pages = distFiles().filter((p) => p.endsWith('.html'));
		expect(pages.length).toBeGreaterThan(50);
		for (const path of pages) {
			const meta = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(
				readFileSync(join(dist, path), 'utf8'),
			)![1]!;
			for (const directive of meta
				.split(';')
				.map((d) => d.trim())
				.filter(Boolean)) {
				const [name, ...sources] = directive.split(/\s+/);
				for (const source of sources)
					expect.soft(header.get(name!)?.has(source), `${path}: ${name} ${source}`).toBe(true);
			}
		}
		const headersFile = readFileSync(join(dist, '_headers'), 'utf8');
		expect(headersFile).toContain(`  Content-Security-Policy: ${sitePolicy()}\n`);
		for (const { name, value } of securityHeaders)
			expect(headersFile.toLowerCase()).toContain(`  ${name}: ${value}\n`.toLowerCase());
	});

	test('the build’s files for the host are not served', async ({ baseURL }) => {
		for (const path of hostFiles) expect.soft((await get(baseURL!, path)).status, path).toBe(404);
	});
	test('a revalidation (304) carries them too', async ({ baseURL }) => {
		const first = await get(baseURL!, '/codes/connect_failed/');
		const again = await get(baseURL!, '/codes/connect_failed/', {
			'If-None-Match': String(first.headers.etag),
		});
		expect(again.status).toBe(304);
		for (const { name, value } of securityHeaders)
			expect.soft(again.headers[name], name).toBe(value);
		expect.soft(again.headers['content-security-policy']).toBe(sitePolicy());
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
 * Security review 2, hole 1: every missed address runs the hint maps, and a code's tail read by two
 * runs of one class (`(P)?(\.html?)?(/.*|P)?$`) made 4,000 dots and an `x` cost nginx ~100 ms of
 * CPU and a 2 KB alert a request. Not timed (this machine is shared): PCRE2 counts its own steps.
 */
test.describe('the hint maps read an address in one pass (security review 2, hole 1)', () => {
	const dots = '.'.repeat(8_000);
	/** Every mark a copy leaves, in turn, as many as 8,000 bytes of request line hold (encoded). */
	const marks = (() => {
		let run = '';
		for (let i = 0; new URL(`http://h/${run}`).pathname.length < 8_000; i++) {
			const mark = trailingPunctuationChars[i % trailingPunctuationChars.length]!;
			run += mark === '?' ? '%3F' : mark;
		}
		return run;
	})();

	test('8 KB of punctuation after a code: every rule decides within 16 PCRE steps a byte', async () => {
		// Each rule gets `(*LIMIT_MATCH=n)`: a budget of 16 steps a byte of the longest address (the
		// rules take about 3; the two-run tail takes more than that for 300 dots). A rule that runs
		// out makes nginx give up the map (its default, ""): the 404 page instead of a redirect. A last
		// rule that takes anything tells "every rule said no within budget" from "one gave up", and a
		// first one with the two-run tail shows that the budget stops it (nginx logs its one
		// `pcre2_match() failed: -47` alert). The length guard is taken out, or no rule would see
		// these addresses.
		const addresses: [string, string | undefined][] = [
			['/codes/connect_failedx', '/no-rule-matched/'],
			[`/codes/connect_failed${dots}x`, '/no-rule-matched/'],
			[`/codes/connect_failed${dots}`, '/codes/connect_failed/'],
			[`/codes/connect_failed${dots}/more`, '/codes/connect_failed/'],
			[`/codes/connect${dots.slice(4_000)}failed${dots.slice(4_000)}x`, '/no-rule-matched/'],
			[`/zh/codes/ConnectFailed${marks}x`, '/no-rule-matched/'],
			[`/zh/codes/ConnectFailed${marks}`, '/zh-tw/codes/connect_failed/'],
			[`/guide/error-model${dots}x`, '/no-rule-matched/'],
			[`/codes/control${dots.slice(7_970)}x`, '/control-matched/'],
			[`/codes/control${dots}x`, undefined],
		];
		const longest = Math.max(
			...addresses.map(([path]) =>
				Buffer.byteLength(decodeURIComponent(new URL(`http://h${path}`).pathname)),
			),
		);
		const limit = `(*LIMIT_MATCH=${16 * longest})`;
		const rule = (pattern: string, value: string) =>
			`\t"${`~${limit}${pattern}`.replace(/["\\]/g, '\\$&')}" "${value}";\n`;
		const run = `(?:${trailingPunctuationSource})+`;
		const twoRuns = `(?:${run})?(?:\\.html?)?(?:/.*|${run})?$`;
		const generated = readFileSync(hintRedirectsPath, 'utf8');
		const edits: [RegExp, (match: string) => string][] = [
			[new RegExp(`^\\t"~\\^\\S+\\{${maxRedirectedUri}\\}" "";\\n`, 'gm'), () => ''],
			[/^\t"~(\*?)\^/gm, (match) => match.replace('^', `${limit}^`)],
			[
				/^map \$error_playbook_hint_normal \$error_playbook_hint_target \{\n\tdefault "";\n/gm,
				(match) => match + rule(`^/codes/control(?:${twoRuns}|.*)`, '/control-matched/'),
			],
			[/^}\n(?=\n# 3\.)/gm, (match) => rule('.', '/no-rule-matched/') + match],
		];
		let budgeted = generated;
		for (const [pattern, edit] of edits) {
			expect(generated.match(pattern), String(pattern)).not.toBeNull();
			budgeted = budgeted.replace(pattern, edit);
		}
		const snippets = mkdtempSync(join(tmpdir(), 'error-playbook-nginx-snippets-'));
		cpSync(snippetsPath, snippets, { recursive: true });
		writeFileSync(join(snippets, basename(hintRedirectsPath)), budgeted);
		const server = await startNginx({ nginx: nginx!, dist, port: await freePort(), snippets });
		try {
			for (const [path, to] of addresses) {
				const answer = await get(server.url, path);
				const what = `${path.slice(0, 40)}… (${path.length} characters)`;
				expect.soft(answer.status, what).toBe(to ? 301 : 404);
				expect.soft(answer.headers.location, what).toBe(to);
			}
		} finally {
			await server.stop();
			rmSync(snippets, { recursive: true, force: true });
		}
	});

	test('the production maps leave an address of 256 bytes or more to the 404 page', async ({
		baseURL,
	}) => {
		const short = `/codes/connect_failed${'.'.repeat(maxRedirectedUri - 22)}`;
		expect((await get(baseURL!, short)).headers.location).toBe('/codes/connect_failed/');
		for (const path of [`${short}.`, `/codes/connect_failed${dots.slice(4_000)}x`]) {
			const answer = await get(baseURL!, path);
			expect(answer.status).toBe(404);
			expect(answer.body.toString()).toContain('data-not-found');
		}
	});
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
			writeFileSync(
				join(folder, cspIncludeName),
				`add_header Content-Security-Policy "default-src 'none'" always;\n`,
			);
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
			'/pagefind/pagefind-entry.json',
			'/pagefind/wasm.en.pagefind',
			'/codes/connect_failed',
		])
			expect.soft((await get(baseURL!, path)).headers['cache-control'], path).toBe('no-cache');
		// Pagefind's content-hashed files (its entry file names them) are immutable too.
		const hashed = distFiles().filter((p) =>
			/^\/pagefind\/(fragment\/.+\.pf_fragment|index\/.+\.pf_index|pagefind\..+\.pf_meta)$/.test(p),
		);
		expect(hashed.length).toBeGreaterThan(3);
		for (const path of [
			hashed[0]!,
			hashed.find((p) => p.endsWith('.pf_index'))!,
			hashed.find((p) => p.endsWith('.pf_meta'))!,
		])
			expect
				.soft((await get(baseURL!, path)).headers['cache-control'], path)
				.toBe('public, max-age=31536000, immutable');
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

/**
 * security-review.md item 9: 600 connections that never finished their request used up nginx's
 * worker connections (then 256, and a 60 s header timeout), and new clients were reset. Bounded:
 * 600 sockets on loopback, from an address of their own, closed at the end whatever happens.
 */
test.describe('slow and greedy clients', () => {
	// One after the other: together they would hold 1,200 of nginx's 768 worker connections.
	test.describe.configure({ mode: 'serial' });
	test('600 connections that never finish their request leave room for everyone else, and nginx closes them', async ({
		baseURL,
	}) => {
		test.slow();
		const url = new URL(baseURL!);
		const slow: Socket[] = [];
		let closed = 0;
		try {
			await Promise.all(
				Array.from(
					{ length: 600 },
					() =>
						new Promise<void>((resolve) => {
							const socket = connect(
								{ host: url.hostname, port: Number(url.port), localAddress: '127.0.0.3' },
								() => {
									// Headers begun, never ended: what a slowloris client sends.
									socket.write(`GET / HTTP/1.1\r\nHost: ${url.host}\r\nX-Slow: `);
									resolve();
								},
							);
							socket.on('error', () => resolve()); // a reset counts as closed below
							socket.on('close', () => closed++);
							slow.push(socket);
						}),
				),
			);
			const answers = await Promise.all(
				['/', '/codes/connect_failed/', '/zh-tw/playground/', '/codes.json', hashedAsset()].map(
					(path) => get(baseURL!, path),
				),
			);
			// The premise: the slow ones were still open while the others were answered.
			const stillOpen = slow.filter((s) => !s.destroyed).length;
			console.log(
				`nginx: ${stillOpen} of 600 slow connections open while 5 requests were answered`,
			);
			expect(stillOpen).toBeGreaterThan(300);
			expect(answers.map((a) => a.status)).toStrictEqual([200, 200, 200, 200, 200]);
			// client_header_timeout (10 s) closes them; the default 60 s would not within this poll.
			await expect.poll(() => closed, { timeout: 40_000 }).toBe(600);
		} finally {
			for (const socket of slow) socket.destroy();
		}
	});

	test('600 requests at once from one address: 429 for the excess, and a normal answer again once it drains', async ({
		baseURL,
	}) => {
		const statuses = await Promise.all(
			Array.from({ length: 600 }, () =>
				get(baseURL!, '/favicon.svg', {}, '127.0.0.2').then(
					(a) => a.status,
					() => 0,
				),
			),
		);
		const count = (status: number) => statuses.filter((s) => s === status).length;
		console.log(
			`nginx: 600 requests at once from 127.0.0.2: ${count(200)} × 200, ${count(429)} × 429`,
		);
		expect(count(200) + count(429)).toBe(600);
		expect(count(200)).toBeGreaterThanOrEqual(200);
		expect(count(429)).toBeGreaterThan(0);
		// The bucket drains at 50 requests a second: the address is answered again once it has. Asked
		// until then rather than after a fixed wait, which a loaded machine can outlast or undercut;
		// a refused request does not refill the bucket, so asking does not delay the answer.
		await expect
			.poll(async () => (await get(baseURL!, '/', {}, '127.0.0.2')).status, {
				intervals: [250, 500, 1_000],
				timeout: 20_000,
			})
			.toBe(200);
	});
});

test('over TLS, and only there, Strict-Transport-Security is sent', async () => {
	// A certificate of the test's own for 127.0.0.1, made with openssl, as site.conf's TLS lines would use.
	const dir = mkdtempSync(join(tmpdir(), 'error-playbook-nginx-tls-'));
	const certificate = join(dir, 'cert.pem');
	const key = join(dir, 'key.pem');
	const made = spawnSync(
		'openssl',
		[
			'req',
			'-x509',
			'-newkey',
			'rsa:2048',
			'-nodes',
			'-days',
			'1',
			'-subj',
			'/CN=127.0.0.1',
			'-keyout',
			key,
			'-out',
			certificate,
		],
		{ encoding: 'utf8' },
	);
	test.skip(made.status !== 0, `openssl could not make a certificate: ${made.stderr}`);
	const server = await startNginx({
		nginx: nginx!,
		dist,
		port: await freePort(),
		tls: { certificate, key },
	});
	try {
		const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
			const req = httpsRequest(
				new URL('/codes/connect_failed/', server.url),
				{ rejectUnauthorized: false, agent: false },
				(res) => {
					res.resume();
					resolve(res.headers);
				},
			);
			req.on('error', reject);
			req.end();
		});
		expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
		expect(headers['content-security-policy']).toBe(sitePolicy());
		for (const { name, value } of securityHeaders) expect.soft(headers[name], name).toBe(value);
	} finally {
		await server.stop();
		rmSync(dir, { recursive: true, force: true });
	}
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
		// The one path of site.conf that must exist for `nginx -t`: the build's policy file.
		const site = readFileSync(join(root, 'scripts/nginx/site.conf'), 'utf8').replace(
			`/var/www/error-playbook/dist/${cspIncludeName}`,
			join(dist, cspIncludeName),
		);
		writeFileSync(join(copy, 'sites-enabled/error-playbook'), site);
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
			// Chromium reports an unknown feature of Permissions-Policy on the console.
			if (/Content Security Policy|Permissions[- ]policy/i.test(message.text()))
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
			expect(response?.headers()['content-security-policy'], path).toBe(sitePolicy());
		}
		expect(reports).toStrictEqual([]);
	});

	for (const prefix of ['', '/zh-tw']) {
		test(`search loads Pagefind's WebAssembly and finds a code (${prefix || 'en'})`, async ({
			page,
		}) => {
			await page.goto(`${prefix}/`);
			await (await openSearch(page)).fill('state_lock_conflict');
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
		// Chromium puts its own error document in the frame instead of the page (the full browser
		// writes "refused to connect" in it, the headless shell nothing).
		await expect(frame.locator('h1', { hasText: 'connect_failed' })).toHaveCount(0);
		expect(frame.url()).toBe('chrome-error://chromewebdata/');
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
