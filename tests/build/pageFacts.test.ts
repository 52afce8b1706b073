import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectedLang, sitemapPaths } from '../support/sitemap.ts';
import { readContractTable, type ContractRow } from '../support/contractTable.ts';
import { readCliDescriptorTable } from '../support/cliDescriptorTable.ts';
import {
	allElements,
	hasAncestor,
	parseHtml,
	textOf,
	type HtmlElement,
} from '../support/htmlTree.ts';
import { registry } from '../../src/lib/registry/index.ts';

/**
 * What every page's HTML says that a screen reader and a visitor from an error hint rely on: its
 * landmarks and, on a code page, the contract's facts and its first command. Scripts change neither, so they are read
 * from dist/ here rather than from a page Chromium loaded (tests/e2e/every-page.spec.ts keeps what
 * needs one: scripts, focus, computed styles, axe).
 */
const dist = new URL('../../dist/', import.meta.url);
const paths = sitemapPaths();
const contract = new Map(readContractTable().map((row) => [row.code, row]));
const descriptors = new Map(readCliDescriptorTable().map((row) => [row.code, row]));
/** Every code page's code, with the fixes it leads with (none yet: its recovery comes first). */
const codePages = new Map(
	[...registry.codes, ...registry.wrapperCodes].map((c) => [c.code, c.fixes] as const),
);

interface Page {
	html: string;
	elements: HtmlElement[];
}

const read = new Map<string, Page>();
function readPage(path: string): Page {
	let page = read.get(path);
	if (!page) {
		const html = readFileSync(new URL(`.${path}index.html`, dist), 'utf8');
		page = { html, elements: allElements(parseHtml(html)) };
		read.set(path, page);
	}
	return page;
}

/** An element's role as the accessibility tree gives it, for the landmark roles checked here. */
function landmark(element: HtmlElement): string | undefined {
	const role = element.attributes.get('role');
	if (role) return role;
	if (element.name === 'main') return 'main';
	if (element.name === 'nav') return 'navigation';
	// A header is the page's banner unless it heads a section of the page.
	if (
		element.name === 'header' &&
		!hasAncestor(element, ['article', 'aside', 'main', 'nav', 'section'])
	)
		return 'banner';
	return undefined;
}

/** The elements with `attribute` (inside `within`, when given). */
function withAttribute(page: Page, attribute: string, within?: HtmlElement): HtmlElement[] {
	return page.elements.filter(
		(e) =>
			e.attributes.has(attribute) &&
			(!within || (e.start >= within.start && e.end <= within.end && e !== within)),
	);
}

/** The text of the one element the selector-like path names, as `toHaveText` reads it. */
function textAt(page: Page, ...attributes: string[]): string | undefined {
	let scope: HtmlElement | undefined;
	for (const attribute of attributes) {
		const [name, value] = attribute.split('=');
		const found = withAttribute(page, name!, scope).filter(
			(e) => value === undefined || e.attributes.get(name!) === value,
		);
		if (found.length !== 1) return `${found.length} elements [${attribute}]`;
		scope = found[0];
	}
	return scope && textOf(page.html, scope);
}

/**
 * A code page shows what the contract says: its exit code and its recovery command (or
 * instruction), with the category and status of the CLI's own descriptor map.
 */
