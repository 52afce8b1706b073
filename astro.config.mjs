// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import { locales } from './src/lib/i18n/index.ts';
import { siteUrl } from './src/lib/site/index.ts';
import { cspInlineHashes } from './src/integrations/cspInlineHashes.ts';

/**
 * The address the site is published at. Sitemap, hreflang links and the absolute URLs in
 * `/codes.json` derive from it; set SITE_URL when deploying elsewhere.
 */
const site = siteUrl(process.env);

export default defineConfig({
	site,
	security: {
		csp: {
			directives: [
				"default-src 'none'",
				"img-src 'self' data:",
				"font-src 'self'",
				"connect-src 'self'",
				"manifest-src 'self'",
				"base-uri 'self'",
				"form-action 'self'",
			],
			styleDirective: {
				// Starlight and Expressive Code set style="" attributes. Only attributes may be inline
				// without a hash; <style> elements and every script are hashed.
				resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
			},
			scriptDirective: {
				// Pagefind compiles its WebAssembly search index; this allows WebAssembly only, not eval.
				resources: ["'self'", "'wasm-unsafe-eval'"],
			},
		},
	},
	integrations: [
		starlight({
			title: { en: 'Error Playbook', 'zh-TW': 'Error Playbook 錯誤手冊' },
			description: 'Every error code of the flutter_mcp_cli v3 contract: what it means and what to run.',
			defaultLocale: 'root',
			locales: Object.fromEntries(
				locales.map((l) => [l.starlightKey, { label: l.label, lang: l.lang }]),
			),
			customCss: ['./src/styles/custom.css'],
			components: {
				// Stores the theme only when the visitor picks one (see the component).
				ThemeSelect: './src/components/ThemeSelect.astro',
			},
			favicon: '/favicon.svg',
			// Our own 404 pages (src/pages/404.astro, src/pages/zh-tw/404.astro) redirect near-miss
			// code addresses and suggest codes; Starlight's would not.
			disable404Route: true,
			lastUpdated: false,
			pagination: true,
			sidebar: [
				{
					label: 'Guides',
					translations: { 'zh-TW': '指南' },
					items: [{ autogenerate: { directory: 'guides' } }],
				},
				{
					label: 'Reference',
					translations: { 'zh-TW': '參考資料' },
					items: [
						{ label: 'All error codes', translations: { 'zh-TW': '所有錯誤代碼' }, link: '/codes/' },
						{ label: 'Envelope playground', translations: { 'zh-TW': 'Envelope 驗證工具' }, link: '/playground/' },
						{ label: 'For tool authors', translations: { 'zh-TW': '給工具作者' }, link: '/reference/tool-authors/' },
						{ label: 'Contract and CLI differences', translations: { 'zh-TW': '契約與 CLI 的差異' }, link: '/reference/contract-vs-cli/' },
					],
				},
			],
		}),
		// After Starlight, so it sees every page Starlight built.
		cspInlineHashes(),
	],
});
