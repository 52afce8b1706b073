import { readdirSync, readFileSync } from 'node:fs';

/**
 * Every page of the built site, as a path, read from the sitemap(s) Astro wrote into dist/. The
 * browser tests enumerate pages from here, never from a hand-kept list.
 */
export function sitemapPaths(): string[] {
	const dist = new URL('../../dist/', import.meta.url);
	const files = readdirSync(dist).filter((f) => /^sitemap-\d+\.xml$/.test(f));
	if (files.length === 0)
		throw new Error('No dist/sitemap-*.xml: run `npm run build` before the browser tests.');
	const paths = files.flatMap((file) =>
		[...readFileSync(new URL(file, dist), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
			(m) => new URL(m[1]!).pathname,
		),
	);
	return [...new Set(paths)].sort();
}

export function expectedLang(path: string): 'en' | 'zh-TW' {
	return path.startsWith('/zh-tw/') ? 'zh-TW' : 'en';
}