function expectContractFacts(page: Page, row: ContractRow, lang: 'en' | 'zh-TW') {
	const cli = descriptors.get(row.code)!;
	const h1 = page.elements.filter((e) => e.name === 'h1');
	expect(
		h1.map((e) => textOf(page.html, e)),
		'code page title',
	).toStrictEqual([row.code]);
	expect(textAt(page, 'data-fact=exit-code', 'data-exit-code'), 'exit code').toBe(
		String(row.exitCode),
	);
	expect(textAt(page, 'data-fact=category', 'data-category'), 'category').toBe(cli.category);
	expect(
		textAt(page, 'data-fact=http-like-status', 'data-http-like-status'),
		'HTTP-like status',
	).toBe(String(cli.httpLikeStatus));
	// A code with fixes leads with them; its recovery is then only the contract's, folded.
	const fixes = registry.codes.find((c) => c.code === row.code)?.fixes;
	const instructions = [
		...withAttribute(page, 'data-recovery-instruction'),
		...withAttribute(page, 'data-contract-instruction'),
	];
	if (row.recovery.startsWith('flutter_mcp_cli ')) {
		// The contract's own form, verbatim (folded): in the contract's fold, or, when the CLI
		// prints the same command, once, as the CLI's fix_command, which that fold's lead names.
		// Without fixes, first the command as flutter-mcp-toolkit prints it.
		const contractForm = withAttribute(page, 'data-contract-command').map((e) =>
			e.attributes.get('data-contract-command'),
		);
		const cliForm = withAttribute(page, 'data-cli-fix-command').map((e) =>
			e.attributes.get('data-cli-fix-command'),
		);
		expect(
			contractForm.length > 0 ? contractForm : cliForm.filter((c) => c === row.recovery),
			'contract form',
		).toStrictEqual([row.recovery]);
		if (!fixes) {
			const released = row.recovery.replace(/^flutter_mcp_cli /, 'flutter-mcp-toolkit ');
			const blocks = withAttribute(page, 'data-recovery-command');
			expect(
				blocks.map((e) => e.attributes.get('data-recovery-command')),
				'recovery command',
			).toStrictEqual([released]);
			const pre = page.elements.filter(
				(e) => e.name === 'pre' && e.start > blocks[0]!.start && e.end <= blocks[0]!.end,
			);
			expect(
				pre.map((e) => textOf(page.html, e)),
				'recovery command as shown',
			).toStrictEqual([released]);
			const buttons = page.elements.filter(
				(e) => e.name === 'button' && e.start > blocks[0]!.start && e.end <= blocks[0]!.end,
			);
			expect(buttons, 'copy button').toHaveLength(1);
		}
	} else {
		const texts = instructions.map((e) => textOf(page.html, e));
		expect(texts, 'one recovery instruction').toHaveLength(1);
		if (lang === 'en') expect(texts[0], 'recovery instruction').toBe(row.recovery);
		else expect(texts[0], 'recovery instruction').toContain('--no-overwrite');
	}
}

describe.each(paths)('%s', (path) => {
	const code = /^\/(?:zh-tw\/)?codes\/([a-z0-9_]+)\/$/.exec(path)?.[1];
	const row = code === undefined ? undefined : contract.get(code);
	const command = code === undefined ? undefined : codePages.get(code)?.[0]?.command;

	/**
	 * The landmarks a screen reader jumps between: one banner (the header), one main, and
	 * navigation (the sidebar and the table of contents, where the page has them), each named so
	 * that two can be told apart.
	 */
	it('has one banner, one main and named navigation landmarks', () => {
		const page = readPage(path);
		const roles = page.elements.map((e) => [e, landmark(e)] as const);
		expect(
			roles.filter(([, r]) => r === 'banner'),
			'one banner landmark',
		).toHaveLength(1);
		expect(
			roles.filter(([, r]) => r === 'main'),
			'one main landmark',
		).toHaveLength(1);
		const unnamed = roles
			.filter(([e, r]) => r === 'navigation' && !e.attributes.get('aria-label'))
			.filter(([e]) => !e.attributes.get('aria-labelledby'))
			.map(([e]) => page.html.slice(e.start - 80, e.start));
		expect(unnamed, 'navigation landmarks without a name').toStrictEqual([]);
	});

	if (row)
		it('shows what the contract says', () => {
			expectContractFacts(readPage(path), row, expectedLang(path));
		});

	/** The page's first command is the data's (the first fix's), never a generic one. */
	if (command)
		it("leads with its first fix's command", () => {
			const first = withAttribute(readPage(path), 'data-fix-command')[0];
			expect(first?.attributes.get('data-fix-command'), 'first command').toBe(command);
		});
});
