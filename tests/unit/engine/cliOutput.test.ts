import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cliSurfaceKinds, engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { languages } from '../../../src/lib/i18n/index.ts';

/**
 * What flutter_mcp_cli really prints when it fails, on every surface, as fixtures built from the
 * upstream source (each names its file:line in tests/fixtures/cli-output/cases.json). The CLI's
 * own output must never draw an error or a warning; a note may name a known deviation from the
 * contract table. Plain failures get no code and an explanation. Negative cases name the warning
 * they must draw.
 */
interface Case {
	file: string;
	source: string;
	expect: {
		inputKind: string;
		code: string | null;
		verdict: string;
		carrier?: string;
		line?: number;
		codeStatus?: string;
		warnings?: string[];
		notes?: string[];
		explanation?: string;
		/** The release the payload shows, as far as its marks tell. */
		release?: { id: string | null; atLeast: boolean };
	};
}

const dir = new URL('../../fixtures/cli-output/', import.meta.url);
const { cases } = JSON.parse(readFileSync(new URL('cases.json', dir), 'utf8')) as { cases: Case[] };

describe('what flutter_mcp_cli prints when it fails', () => {
	it('has fixtures for every surface', () => {
		const kinds = new Set(cases.map((c) => c.expect.inputKind));
		for (const kind of cliSurfaceKinds) expect(kinds, kind).toContain(kind);
	});

	describe.each(languages)('%s', (lang) => {
		it.each(cases.map((c) => [c.file, c] as const))('%s', (_file, { file, expect: want }) => {
			const text = readFileSync(new URL(file, dir), 'utf8');
			const result = validateInput(text, { registry: engineRegistry, lang });
			const bySeverity = (severity: string) =>
				result.findings.filter((f) => f.severity === severity).map((f) => f.rule);
			expect(bySeverity('error'), JSON.stringify(result.findings, null, 1)).toEqual([]);
			expect(bySeverity('warning').sort()).toEqual([...(want.warnings ?? [])].sort());
			for (const note of want.notes ?? []) expect(bySeverity('info')).toContain(note);
			expect(result.inputKind).toBe(want.inputKind);
			expect(result.code).toBe(want.code);
			expect(result.verdict).toBe(want.verdict);
			if (want.carrier) expect(result.carrier.kind).toBe(want.carrier);
			if (want.line) expect(result.carrier).toMatchObject({ line: want.line });
			if (want.codeStatus) expect(result.codeStatus).toBe(want.codeStatus);
			if (want.code && want.codeStatus !== 'later') expect(result.knownCode).toBe(true);
			if (want.release) expect(result.release).toMatchObject(want.release);
			if (want.explanation) expect(result.explanation?.id).toBe(want.explanation);
			else expect(result.explanation).toBeNull();
			for (const f of result.findings) expect(f.line).toBeGreaterThan(0);
		});
	});

	it('fills the recovery the way the CLI computes it', () => {
		const read = (file: string) =>
			validateInput(readFileSync(new URL(file, dir), 'utf8'), {
				registry: engineRegistry,
				lang: 'en',
			});
		// The first target of details.availableTargets, as error_codes.dart:374-396 picks it.
		expect(read('transcript-selection-required.txt').recovery?.command).toBe(
			`flutter_mcp_cli exec --name get_vm --args '{"connection":{"targetId":"ws://127.0.0.1:61001/Ab12Cd34Ef0=/ws"}}'`,
		);
		// The CLI leaves <snapshot_id> literal; its message names the id.
		expect(read('stdout-snapshot-not-found.txt').recovery?.command).toBe(
			`flutter_mcp_cli snapshot create --name before-login --args '{}'`,
		);
		// write_blocked: an instruction, with the CLI's own wording beside it.
		const blocked = read('stdout-write-blocked.txt').recovery;
		expect(blocked?.command).toBeNull();
		expect(blocked?.printed).toBe('Retry without --no-overwrite or change --output/--name.');
	});

	it('names the line of the failing message in a stream and the others that fail', () => {
		const stream = readFileSync(new URL('daemon-watch-stream.ndjson', dir), 'utf8');
		const twice = `${stream}${stream}`;
		const result = validateInput(twice, { registry: engineRegistry, lang: 'en' });
		expect(result.carrier).toEqual({ kind: 'ndjson', line: 3, messages: 8, failureLines: [3, 7] });
		expect(result.findings.find((f) => f.rule === 'input.moreFailures')?.message).toContain('7');
		expect(result.inputKindDetail).toContain('line 3 of 8');
	});

	it('lists doctor’s failing checks with their fix commands', () => {
		const result = validateInput(readFileSync(new URL('doctor-critical-failed.txt', dir), 'utf8'), {
			registry: engineRegistry,
			lang: 'en',
		});
		expect(result.explanation?.relatedCode).toBe('doctor_critical_failed');
		expect(result.explanation?.steps).toContainEqual({
			label: 'vm_target_reachable (fail, critical)',
			command: 'Start a Flutter app in debug mode and retry `flutter_mcp_cli doctor`.',
		});
	});
});
