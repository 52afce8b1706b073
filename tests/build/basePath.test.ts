import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { basePathDist, basePathSite, brokenLinks, dist } from '../support/distIndex.ts';
import { loopbackWebAddress } from '../support/loopbackAddress.ts';

/**
 * The release build under a base path (`npm run build:base-path`: SITE_URL
 * https://example.github.io/error-playbook/, RELEASE=1, into dist-base-path/), read as GitHub Pages
 * would serve it: every link stays under the base, and nothing in it names this machine.
 * tests/e2e/base-path.spec.ts opens it in Chromium, served locally under the same base.
 */
if (!existsSync(new URL('index.html', basePathDist)))
	throw new Error(
		'tests/build/basePath.test.ts reads the release build in dist-base-path/: run `npm run build:base-path` first.',
	);

function files(folder: URL): string[] {
	const walk = (dir: string): string[] =>
		readdirSync(dir).flatMap((name) => {
			const full = join(dir, name);
			return statSync(full).isDirectory() ? walk(full) : [full];
		});
	const root = fileURLToPath(folder);
	return walk(root).map((file) => file.slice(root.length));
}

const textFile = /\.(html|js|mjs|css|json|txt|md|xml|svg|webmanifest|conf)$|^_headers$/;

function loopbackFiles(folder: URL): string[] {
	return files(folder)
		.filter((file) => textFile.test(file.split('/').pop()!))
		.filter((file) => loopbackWebAddress.test(readFileSync(new URL(file, folder), 'utf8')));
}

it('every link and #anchor of every HTML file resolves under the base path', () => {
	const { pages, links, broken } = brokenLinks(basePathDist, basePathSite);
	expect(pages).toBeGreaterThan(100);
	expect(links, 'links read').toBeGreaterThan(pages * 20);
	expect(broken).toStrictEqual([]);
});

describe('no published file names this machine', () => {
	it('the local build does (the check finds what it looks for)', () => {
		expect(loopbackFiles(dist)).toContain('codes.json');
	});

	it('the release build does not', () => {
		expect(files(basePathDist).length).toBeGreaterThan(300);
		expect(loopbackFiles(basePathDist)).toStrictEqual([]);
	});
});

describe('what names the site carries the public address with its base path', () => {
	const read = (file: string) => readFileSync(new URL(file, basePathDist), 'utf8');
	/** Every URL on the site's host in `text`: all must be under the base, and there must be some. */
	const siteUrls = (text: string) =>
		[...text.replace(/\\\//g, '/').matchAll(/https:\/\/example\.github\.io[^\s"'<>)\]]*/g)].map(
			(m) => m[0],
		);

	it.each([
		'codes.json',
		'codes/connect_failed.json',
		'schemas/envelope-v3.json',
		'schemas/validate-output-v1.json',
		'llms.txt',
		'zh-tw/llms-full.txt',
		'codes/connect_failed.md',
		'zh-tw/guides/error-model.md',
		'changes.xml',
		'sitemap-index.xml',
		'sitemap-0.xml',
		'robots.txt',
		'index.html',
		'zh-tw/codes/connect_failed/index.html',
	])('%s', (file) => {
		const urls = siteUrls(read(file));
		expect(urls.length, 'URLs of the site').toBeGreaterThan(0);
		expect(urls.filter((url) => !url.startsWith(basePathSite))).toStrictEqual([]);
	});

	it("the schemas' $id are their own addresses", () => {
		for (const file of ['schemas/envelope-v3.json', 'schemas/validate-output-v1.json'])
			expect(JSON.parse(read(file)).$id).toBe(`${basePathSite}${file}`);
	});
});
