/**
 * Builds the validator package (`packages/validator/dist/`): the CLI of `src/cli/` bundled with esbuild
 * into plain JavaScript that any Node from 20 on runs, with zod and the registry JSON inlined, so the
 * package has no dependencies and needs neither the site nor type stripping. Code splitting keeps the
 * CLI's lazy imports lazy: `explain` (full zod, every text of every code) stays a chunk of its own
 * that `validate` never loads, and so does `mcp` (the SDK, and the guides it serves, embedded: the
 * package has no `content/`). A second entry, `index.mjs`, is the programmatic API of `src/api/`
 * (`import { validate } from '@error-playbook/validator'`), sharing its chunks with the CLI. Also
 * writes the JSON Schemas of `validate --json` and of the envelope, and copies the API's `index.d.ts`
 * (generated from the zod schemas and committed: scripts/generate-validator-types.ts).
 *
 * Run: `SITE_URL=https://… npm run build:validator` (the site the package's page URLs point to; the
 * package's `prepack` runs this too, so it refuses a missing or loopback address: what it builds is
 * published); `--outdir DIR` builds elsewhere than `packages/validator/dist`; `--local` allows the
 * loopback default for a build that is never published (the bench's, in its temporary folder).
 *
 * The repository (REPOSITORY_URL, else the git remote `origin`; src/lib/site/repository.ts) is
 * required as SITE_URL is. Run as `prepack`, the build writes the package's `homepage`,
 * `repository` and `bugs` into packages/validator/package.json for npm to pack; `postpack`
 * (`--restore-manifest`) takes them out again (scripts/lib/packageManifest.ts). `--local` leaves
 * them out rather than inventing them.
 */
