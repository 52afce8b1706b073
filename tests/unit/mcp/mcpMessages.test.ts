import { describe, expect, it } from 'vitest';
import { defaultMaxChars } from '../../../src/lib/engine/index.ts';
import { translator } from '../../../src/lib/i18n/index.ts';
import { maxMessageBytes, mcpMessages } from '../../../src/mcp/index.ts';

/**
 * zh-TW review 8, item 9: the MCP server's "message too large" said its byte limit was the same as
 * the CLI's limit of 5,000,000 characters (「與 CLI 的上限相同」); it is not, and the English never
 * said so. Both limits come from the code, and neither language calls them the same.
 */
describe.each(['en', 'zh-TW'] as const)('%s', (lang) => {
	const say = translator(mcpMessages, lang);
	const text = say('protocol.tooLarge', {
		size: '1',
		limit: maxMessageBytes.toLocaleString('en'),
		cliLimit: defaultMaxChars.toLocaleString('en'),
	});

	it('names both limits from the code, and does not call them the same', () => {
		expect(maxMessageBytes).not.toBe(defaultMaxChars);
		expect(text).toContain(maxMessageBytes.toLocaleString('en'));
		expect(text).toContain(defaultMaxChars.toLocaleString('en'));
		expect(text).not.toMatch(/相同|一樣|\bsame\b/);
	});
});

it('uses the glossary’s 可重試 and names an MCP resource as one', () => {
	const zh = mcpMessages['zh-TW'];
	expect(zh['list.retryable']).toBe('可重試');
	expect(zh['server.instructions']).not.toMatch(/^- Resource /m);
});
