import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uiText } from '../../src/lib/registry/index.ts';

/**
 * Every page that has a Markdown twin says what its twin says, read from dist/: the same headings
 * in the same order, the same facts (code pages) and the same links; on a code page, each section
 * whose body the view holds (`sectionIds`) item by item, link by link and code block by code block,
 * in order. The twin is rendered by src/lib/markdown/ and the page by Astro, both from one view
 * (src/lib/views/); this is what catches the two renderers drifting apart.
 *
 * What each side has of its own, by design, is left out before comparing: the page's chrome (its
 * footer, links within the page, the playground link whose long fragment only a browser uses) and
 * the twin's header line (links to the page itself, its other language and its JSON record).
 */
const dist = new URL('../../dist/', import.meta.url).pathname;

function walk(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = join(dir, name);
		return statSync(full).isDirectory() ? walk(full) : [full];
	});
}

const twins = walk(dist)
	.map((file) => `/${relative(dist, file)}`)
	.filter((path) => path.endsWith('.md'))
	.sort();

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (text: string) =>
	text
		.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
		.replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
		.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name]!);
/** Text as a reader sees it: tags gone, spaces collapsed, typographic quotes (Starlight's) plain. */
const words = (text: string) =>
	text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();
const htmlText = (html: string) => words(decode(html.replace(/<[^>]+>/g, '')));
const markdownText = (md: string) =>
	words(
		md
			.replace(/\[([^\]]*)\]\([^)\s]*\)/g, '$1')
			.replace(/`+ ?([^`]*?) ?`+/g, '$1')
			.replace(/\*\*/g, '')
			.replace(/\\(.)/g, '$1'),
	);

interface Side {
	headings: string[];
	/** The title of the facts' heading (code pages), where the twin's list of facts sits. */
	factsTitle?: string;
	facts: string[];
	links: string[];
}

/** The "This didn't fix it" report of a code page: a template to copy, which only the page has. */
const pageOnly = /<details [^>]*\bdata-fix-report\b[\s\S]*?<\/details>/;

/**
 * The page's main column, without what only the page has: its footer, and the "This didn't fix
 * it" report (a template to copy into an upstream issue, the same on every code page but for its
 * code and fixes, which the twin already lists).
 */
function pageSide(path: string): Side {
	const html = readFileSync(join(dist, path), 'utf8');
	const h1 = htmlText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!);
	const start = html.indexOf('<div class="sl-markdown-content">');
	expect(start, `${path} has Starlight's content column`).toBeGreaterThan(0);
	const end = html.indexOf('<footer', start);
	const body = html
		.slice(start, end > 0 ? end : undefined)
		.replace(/<p class="ep-page-footer[\s\S]*?<\/p>/, '')
		.replace(pageOnly, '');
	const headings = [
		`1 ${h1}`,
		...[...body.matchAll(/<h([2-4])[^>]*>([\s\S]*?)<\/h\1>/g)].map(
			(m) => `${m[1]} ${htmlText(m[2]!)}`,
		),
	];
	const facts = [
		...body.matchAll(
			/<div data-fact[^>]*>\s*<dt[^>]*>([\s\S]*?)<\/dt>\s*<dd[^>]*>([\s\S]*?)<\/dd>/g,
		),
	].map((m) => `${htmlText(m[1]!)} = ${htmlText(m[2]!)}`);
	const links = [...body.matchAll(/<a\s[^>]*?href="([^"]+)"/g)].map((m) => decode(m[1]!));
	const factsHeading = /<h2 id="facts"[^>]*>([\s\S]*?)<\/h2>/.exec(body)?.[1];
	return { headings, facts, links, factsTitle: factsHeading && htmlText(factsHeading) };
}

