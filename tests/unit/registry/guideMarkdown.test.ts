import { describe, expect, it } from 'vitest';
import { registry } from '../../../src/lib/registry/index.ts';
import {
	type GuideSource,
	guideMarkdown,
	llmsFullTxt,
	llmsTxt,
	parseGuideSource,
} from '../../../src/lib/markdown/index.ts';
import { type Lang, languages, plainText } from '../../../src/lib/i18n/index.ts';
import { guideFiles } from '../../../src/lib/guides/index.ts';
import { fencedBlocks, markdownLinks, markdownProse } from '../../support/markdownProse.ts';
import en from '../../../src/content/i18n/en.json' with { type: 'json' };
import zhTW from '../../../src/content/i18n/zh-TW.json' with { type: 'json' };

const site = 'https://playbook.example.test';
const ui = { en, 'zh-TW': zhTW } as const;

/** The guides and reference pages of a language, through the reader the site and the MCP server use. */
const guidesOf = (lang: Lang): { source: string; guide: GuideSource }[] =>
	guideFiles(lang).map((f) => ({
		source: f.source,
		guide: parseGuideSource(f.id, lang, f.source),
	}));

const cases = languages.flatMap((lang) =>
	guidesOf(lang).map(({ guide, source }) => [`${lang}/${guide.id}`, guide, source] as const),
);
const captions: Record<string, keyof typeof en> = {
	LayerTable: 'guides.layers.caption',
	ExitCodeTable: 'guides.exitCodes.caption',
	DaemonRpcTable: 'guides.daemon.caption',
	CategoryTable: 'guides.categories.caption',
	PlaceholderTable: 'guides.placeholders.caption',
	RetryPolicyTable: 'guides.retry.caption',
};

describe('guideMarkdown', () => {
	it('finds the guides of both languages', () => {
		expect(guidesOf('en').length).toBeGreaterThanOrEqual(7);
		expect(
			guidesOf('zh-TW')
				.map((g) => g.guide.id)
				.sort(),
		).toEqual(
			guidesOf('en')
				.map((g) => g.guide.id)
				.sort(),
		);
	});

	it.each(cases)('%s: no import, JSX or expression reaches the text', (_, guide) => {
		const md = guideMarkdown(registry, guide, site);
		const prose = markdownProse(md);
		expect(prose).not.toMatch(/^import\s/m);
		expect(prose).not.toMatch(/(?<!\\)<\/?[A-Za-z]/);
		expect(prose).not.toMatch(/[{}]|undefined|NaN|\[object Object\]/);
		expect(md.startsWith(`# ${guide.title}\n`)).toBe(true);
	});

	it.each(cases)(
		'%s: every registry component of the source becomes its table, example or link',
		(_, guide, source) => {
			const md = guideMarkdown(registry, guide, site);
			for (const [component, key] of Object.entries(captions)) {
				if (source.includes(`<${component} `))
					expect(md).toContain(`**${ui[guide.lang][key]}**\n\n| `);
			}
			for (const [, code] of source.matchAll(/<CodeLink code="(\w+)" \/>/g)) {
				expect(md).toContain(
					`[\`${code}\`](${site}${guide.lang === 'en' ? '' : '/zh-tw'}/codes/${code}.md)`,
				);
			}
			const examples = [...source.matchAll(/<EnvelopeExample code="(\w+)"/g)];
			// Each example is its caption in bold (one colon, the title's own), then the payload built
			// by examples.ts for that code.
			for (const [, code] of examples)
				expect(fencedBlocks(md, 'json').some((b) => b.includes(code!))).toBe(true);
			expect(md.split(/\*\*\n\n```json\n/).length - 1).toBeGreaterThanOrEqual(examples.length);
			expect(md).not.toMatch(/[:：]\*\*[:：]/);
			if (source.includes('<DoctorReport />'))
				expect(fencedBlocks(md, 'sh')).toContain('flutter_mcp_cli doctor --json');
			// The source's own fenced blocks come through unchanged.
			for (const lang of ['sh', 'ts', 'js']) {
				const inSource = fencedBlocks(source, lang);
				for (const block of inSource) expect(md).toContain(block);
			}
		},
	);

	it('fills the exit code table with every exit code of the registry and its codes', () => {
		const guide = guidesOf('en').find((g) => g.guide.id === 'guides/retry-and-recovery')!.guide;
		const md = guideMarkdown(registry, guide, site);
		for (const exit of registry.exitCodes)
			expect(md).toMatch(new RegExp(`^\\| ${exit.exitCode} \\| \`${exit.name}\` \\|`, 'm'));
	});

	it('turns site links absolute, to the Markdown twin where there is one', () => {
		const guide = guidesOf('en').find((g) => g.guide.id === 'guides/retry-and-recovery')!.guide;
		const links = markdownLinks(
			guideMarkdown(registry, guide, site, [
				'guides/where-errors-appear',
				'reference/tool-authors',
			]),
		);
		expect(links).toContain(
			`${site}/guides/where-errors-appear.md#from-httplikestatus-to-a-json-rpc-code`,
		);
		expect(links).toContain(`${site}/reference/tool-authors.md#the-codes-file`);
		expect(links).toContain(`${site}/guides/error-model/#categories`);
		for (const href of links)
			expect(href.startsWith(`${site}/`) || href.startsWith('#'), href).toBe(true);
	});

	it('renders asides as GitHub alerts and refuses a component it has no Markdown for', () => {
		const guide: GuideSource = {
			id: 'guides/x',
			lang: 'en',
			title: 'X',
			body: '<Aside type="tip">\nRead `code`.\n</Aside>\n\nText <Badge text="new" /> here.\n',
		};
		expect(() => guideMarkdown(registry, guide, site)).toThrow(/<Badge text="new" \/>/);
		const md = guideMarkdown(
			registry,
			{ ...guide, body: '<Aside type="tip">\nRead `code`.\n</Aside>\n' },
			site,
		);
		expect(md).toContain('> [!TIP]\n> Read `code`.');
	});
});

