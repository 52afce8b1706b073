import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Two tiers of vitest, run apart by `npm test`: `unit` (tests/unit/: the source, the registry, the
 * CLI and MCP server, the package) before the build, and `build` (tests/build/: the built site
 * read from dist/ without a browser: budgets, titles, links, twins, zh-TW text) after it.
 * `--project unit` or `--project build` picks one; a file path picks that file in either tier.
 */
export default defineConfig({
	// This file sits in tests/; paths below are from the repository root.
	root: fileURLToPath(new URL('..', import.meta.url)),
	test: {
		// A hang detector, not a speed goal (speed lives in `npm run bench`): a test that builds the
		// site or packs the package takes 30–40 s when other work shares the 2 cores, and must pass.
		testTimeout: 120_000,
		hookTimeout: 120_000,
		// Vitest keeps one core for itself by default: one worker on this 2-core machine. A test file
		// here often waits on a child process (a packed package, nginx, the MCP Inspector), so a
		// worker per core overlaps the waits: the unit tier 128 → 98 s, measured on one machine.
		maxWorkers: '100%',
		// Files share their worker's modules instead of importing the registry (parsed by zod) and
		// the engine afresh each: the unit tier 82 → 63 s. A file that needs modules of its own
		// takes them with vi.resetModules() (tests/unit/engine/languages.test.ts).
		isolate: false,
		// Under GitHub Actions the CLI's text report is wrapped in `::stop-commands::` lines
		// (src/cli/run.ts); tests that run the CLI expect a plain terminal unless they set it.
		// NODE_COMPILE_CACHE: the scripts and the CLI the tests start run from TypeScript source, and
		// each start strips the types of every module again unless Node's compile cache keeps them.
		env: {
			GITHUB_ACTIONS: '',
			NODE_COMPILE_CACHE:
				process.env.NODE_COMPILE_CACHE ?? join(tmpdir(), 'error-playbook-node-cache'),
		},
		projects: [
			{ extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
			{
				extends: true,
				test: {
					name: 'build',
					include: ['tests/build/**/*.test.ts'],
					// Stops every file with one clear sentence when there is no build to read.
					setupFiles: ['tests/build/requireBuild.ts'],
				},
			},
		],
	},
});
