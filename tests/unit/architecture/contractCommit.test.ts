import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractRelease, registry } from '../../../src/lib/registry/index.ts';

/**
 * The contract snapshot's commit is a fact of the registry (`content/registry/releases.json`):
 * code, UI strings and config read it from there (`contractRelease`, `site/sourceLinks.ts`) rather
 * than writing it out. Comments may name it; a string of the product may not.
 */
const root = resolve(import.meta.dirname, '../../..');
const commit = contractRelease(registry).commit;

const comment = /^\s*(?:\*|\/\/|\/\*)/;

/** Where `text` (the file `file`) writes `literal` outside a comment: `file` or `file: "key"`. */
function literalsIn(file: string, text: string, literal: string): string[] {
	return text
		.split('\n')
		.filter((line) => line.includes(literal) && !comment.test(line))
		.map((line) => {
			const key = file.endsWith('.json') ? /^\s*("[^"]+")\s*:/.exec(line)?.[1] : undefined;
			return key ? `${file}: ${key}` : file;
		});
}

const files = execFileSync('git', ['ls-files', 'src', 'astro.config.mjs'], {
	cwd: root,
	encoding: 'utf8',
})
	.split('\n')
	.filter((f) => /\.(ts|astro|mjs|json)$/.test(f) && f !== 'src/lib/engine/data/registry.json');

describe('the contract snapshot’s commit', () => {
	it('is the first release of releases.json', () => {
		expect(commit).toMatch(/^[0-9a-f]{7}$/);
		expect(registry.releases.releases[0]!.published).toBe(false);
	});

	it('is not written out in code, strings or config', () => {
		const found = files.flatMap((file) =>
			literalsIn(file, readFileSync(join(root, file), 'utf8'), commit),
		);
		expect(found).toStrictEqual([]);
	});

	it('is caught in a string, and left alone in a comment', () => {
		const text = `/** Cites ${commit}. */\nconst a = '${commit}';\n// ${commit}\n`;
		expect(literalsIn('x.ts', text, commit)).toStrictEqual(['x.ts']);
		expect(literalsIn('i18n.json', `\t"k.a": "at ${commit}",`, commit)).toStrictEqual([
			'i18n.json: "k.a"',
		]);
	});
});
