import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { basePathDist, dist } from '../support/distIndex.ts';
import { expectedLang } from '../support/sitemap.ts';

/**
 * Our own markup, read from every HTML file of the build (pages and the 404 pages): what the Nu
 * HTML Checker rejected in it stays out, every section heading has a permalink, search excerpts
 * leave repeated labels out, and the edit and report links exist only where the repository is known.
 */
function htmlFiles(folder: URL): { file: string; html: string }[] {
	const root = fileURLToPath(folder);
	const walk = (dir: string): string[] =>
		readdirSync(dir).flatMap((name) => {
			const full = join(dir, name);
			return statSync(full).isDirectory() ? walk(full) : full.endsWith('.html') ? [full] : [];
		});
	return walk(root).map((full) => ({
		file: `/${full.slice(root.length)}`,
		html: readFileSync(full, 'utf8'),
	}));
}

const pages = htmlFiles(dist);
const offenders = (test: (html: string) => boolean) =>
	pages.filter(({ html }) => test(html)).map(({ file }) => file);

it('reads every page of the build, the 404 pages included', () => {
	expect(pages.length).toBeGreaterThan(100);
	expect(pages.map((p) => p.file)).toEqual(
		expect.arrayContaining(['/404.html', '/zh-tw/404/index.html']),
	);
});

describe('what the Nu HTML Checker rejected stays out', () => {
	it('nothing after </html> (a script there is outside the document)', () => {
		expect(offenders((html) => /<\/html>\s*\S/.test(html))).toStrictEqual([]);
	});

	it('no aria-label on a <code> without a role that allows a name', () => {
		expect(
			offenders((html) =>
				[...html.matchAll(/<code\b[^>]*>/g)].some(
					([tag]) => /\saria-label=/.test(tag) && !/\srole="/.test(tag),
				),
			),
		).toStrictEqual([]);
	});

	it('no wrap attribute on a textarea (CSS white-space says it)', () => {
		expect(offenders((html) => /<textarea\b[^>]*\swrap=/.test(html))).toStrictEqual([]);
	});

	it('no <section> without a heading', () => {
		expect(
			offenders((html) => {
				const open: number[] = [];
				for (const m of html.matchAll(/<(\/?)section\b[^>]*>/g)) {
					if (!m[1]) open.push(m.index + m[0].length);
					else if (!/<h[1-6]\b/.test(html.slice(open.pop()!, m.index))) return true;
				}
				return false;
			}),
		).toStrictEqual([]);
	});
});

it('no page title repeats the site name ("Error Playbook | Error Playbook")', () => {
	expect(
		offenders((html) => {
			const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
			const [page, site] = title.split(' | ');
			return page !== undefined && page === site;
		}),
	).toStrictEqual([]);
});

describe('heading permalinks', () => {
	/**
	 * h2 and h3 with an id, outside Starlight's own (`starlight__…`) and the playground's tool, and
	 * not a fold's title: a link inside a `<summary>` is a control in a control (axe
	 * nested-interactive), so a folded fix keeps its id for links to it but shows no permalink.
	 */
	const sectionHeadings = (html: string) =>
		[...html.matchAll(/<h([23])\b[^>]*\sid="([^"]+)"[^>]*>/g)].filter(
			(m) =>
				!m[2]!.startsWith('starlight__') &&
				!/<summary\b[^>]*>$/.test(html.slice(Math.max(0, m.index - 60), m.index)),
		);

	it.each([
		['en', 'Section titled “'],
		['zh-TW', '「'],
	] as const)(
		'(%s) every h2 and h3 with an id is followed by a link to it, named in the page’s language',
		(lang, named) => {
			const own = pages.filter(
				({ file }) =>
					expectedLang(file) === lang && !file.includes('/playground/') && file !== '/404.html',
			);
			let checked = 0;
			const missing = own.flatMap(({ file, html }) =>
				sectionHeadings(html).flatMap((m) => {
					checked++;
					const before = html.slice(Math.max(0, m.index - 60), m.index);
					const after = html.slice(m.index);
					const close = after.indexOf(`</h${m[1]}>`);
					const link = new RegExp(
						`^</h${m[1]}><a class="sl-anchor-link" href="#${m[2]}">[\\s\\S]*?<span class="sr-only" data-pagefind-ignore(?:="")?>${named}`,
					);
					return before.endsWith(`<div class="sl-heading-wrapper level-h${m[1]}">`) &&
						link.test(after.slice(close))
						? []
						: [`${file}#${m[2]}`];
				}),
			);
			expect(checked).toBeGreaterThan(500);
			expect(missing).toStrictEqual([]);
		},
	);
});

it('leaves column names and fact labels out of search excerpts, and the cells in', () => {
	const page = pages.find((p) => p.file === '/zh-tw/guides/retry-and-recovery/index.html')!.html;
	const heads = [...page.matchAll(/<thead\b[^>]*>/g)].map((m) => m[0]);
	expect(heads.length).toBeGreaterThan(0);
	expect(heads.every((h) => h.includes('data-pagefind-ignore'))).toBe(true);
	expect(page).not.toMatch(/<tbody\b[^>]*data-pagefind-ignore/);
	const code = pages.find((p) => p.file === '/zh-tw/codes/connect_failed/index.html')!.html;
	const facts = /<dl class="ep-facts[\s\S]*?<\/dl>/.exec(code)![0];
	const labels = [...facts.matchAll(/<dt\b[^>]*>/g)].map((m) => m[0]);
	expect(labels.length).toBeGreaterThan(5);
	expect(labels.every((l) => l.includes('data-pagefind-ignore'))).toBe(true);
});

describe('edit and report links', () => {
	const read = (folder: URL, path: string) =>
		readFileSync(new URL(`.${path}index.html`, folder), 'utf8');
	const linkOf = (html: string, kind: 'edit' | 'report') =>
		new RegExp(`<a href="([^"]+)" data-page-link="${kind}"`)
			.exec(html)?.[1]
			?.replace(/&amp;/g, '&');

	it('are left out where the build knew no repository (npm run build, no origin)', () => {
		expect(offenders((html) => /data-page-link=/.test(html))).toStrictEqual([]);
	});

	const repository = 'https://github.com/example/error-playbook';
	const site = 'https://example.github.io/error-playbook';
	it.each([
		['/guides/error-model/', 'content/docs/guides/error-model.mdx', 'Edit this page'],
		['/zh-tw/guides/error-model/', 'content/docs/zh-tw/guides/error-model.mdx', '編輯此頁'],
		['/codes/connect_failed/', 'content/registry/codes.json', 'Edit this page'],
		['/zh-tw/codes/wait_timeout/', 'content/registry/later-codes.json', '編輯此頁'],
		['/codes/intent_execution_error/', 'content/registry/wrapper-codes.json', 'Edit this page'],
	])(
		'%s edits %s and reports a problem with its address, where the repository is known',
		(path, file, label) => {
			const html = read(basePathDist, path);
			expect(linkOf(html, 'edit')).toBe(`${repository}/edit/main/${file}`);
			expect(html).toContain(label);
			const report = new URL(linkOf(html, 'report')!);
			expect(`${report.origin}${report.pathname}`).toBe(`${repository}/issues/new`);
			expect(report.searchParams.get('body')).toContain(`${site}${path}`);
			expect(html).toContain(
				path.startsWith('/zh-tw/') ? '回報此頁的問題' : 'Report a problem with this page',
			);
		},
	);
});
