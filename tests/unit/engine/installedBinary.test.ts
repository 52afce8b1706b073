import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { languages } from '../../../src/lib/i18n/index.ts';

/**
 * A v3 payload's advice names flutter_mcp_cli, the binary that printed it; no release installs that
 * name, so the advice says once which binary is installed today (eighth readings, item 5). A
 * payload of a release keeps that release's binary and needs no such line.
 */
const fixtures = join(import.meta.dirname, '../../fixtures/cli-output');
const read = (name: string) => readFileSync(join(fixtures, name), 'utf8');

describe.each(languages)('the installed binary beside a v3 payload’s commands (%s)', (lang) => {
	it('a v3 payload: its commands keep flutter_mcp_cli, one line names flutter-mcp-toolkit', () => {
		const result = validateInput(read('stdout-hot-reload-stack.txt'), {
			registry: engineRegistry,
			lang,
		});
		expect(result.release?.id).toBe('b7f4434');
		expect(result.recovery?.command).toMatch(/^flutter_mcp_cli /);
		expect(result.recovery?.form).toContain('flutter-mcp-toolkit');
		expect(result.recovery?.form).toContain('flutter_mcp_cli');
	});

	it('a payload of a release: no line about the contract’s name', () => {
		const result = validateInput(read('stdout-v3-0-7-vm-not-connected.txt'), {
			registry: engineRegistry,
			lang,
		});
		expect(result.recovery?.command).toMatch(/^flutter-mcp-toolkit /);
		expect(result.recovery?.form ?? '').not.toContain('flutter_mcp_cli');
	});
});
