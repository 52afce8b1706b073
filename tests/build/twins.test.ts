import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The text the site publishes for machines, read from dist/: /llms.txt and /llms-full.txt in both
 * languages, every code page's Markdown and JSON twins, and the <head> links that announce them.
 * The content types a host sends with them are tests/e2e/nginx.spec.ts's.
 */
const dist = new URL('../../dist/', import.meta.url);
const read = (path: string) => {
	const file = new URL(`.${path}`, dist);
	if (!existsSync(file)) throw new Error(`${path} is not in dist/`);
	return readFileSync(file, 'utf8');
};
const languages = [
	{ lang: 'en', prefix: '' },
	{ lang: 'zh-TW', prefix: '/zh-tw' },
] as const;

interface CodesJson {
	codes: { code: string; urls: { en: string }; [key: string]: unknown }[];
}
const codesJson = JSON.parse(read('/codes.json')) as CodesJson;
const site = new URL(codesJson.codes[0]!.urls.en).origin;

/** The site paths a Markdown or llms text links to (absolute URLs of the site, whatever SITE_URL was); other hosts are left out. */
function sitePaths(text: string): string[] {
	return [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)|<(https?:\/\/[^>\s]+)>/g)]
		.map((m) => new URL(m[1] ?? m[2]!))
		.filter((url) => url.origin === site)
		.map((url) => `${url.pathname}${url.search}`);
}

describe.each(languages)('$lang', ({ lang, prefix }) => {
	it('llms.txt is an llmstxt.org index that links every code’s Markdown', () => {
		const index = read(`${prefix}/llms.txt`);
		expect(index).toMatch(/^# \S[^\n]*\n\n> \S/);
		for (const { code } of codesJson.codes)
			expect(index).toContain(`](${site}${prefix}/codes/${code}.md)`);
	});

	it('llms-full.txt holds every code', () => {
		const full = read(`${prefix}/llms-full.txt`);
		for (const { code } of codesJson.codes) expect(full).toContain(`\n## ${code}\n`);
	});

	it('each code has a Markdown twin and a JSON twin equal to its /codes.json record', () => {
		for (const record of codesJson.codes) {
			expect(read(`${prefix}/codes/${record.code}.md`)).toMatch(new RegExp(`^# ${record.code}\n`));
			const twin = JSON.parse(read(`${prefix}/codes/${record.code}.json`));
			expect(twin, `${prefix}/codes/${record.code}.json (${lang})`).toStrictEqual(record);
		}
	});

	it('every code page announces its Markdown and JSON twins in <head>', () => {
		for (const { code } of codesJson.codes) {
			const html = read(`${prefix}/codes/${code}/index.html`);
			const head = html.slice(0, html.indexOf('</head>'));
			for (const [type, ext] of [
				['text/markdown', 'md'],
				['application/json', 'json'],
			] as const)
				expect(
					new RegExp(`<link rel="alternate" type="${type}" href="([^"]+)"`).exec(head)?.[1],
					`${prefix}/codes/${code}/ ${type}`,
				).toBe(`${prefix}/codes/${code}.${ext}`);
		}
	});

	it('every guide listed in llms.txt announces its Markdown twin in <head>', () => {
		const twins = [
			...read(`${prefix}/llms.txt`).matchAll(
				/\]\(https?:\/\/[^/]+(\/(?:zh-tw\/)?(?:guides|reference)\/[^)]+\.md)\)/g,
			),
		].map((m) => m[1]!);
		expect(twins.length, `${prefix}/llms.txt guides`).toBeGreaterThanOrEqual(7);
		// The two reference pages built from the registry have twins too.
		expect(twins).toEqual(
			expect.arrayContaining([
				`${prefix}/reference/contract-vs-cli.md`,
				`${prefix}/reference/changes.md`,
			]),
		);
		for (const twin of twins) {
			const html = read(twin.replace(/\.md$/, '/index.html'));
			const head = html.slice(0, html.indexOf('</head>'));
			expect(head, twin).toContain(`<link rel="alternate" type="text/markdown" href="${twin}"`);
		}
	});
});

it('every link of llms.txt, of the Markdown it links and of the code twins resolves', () => {
	const links = new Set<string>();
	for (const { prefix } of languages) {
		for (const path of sitePaths(read(`${prefix}/llms.txt`))) links.add(path);
		for (const { code } of codesJson.codes)
			for (const path of sitePaths(read(`${prefix}/codes/${code}.md`))) links.add(path);
	}
	for (const path of [...links].filter((p) => p.endsWith('.md')))
		for (const inner of sitePaths(read(path))) links.add(inner);
	expect(links.size).toBeGreaterThan(150);
	// As a client asks for them, without following redirects: a folder with its slash, or a file.
	const broken = [...links].filter((path) => {
		const { pathname } = new URL(path, site);
		return !existsSync(
			new URL(`.${pathname.endsWith('/') ? `${pathname}index.html` : pathname}`, dist),
		);
	});
	expect(broken).toStrictEqual([]);
});

/** Every Markdown file of the build and the four llms texts, by path. */
function markdownFiles(dir = fileURLToPath(dist), found: string[] = []): string[] {
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) markdownFiles(path, found);
		else if (/\.md$|^llms(-full)?\.txt$/.test(entry.name)) found.push(path);
	}
	return found;
}

it('no URL in the published Markdown is bare: each is a link target or an <autolink>', () => {
	// A bare URL runs on to the next space, and Chinese has none before 。: `…/llms.txt。` was a 404.
	const files = markdownFiles();
	expect(files.length).toBeGreaterThan(120);
	const bare = files.flatMap((file) => {
		const prose = readFileSync(file, 'utf8')
			.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '')
			.replace(/(`+)[\s\S]*?\1/g, '');
		return [...prose.matchAll(/https?:\/\/\S*/g)]
			.filter((m) => !/(\]\(|<)$/.test(prose.slice(Math.max(0, m.index - 2), m.index)))
			.map((m) => `${file.slice(fileURLToPath(dist).length)}: ${m[0]}`);
	});
	expect(bare).toStrictEqual([]);
});

it('a Chinese code page’s Markdown twin is in Chinese', () => {
	expect(read('/zh-tw/codes/state_lock_timeout.md')).toContain('## 要不要重試？');
});
