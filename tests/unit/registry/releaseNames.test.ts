import { describe, expect, it } from 'vitest';
import { registryTexts } from '../../../scripts/lib/translationSources.ts';

/**
 * A release is named as people know it, "flutter-mcp-toolkit 3.0.0", never as a git tag
 * ("v3.0.0"), and the program a reader runs is flutter-mcp-toolkit: flutter_mcp_cli is the v3
 * contract's binary, named only as such (issue 33, English review 5 item 8: "You run the
 * contract's flutter_mcp_cli; from v3.0.0 …", "The form of flutter-mcp-toolkit ≥ 3.0.0").
 * Inline code is left out: a tag in a source path or a command is code, not a name.
 */
const prose = (text: string) => text.replace(/`[^`]*`/g, ' ');
const tag = /(?<![\w/@:-])v\d+\.\d+\.\d+(?![\w.:-]*:)/;

describe('release and binary names in English texts', () => {
	const texts = [...registryTexts()];

	it('finds the texts', () => expect(texts.length).toBeGreaterThan(1000));

	it('name no release by its git tag', () => {
		const tagged = texts.filter(([, en]) => tag.test(prose(en)));
		expect(tagged).toStrictEqual([]);
	});

	it('say "you run" only of flutter-mcp-toolkit', () => {
		const wrong = texts.filter(([, en]) => /\byou run the contract/i.test(en));
		expect(wrong).toStrictEqual([]);
	});
});
