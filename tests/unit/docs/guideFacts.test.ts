import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsRoot } from '../../../src/lib/guides/index.ts';
import { registry, requireCode } from '../../../src/lib/registry/index.ts';
import { prose } from '../../support/docsSource.ts';

/**
 * Facts a guide states about a code agree with the registry, in both languages (English review 5,
 * item 9): reading-an-error called state_lock_timeout "from the state layer", a layer the site
 * names "Local state, snapshots and files", whose source area is "State lock"; layers said
 * connect_failed means "the URI was tried and refused", though connecting without a URI fails
 * when discovery finds no app. English review 6, item 8: error-model counted only the contract's
 * eight own recoveries, for-agents' example report ran connect twice against its own rule,
 * tool-authors' hint ran `flutter_mcp_cli`, and the home page called the program "the MCP tool".
 */
const source = (path: string) => readFileSync(join(docsRoot, path), 'utf8');
const page = (path: string) => prose(source(path));
const languages = [
	{ lang: 'en', dir: 'guides', root: '' },
	{ lang: 'zh-TW', dir: 'zh-tw/guides', root: 'zh-tw/' },
] as const;

describe.each(languages)('$lang guides', ({ lang, dir, root }) => {
	it('name state_lock_timeout’s source area and layer as the registry does', () => {
		const entry = requireCode(registry, 'state_lock_timeout', 'test');
		const area = registry.sourceAreas.find((a) => a.id === entry.sourceArea)!;
		const layer = registry.layers.find((l) => l.id === area.layer)!;
		const text = page(`${dir}/reading-an-error.mdx`).replace(/\s+/g, ' ');
		const at = text.indexOf('<CodeLink code="state_lock_timeout" />');
		const sentence = text.slice(at, text.indexOf(lang === 'en' ? '. ' : '。', at));
		expect(sentence).toContain(area.label[lang]);
		expect(sentence).toContain(layer.title[lang]);
	});

	it('say connect_failed covers connecting without a URI too', () => {
		const text = page(`${dir}/layers.mdx`);
		const bullet = text
			.split('\n- ')
			.find((b) => b.startsWith('<CodeLink code="connect_failed" />'))!;
		expect(bullet).toMatch(lang === 'en' ? /Without a URI/ : /沒有指定 URI/);
	});

	// English review 6, item 8.
	it('give the later codes’ own recoveries beside the contract’s eight', () => {
		const text = page(`${dir}/error-model.mdx`).replace(/\s+/g, ' ');
		const own = registry.codes
			.filter((c) => c.addedIn && c.cli.recovery.source !== 'fallback')
			.map((c) => `<CodeLink code="${c.code}" />`);
		expect(own).toHaveLength(2);
		const at = text.indexOf(lang === 'en' ? 'Only eight' : '只有八個');
		for (const link of own) expect(text.slice(at, at + 400)).toContain(link);
	});

	// zh-TW review 8, item 7: error-model called connection_selection_required "one of the eight",
	// while the registry, contract-vs-cli and the code pages count eight fixed ones plus it.
	it('count the contract’s fixed recoveries as the registry does, the computed one apart', () => {
		const text = page(`${dir}/error-model.mdx`).replace(/\s+/g, ' ');
		const contract = registry.codes.filter((c) => !c.addedIn);
		const fixed = contract.filter((c) => c.cli.recovery.source === 'static');
		const computed = contract.filter((c) => c.cli.recovery.source === 'computed');
		expect(fixed).toHaveLength(8);
		expect(computed.map((c) => c.code)).toStrictEqual(['connection_selection_required']);
		expect(text).toContain(lang === 'en' ? 'Only eight' : '只有八個');
		expect(text).not.toMatch(lang === 'en' ? /One of the eight/ : /那八個之中/);
		const sentence = text.slice(text.indexOf(lang === 'en' ? 'One more' : '另外，'));
		expect(sentence.slice(0, 120)).toContain('<CodeLink code="connection_selection_required" />');
	});

	it('show an agent’s report that does not run the same recovery twice', () => {
		// Its "must not" list forbids what its example report showed: "connect_failed, twice".
		const text = source(`${dir}/for-agents.mdx`);
		expect(text).toMatch(/connect -> connect_failed$/m);
		expect(text).not.toMatch(/connect_failed[,，] ?(twice|兩次)/);
	});

	it('show a terminal hint that runs the installed binary', () => {
		const text = source(`${root}reference/tool-authors.mdx`);
		expect(text).toMatch(/^ {2}(run: +|執行：)flutter-mcp-toolkit exec /m);
		expect(text).not.toMatch(/^ {2}(run: +|執行：)flutter_mcp_cli/m);
	});

	it('name the program on the home page as the command-line tool and MCP server it is', () => {
		// "the MCP tool", the glossary's name for one fmt_* tool.
		const tagline = /tagline: (.*)/.exec(source(`${root}index.mdx`))![1]!;
		expect(tagline).toContain(
			lang === 'en' ? 'the command-line tool and MCP server' : '命令列工具與 MCP 伺服器',
		);
	});
});