import {
	chmodSync,
	copyFileSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { validateOutputJsonSchema } from '../src/lib/report/outputSchema.ts';
import { envelopeJsonSchema } from '../src/lib/engine/index.ts';
import { registry } from '../src/lib/registry/index.ts';
import { languages } from '../src/lib/i18n/index.ts';
import {
	absoluteUrl,
	defaultSiteUrl,
	envelopeSchemaPath,
	isSiteUrl,
	publicRepositoryProblem,
	publicSiteUrlProblem,
	repositoryUrl,
	siteUrl,
	validateOutputSchemaPath,
} from '../src/lib/site/index.ts';
import { guideSources } from '../src/mcp/guideSources.ts';
import { gitOrigin } from './lib/gitOrigin.ts';
import { withoutReleaseLinks, withReleaseLinks } from './lib/packageManifest.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifestPath = `${root}packages/validator/package.json`;
if (process.argv.includes('--restore-manifest')) {
	// `postpack`: the committed manifest again, without the release links.
	writeFileSync(manifestPath, withoutReleaseLinks(readFileSync(manifestPath, 'utf8')));
	process.exit(0);
}
const outdirArg = process.argv.indexOf('--outdir');
const dist =
	outdirArg > 0 ? resolve(process.argv[outdirArg + 1]!) : `${root}packages/validator/dist`;
const entry = `${dist}/error-playbook.mjs`;
const site = siteUrl(process.env);
// The package would refuse to run with it (src/cli/run.ts): refuse to build it.
if (!isSiteUrl(site))
	throw new Error(
		`SITE_URL "${site}" is not an http or https address such as https://playbook.example.com.`,
	);
const local = process.argv.includes('--local');
const repository = repositoryUrl(process.env, gitOrigin(root));
const command = 'npm run build:validator   # or npm pack';
const problem = local
	? null
	: (publicSiteUrlProblem(process.env.SITE_URL, command) ??
		publicRepositoryProblem(repository, command));
if (problem) {
	console.error(`\n${problem}\n`);
	process.exit(1);
}

/**
 * The MCP server reads its guides from `content/docs/`, which the package does not ship. This build
 * calls the server's own reader (`src/mcp/guideSources.ts`) and puts in the bundle, in place of that
 * module, a module returning what it read: the same guides, parsed and ordered once here, and no file
 * reading left in the package. One source of truth, the MDX; the package test reads them through MCP.
 */
const guideSourcesPath = `${root}src/mcp/guideSources.ts`;
let guidesEmbedded = false;
const embedGuideSources: Plugin = {
	name: 'embed-guide-sources',
	setup(build) {
		build.onLoad({ filter: /[\\/]guideSources\.ts$/ }, ({ path }) => {
			if (resolve(path) !== resolve(guideSourcesPath)) return undefined;
			guidesEmbedded = true;
			const byLang = Object.fromEntries(languages.map((lang) => [lang, guideSources(lang)]));
			return {
				loader: 'js',
				contents: `// Embedded by scripts/build-validator.ts from content/docs/ (the package has no content/).\nconst sources = ${JSON.stringify(byLang)};\n\nexport function guideSources(lang) {\n\treturn sources[lang];\n}\n`,
			};
		});
	},
};

/**
 * In the package, the default site is the one it was built for: `defaultSiteUrl`, the loopback
 * address of `npm start`, is the default of every function that builds a page URL, and must not
 * ship (tests/unit/site/publicAddress.test.ts greps the package for it).
 */
const urlsPath = `${root}src/lib/site/urls.ts`;
const packagedDefaultSite: Plugin = {
	name: 'packaged-default-site',
	setup(build) {
		build.onLoad({ filter: /[\\/]urls\.ts$/ }, ({ path }) => {
			if (resolve(path) !== resolve(urlsPath)) return undefined;
			const line = `export const defaultSiteUrl = '${defaultSiteUrl}';`;
			const source = readFileSync(path, 'utf8');
			if (!source.includes(line)) throw new Error(`${urlsPath} no longer has the line: ${line}`);
			return {
				loader: 'ts',
				contents: source.replace(line, `export const defaultSiteUrl = ${JSON.stringify(site)};`),
			};
		});
	},
};

rmSync(dist, { recursive: true, force: true });
const result = await build({
	// Paths in the metafile are relative to this, whichever folder the build runs from (prepack: the package's).
	absWorkingDir: root,
	entryPoints: { 'error-playbook': `${root}src/cli/main.ts`, index: `${root}src/api/index.ts` },
	outdir: dist,
	outExtension: { '.js': '.mjs' },
	chunkNames: 'chunks/[name]-[hash]',
	bundle: true,
	splitting: true,
	format: 'esm',
	platform: 'node',
	// The oldest Node the package supports (`engines` in packages/validator/package.json).
	target: 'node20',
	// Unminified and without source maps: readable in node_modules for whoever debugs it; minifying
	// saved 20 KB of the gzipped tarball and started no faster, maps would have tripled it.
	minify: false,
	define: { PACKAGED_SITE_URL: JSON.stringify(site) },
	plugins: [embedGuideSources, packagedDefaultSite],
	metafile: true,
	logLevel: 'warning',
});

// A moved or renamed reader would otherwise leave an `mcp` that fails on its first guide, in the package only.
if (!guidesEmbedded)
	throw new Error(
		`${guideSourcesPath} was not bundled: the guides of the MCP server are not embedded`,
	);

// The shebang only on the entry: chunks are imported, never run.
writeFileSync(entry, `#!/usr/bin/env node\n${readFileSync(entry, 'utf8')}`);
chmodSync(entry, 0o755);

mkdirSync(`${dist}/schemas`);
const schema = validateOutputJsonSchema(absoluteUrl(site, validateOutputSchemaPath));
writeFileSync(`${dist}/schemas/validate-output-v1.json`, `${JSON.stringify(schema, null, 2)}\n`);
// As src/pages/schemas/envelope-v3.json.ts serves it: the package's copy is the site's, byte for byte.
const codes = registry.codes.map((c) => c.code) as [string, ...string[]];
const envelope = envelopeJsonSchema(codes, absoluteUrl(site, envelopeSchemaPath));
writeFileSync(`${dist}/schemas/envelope-v3.json`, `${JSON.stringify(envelope, null, 2)}\n`);
// Generated and committed (scripts/generate-validator-types.ts), type-checked by `npm run check`.
copyFileSync(`${root}packages/validator/index.d.ts`, `${dist}/index.d.ts`);

// The bundle redistributes third-party code (zod): their licences travel with it. Keyed by the
// package's folder, the innermost node_modules/<name>, so a nested copy is found too.
const bundled = new Map(
	Object.keys(result.metafile.inputs).flatMap((input) => {
		const match = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(input);
		return match ? [[match[1]!, match[2]!] as const] : [];
	}),
);
if (!bundled.size)
	throw new Error('no third-party code found in the bundle: the licence lookup is broken');
mkdirSync(`${dist}/licenses`);
for (const [folder, name] of bundled) {
	const file = readdirSync(`${root}${folder}`).find((f) => /^licen[cs]e(\.|$)/i.test(f));
	if (!file) throw new Error(`${name} is bundled but has no LICENSE file to ship with it`);
	copyFileSync(`${root}${folder}/${file}`, `${dist}/licenses/${name.replace('/', '__')}.txt`);
}

// What npm packs: the manifest with the release links, only when npm is packing this package.
if (process.env.npm_lifecycle_event === 'prepack' && repository && !local)
	writeFileSync(
		manifestPath,
		withReleaseLinks(readFileSync(manifestPath, 'utf8'), { site, repository }),
	);

for (const [file, { bytes }] of Object.entries(result.metafile.outputs))
	console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
console.log(`bundled: ${[...new Set(bundled.values())].join(', ')}; page URLs point to ${site}`);
