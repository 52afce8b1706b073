// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import { locales } from './src/lib/i18n/index.ts';
import {
	basePath,
	isSiteUrl,
	publicRepositoryProblem,
	publicSiteUrlProblem,
	repositoryEditUrl,
	repositoryUrl,
	siteUrl,
} from './src/lib/site/index.ts';
import { gitOrigin } from './scripts/lib/gitOrigin.ts';
import { drafts, draftsText, registry, sidebar } from './src/lib/registry/index.ts';
import { cspInlineHashes } from './src/integrations/cspInlineHashes.ts';
import { baseLinks } from './src/integrations/rehypeBaseLinks.ts';
import { scrollTables } from './src/integrations/rehypeScrollTables.ts';
import { sharedChunks } from './src/integrations/sharedChunks.ts';

/**
 * The address the site is published at, the one input for where it lives: SITE_URL, whose path is
 * the base path the site is served under (`https://user.github.io/error-playbook/`). Sitemap,
 * hreflang links, exports and every page link derive from it. A release build (`npm run
 * build:release`, RELEASE=1) refuses the loopback default: what it builds is published.
 */
const site = siteUrl(process.env);
if (!isSiteUrl(site))
	throw new Error(
		`SITE_URL "${site}" is not an http or https address such as https://playbook.example.com.`,
	);
/**
 * The repository the edit and report links point to: REPOSITORY_URL, else the git remote `origin`.
 * Unknown here (a clone without a public remote), the links are left out rather than invented; a
 * release build refuses to be made without it.
 */
const repository = repositoryUrl(process.env, gitOrigin(import.meta.dirname));
if (process.env.RELEASE === '1') {
	const problem =
		publicSiteUrlProblem(process.env.SITE_URL, 'npm run build:release') ??
		publicRepositoryProblem(repository, 'npm run build:release');
	if (problem) {
		// A message, not a stack trace: the reader has a variable to set, not a bug to find.
		console.error(`\n${problem}\n`);
		process.exit(1);
	}
	// Drafts build (each page says its explanation is not written yet), but whoever publishes
	// should know what is still to write.
	const pending = drafts(registry);
	if (pending.length > 0) console.warn(`\n${draftsText(pending)}`);
}

export default defineConfig({
	site,
	// Pages, Starlight's links and assets, Pagefind and our own links (`href` in src/lib/site) follow it.
	base: basePath(site),
	markdown: {
		// Starlight renders every code block with Expressive Code before Astro's own highlighter
		// runs, so Shiki never colours anything here. Switching it off changes no page and silences
		// Astro's warning that Shiki's inline styles conflict with a Content-Security-Policy.
		syntaxHighlight: false,
	},
	vite: {
		// The base path for `href` and `sitePathOf` (src/lib/site/urls.ts), in pages and browser scripts.
		// SITE_REPOSITORY_URL: the repository's address or null, for the edit and report links.
		define: {
			SITE_BASE_PATH: JSON.stringify(basePath(site)),
			SITE_REPOSITORY_URL: JSON.stringify(repository),
		},
		build: {
			rolldownOptions: {
				onwarn(warning, warn) {
					// Astro marks the modules that carry an MDX page's styles with a
					// "use astro:head-inject" directive that nothing reads (it detects them by their
					// `__astroPropagation` export), so Rolldown dropping it while bundling changes
					// nothing. Known, harmless and fixed upstream: withastro/astro#18087. Every other
					// warning is still printed.
					if (
						warning.code === 'MODULE_LEVEL_DIRECTIVE' &&
						warning.message.includes('"use astro:head-inject"')
					)
						return;
					warn(warning);
				},
			},
		},
	},
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
				// without a hash; <style> elements and every script are hashed. `style-src` itself is
				// Astro's default, 'self' plus the hashes: naming 'self' here would change nothing but
				// make Astro warn that it does not reach `style-src-attr` (it cannot: attributes are
				// never loaded from a URL).
				resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }],
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
			description:
				'Every error code of flutter-mcp-toolkit (its v3 contract and later releases): what it means and what to run.',
			defaultLocale: 'root',
			locales: Object.fromEntries(
				locales.map((l) => [l.starlightKey, { label: l.label, lang: l.lang }]),
			),
			customCss: ['./src/styles/custom.css'],
			// Guides name their Markdown twins in <head> (code pages do it in their frontmatter).
			routeMiddleware: './src/routeData.ts',
			components: {
				// Stores the theme only when the visitor picks one (see the component).
				ThemeSelect: './src/components/ThemeSelect.astro',
				// Theme and language pickers in the header at every width, the home page included.
				Header: './src/components/Header.astro',
				MobileMenuFooter: './src/components/MobileMenuFooter.astro',
				// "Edit this page" and "Report a problem with this page", when the repository is known.
				EditLink: './src/components/EditLink.astro',
				// Pagefind, plus "did you mean" for codes and results in the other language.
				Search: './src/components/Search.astro',
			},
			favicon: '/favicon.svg',
			// Starlight announces a large image card, but no page has an image: a plain summary card.
			head: [{ tag: 'meta', attrs: { name: 'twitter:card', content: 'summary' } }],
			// Our own 404 pages (src/pages/404.astro, src/pages/zh-tw/404.astro) redirect near-miss
			// code addresses and suggest codes; Starlight's would not.
			disable404Route: true,
			lastUpdated: false,
			// Guides are edited in content/docs/ (src/content/docs is a symlink to it, which GitHub
			// cannot edit through): src/routeData.ts sets each guide's edit link, code pages set theirs.
			// The links exist only when the repository is known.
			...(repository ? { editLink: { baseUrl: repositoryEditUrl(repository, '') } } : {}),
			pagination: true,
			// The guides live in content/docs/ (src/content/docs is a symlink to it), where Starlight's
			// Markdown plugins do not look by default: without this the guides' headings would get no
			// permalinks (`headingLinks`) and asides would not be rendered.
			markdown: { processedDirs: ['./content/docs/'] },
			// Paths and labels in both languages: content/registry/sidebar.json.
			sidebar,
		}),
		// Markdown tables scroll inside a labelled region, like the generated ones (ScrollTable.astro).
		scrollTables(),
		// Markdown links of the guides under the base path, as `href` does for components.
		baseLinks(),
		// The 404 and home pages load the did-you-mean, not the playground's whole engine.
		sharedChunks(),
		// After Starlight, so it sees every page Starlight built.
		cspInlineHashes(),
	],
});
