import { describe, expect, it } from 'vitest';
import {
	changesFeed,
	codeHistoryRows,
	contractCodes,
	contractRelease,
	laterCodes,
	registry,
	releases,
} from '../../../src/lib/registry/index.ts';
import { changesMarkdown, codeMarkdown, historyMarkdown } from '../../../src/lib/markdown/index.ts';
import { languages } from '../../../src/lib/i18n/index.ts';
import { historySection } from '../../../src/lib/views/index.ts';
import {
	absoluteUrl,
	changesPath,
	codePath,
	releaseAnchor,
	releaseSourceUrl,
	sourceUrl,
	upstreamSourceUrl,
} from '../../../src/lib/site/index.ts';
import { markdownLinks, markdownProse } from '../../support/markdownProse.ts';
import { childrenNamed, parseXml } from '../../support/xmlWellFormed.ts';

const site = 'https://playbook.example.test';
const all = releases(registry);
const upstream = /^https:\/\/github\.com\/Arenukvern\/mcp_flutter\/(?:commit\/[0-9a-f]{7}$|blob\/)/;

describe('release anchors and sources', () => {
	it('anchors each release by its tag (or snapshot commit), dots turned into hyphens', () => {
		expect(all.map(releaseAnchor).slice(0, 8)).toEqual([
			'b7f4434',
			'v3-0-0',
			'v3-0-7',
			'v3-1-0',
			'v3-1-1',
			'v4-0-0-dev-1',
			'v4-0-0-dev-6',
			'v4-0-0-dev-8',
		]);
	});

	it('gives every release and every wire change an id no other anchor of the page uses', () => {
		const ids = [
			...all.map(releaseAnchor),
			...all.flatMap((r) => [`${releaseAnchor(r)}-wire`, `${releaseAnchor(r)}-codes`]),
			...all.flatMap((r) => r.changes.map((c) => c.id)),
		];
		expect(new Set(ids).size).toBe(ids.length);
	});

	it('links a commit to the commit and a file reference to its lines at that tag', () => {
		expect(releaseSourceUrl('d6e82df')).toBe(
			'https://github.com/Arenukvern/mcp_flutter/commit/d6e82df',
		);
		expect(releaseSourceUrl('v3.0.0:mcp_server_dart/bin/flutter_mcp_toolkit.dart:566-572')).toBe(
			'https://github.com/Arenukvern/mcp_flutter/blob/v3.0.0/mcp_server_dart/bin/flutter_mcp_toolkit.dart#L566-L572',
		);
		expect(releaseSourceUrl('v4.0.0-dev.6:mcp_server_dart/pubspec.yaml:10')).toBe(
			'https://github.com/Arenukvern/mcp_flutter/blob/v4.0.0-dev.6/mcp_server_dart/pubspec.yaml#L10',
		);
		expect(() => releaseSourceUrl('mcp_server_dart/pubspec.yaml')).toThrow();
	});

	it('links a contract source at the snapshot commit releases.json names, in its repository', () => {
		const { commit } = contractRelease(registry);
		const base = `https://github.com/${registry.releases.repository}/blob/${commit}`;
		expect(upstreamSourceUrl('mcp_server_dart/lib/src/core/error_codes.dart:91-345')).toBe(
			`${base}/mcp_server_dart/lib/src/core/error_codes.dart#L91-L345`,
		);
		expect(sourceUrl('mcp_server_dart/pubspec.yaml:3')).toBe(
			`${base}/mcp_server_dart/pubspec.yaml#L3`,
		);
		expect(sourceUrl('v3.0.0:mcp_server_dart/pubspec.yaml:3')).toBe(
			`https://github.com/${registry.releases.repository}/blob/v3.0.0/mcp_server_dart/pubspec.yaml#L3`,
		);
	});
});

describe('codeHistoryRows', () => {
	it('connect_failed: the contract, the rename and its details changes in 3.0.0 and 4.0.0-dev.6', () => {
		const rows = codeHistoryRows(registry, 'connect_failed');
		expect(rows.map((r) => [r.release.id, r.kind])).toEqual([
			['b7f4434', 'added'],
			['3.0.0', 'binary'],
			['3.0.0', 'details'],
			['4.0.0-dev.6', 'details'],
		]);
		// The contract line has no release evidence; the rename takes the rename's commit.
		expect(rows[0]!.sources).toEqual([]);
		expect(rows[1]!.sources).toEqual(['d6e82df']);
		expect(rows[3]!.sources).toEqual(['d3836e2']);
	});

	it('works for a code a later release added', () => {
		const later = laterCodes(registry)[0]!.code;
		const rows = codeHistoryRows(registry, later);
		expect(rows[0]?.kind).toBe('added');
		expect(rows[0]!.sources.length).toBeGreaterThan(0);
		for (const lang of languages)
			expect(
				historyMarkdown(historySection(registry, later, lang), lang, (p) => absoluteUrl(site, p)),
			).toContain(`${site}${changesPath(lang)}#${releaseAnchor(rows[0]!.release)}`);
	});

	it('every code of the contract starts with the contract and names its evidence where a release has it', () => {
		for (const entry of contractCodes(registry)) {
			const rows = codeHistoryRows(registry, entry.code);
			expect(rows[0]?.release.id, entry.code).toBe('b7f4434');
			for (const row of rows.slice(1)) expect(row.sources.length, entry.code).toBeGreaterThan(0);
		}
	});
});

