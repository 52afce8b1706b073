import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loopbackWebAddress } from '../../support/loopbackAddress.ts';
import {
	absoluteUrl,
	basePath,
	isLoopbackHost,
	publicRepositoryProblem,
	publicSiteUrlProblem,
	reportProblemUrl,
	repositoryEditUrl,
	repositoryUrl,
	stripBase,
	withBase,
} from '../../../src/lib/site/index.ts';
import { withoutReleaseLinks, withReleaseLinks } from '../../../scripts/lib/packageManifest.ts';

/**
 * One public address: SITE_URL names where the site lives, its path the base path it is served
 * under. What is published (a release build of the site, the validator package) refuses to be built
 * for this machine; the scripts are run here for real, as a publisher would run them.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'error-playbook-address-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The repository the builds below are made for, as a publisher's environment would name it. */
const repository = 'https://github.com/example/error-playbook';

/**
 * Runs a command of the repository with SITE_URL as given (unset when undefined) and REPOSITORY_URL
 * as given (empty, "unknown", when undefined: the checkout's own git remote must not decide).
 * Asynchronous, so that the builds and refusals below run side by side (`describe.concurrent`).
 */
function run(
	command: string,
	args: string[],
	siteUrl: string | undefined,
	repositoryUrl = '',
): Promise<{ status: number | null; stdout: string; stderr: string }> {
	const env: NodeJS.ProcessEnv = { ...process.env };
	delete env.SITE_URL;
	delete env.RELEASE;
	if (siteUrl !== undefined) env.SITE_URL = siteUrl;
	env.REPOSITORY_URL = repositoryUrl;
	return new Promise((done) => {
		execFile(
			command,
			args,
			{ cwd: root, env, encoding: 'utf8', timeout: 120_000 },
			(error, stdout, stderr) =>
				done({
					status: error ? (typeof error.code === 'number' ? error.code : null) : 0,
					stdout,
					stderr,
				}),
		);
	});
}

