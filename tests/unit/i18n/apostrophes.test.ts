import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishSources } from '../../support/englishGlossary.ts';
import { filesUnder, repoRoot } from '../../support/glossary.ts';
import { asciiApostrophes } from '../../support/apostrophes.ts';

/**
 * One apostrophe in rendered prose: the typographic ’, which the guides get from Starlight's smart
 * quotes and the UI strings already used; the registry's ' beside them made a code page mix both
 * (eighth readings, item 6). Code keeps its ASCII quote: commands, JSON, the CLI's own texts
 * (`message`, `summary`, `fix_command`), which are never registry prose. tests/build/apostrophes.test.ts
 * counts what the pages show.
 */
const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

/** Every text of the registry a page renders as prose: the localized ones, the glossary's notes. */
function registryProse(value: unknown, where: string): [string, string][] {
	if (Array.isArray(value)) return value.flatMap((v, i) => registryProse(v, `${where}/${i}`));
	if (value && typeof value === 'object')
		return Object.entries(value).flatMap(([k, v]): [string, string][] =>
			typeof v === 'string'
				? ['en', 'zh-TW', 'note', 'use'].includes(k)
					? [[`${where}/${k}`, v]]
					: []
				: registryProse(v, `${where}/${k}`),
		);
	return [];
}

describe('apostrophes in the sources of rendered prose', () => {
	const registry = filesUnder('content/registry', /\.json$/)
		.filter((f) => !f.endsWith('translation-hashes.json'))
		.flatMap((f) => registryProse(JSON.parse(read(f)), f));
	// The UI strings and the messages of the engine, the CLI and the MCP server; the guides' bodies
	// are Markdown, which Starlight's smart quotes render, so only their frontmatter is read below.
	const others = englishSources().filter(([where]) => !where.startsWith('content/'));
	const frontmatter = filesUnder('content/docs', /\.mdx?$/).map((f): [string, string] => [
		f,
		(read(f).split(/^---$/m)[1] ?? '')
			.split('\n')
			.filter((line) => /^(title|description):/.test(line))
			.join('\n'),
	]);

	it('reads the registry, the UI strings, the dictionaries and the guides’ titles', () => {
		expect(registry.length).toBeGreaterThan(1000);
		expect(others.some(([w]) => w.startsWith('src/content/i18n/en.json'))).toBe(true);
		expect(others.some(([w]) => w.includes('findingMessages.en.ts'))).toBe(true);
		expect(frontmatter.length).toBeGreaterThan(10);
	});

	it('writes ’, never the ASCII apostrophe, outside code', () => {
		const found = [...registry, ...others, ...frontmatter].flatMap(([where, text]) =>
			asciiApostrophes(text).map((at) => `${where}: …${at}…`),
		);
		expect(found).toStrictEqual([]);
	});

	it('writes ’ in the English guides’ prose too, which their Markdown twins print as written', () => {
		// Starlight's smart quotes fixed the HTML only; `retry-and-recovery.md` printed 6 ' beside the
		// registry's 7 ’ (English review 8 #15). Fenced code, inline code and imports keep their '.
		const bodies = filesUnder('content/docs', /\.mdx?$/)
			.filter((f) => !f.includes('/zh-tw/'))
			.map((f): [string, string] => [
				f,
				read(f)
					.replace(/^---\n[\s\S]*?^---$/m, '')
					.replace(/^```[\s\S]*?^```$/gm, '')
					.replace(/^(import|export) .*$/gm, ''),
			]);
		expect(bodies.length).toBeGreaterThan(8);
		const found = bodies.flatMap(([where, text]) =>
			asciiApostrophes(text).map((at) => `${where}: …${at}…`),
		);
		expect(found).toStrictEqual([]);
	});

	it('catches one planted back, and leaves code alone', () => {
		expect(asciiApostrophes("The CLI’s code and the app's address")).toHaveLength(1);
		expect(asciiApostrophes("the players' turn")).toHaveLength(1);
		expect(asciiApostrophes("Run `exec --args '{}'` and `it's`.")).toStrictEqual([]);
	});
});
