import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultMaxChars, engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
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

/**
 * English review 9 #10: texts an agent had to read twice. "the CLI’s limit" meant `error-playbook
 * validate` where "the CLI" is flutter-mcp-toolkit everywhere else; the instructions began with a
 * relative clause ("…, most of whose failures come as…"); the IntentCall explanation said "every MCP
 * tool failure" (failures before a tool runs are plain text) and ended in a sentence that needed
 * two readings.
 */
describe.each(['en', 'zh-TW'] as const)('review 9 #10 (%s)', (lang) => {
	const messages = mcpMessages[lang];

	it('the size limit names the reader that has it, not "the CLI"', () => {
		expect(messages['protocol.tooLarge']).toContain('`error-playbook validate`');
		expect(messages['protocol.tooLarge']).not.toMatch(/the CLI’s limit|CLI 的上限/);
	});

	it('the instructions open with what the playbook explains, in a plain sentence', () => {
		const first = messages['server.instructions'].split('\n')[0]!;
		expect(first).not.toMatch(/most of whose|錯誤合約；它們的/);
		expect(first).toMatch(
			/^Error Playbook (explains|說明) (the error codes of )?flutter-mcp-toolkit/,
		);
	});
});

describe.each(['en', 'zh-TW'] as const)('the IntentCall explanation (%s)', (lang) => {
	it('names the fmt_* tools, and says which releases the shape rules out in one reading', () => {
		const text = readFileSync(
			new URL('../../fixtures/cli-output/mcp-intentcall-execution-error.json', import.meta.url),
			'utf8',
		);
		const result = validateInput(text, { registry: engineRegistry, lang });
		expect(result.explanation?.id).toBe('intentCallFailure');
		const said = result.explanation!.text;
		// Every fmt_* tool but the fmt_client_* ones (English review 26 #2).
		expect(said).toMatch(
			/every fmt_\* tool except the fmt_client_\* tools|fmt_\* 工具（fmt_client_\* 工具除外）/,
		);
		expect(said).not.toMatch(/every MCP tool failure|每個 MCP 工具的失敗/);
		expect(said).not.toMatch(
			/Before 4\.0\.0-dev\.1 no release prints this shape: there|在那些版本裡/,
		);
	});
});
