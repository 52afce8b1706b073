import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/lib/i18n/index.ts';
import { registry, uiText } from '../../../src/lib/registry/index.ts';
import { codePage } from '../../../src/lib/views/index.ts';

/**
 * The notice at the top of a code page and its "How it reaches you" must give one answer to "can
 * this code arrive?". English review 9 #5: five "practically never" pages said "In no error object"
 * further down, and interaction_failed's cause began "It never does". #6: snapshot_not_found's
 * "Not by the daemon" gave a JSON-RPC code (-32004) that the daemon never sends.
 */
const cases = registry.codes.flatMap((entry) =>
	languages.map((lang) => [entry.code, lang, entry] as const),
);

/** Emissions whose page says the code does arrive, so "How it reaches you" must say where. */
const sent = new Set(['emitted', 'rare', 'unreachable']);

describe('how a code reaches you agrees with its notice', () => {
	it('the kinds are all there: practically never, never, and a daemon that does not send it', () => {
		const emissions = new Set(registry.codes.map((c) => c.cli.emission));
		for (const kind of ['unreachable', 'never']) expect(emissions).toContain(kind);
		expect(
			registry.codes.some(
				(c) => c.cli.daemon && !c.cli.daemon.reached && c.cli.surfaces.length > 0,
			),
		).toBe(true);
		// The five codes the review read, now "never": no shipped binary can send them.
		for (const code of [
			'interaction_failed',
			'wait_for_failed',
			'semantic_snapshot_failed',
			'get_recent_logs_failed',
			'session_manager_not_configured',
		])
			expect(registry.codes.find((c) => c.code === code)?.cli.emission).toBe('never');
	});

	it.each(cases)(
		'%s (%s): a code said to arrive names where; one said not to, says so',
		(_code, lang, entry) => {
			const view = codePage(registry, entry, lang);
			const lines = view.sections.howItReachesYou;
			const t = uiText(lang);
			const none = lines.some((l) => l.surface === 'none');
			if (sent.has(entry.cli.emission)) {
				expect(none).toBe(false);
				expect(entry.cli.surfaces.length).toBeGreaterThan(0);
			}
			if (entry.cli.emission === 'never')
				expect(lines.map((l) => l.surface)).toStrictEqual(['none']);
			// The notice says what is rare and where to read why, not that the code "is defined, so it has
			// a page", which is true of every code.
			const notice = view.notices.emission?.text ?? '';
			expect(notice).not.toMatch(/so it has a page|所以仍有自己的頁面/u);
			if (entry.cli.emission === 'unreachable') expect(notice).toContain(t('codePage.whenItFires'));
			// A cause that says the code "never" happens belongs to a code whose notice says never.
			if (entry.cli.emission !== 'never')
				expect(entry.whenItFires.cause?.[lang] ?? '').not.toMatch(/^It never does|從來不會發生/u);
		},
	);

	it.each(cases)(
		'%s (%s): "Not by the daemon" gives no JSON-RPC code the daemon does not send',
		(_code, lang, entry) => {
			const line = codePage(registry, entry, lang).sections.howItReachesYou.find(
				(l) => l.surface === 'not-daemon',
			);
			if (!line) return;
			expect(entry.cli.daemon?.reached).toBe(false);
			expect(line.text).not.toContain(String(entry.cli.daemon!.rpcCode));
			expect(line.text).not.toMatch(/would be|會用/u);
		},
	);

	it('snapshot_not_found is one of the pages with that line', () => {
		const entry = registry.codes.find((c) => c.code === 'snapshot_not_found')!;
		const surfaces = codePage(registry, entry, 'en').sections.howItReachesYou.map((l) => l.surface);
		expect(surfaces).toContain('not-daemon');
	});
});
