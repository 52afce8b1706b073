import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from './glossary.ts';
import { decode, distDir } from './zhHtml.ts';

/**
 * What a reader of a built English page reads, from dist/ without a browser, for the English
 * glossary (tests/support/englishGlossary.ts) and the sentence-length budget. Code (<pre>, <code>,
 * <kbd>, <samp>) becomes the token `code`: an identifier such as `stickyEndpoint` is not prose, but
 * it still counts as one word of the sentence it sits in. Blocks are cut at block elements only,
 * so a sentence with a link or a bold word in it stays one sentence.
 */

/** The token a code span leaves in prose. */
export const codeToken = '`code`';

/**
 * The text blocks of `html` outside code, one per block element. `mainOnly` keeps the page's
 * <main> (what the page says, without the sidebar and the header); otherwise the whole body.
 * Words quoted rather than written (`data-quoted`, the glossary's variants) and text marked as
 * another language are left out.
 */
export function englishBlocks(html: string, mainOnly = false): string[] {
	let body = html.replace(/<head\b[\s\S]*?<\/head>/i, ' ');
	if (mainOnly) body = /<main\b[\s\S]*<\/main>/i.exec(body)?.[0] ?? '';
	body = body
		.replace(/<(script|style|svg|template|pre)\b[\s\S]*?<\/\1>/gi, ' ')
		// Attributes may hold `>` (a fix command's copy text); none of them is prose.
		.replace(/\sdata-[\w-]+="[^"]*"/g, '')
		// A heading's permalink repeats the heading for screen readers: one sentence, said once.
		.replace(/<span class="sr-only"[^>]*>Section titled[\s\S]*?<\/span>/g, ' ')
		.replace(/<(code|kbd|samp)\b[\s\S]*?<\/\1>/gi, ` ${codeToken} `)
		.replace(/<option\b[\s\S]*?<\/option>/gi, ' ')
		.replace(/<(td|th|span|p|li)\b[^>]*\s(?:lang="zh-TW"|data-quoted)[^>]*>[\s\S]*?<\/\1>/gi, ' ');
	return (
		body
			// A fold's title and its detail are two labels, not one sentence.
			.replace(/<span class="ep-fold-detail\b/g, '<br><span class="ep-fold-detail')
			// Two adjacent elements are two words, never one.
			.replace(/>\s*</g, '> <')
			.split(
				/<\/?(?:p|li|td|th|h[1-6]|div|button|summary|dt|dd|label|figcaption|caption|nav|section|header|footer|aside|ul|ol|table|tr|details|br)\b[^>]*>/i,
			)
			.map((chunk) =>
				decode(chunk.replace(/<[^>]+>/g, ''))
					.replace(/\s+/g, ' ')
					.trim(),
			)
			.filter(Boolean)
	);
}

/** Sentences of a block: cut after . ! ? and a space. */
export function sentencesOf(block: string): string[] {
	// A sentence may start with a command name in lower case ("hover reports it…"), so any word
	// after . ! ? starts one, except after an abbreviation.
	const pieces = block.split(/(?<=[.!?])\s+/);
	const sentences: string[] = [];
	for (const piece of pieces) {
		const last = sentences.at(-1);
		if (last !== undefined && /\b(?:e\.g|i\.e|cf|vs)\.$/i.test(last))
			sentences[sentences.length - 1] = `${last} ${piece}`;
		else sentences.push(piece);
	}
	return sentences.map((s) => s.trim()).filter(Boolean);
}

export function wordCount(sentence: string): number {
	return sentence.split(/\s+/).filter((w) => /[\p{L}\p{N}`]/u.test(w)).length;
}

/** Sentences of more than `limit` words in `blocks`. */
export function longSentences(blocks: readonly string[], limit = 30): string[] {
	return blocks.flatMap(sentencesOf).filter((s) => wordCount(s) > limit);
}

/** The English code pages of the build, relative to dist/: `codes/<code>/index.html`. */
export function englishCodePages(): string[] {
	return filesUnder('dist/codes', /^index\.html$/)
		.map((f) => f.slice('dist/'.length))
		.filter((f) => /^codes\/[^/]+\/index\.html$/.test(f));
}

/** Every English page of the build (not under zh-tw/), relative to dist/. */
export function englishPages(): string[] {
	return filesUnder('dist', /\.html$/)
		.map((f) => f.slice('dist/'.length))
		.filter(
			(f) => !f.startsWith('zh-tw/') && !f.startsWith('_astro/') && !f.startsWith('pagefind/'),
		);
}

export function readDist(file: string): string {
	return readFileSync(join(distDir, file), 'utf8');
}

/**
 * Where a template meets its argument, English glitches the way zh-TW does: a word said twice
 * ("the the", "added in in"), a space before a comma or a full stop, "a" before a vowel sound ("a
 * error object"). Code (`…`, identifiers, commands) is not prose: an identifier may repeat and
 * may start with any letter. Words that start with a vowel letter but not a vowel sound ("a
 * user", "a one-shot") are let through.
 */
export function englishTextProblems(text: string, where: string): string[] {
	const problems: string[] = [];
	// Code stays a word (`code`), so that "with `a`, then" keeps its comma where it was.
	const prose = text
		.replace(/```[\s\S]*?```|`[^`\n]*`/g, 'CODE')
		.replace(/https?:\/\/\S+/g, 'URL')
		// A command printed bare is code from the program's name to the end of its line.
		.replace(
			/\b(?:flutter_mcp_cli|flutter-mcp-toolkit|fmtk|error-playbook) [a-z-].*$/gm,
			'COMMAND',
		);
	const add = (rule: string, at: number, length: number) =>
		problems.push(
			`${where}: ${rule}: …${prose.slice(Math.max(0, at - 20), at + length + 20).replace(/\s+/g, ' ')}…`,
		);
	for (const m of prose.matchAll(/\b([A-Za-z]+)\s+\1\b/gi))
		if (!/^(?:that|had|CODE|COMMAND)$/.test(m[1]!)) add('word said twice', m.index, m[0].length);
	// (A lone ? stands for a member the input lacks: "JSON-RPC error ? (?)".)
	for (const m of prose.matchAll(/(?<=\S)[ \t]+[,.;:!](?=\s|$)/g))
		add('space before punctuation', m.index, m[0].length);
	for (const m of prose.matchAll(/\b[Aa] (?=[aeiouAEIOU])(?!u[nst]?[aeiou]|use|one|once|Unix)\w+/g))
		add('"a" before a vowel sound', m.index, m[0].length);
	return problems;
}