describe('llms.txt and llms-full.txt', () => {
	it.each(languages)(
		'%s: llms.txt has the llmstxt.org shape and lists every guide and code page as Markdown',
		(lang) => {
			const guides = guidesOf(lang).map((g) => g.guide);
			const text = llmsTxt(registry, guides, lang, site);
			const [h1, summary, ...rest] = text.split('\n\n');
			expect(h1).toMatch(/^# \S/);
			expect(summary).toMatch(/^> \S/);
			expect(rest.filter((b) => b.startsWith('## ')).length).toBeGreaterThanOrEqual(4);
			expect(text).toContain('\n## Optional\n');
			const prefix = lang === 'en' ? '' : '/zh-tw';
			for (const g of guides)
				expect(text).toContain(`- [${g.title}](${site}${prefix}/${g.id}.md): ${g.description}`);
			for (const entry of registry.codes)
				expect(text).toContain(
					`- [${entry.code}](${site}${prefix}/codes/${entry.code}.md): ${plainText(entry.meaning[lang])}`,
				);
			for (const line of text.split('\n').filter((l) => l.startsWith('- ')))
				expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/playbook\.example\.test\/[^)]*\)(: \S.*)?$/);
		},
	);

	it.each(languages)('%s: llms-full.txt holds every guide and every code page in full', (lang) => {
		const guides = guidesOf(lang).map((g) => g.guide);
		const text = llmsFullTxt(registry, guides, lang, site);
		for (const g of guides) expect(text).toContain(`\n## ${g.title}\n`);
		for (const entry of registry.codes) {
			expect(text).toContain(`\n## ${entry.code}\n`);
			// The contract's command, on one line where the CLI prints the same (shown once).
			if (entry.recovery.kind === 'command') expect(text).toContain(entry.recovery.command);
		}
		expect(markdownProse(text)).not.toMatch(/^#{7,}/m);
		expect(markdownProse(text)).not.toMatch(/(?<!\\)<\/?[A-Z][A-Za-z]*|[{}]|undefined|NaN/);
	});
});
