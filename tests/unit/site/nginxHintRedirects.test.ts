import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	hintRedirectsConf,
	hintRedirectsPath,
	hintMaps,
	mapValue,
	maxRedirectedUri,
	nginxHintRedirect,
	sectionSpellings,
} from '../../../scripts/lib/nginxHintRedirects.ts';
import { registry } from '../../../src/lib/registry/index.ts';
import {
	codeOfSpelling,
	codeSpellingSource,
	codesWithPages,
	resolveHintPath,
	sections,
} from '../../../src/lib/site/index.ts';
import { trailingPunctuationChars } from '../../../src/lib/codeNames/index.ts';

/**
 * nginx answers hint-link variants with a 301 from maps generated out of the 404 page's own rules.
 * Here both run, in JavaScript, over the same addresses: nginx may leave a variant to the 404 page,
 * but never sends one elsewhere than the page would. The generated file must be current.
 */
// The codes the 404 page gets (NotFound.astro), which are the codes with a page.
const codes = codesWithPages(registry);
const script = (path: string) => {
	const r = resolveHintPath(path, codes);
	return r.kind === 'redirect' ? r.to : undefined;
};

describe('nginx hint redirects', () => {
	it('scripts/nginx/snippets/error-playbook-hint-redirects.conf is current (npm run nginx:redirects)', () => {
		expect(readFileSync(hintRedirectsPath, 'utf8')).toBe(hintRedirectsConf(codes));
	});

	it.each([
		['/codes/connect_failed.html', '/codes/connect_failed/'],
		['/codes/connect_failed.htm', '/codes/connect_failed/'],
		['/codes/Connect-Failed/', '/codes/connect_failed/'],
		['/codes/ConnectFailed', '/codes/connect_failed/'],
		['/codes/CONNECT_FAILED/', '/codes/connect_failed/'],
		['/codes/connect failed', '/codes/connect_failed/'],
		['/codes/connect_failed.', '/codes/connect_failed/'],
		['/codes/connect_failed/).', '/codes/connect_failed/'],
		['/codes/connect_failed/extra', '/codes/connect_failed/'],
		['/codes/connect_failed/extra/more/', '/codes/connect_failed/'],
		['/zh/codes/connect_failed/', '/zh-tw/codes/connect_failed/'],
		['/zh-TW/codes/connect_failed/', '/zh-tw/codes/connect_failed/'],
		['/zh_tw/codes/connect_failed/', '/zh-tw/codes/connect_failed/'],
		['/tw/codes/connect_failed/', '/zh-tw/codes/connect_failed/'],
		['/zh-Hant/codes/ConnectFailed.html', '/zh-tw/codes/connect_failed/'],
		['/en/codes/connect_failed/', '/codes/connect_failed/'],
		['/code/connect_failed/', '/codes/connect_failed/'],
		['/error-codes/vm-not-connected', '/codes/vm_not_connected/'],
		['/code/', '/codes/'],
		['/zh/codes', '/zh-tw/codes/'],
		['/playgroud/', '/playground/'],
		['/zh-tw/playgroud', '/zh-tw/playground/'],
		['/playground/extra', '/playground/'],
		['/guide/error-model/', '/guides/error-model/'],
		['/refrence/glossary', '/reference/glossary/'],
		['/guides/error-model.html', '/guides/error-model/'],
		['/zh/', '/zh-tw/'],
		// A Chinese sentence's punctuation after the code (visitor review 3, defect 9).
		['/codes/connect_failed。', '/codes/connect_failed/'],
		['/zh-tw/codes/connect_failed。', '/zh-tw/codes/connect_failed/'],
		['/codes/connect_failed）', '/codes/connect_failed/'],
		['/codes/connect_failed，', '/codes/connect_failed/'],
		['/zh-tw/codes/connect_failed」。', '/zh-tw/codes/connect_failed/'],
		['/codes/connect_failed．', '/codes/connect_failed/'],
		['/codes/connect_failed.html。', '/codes/connect_failed/'],
		['/codes/connect_failed）.html/extra', '/codes/connect_failed/'],
	])('%s → 301 %s, where the 404 page would go too', (from, to) => {
		expect(nginxHintRedirect(from, codes)).toBe(to);
		expect(script(from)).toBe(to);
	});

	it.each([
		'/codes/conect_failed/', // an unknown code: the 404 page suggests
		'/codes/connect_failed/', // the page itself (and nginx only looks at missed addresses)
		'/guides/nope/', // a redirect to itself would loop
		'/zh-tw/nothing-here/',
		'/zh-twx/',
		'/Guides/Error-Model', // nginx cannot lower-case a slug: the 404 page does it
	])('%s: no redirect from nginx', (path) => {
		expect(nginxHintRedirect(path, codes)).toBeUndefined();
	});

	it('strips each trailing punctuation mark the 404 page strips, ASCII and full-width', () => {
		for (const mark of trailingPunctuationChars) {
			const from = `/zh-tw/codes/connect_failed${mark}`;
			expect(nginxHintRedirect(from, codes), from).toBe('/zh-tw/codes/connect_failed/');
			expect(script(from), from).toBe('/zh-tw/codes/connect_failed/');
		}
	});

	it('reads the copy’s tail as one run: no two runs of one class side by side', () => {
		// Two adjacent runs of the same characters are what made 4,000 dots and an `x` cost nginx
		// quadratic time (security review 2, hole 1); the tail is now one atomic group, and nothing
		// after it can start with what it takes. tests/e2e/nginx.spec.ts counts nginx's PCRE steps.
		const { normalise, target } = hintMaps(codes);
		for (const rule of [...normalise, ...target]) expect(rule.pattern, rule.value).toMatch(/^\^/);
		const atomicTail = /\(\?=\(\(\?:[^\n]*\)\*\)\)\\2/;
		for (const code of codes) {
			const rule = target.find((r) => r.value === `$1/codes/${code}/`)!;
			const [head, tail] = rule.pattern.split(atomicTail);
			expect(head, code).toBe(`^(/zh-tw)?/codes/(?:${codeSpellingSource(code)})`);
			expect(tail, code).toBe('(?:/.*)?$');
			expect(rule.pattern.match(/\)[*+]/g), code).toHaveLength(1);
		}
		// The same patterns in JavaScript, the length guard left out: 8 KB of punctuation after a
		// code is read whole, a redirect when the address ends there or goes on after a slash, none
		// when a letter follows.
		const run = Array.from(
			{ length: 8000 },
			(_, i) => trailingPunctuationChars[i % trailingPunctuationChars.length],
		).join('');
		const targetOf = (path: string) => mapValue(target, path);
		expect(targetOf(`/codes/connect_failed${run}`)).toBe('/codes/connect_failed/');
		expect(targetOf(`/zh-tw/codes/Connect-Failed${'.'.repeat(8000)}/more`)).toBe(
			'/zh-tw/codes/connect_failed/',
		);
		expect(targetOf(`/codes/connect_failed${run}x`)).toBe('');
		expect(targetOf(`/codes/connect_failed${'.'.repeat(8000)}x`)).toBe('');
	});

	it('leaves an address of 256 characters or more to the 404 page: the first rule nginx tries', () => {
		const { normalise } = hintMaps(codes);
		expect(normalise[0]).toStrictEqual({
			pattern: `^[\\s\\S]{${maxRedirectedUri}}`,
			caseInsensitive: false,
			value: '',
		});
		expect(hintRedirectsConf(codes)).toContain(
			`map $uri $error_playbook_hint_normal {\n\tdefault "";\n\t"~^[\\\\s\\\\S]{${maxRedirectedUri}}" "";\n`,
		);
		const at = (length: number) =>
			`/codes/connect_failed${'.'.repeat(length - '/codes/connect_failed'.length)}`;
		expect(nginxHintRedirect(at(maxRedirectedUri - 1), codes)).toBe('/codes/connect_failed/');
		expect(nginxHintRedirect(at(maxRedirectedUri), codes)).toBeUndefined();
		// A newline (%0A in the address) counts like any other character.
		const guard = new RegExp(normalise[0]!.pattern);
		expect(guard.test(`${'/'.repeat(100)}\n${'.'.repeat(maxRedirectedUri - 101)}`)).toBe(true);
		expect(guard.test('.'.repeat(maxRedirectedUri - 1))).toBe(false);
		expect(nginxHintRedirect(`/codes/connect_failed${'。'.repeat(300)}`, codes)).toBeUndefined();
		// The 404 page's script, which runs in the visitor's browser, still resolves it.
		expect(script(`/codes/connect_failed${'。'.repeat(300)}`)).toBe('/codes/connect_failed/');
	});

	it('covers every code in every spelling, in both languages', () => {
		const camel = (code: string) =>
			code.replace(/(^|_)([a-z0-9])/g, (_, _sep, c: string) => c.toUpperCase());
		for (const code of codes)
			for (const [prefix, lang] of [
				['', ''],
				['/zh', '/zh-tw'],
			] as const)
				for (const spelling of [
					code.toUpperCase(),
					code.replace(/_/g, '-'),
					camel(code),
					`${code}.html`,
					`${code}/extra`,
				]) {
					const from = `${prefix}/codes/${spelling}`;
					expect(nginxHintRedirect(from, codes), from).toBe(`${lang}/codes/${code}/`);
					expect(script(from), from).toBe(`${lang}/codes/${code}/`);
				}
	});

	it('takes a misspelled section for the one the 404 page takes it for', () => {
		for (const section of sections) {
			const spellings = sectionSpellings(section);
			expect(spellings.length).toBeGreaterThan(5);
			for (const spelling of spellings) {
				const from = `/${spelling}/`;
				const to = nginxHintRedirect(from, codes);
				if (to !== undefined) expect(script(from), from).toBe(to);
			}
		}
	});

	it('never sends an address elsewhere than the 404 page would (generated addresses)', () => {
		const piece = fc.constantFrom(
			'',
			'/',
			'/en',
			'/zh',
			'/ZH-tw',
			'/zh_tw',
			'/tw',
			'/zh-hant-tw',
			'/codes',
			'/code',
			'/cdoes',
			'/Codes',
			'/errors',
			'/playground',
			'/playgroud',
			'/guides',
			'/guide',
			'/reference',
			'/error-model',
			'/Error-Model',
			'/glossary',
			'/connect_failed',
			'/Connect-Failed',
			'/ConnectFailed',
			'/connectfailed',
			'/connect failed',
			'/connect__failed',
			'/vm_not_connected',
			'/VM-NOT-CONNECTED',
			'.html',
			'.HTM',
			'.',
			').',
			'’',
			'。',
			'）',
			'」',
			'，',
			'/index.html',
			'/extra',
			'x',
			'-',
			'_',
		);
		fc.assert(
			fc.property(fc.array(piece, { maxLength: 6 }), (pieces) => {
				const path = `/${pieces.join('').replace(/^\/+/, '')}`.replace(/\/{2,}/g, '/');
				const to = nginxHintRedirect(path, codes);
				if (to !== undefined) expect(script(path), path).toBe(to);
			}),
			{ numRuns: 5000 },
		);
	});

	it('gives no two codes a common spelling', () => {
		for (const code of codes) {
			const squashed = code.replace(/_/g, '');
			const named = codes.filter((other) =>
				new RegExp(`^(?:${codeSpellingSource(other)})$`, 'i').test(squashed),
			);
			expect(named, code).toStrictEqual([code]);
			expect(codeOfSpelling(squashed.toUpperCase(), codes)).toBe(code);
		}
	});
});
