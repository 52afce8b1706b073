import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { micromark } from 'micromark';
import { expect, it } from 'vitest';
import './requireBuild.ts';

/**
 * Every Markdown file of the build (the code pages' and guides' `.md` twins, `llms.txt` and
 * `llms-full.txt`, both languages) as a CommonMark reader renders it: no `**` of ours is left as
 * text. 「**原因：**爭用…」 printed its asterisks in 249 places of the zh-TW twins, since
 * CommonMark closes `**` after a full-width mark only before a space or another mark (zh-TW
 * review 26 #5); the English ones always had a space.
 */
const dist = new URL('../../dist/', import.meta.url).pathname;
const markdownFiles = (readdirSync(dist, { recursive: true }) as string[]).filter((f) =>
	/\.md$|llms(-full)?\.txt$/.test(f),
);

it('finds the Markdown files of both languages', () => {
	expect(markdownFiles.filter((f) => f.startsWith('zh-tw/')).length).toBeGreaterThan(50);
	expect(markdownFiles.filter((f) => !f.startsWith('zh-tw/')).length).toBeGreaterThan(50);
});

it('renders every bold of every Markdown file as bold', () => {
	const literal = markdownFiles.flatMap((file) => {
		const html = micromark(readFileSync(join(dist, file), 'utf8'))
			// Asterisks inside code are the text's own (a masked `***`, a glob).
			.replace(/<code[^>]*>[\s\S]*?<\/code>/g, '')
			.replace(/<pre[\s\S]*?<\/pre>/g, '');
		return [...html.matchAll(/.{0,20}\*\*.{0,20}/g)].map((m) => `${file}: ${m[0]}`);
	});
	expect(literal).toStrictEqual([]);
});