describe('History in the code twins', () => {
	it.each(languages)('connect_failed (%s) lists 3.0.0 and 4.0.0-dev.6, linked', (lang) => {
		const md = codeMarkdown(registry, 'connect_failed', lang, site);
		const history = md.slice(md.indexOf('\n## '.concat(lang === 'en' ? 'History' : '版本沿革')));
		expect(history.length).toBeLessThan(md.length);
		expect(history).toContain(`(${site}${changesPath(lang)}#v3-0-0)`);
		expect(history).toContain(`(${site}${changesPath(lang)}#v4-0-0-dev-6)`);
		expect(history).toContain('(https://github.com/Arenukvern/mcp_flutter/commit/d3836e2)');
	});
});

describe('changesMarkdown', () => {
	it.each(languages)('(%s) has every release, newest first, and links only absolutely', (lang) => {
		const md = changesMarkdown(registry, lang, site);
		const positions = all.map((r) => md.indexOf(`\n## ${r.label[lang]}\n`));
		expect(positions.every((p) => p > 0)).toBe(true);
		expect(positions).toEqual([...positions].sort((a, b) => b - a));
		for (const href of markdownLinks(md))
			expect(href.startsWith(`${site}/`) || upstream.test(href), href).toBe(true);
		const prose = markdownProse(md);
		expect(prose).not.toMatch(/undefined|NaN|\[object Object\]/);
		expect(md).not.toMatch(/\n{3,}/);
	});

	it('says that b7f4434 was never published and is not what people install', () => {
		expect(changesMarkdown(registry, 'en', site)).toMatch(/flutter_mcp_cli was never published/);
		expect(changesMarkdown(registry, 'zh-TW', site)).toContain('`flutter_mcp_cli`（從未發布）');
	});
});

describe('changesFeed', () => {
	it.each(languages)(
		'(%s) is well-formed Atom with one entry per release, newest first',
		(lang) => {
			const feed = parseXml(changesFeed(registry, lang, site));
			expect(feed.attributes.xmlns).toBe('http://www.w3.org/2005/Atom');
			const entries = childrenNamed(feed, 'entry');
			const text = (e: (typeof entries)[number], name: string) => childrenNamed(e, name)[0]!.text;
			expect(entries.map((e) => text(e, 'title'))).toEqual(
				all.toReversed().map((r) => r.label[lang]),
			);
			for (const [i, release] of all.toReversed().entries()) {
				const entry = entries[i]!;
				const url = `${site}${changesPath(lang)}#${releaseAnchor(release)}`;
				expect(text(entry, 'id')).toBe(url);
				expect(childrenNamed(entry, 'link')[0]!.attributes.href).toBe(url);
				expect(text(entry, 'updated')).toBe(`${release.date}T00:00:00Z`);
				// type="html": the text of <content> is an HTML fragment, here read as XML (it is
				// well-formed too): the summary, one item per change, one linked item per code changed.
				const content = childrenNamed(entry, 'content')[0]!;
				expect(content.attributes.type).toBe('html');
				const fragment = parseXml(`<div>${content.text}</div>`);
				const descendants = (e: typeof fragment): (typeof fragment)[] =>
					e.children.flatMap((c) => [c, ...descendants(c)]);
				const items = descendants(fragment).filter((e) => e.name === 'li');
				expect(items).toHaveLength(release.changes.length + release.codeChanges.length);
				const links = descendants(fragment)
					.filter((e) => e.name === 'a')
					.map((a) => a.attributes.href);
				expect(links).toStrictEqual(
					release.codeChanges.map((c) => `${site}${codePath(c.code, lang)}`),
				);
			}
			expect(childrenNamed(feed, 'updated')[0]!.text).toBe(`${all.at(-1)!.date}T00:00:00Z`);
			const self = childrenNamed(feed, 'link').find((l) => l.attributes.rel === 'self');
			expect(self?.attributes.href).toBe(`${site}${lang === 'en' ? '' : '/zh-tw'}/changes.xml`);
		},
	);
});
