import { describe, expect, it } from 'vitest';
import { hyperlink, hyperlinksSupported, linkFormat } from '../../../src/lib/report/index.ts';

const tty = (env: Record<string, string>, noLinks = false) =>
	hyperlinksSupported({ isTTY: true, env, noLinks });

describe('hyperlinksSupported', () => {
	it.each([
		['iTerm2', { TERM_PROGRAM: 'iTerm.app' }],
		['WezTerm', { TERM_PROGRAM: 'WezTerm' }],
		['VS Code', { TERM_PROGRAM: 'vscode' }],
		['Ghostty', { TERM_PROGRAM: 'ghostty' }],
		['VTE 0.52 (GNOME Terminal)', { VTE_VERSION: '5202' }],
		['Windows Terminal', { WT_SESSION: 'c0ffee' }],
		['kitty', { KITTY_WINDOW_ID: '1' }],
		['kitty by TERM', { TERM: 'xterm-kitty' }],
		['DomTerm', { DOMTERM: 'version=3' }],
	])('links in %s', (_, env) => {
		expect(tty(env)).toBe(true);
	});

	it.each([
		['an unknown terminal', { TERM: 'xterm-256color' }],
		['Apple Terminal', { TERM_PROGRAM: 'Apple_Terminal' }],
		['VTE before 0.50', { VTE_VERSION: '4803' }],
		['VTE 0.50.0, which crashed on links', { VTE_VERSION: '0.50.0' }],
		['TERM=dumb, even in a known terminal', { TERM: 'dumb', TERM_PROGRAM: 'WezTerm' }],
	])('prints plain URLs in %s', (_, env) => {
		expect(tty(env)).toBe(false);
	});

	it('prints plain URLs when stdout is not a terminal, whatever the terminal', () => {
		expect(
			hyperlinksSupported({ isTTY: false, env: { TERM_PROGRAM: 'WezTerm' }, noLinks: false }),
		).toBe(false);
	});

	it('lets --no-links and NO_HYPERLINKS win over a capable terminal and over FORCE_HYPERLINK', () => {
		expect(tty({ TERM_PROGRAM: 'WezTerm' }, true)).toBe(false);
		expect(tty({ TERM_PROGRAM: 'WezTerm', NO_HYPERLINKS: '1' })).toBe(false);
		expect(tty({ FORCE_HYPERLINK: '1' }, true)).toBe(false);
		expect(tty({ FORCE_HYPERLINK: '1', NO_HYPERLINKS: '1' })).toBe(false);
	});

	it('follows FORCE_HYPERLINK, even in a pipe: on unless it is 0', () => {
		for (const value of ['1', 'true', ''])
			expect(
				hyperlinksSupported({
					isTTY: false,
					env: { FORCE_HYPERLINK: value, TERM: 'dumb' },
					noLinks: false,
				}),
				value,
			).toBe(true);
		expect(tty({ FORCE_HYPERLINK: '0', TERM_PROGRAM: 'WezTerm' })).toBe(false);
	});
});

describe('hyperlink', () => {
	it('wraps the URL in OSC 8 with ST terminators, the URL as its text by default', () => {
		expect(hyperlink('https://x.example/codes/a/')).toBe(
			'\u001b]8;;https://x.example/codes/a/\u001b\\https://x.example/codes/a/\u001b]8;;\u001b\\',
		);
		expect(hyperlink('https://x.example/', 'x')).toBe(
			'\u001b]8;;https://x.example/\u001b\\x\u001b]8;;\u001b\\',
		);
	});

	it('prints plain text for a URL with control characters, which would end the sequence early', () => {
		expect(hyperlink('https://x.example/\u001b]0;pwned\u0007', 'x')).toBe('x');
	});

	it('is what linkFormat(true) applies; linkFormat(false) leaves URLs alone', () => {
		expect(linkFormat(true)('https://x.example/')).toBe(hyperlink('https://x.example/'));
		expect(linkFormat(false)('https://x.example/')).toBe('https://x.example/');
	});
});
