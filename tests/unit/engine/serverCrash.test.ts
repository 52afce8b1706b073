import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { messagesFor } from '../../../src/lib/engine/messages/languageStore.ts';

/**
 * A crash inside the MCP server's answer is not the one-shot CLI's crash: a command did run, and
 * there is no exit status or stdout to look for (English review 10, item 5: "no command ran", then
 * "the CLI stopped … exit 255, nothing on stdout", for a resources/read answer).
 */
describe.each(['en', 'zh-TW'] as const)('a crash in an MCP server answer (%s)', (lang) => {
	const text = readFileSync('tests/fixtures/cli-output/mcp-resource-crash.json', 'utf8');
	const result = validateInput(text, { registry: engineRegistry, lang });

	it('says the server failed running the call, not that no command ran', () => {
		expect(result.inputKindDetail).toBe(messagesFor(lang).findings['kind.jsonrpcCrash']);
		expect(result.inputKindDetail).not.toMatch(/no command ran|沒有執行任何指令/);
	});

	it('explains it as the server’s answer, with no exit status or stdout', () => {
		expect(result.explanation?.id).toBe('toolkitMissing');
		const said = result.explanation!.text;
		expect(said).toMatch(/^(The MCP server reported|MCP 伺服器回報)/);
		expect(said).not.toMatch(/crashed|exit 255|stdout|崩潰|結束代碼/);
		expect(said).toMatch(/Extension call returned null/);
	});

	it('the one-shot CLI’s crash keeps its own words', () => {
		const crash = readFileSync('tests/fixtures/cli-output/crash-toolkit-missing.txt', 'utf8');
		const own = validateInput(crash, { registry: engineRegistry, lang });
		expect(own.explanation?.text).toMatch(/exit status 255|結束代碼 255/);
		expect(own.explanation?.text).not.toMatch(/^(The MCP server|MCP 伺服器)/);
	});
});
