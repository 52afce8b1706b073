import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { issueReport, maxReportPayload } from '../../../src/lib/playground/index.ts';

/**
 * "This didn't fix it" (issue 30, item 9): a report for an upstream issue, built from what the
 * playground shows. The filled command prints the VM service token the share link masks, so the
 * report must mask it everywhere: in the payload, the message, the command and the check.
 */
const transcript = readFileSync(
	new URL('../../fixtures/cli-output/transcript-connect-failed-stderr.txt', import.meta.url),
	'utf8',
);
const token = 'Xk3f9QpR2s=';

function reportOf(text: string) {
	const result = validateInput(text, { registry: engineRegistry, lang: 'zh-TW' });
	const fix = result.fix!;
	return issueReport({
		code: result.code,
		release: result.release?.text ?? null,
		surface: result.inputKindDetail,
		fix: { id: fix.id, cause: fix.cause, command: fix.command, check: fix.check.command },
		message: result.failure?.message ?? null,
		exitStatus: result.failure?.exitStatus ?? null,
		payload: text,
		page: 'https://playbook.example/codes/connect_failed/#fix-stale-uri',
	});
}

describe('the report of a fix that did not help', () => {
	it('never carries the token, though the filled command and the payload hold it', () => {
		// A targetId that is no URI: its fix fills the pasted address (the fixture's own cause,
		// a stale address, leaves it open: English review 9 #3).
		const filled = transcript.replace(
			'"details":null',
			'"details":{"reason":"invalid_target_id","targetId":"my-phone"}',
		);
		const result = validateInput(filled, { registry: engineRegistry, lang: 'en' });
		expect(result.fix?.command).toContain(token);
		const { markdown, masked } = reportOf(filled);
		expect(markdown).not.toContain(token);
		expect(markdown).toContain('ws://127.0.0.1:8181/***/ws');
		expect(masked).toBeGreaterThanOrEqual(4);
	});

	it('holds what the agents’ guide asks a report for, the code, the branch tried, the message and the exit status', () => {
		const { markdown } = reportOf(transcript);
		expect(markdown).toContain('- **Code:** `connect_failed`');
		expect(markdown).toContain('- **Fix tried:** `stale-uri`');
		expect(markdown).toContain('- **Exit status:** 67');
		expect(markdown).toContain(
			"- **Message:** `Failed to connect: WebSocketException: Connection to 'http://127.0.0.1:8181/***/ws#' was not upgraded to websocket`",
		);
		expect(markdown).toContain('the versions of flutter-mcp-toolkit, Flutter and Dart');
		expect(markdown).toContain(
			'Playbook page: https://playbook.example/codes/connect_failed/#fix-stale-uri',
		);
		// The payload itself, whole, in a fence.
		expect(markdown).toContain('"recovery":{"summary":"Retry with an explicit VM URI target."');
	});

	it('keeps its fences closed around text with backticks, and cuts a huge paste', () => {
		const { markdown } = issueReport({
			code: null,
			release: null,
			surface: null,
			fix: null,
			message: 'a ``` b',
			exitStatus: null,
			payload: `\`\`\`\`\n${'x'.repeat(maxReportPayload + 10)}`,
			page: null,
		});
		expect(markdown).toContain('`````text\n````\n');
		expect(markdown).toContain(`(cut at ${maxReportPayload} characters)`);
		expect(markdown).toContain('- **Release:** _(please fill in)_');
		expect(markdown.length).toBeLessThan(maxReportPayload + 2000);
	});

	it('asks for the output when the page has none (the code page’s report)', () => {
		const { markdown, masked } = issueReport({
			code: 'connect_failed',
			release: null,
			surface: null,
			fix: null,
			message: null,
			exitStatus: null,
			payload: null,
			page: null,
		});
		expect(markdown).toContain('_(please paste the whole output, with the token masked)_');
		expect(masked).toBe(0);
	});

	it('asks which fix by the number the page gives it, not its anchor id (English review 6, item 7)', () => {
		const { markdown } = issueReport({
			code: 'hot_reload_failed',
			release: null,
			surface: null,
			fix: null,
			fixCount: 2,
			message: null,
			exitStatus: null,
			payload: null,
			page: null,
		});
		expect(markdown).toContain('- **Fix tried:** _(which one: fix 1, fix 2)_');
		expect(markdown).not.toContain('check-the-app');
	});
});

describe('the report’s words (English review 8 #15)', () => {
	it('names Error Playbook, with a typographic apostrophe, in its heading', () => {
		const heading = reportOf(transcript).markdown.split('\n')[0]!;
		expect(heading).toContain('came back after Error Playbook’s fix');
		expect(heading).not.toMatch(/playbook's|the playbook/);
	});
});
