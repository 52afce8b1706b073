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
 * when discovery finds no app.
 */
const page = (path: string) => prose(readFileSync(join(docsRoot, path), 'utf8'));
const languages = [
	{ lang: 'en', dir: 'guides' },
	{ lang: 'zh-TW', dir: 'zh-tw/guides' },
] as const;

describe.each(languages)('$lang guides', ({ lang, dir }) => {
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
});