describe('the address and its base path', () => {
	it.each([
		['https://playbook.example.com', '/'],
		['https://user.github.io/error-playbook/', '/error-playbook/'],
		['https://user.github.io/error-playbook', '/error-playbook/'],
	])('%s is served under %s', (site, base) => {
		expect(basePath(site)).toBe(base);
	});

	it('builds absolute URLs under the base, whether or not the address ends with a slash', () => {
		for (const site of [
			'https://u.github.io/error-playbook',
			'https://u.github.io/error-playbook/',
		])
			expect(absoluteUrl(site, '/codes/connect_failed/')).toBe(
				'https://u.github.io/error-playbook/codes/connect_failed/',
			);
		expect(absoluteUrl('https://playbook.example.com', '/zh-tw/llms.txt')).toBe(
			'https://playbook.example.com/zh-tw/llms.txt',
		);
		expect(absoluteUrl('https://u.github.io/error-playbook/', '/')).toBe(
			'https://u.github.io/error-playbook/',
		);
	});

	it('puts site paths, and only site paths, under the base', () => {
		expect(withBase('/codes/x/', '/error-playbook/')).toBe('/error-playbook/codes/x/');
		expect(withBase('/codes/x/', '/')).toBe('/codes/x/');
		for (const other of ['#retry', 'https://github.com/x', '//cdn.example/x', '?area=vm'])
			expect(withBase(other, '/error-playbook/')).toBe(other);
	});

	it('takes the base off an address, and says when an address is outside it', () => {
		expect(stripBase('/error-playbook/zh-tw/codes/', '/error-playbook/')).toBe('/zh-tw/codes/');
		expect(stripBase('/error-playbook', '/error-playbook/')).toBe('/');
		expect(stripBase('/error-playbooks/x', '/error-playbook/')).toBeNull();
		expect(stripBase('/codes/', '/')).toBe('/codes/');
	});

	it.each(['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '0.0.0.0'])(
		'%s is this machine',
		(host) => expect(isLoopbackHost(host)).toBe(true),
	);

	it.each(['example.com', 'user.github.io', '10.0.0.1', 'localhost.example.com', '128.0.0.1'])(
		'%s is not',
		(host) => expect(isLoopbackHost(host)).toBe(false),
	);

	it('accepts a public address and says for anything else how to set one', () => {
		expect(publicSiteUrlProblem('https://user.github.io/error-playbook/', 'x')).toBeNull();
		for (const [value, said] of [
			[undefined, 'SITE_URL is not set'],
			['', 'SITE_URL is not set'],
			['http://127.0.0.1:4321', 'is a loopback address'],
			['http://localhost:4321/', 'is a loopback address'],
			['ftp://example.com', 'is not an http or https address'],
		] as const) {
			const problem = publicSiteUrlProblem(value, 'npm run build:release');
			expect(problem).toContain(said);
			expect(problem).toContain('SITE_URL=https://playbook.example.com npm run build:release');
		}
	});
});

describe('the repository the links point to', () => {
	it.each([
		['https://github.com/o/error-playbook', null],
		['https://github.com/o/error-playbook.git', null],
		['https://github.com/o/error-playbook/', null],
		['git@github.com:o/error-playbook.git', null],
		['ssh://git@github.com/o/error-playbook.git', null],
		[undefined, 'https://github.com/o/error-playbook.git'],
		[undefined, 'git@github.com:o/error-playbook.git'],
	])('REPOSITORY_URL %s, origin %s: https://github.com/o/error-playbook', (given, origin) => {
		expect(repositoryUrl({ REPOSITORY_URL: given }, origin)).toBe(
			'https://github.com/o/error-playbook',
		);
	});

	it.each([
		[undefined, null],
		['', 'https://github.com/o/error-playbook'],
		[undefined, '/work/main'],
		[undefined, '../upstream.git'],
		[undefined, 'http://github.com/o/r'],
		[undefined, 'https://localhost/o/r'],
		[undefined, 'https://127.0.0.1:3000/o/r'],
		[undefined, 'https://gitserver/o/r'],
		[undefined, 'https://github.com/o'],
		[undefined, 'https://github.com/o/r?x=1'],
	])('REPOSITORY_URL %s, origin %s: unknown', (given, origin) => {
		expect(repositoryUrl({ REPOSITORY_URL: given }, origin)).toBeNull();
	});

	it('says how to name an unknown repository, and nothing when known', () => {
		expect(publicRepositoryProblem('https://github.com/o/r', 'x')).toBeNull();
		expect(publicRepositoryProblem(null, 'npm run build:release')).toContain(
			'REPOSITORY_URL=https://github.com/<owner>/error-playbook npm run build:release',
		);
	});

	it('edits a file on the published branch and reports a page with its address filled in', () => {
		expect(repositoryEditUrl('https://github.com/o/r', 'content/docs/guides/layers.mdx')).toBe(
			'https://github.com/o/r/edit/main/content/docs/guides/layers.mdx',
		);
		const report = new URL(
			reportProblemUrl('https://github.com/o/r', {
				title: 'connect_failed',
				url: 'https://u.github.io/error-playbook/codes/connect_failed/',
			}),
		);
		expect(`${report.origin}${report.pathname}`).toBe('https://github.com/o/r/issues/new');
		expect(report.searchParams.get('title')).toContain('connect_failed');
		expect(report.searchParams.get('body')).toContain(
			'https://u.github.io/error-playbook/codes/connect_failed/',
		);
	});

	it("writes the package's links into its manifest, and takes them out to the byte", () => {
		const committed = readFileSync(join(root, 'packages/validator/package.json'), 'utf8');
		expect(committed).not.toMatch(/"(homepage|repository|bugs)"/);
		const packed = withReleaseLinks(committed, {
			site: 'https://u.github.io/error-playbook/',
			repository: 'https://github.com/o/r',
		});
		expect(JSON.parse(packed)).toMatchObject({
			homepage: 'https://u.github.io/error-playbook/',
			repository: { type: 'git', url: 'git+https://github.com/o/r.git' },
			bugs: 'https://github.com/o/r/issues',
		});
		expect(withoutReleaseLinks(packed)).toBe(committed);
	});
});

/** Every file under `dir`, as paths relative to it. */
function files(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = join(dir, name);
		return statSync(full).isDirectory() ? files(full).map((f) => `${name}/${f}`) : [name];
	});
}