/** The twin, without fenced code (a `#` there is no heading) and its header line of links. */
function twinSide(path: string, factsTitle: string | undefined): Side {
	const md = readFileSync(join(dist, path), 'utf8').replace(/^(`{3,})[\s\S]*?^\1/gm, '');
	const headings = [...md.matchAll(/^(#{1,4}) (.*)$/gm)].map(
		(m) => `${m[1]!.length} ${markdownText(m[2]!)}`,
	);
	// The facts are the list under the heading the page gives its facts, a line "label：value" each.
	const factsAt = factsTitle
		? md.search(new RegExp(`^#+ ${RegExp.escape(factsTitle)}\n\n`, 'm'))
		: -1;
	const factsBlock =
		factsAt < 0 ? '' : (/^#+ .*\n\n((?:- .*\n)+)/.exec(md.slice(factsAt))?.[1] ?? '');
	const facts = factsBlock
		.trim()
		.split('\n')
		.filter(Boolean)
		.map((line) => {
			const text = markdownText(line.slice(2));
			const colon = /[：:] ?/.exec(text)!;
			return `${text.slice(0, colon.index)} = ${text.slice(colon.index + colon[0].length)}`;
		});
	const links = [...md.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
	return { headings, facts, links };
}

/** A site link as a path (`/codes/x/`), a twin's `.md` as the page it twins; other hosts unchanged. */
function pagePath(link: string): string {
	const url = new URL(link, 'http://site.invalid');
	if (!['127.0.0.1', 'localhost', 'site.invalid'].includes(url.hostname) && /^https?:/.test(link))
		return link;
	const path = url.pathname.replace(/\.md$/, '/');
	return `${path}${url.search}${url.hash}`;
}

/**
 * The sections whose bodies both renderers print from the view's data (`codePage(…).sections`), each
 * compared item by item: a link, a row or a code block one side drops fails the test.
 */
const sectionIds = ['cli-recovery', 'where-raised', 'example', 'contract-vs-cli', 'history'];

interface SectionContent {
	/** List items, `term: description` pairs and table rows (cells joined by ` | `), as text, in order. */
	items: string[];
	links: string[];
	/** The text of each code block, in order. */
	code: string[];
}

/** The page's part from heading `id` to the next heading of its level or above; null if it has none. */
function pageRegion(html: string, id: string): string | null {
	const start = new RegExp(`<h([2-4]) id="${id}"`).exec(html);
	if (!start) return null;
	const level = Number(start[1]);
	const rest = html.slice(start.index + 1);
	const end = new RegExp(`<h[2-${level}][\\s>]`).exec(rest);
	return end ? rest.slice(0, end.index) : rest;
}

/** A code block's text on the page: an Expressive Code block a line per `ec-line`, or a plain <pre>. */
const preText = (pre: string) =>
	words(decode(pre.replace(/<div class="ec-line/g, '\n$&').replace(/<[^>]+>/g, '')));

function pageSection(region: string): SectionContent {
	// Code blocks are compared as code: their frames (Expressive Code's <figure>) and <pre>s go
	// first; so does a table's head, which the twin has as its header row.
	// Attribute values go too: a `>` in one (`data-cli-fix-command="… <name> …"`) would end its tag early.
	const prose = region
		.replace(/<figure[\s\S]*?<\/figure>|<pre[\s\S]*?<\/pre>|<thead[\s\S]*?<\/thead>/g, '')
		.replace(/\s[\w:-]+="[^"]*"/g, '');
	const items: string[] = [];
	let term = '';
	for (const [element] of prose.matchAll(/<(li|dt|dd|tr)[\s>][\s\S]*?<\/\1>/g)) {
		const text = htmlText(element);
		if (element.startsWith('<dt')) term = text;
		// A description that is only a code block has no text left: its code is compared as code.
		else if (element.startsWith('<dd')) {
			if (text) items.push(`${term}: ${text}`);
		} else if (element.startsWith('<tr')) {
			const cells = [...element.matchAll(/<(th|td)[\s>][\s\S]*?<\/\1>/g)];
			items.push(cells.map(([cell]) => htmlText(cell)).join(' | '));
		} else items.push(text);
	}
	return {
		items,
		links: [...region.matchAll(/<a\s[^>]*?href="([^"]+)"/g)]
			.map((m) => decode(m[1]!))
			.filter((link) => !link.startsWith('#'))
			.map(pagePath)
			.filter((path) => !/^(\/zh-tw)?\/playground\/#/.test(path)),
		code: [...region.matchAll(/<pre[\s>][\s\S]*?<\/pre>/g)].map(([pre]) => preText(pre)),
	};
}

/** The twin's part under the heading titled `title` at `level`, to the next heading of that level or above. */
function twinRegion(md: string, level: number, title: string): string | null {
	const lines = md.split('\n');
	let fence = '';
	let start = -1;
	for (const [i, line] of lines.entries()) {
		const open = /^ *(`{3,})/.exec(line);
		if (fence) {
			if (open && open[1] === fence) fence = '';
			continue;
		}
		if (open) {
			fence = open[1]!;
			continue;
		}
		const heading = /^(#{1,6}) (.*)$/.exec(line);
		if (!heading) continue;
		if (start < 0) {
			if (heading[1]!.length === level && markdownText(heading[2]!) === title) start = i + 1;
		} else if (heading[1]!.length <= level) return lines.slice(start, i).join('\n');
	}
	return start < 0 ? null : lines.slice(start).join('\n');
}

function twinSection(region: string): SectionContent {
	const code: string[] = [];
	const prose = region.replace(
		/^( *)(`{3,})[^\n]*\n([\s\S]*?)^\1\2$/gm,
		(_, indent: string, __: string, body: string) => {
			code.push(words(body.replace(new RegExp(`^${indent}`, 'gm'), '')));
			return '';
		},
	);
	const lines = prose.split('\n');
	const cells = (row: string) =>
		row
			.slice(2, -2)
			.split(/(?<!\\)\|/)
			.map((cell) => markdownText(cell))
			.join(' | ');
	const items: string[] = [];
	for (const [i, line] of lines.entries()) {
		// `**Label:**` in English, `**標籤**：` in Chinese (a full-width mark stays outside the bold).
		// A label on a line of its own, a block under it, is no item.
		const labelled = /^\*\*(.+?)(?:[：:]\*\* ?(.*)|\*\*：(.+))$/.exec(line);
		if (line.startsWith('- ')) items.push(markdownText(line.slice(2)));
		// A numbered list (a fix's steps): the page's <ol> items.
		else if (/^\d+\. /.test(line)) items.push(markdownText(line.replace(/^\d+\. /, '')));
		else if (labelled)
			items.push(`${markdownText(labelled[1]!)}: ${markdownText(labelled[2] ?? labelled[3]!)}`);
		// A table's rows; its header (the line above `| --- |`) is the page's column headings.
		else if (
			line.startsWith('| ') &&
			!line.startsWith('| ---') &&
			!lines[i + 1]?.startsWith('| ---')
		)
			items.push(cells(line));
	}
	return {
		items,
		links: [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => pagePath(m[1]!)),
		code,
	};
}

interface TwinFix {
	command: string[];
	check: string[];
}

/**
 * A fix of the twin: the code blocks before its check label (its command) and after it (its
 * check's).
 */
function twinFix(region: string, t: ReturnType<typeof uiText>): TwinFix {
	const label = `**${t('codePage.fix.check')}**`;
	const at = region.search(new RegExp(`^${RegExp.escape(label)}`, 'm'));
	expect(at, 'the fix has a check').toBeGreaterThan(0);
	const [before, after] = [region.slice(0, at), region.slice(at)];
	return { command: twinSection(before).code, check: twinSection(after).code };
}

const pageOf = (twin: string) => twin.replace(/\.md$/, '/');
const otherLanguage = (page: string) =>
	page.startsWith('/zh-tw/') ? page.slice('/zh-tw'.length) : `/zh-tw${page}`;

describe('every page and its Markdown twin say the same', () => {
	it('finds the twins of the code pages, guides, the changes and the differences pages in both languages', () => {
		expect(twins.filter((t) => t.startsWith('/codes/')).length).toBeGreaterThan(30);
		expect(twins.filter((t) => t.startsWith('/zh-tw/codes/')).length).toBeGreaterThan(30);
		expect(twins.some((t) => t.startsWith('/guides/'))).toBe(true);
		expect(twins).toContain('/zh-tw/reference/changes.md');
		expect(twins).toContain('/reference/contract-vs-cli.md');
		expect(twins).toContain('/zh-tw/reference/contract-vs-cli.md');
	});

	it.each(twins)('%s', (twin) => {
		const page = pageOf(twin);
		const html = pageSide(`${page}index.html`);
		const md = twinSide(twin, html.factsTitle);

		expect(md.headings, 'headings, in order').toEqual(html.headings);
		expect(md.facts, 'facts').toEqual(html.facts);
		// A code page of the CLI has its nine facts (a wrapper code's page has none).
		if (html.factsTitle) expect(html.facts).toHaveLength(9);

		const own = new Set([page, page.replace(/\/$/, '.json'), otherLanguage(page)]);
		const normalise = (links: string[], keep: (path: string) => boolean) =>
			[
				...new Set(
					links
						.filter((link) => !link.startsWith('#'))
						.map(pagePath)
						.filter(keep),
				),
			].sort();
		const pageLinks = normalise(html.links, (path) => !/^(\/zh-tw)?\/playground\/#/.test(path));
		const twinLinks = normalise(md.links, (path) => !own.has(path));
		expect(twinLinks, 'links').toEqual(pageLinks);

		if (!page.includes('/codes/')) return;
		// Without the report to copy, which only the page has (as in pageSide).
		const pageHtml = readFileSync(join(dist, `${page}index.html`), 'utf8').replace(pageOnly, '');
		const twinMd = readFileSync(join(dist, twin), 'utf8');
		// Each fix of a code page (wrapper codes' too): its steps, its command, its check's.
		const fixIds = [...pageHtml.matchAll(/<h3 id="(fix-[a-z0-9-]+)"/g)].map((m) => m[1]!);
		const t = uiText(twin.startsWith('/zh-tw/') ? 'zh-TW' : 'en');
		for (const id of html.factsTitle ? [...sectionIds, ...fixIds] : fixIds) {
			const region = pageRegion(pageHtml, id);
			expect(region, `the page has the section #${id}`).not.toBeNull();
			const heading = new RegExp(`<h([2-4]) id="${id}"[^>]*>([\\s\\S]*?)</h\\1>`).exec(pageHtml)!;
			const twinPart = twinRegion(twinMd, Number(heading[1]), htmlText(heading[2]!));
			expect(twinPart, `the twin has the section "${htmlText(heading[2]!)}"`).not.toBeNull();
			const section = twinSection(twinPart!);
			if (id.startsWith('fix-')) {
				const fix = twinFix(twinPart!, t);
				section.code = [...fix.command, ...fix.check];
			}
			expect(section, `section #${id}`).toEqual(pageSection(region!));
		}
	});

	it('compares something in each section: items, links and code blocks of a full page', () => {
		const page = readFileSync(join(dist, 'codes/connect_failed/index.html'), 'utf8');
		const sections = Object.fromEntries(
			sectionIds.map((id) => [id, pageSection(pageRegion(page, id)!)]),
		);
		expect(sections['cli-recovery']!.items).toContain(
			'summary: Retry with an explicit VM URI target.',
		);
		expect(sections['cli-recovery']!.code.length).toBeGreaterThan(0);
		expect(sections['where-raised']!.items.length).toBeGreaterThan(2);
		expect(sections['where-raised']!.links.length).toBeGreaterThan(0);
		expect(sections['example']!.code.length).toBeGreaterThan(2);
		expect(sections['contract-vs-cli']!.links.length).toBeGreaterThan(1);
		expect(sections['history']!.items.length).toBeGreaterThan(0);
		expect(sections['history']!.links.length).toBeGreaterThan(1);
		// The first fix: its steps and its command (its own check), compared with the twin's.
		const fix = pageSection(pageRegion(page, 'fix-stale-uri')!);
		expect(fix.items).toHaveLength(2);
		expect(fix.code).toStrictEqual([
			`flutter-mcp-toolkit exec --name get_vm --args '{"connection":{"uri":"<vm_service_uri>"}}'`,
		]);
	});
});
