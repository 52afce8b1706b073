import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsRoot } from '../../../src/lib/guides/index.ts';
import { docFiles, prose } from '../../support/docsSource.ts';

/**
 * The binary people run is flutter-mcp-toolkit; the v3 contract's flutter_mcp_cli was never
 * released under that name (issue 33, English review 5 item 2: a guide told readers to run
 * `flutter_mcp_cli schema --name …`, which answers "command not found"). In the prose of every
 * page, in both languages, a command written `flutter_mcp_cli …` stands only in a paragraph that
 * says it is the contract's (its fenced examples are the contract's output, and say so in words).
 */
const contractWords = /contract|合約|b7f4434/;

describe.each(docFiles())('%s', (file) => {
	const paragraphs = prose(readFileSync(join(docsRoot, file), 'utf8')).split(/\n\s*\n/);

	it('runs flutter_mcp_cli only where a paragraph names the v3 contract', () => {
		const bare = paragraphs.filter(
			(paragraph) => /`flutter_mcp_cli[ `]/.test(paragraph) && !contractWords.test(paragraph),
		);
		expect(bare).toStrictEqual([]);
	});
});