describe.concurrent('the validator package is built only for a public address', () => {
	const script = join(root, 'scripts/build-validator.ts');

	// Every address publicSiteUrlProblem refuses is refused above; one of them here shows the
	// script asks it before it builds (each run is a Node start-up on a shared 2-core machine).
	it.each([['a loopback address', 'http://127.0.0.1:4321', 'is a loopback address']])(
		'refuses %s, saying how to set one, and builds nothing',
		async (_, site, said) => {
			const outdir = join(work, 'refused-loopback');
			const result = await run(process.execPath, [script, '--outdir', outdir], site, repository);
			expect(result.status).toBe(1);
			expect(result.stderr).toContain(said);
			expect(result.stderr).toContain(
				'SITE_URL=https://playbook.example.com npm run build:validator',
			);
			expect(existsSync(outdir)).toBe(false);
		},
	);

	it('refuses an unknown repository, saying how to name it, and builds nothing', async () => {
		const outdir = join(work, 'refused-repository');
		const result = await run(
			process.execPath,
			[script, '--outdir', outdir],
			'https://example.github.io/error-playbook/',
		);
		expect(result.status).toBe(1);
		expect(result.stderr).toContain('The repository is unknown');
		expect(result.stderr).toContain(
			'REPOSITORY_URL=https://github.com/<owner>/error-playbook npm run build:validator',
		);
		expect(existsSync(outdir)).toBe(false);
	});

	it('builds for a public address, and no file of it names this machine', async () => {
		const outdir = join(work, 'package');
		const site = 'https://example.github.io/error-playbook/';
		const result = await run(process.execPath, [script, '--outdir', outdir], site, repository);
		expect(result.status, result.stderr).toBe(0);
		const built = files(outdir);
		expect(built).toContain('error-playbook.mjs');
		const texts = built.map((f) => [f, readFileSync(join(outdir, f), 'utf8')] as const);
		expect(texts.filter(([, text]) => loopbackWebAddress.test(text)).map(([f]) => f)).toStrictEqual(
			[],
		);
		expect(texts.filter(([, text]) => text.includes(site)).map(([f]) => f)).toContain(
			'schemas/validate-output-v1.json',
		);
		// Its page links are on that site, under its base path, in both languages.
		for (const [lang, page] of [
			['en', `${site}codes/connect_failed/`],
			['zh-TW', `${site}zh-tw/codes/connect_failed/`],
		]) {
			const explain = await run(
				process.execPath,
				[join(outdir, 'error-playbook.mjs'), 'explain', 'connect_failed', '--lang', lang!],
				undefined,
			);
			expect(explain.status, explain.stderr).toBe(0);
			expect(explain.stdout).toContain(page);
		}
	});
});

describe.concurrent('a release build of the site is made only for a public address', () => {
	// As for the package: one refused address shows the build asks before it builds (each run is
	// an Astro start-up).
	it.each([['no address', undefined, 'SITE_URL is not set']])(
		'refuses %s before building anything',
		async (_, site, said) => {
			const outDir = join(work, 'site-none');
			const result = await run(
				'npm',
				['run', 'build:release', '--', '--outDir', outDir],
				site,
				repository,
			);
			expect(result.status).not.toBe(0);
			expect(result.stderr).toContain(said);
			expect(result.stderr).toContain(
				'SITE_URL=https://playbook.example.com npm run build:release',
			);
			expect(existsSync(outDir)).toBe(false);
		},
	);

	it('refuses an unknown repository before building anything', async () => {
		const outDir = join(work, 'site-no-repository');
		const result = await run(
			'npm',
			['run', 'build:release', '--', '--outDir', outDir],
			'https://playbook.example.com',
		);
		expect(result.status).not.toBe(0);
		expect(result.stderr).toContain('The repository is unknown');
		expect(result.stderr).toContain(
			'REPOSITORY_URL=https://github.com/<owner>/error-playbook npm run build:release',
		);
		expect(existsSync(outDir)).toBe(false);
	});
	// The release build with a public address is `npm run build:base-path`, which `npm test` runs
	// before the build tier; tests/build/basePath.test.ts reads what it wrote.
});
