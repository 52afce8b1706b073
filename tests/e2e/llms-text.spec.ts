import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * The text the site publishes for machines, as a client fetches it: /llms.txt and /llms-full.txt in
 * both languages, every code page's Markdown and JSON twins, and the <head> links that announce them.
 * Runs in both projects; under nginx (production) the content types must be exact.
 */

const languages = [
	{ lang: 'en', prefix: '' },
	{ lang: 'zh-TW', prefix: '/zh-tw' },
] as const;

interface CodesJson {
	codes: { code: string; [key: string]: unknown }[];
}

/** The site paths a Markdown or llms text links to (absolute URLs of the site, whatever SITE_URL was); other hosts are left out. */
function sitePaths(text: string, site: string): string[] {
	return [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)]
		.map((m) => new URL(m[1]!))
		.filter((url) => url.origin === site)
		.map((url) => `${url.pathname}${url.search}`);
}

async function fetchText(request: APIRequestContext, path: string, type: RegExp) {
	const response = await request.get(path);
	expect(response.status(), path).toBe(200);
	expect(response.headers()['content-type'], path).toMatch(type);
	return response.text();
}

const exact = (nginx: boolean, type: string, loose: RegExp) =>
	nginx ? new RegExp(`^${type.replace(/[+.]/g, '\\$&')}$`) : loose;

test('llms.txt, the Markdown twins and the JSON records are served with their types, and every link in them resolves', async ({
	request,
}, info) => {
	test.setTimeout(120_000);
	const nginx = info.project.name === 'nginx';
	const markdown = exact(nginx, 'text/markdown; charset=utf-8', /^text\/markdown\b/);
	const plain = exact(nginx, 'text/plain; charset=utf-8', /^text\/plain\b/);
	const json = exact(nginx, 'application/json', /^application\/json\b/);

	const codesJson = JSON.parse(await fetchText(request, '/codes.json', json)) as CodesJson;
	const site = new URL((codesJson.codes[0]!.urls as { en: string }).en).origin;
	const links = new Set<string>();
	const sizes: string[] = [];

	for (const { lang, prefix } of languages) {
		const index = await fetchText(request, `${prefix}/llms.txt`, plain);
		expect(index, `${prefix}/llms.txt`).toMatch(/^# \S[^\n]*\n\n> \S/);
		for (const { code } of codesJson.codes)
			expect(index).toContain(`](${site}${prefix}/codes/${code}.md)`);
		for (const path of sitePaths(index, site)) links.add(path);

		const full = await fetchText(request, `${prefix}/llms-full.txt`, plain);
		for (const { code } of codesJson.codes) expect(full).toContain(`\n## ${code}\n`);
		sizes.push(`${prefix}/llms-full.txt ${Buffer.byteLength(full)} bytes`);

		for (const record of codesJson.codes) {
			const md = await fetchText(request, `${prefix}/codes/${record.code}.md`, markdown);
			expect(md.startsWith(`# ${record.code}\n`)).toBe(true);
			for (const path of sitePaths(md, site)) links.add(path);
			// The JSON twin is exactly the record of /codes.json, under both languages.
			const twin = JSON.parse(
				await fetchText(request, `${prefix}/codes/${record.code}.json`, json),
			);
			expect(twin, `${prefix}/codes/${record.code}.json (${lang})`).toStrictEqual(record);
		}
	}
	info.annotations.push({ type: 'size', description: sizes.join(', ') });

	// Every page llms.txt and the code pages link to, guides' Markdown included, and the links inside those.
	for (const path of [...links].filter((p) => p.endsWith('.md')))
		for (const inner of sitePaths(await fetchText(request, path, markdown), site)) links.add(inner);
	expect(links.size).toBeGreaterThan(150);
	const broken: string[] = [];
	for (const path of links) {
		const response = await request.get(path, { maxRedirects: 0 });
		if (response.status() !== 200) broken.push(`${path} → ${response.status()}`);
	}
	expect(broken).toStrictEqual([]);
});

test('every code page announces its Markdown and JSON twins in <head>, and both answer', async ({
	request,
}) => {
	test.setTimeout(120_000);
	const codesJson = (await (await request.get('/codes.json')).json()) as CodesJson;
	for (const { prefix } of languages) {
		for (const { code } of codesJson.codes) {
			const html = await (await request.get(`${prefix}/codes/${code}/`)).text();
			const head = html.slice(0, html.indexOf('</head>'));
			for (const [type, ext] of [
				['text/markdown', 'md'],
				['application/json', 'json'],
			] as const) {
				const href = new RegExp(`<link rel="alternate" type="${type}" href="([^"]+)"`).exec(
					head,
				)?.[1];
				expect(href, `${prefix}/codes/${code}/ ${type}`).toBe(`${prefix}/codes/${code}.${ext}`);
				expect((await request.get(href!)).status(), href).toBe(200);
			}
		}
	}
});

test('every guide listed in llms.txt announces its Markdown twin in <head>', async ({
	request,
}) => {
	for (const { prefix } of languages) {
		const index = await (await request.get(`${prefix}/llms.txt`)).text();
		const twins = [
			...index.matchAll(/\]\(https?:\/\/[^/]+(\/(?:zh-tw\/)?(?:guides|reference)\/[^)]+\.md)\)/g),
		].map((m) => m[1]!);
		expect(twins.length, `${prefix}/llms.txt guides`).toBeGreaterThanOrEqual(7);
		for (const twin of twins) {
			const html = await (await request.get(twin.replace(/\.md$/, '/'))).text();
			const head = html.slice(0, html.indexOf('</head>'));
			expect(head, twin).toContain(`<link rel="alternate" type="text/markdown" href="${twin}"`);
		}
	}
});

test('a visitor’s browser sees the alternate links of a Chinese code page', async ({ page }) => {
	await page.goto('/zh-tw/codes/state_lock_timeout/');
	await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
		'href',
		'/zh-tw/codes/state_lock_timeout.md',
	);
	await expect(page.locator('head link[rel="alternate"][type="application/json"]')).toHaveAttribute(
		'href',
		'/zh-tw/codes/state_lock_timeout.json',
	);
	const response = await page.request.get('/zh-tw/codes/state_lock_timeout.md');
	expect(await response.text()).toContain('## 要不要重試？');
});
