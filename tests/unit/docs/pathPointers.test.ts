import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments and docs point at files of this repository (`src/lib/registry/registry.ts`,
 * `tests/unit/architecture/layers.test.ts`, `engine/validateInput.ts`). A file that moves leaves
 * those pointers behind, and nothing else notices: every such path must name a file or folder that
 * exists. Two forms are read:
 * - from the repository root: `src/…`, `tests/…`, `scripts/…`, `content/…`, `docs/…`,
 *   `packages/validator/…`;
 * - inside `src/`, by the family or folder the code calls them by: `engine/x.ts`, `registry/x.ts`,
 *   `markdown/x.ts` (under `src/lib/` or the registry), `cli/x.ts`, `components/X.astro`.
 * Paths of other repositories (`packages/core/…` upstream) do not have either form.
 */
const root = resolve(import.meta.dirname, '../../..');

/** What a build or a run writes; a pointer at it is right though the checkout does not hold it. */
const generated = ['packages/validator/dist', 'dist/'];

const rootedPath =
	/(?<![\w./@:-])((?:src|tests|scripts|content|docs|packages\/validator)\/[\w./[\]+-]*[\w\]])/g;
const familyPath =
	/(?<![\w./@:[-])((?:engine|registry|site|i18n|playground|masking|markdown|json|surfaces|cli|mcp|components|pages|codePage|guides)\/[\w./[\]+-]*\.(?:ts|astro|mjs|json|md|mdx))\b/g;
/** Where a family-relative path may live, tried in turn after the file's own folder. */
const familyBases = [
	'src',
	'src/lib',
	'src/lib/registry',
	'src/lib/engine',
	'src/components',
	'src/pages/[...locale]',
	'content/docs',
];

interface DeadPointer {
	file: string;
	line: number;
	path: string;
}

/** The paths in `text` (of the repository file `file`) that name nothing in `exists`'s world. */
function deadPointers(
	file: string,
	text: string,
	exists: (path: string) => boolean,
): DeadPointer[] {
	const dead: DeadPointer[] = [];
	text.split('\n').forEach((line, index) => {
		for (const match of line.matchAll(rootedPath)) {
			let path = match[1]!.replace(/\.+$/, '');
			// A Markdown link's closing bracket is not part of the path; `[...locale]`'s is.
			if (path.endsWith(']') && !path.includes('[')) path = path.slice(0, -1);
			if (generated.some((g) => path.startsWith(g))) continue;
			if (!exists(path)) dead.push({ file, line: index + 1, path });
		}
		for (const match of line.matchAll(familyPath)) {
			const path = match[1]!;
			const candidates = [dirname(file), ...familyBases].map((base) => normalize(join(base, path)));
			if (!candidates.some(exists)) dead.push({ file, line: index + 1, path });
		}
	});
	return dead;
}

const trackedFiles = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
	.split('\n')
	.filter(
		(f) =>
			/\.(ts|mjs|astro|md|mdx|css|ya?ml|conf)$/.test(f) &&
			!f.startsWith('dist/') &&
			// This file names missing paths on purpose, to show they are caught.
			f !== 'tests/unit/docs/pathPointers.test.ts' &&
			// Examples a generator writes (and the upstream repository's layout in fixtures).
			!f.startsWith('tests/fixtures/upstream/'),
	);
const existsInRepository = (path: string) => existsSync(join(root, path));

describe('paths named in comments and docs', () => {
	it('reads the files it checks', () => {
		expect(trackedFiles.length).toBeGreaterThan(200);
		expect(trackedFiles).toContain('src/lib/registry/index.ts');
		expect(trackedFiles).toContain('CONTRIBUTING.md');
	});

	it('name files that exist', () => {
		const dead = trackedFiles.flatMap((file) =>
			deadPointers(file, readFileSync(join(root, file), 'utf8'), existsInRepository),
		);
		expect(dead.map((d) => `${d.file}:${d.line}: ${d.path}`)).toStrictEqual([]);
	});

	it('catches a moved file in either form and leaves other paths alone', () => {
		const text = [
			'/**',
			' * Projected by src/lib/registry/engineProjection.ts, read by `engine/validateInput.ts`;',
			' * once in src/lib/registry/gone.ts and `engine/gone.ts`, and in (tests/unit/gone.test.ts).',
			' * Upstream: packages/core/lib/src/types/error_codes.dart; built into packages/validator/dist/.',
			' */',
		].join('\n');
		expect(deadPointers('src/lib/site/x.ts', text, existsInRepository)).toStrictEqual([
			{ file: 'src/lib/site/x.ts', line: 3, path: 'src/lib/registry/gone.ts' },
			{ file: 'src/lib/site/x.ts', line: 3, path: 'tests/unit/gone.test.ts' },
			{ file: 'src/lib/site/x.ts', line: 3, path: 'engine/gone.ts' },
		]);
	});
});
