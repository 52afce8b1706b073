import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upstreamCheck } from '../../../scripts/lib/upstream/main.ts';
import { loadRegistry } from '../../../scripts/lib/upstream/registryFiles.ts';
import { compareVersions } from '../../../scripts/lib/upstream/releaseIdentity.ts';
import { asciiApostrophes } from '../../support/apostrophes.ts';
import { changesMarkdown, codeMarkdown } from '../../../src/lib/markdown/index.ts';
import {
	codeHistory,
	drafts,
	draftsText,
	codeRecord,
	findRelease,
	newestRelease,
	toEngineRegistry,
	type Registry,
} from '../../../src/lib/registry/index.ts';
import { codePage } from '../../../src/lib/views/index.ts';
import { validateInput } from '../../../src/lib/engine/index.ts';
import { codePageText } from '../../support/codePageText.ts';
import { explainCode } from '../../../src/mcp/index.ts';
import { zhProblems } from '../../support/zhText.ts';

/**
 * The drill of issue 31: a copy of upstream's own files at v4.0.0-dev.8
 * (`tests/fixtures/upstream/v4.0.0-dev.8/`, copied from Arenukvern/mcp_flutter, MIT) with a next
 * release planted in it (a code added, one removed, an exit code, a retryable and a recovery
 * changed, the version bumped), absorbed by `upstream:check --write` into a copy of the registry.
 * Every surface that reads the registry must follow without a hand edit.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'absorb-'));
const checkout = join(temp, 'checkout');
const registryDir = join(temp, 'registry');
const catalogPath = join(checkout, 'packages/core/lib/src/types/error_codes.dart');

/** The release the fixture is a copy of, and the one planted after it. */
const fixtureRelease = '4.0.0-dev.8';
const next = '4.0.0-dev.9';

/**
 * The registry as it was when `release` was the newest: later releases and the codes they added
 * left out, so that the drill starts where the fixture is, whatever upstream released since.
 */
function registryAt(dir: string, release: string): void {
	const file = join(dir, 'releases.json');
	const releases = JSON.parse(readFileSync(file, 'utf8'));
	const kept = releases.releases.slice(
		0,
		releases.releases.findIndex((r: { id: string }) => r.id === release) + 1,
	);
	const ids = new Set(kept.map((r: { id: string }) => r.id));
	writeFileSync(file, JSON.stringify({ ...releases, releases: kept }));
	const later = join(dir, 'later-codes.json');
	const codes = JSON.parse(readFileSync(later, 'utf8')) as { addedIn: string }[];
	writeFileSync(later, JSON.stringify(codes.filter((c) => ids.has(c.addedIn))));
}

async function run(...args: string[]) {
	let stdout = '';
	let stderr = '';
	const status = await upstreamCheck(args, {
		stdout: (text) => (stdout += text),
		stderr: (text) => (stderr += text),
		cwd: root,
	});
	return { status, stdout, stderr };
}

/** `from` replaced once in the planted catalog; the test fails if upstream's text no longer has it. */
function plant(from: string, to: string) {
	const text = readFileSync(catalogPath, 'utf8');
	expect(text, `the fixture still reads ${from}`).toContain(from);
	writeFileSync(catalogPath, text.replace(from, to));
}

const descriptor = (constant: string, exitCode: number, retryable: boolean) =>
	`      CoreErrorCode.${constant}: CoreErrorDescriptor(
        code: CoreErrorCode.${constant},
        category: CoreErrorCategory.execution,
        retryable: ${retryable},
        exitCode: ${exitCode},
        httpLikeStatus: 500,
      ),`;

let before: { status: number; stdout: string };
let written: { status: number; stdout: string; stderr: string };
let absorbed: Registry;
/** The registry the drill starts from. */
let base: Registry;

beforeAll(async () => {
	cpSync(join(root, 'tests/fixtures/upstream/v4.0.0-dev.8'), checkout, { recursive: true });
	cpSync(join(root, 'content/registry'), registryDir, { recursive: true });
	registryAt(registryDir, fixtureRelease);
	base = loadRegistry(registryDir);
	plant(
		"  static const hoverFailed = 'hover_failed';",
		"  static const scrollFailed = 'scroll_failed';",
	);
	plant(descriptor('hoverFailed', 69, true), descriptor('scrollFailed', 69, true));
	plant(descriptor('navigateFailed', 69, true), descriptor('navigateFailed', 70, true));
	plant(
		`code: CoreErrorCode.waitTimeout,
        category: CoreErrorCategory.execution,
        retryable: true,`,
		`code: CoreErrorCode.waitTimeout,
        category: CoreErrorCategory.execution,
        retryable: false,`,
	);
	plant(
		`'fix_command': """flutter-mcp-toolkit exec --name status --args '{}'""",`,
		`'fix_command': """flutter-mcp-toolkit exec --name discover_debug_apps --args '{}'""",`,
	);
	const pubspec = join(checkout, 'mcp_server_dart/pubspec.yaml');
	writeFileSync(
		pubspec,
		readFileSync(pubspec, 'utf8').replace(/^version: .*$/m, `version: ${next}`),
	);
	before = await run(checkout, '--registry', registryDir);
	written = await run(
		checkout,
		'--write',
		'--registry',
		registryDir,
		'--commit',
		'0123abc',
		'--date',
		'2026-12-01',
	);
	absorbed = loadRegistry(registryDir);
});

afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('upstream:check --write on a planted next release', () => {
	it('the check names all five changes before anything is written', () => {
		expect(before.status).toBe(1);
		for (const line of [
			/^added scroll_failed: code /m,
			/^removed hover_failed: code /m,
			/^changed navigate_failed: exitCode ours=69 upstream=70 /m,
			/^changed wait_timeout: retryable ours=true upstream=false /m,
			/^changed vm_not_connected: recovery\.fixCommands /m,
		])
			expect(before.stdout).toMatch(line);
	});

	it('writes them, says what it wrote and the prose left, and exits 0', () => {
		expect(written.stderr).toBe('');
		expect(written.status).toBe(0);
		expect(written.stdout).toContain(`release ${next} (v${next}, 0123abc, 2026-12-01)`);
		expect(written.stdout).toContain(`scroll_failed added in ${next} (a draft)`);
		expect(written.stdout).toContain('hover_failed removed');
		expect(written.stdout).toContain('navigate_failed exitCode 69 → 70');
		expect(written.stdout).toContain('wait_timeout retryable true → false');
		expect(written.stdout).toContain('vm_not_connected recovery changed');
		expect(written.stdout).toMatch(/Prose left to write[^]*later-codes\.json#scroll_failed/);
	});

	it('writes its drafts’ English prose with ’, as the registry’s tests ask of every page text', () => {
		// A fold-in must not need a hand edit: the draft's "upstream's" failed apostrophes.test.ts.
		const draft = (
			JSON.parse(readFileSync(join(registryDir, 'later-codes.json'), 'utf8')) as { code: string }[]
		).find((c) => c.code === 'scroll_failed');
		expect(draft).toBeDefined();
		const english = JSON.stringify(draft, (key, value) =>
			key === 'zh-TW' || key === 'command' ? undefined : value,
		);
		expect(asciiApostrophes(english)).toStrictEqual([]);
	});

	it('leaves no drift behind, and a second --write has nothing to do', async () => {
		const after = await run(checkout, '--registry', registryDir);
		expect(after.stdout).toContain(`No drift from our registry for v${next}.`);
		expect(after.status).toBe(0);
		const again = await run(
			checkout,
			'--write',
			'--registry',
			registryDir,
			'--commit',
			'0123abc',
			'--date',
			'2026-12-01',
		);
		expect(again).toMatchObject({ status: 0, stderr: '' });
		expect(again.stdout).toContain('already in the registry; nothing to write');
	});

	it('refuses a version older than the newest it knows, and one it knows with other content', async () => {
		const pubspec = join(checkout, 'mcp_server_dart/pubspec.yaml');
		const text = readFileSync(pubspec, 'utf8');
		try {
			writeFileSync(pubspec, text.replace(/^version: .*$/m, 'version: 3.0.1'));
			const older = await run(
				checkout,
				'--write',
				'--registry',
				registryDir,
				'--commit',
				'0123abc',
				'--date',
				'2026-12-01',
			);
			expect(older.status).toBe(2);
			expect(older.stderr).toMatch(/^upstream-check: release 3\.0\.1 is older than /);
			writeFileSync(pubspec, text.replace(/^version: .*$/m, 'version: 3.0.7'));
			const known = await run(
				checkout,
				'--write',
				'--registry',
				registryDir,
				'--commit',
				'0123abc',
				'--date',
				'2026-12-01',
			);
			expect(known.status).toBe(2);
			expect(known.stderr).toMatch(
				/^upstream-check: release 3\.0\.7 is already in the registry with other content/,
			);
		} finally {
			writeFileSync(pubspec, text);
		}
	});

	it('records the release with its binary, codes file and MCP tools', () => {
		const release = findRelease(absorbed, next)!;
		expect(release).toMatchObject({
			tag: `v${next}`,
			commit: '0123abc',
			date: '2026-12-01',
			binary: newestRelease(base).binary,
			codesFile: 'packages/core/lib/src/types/error_codes.dart',
			draft: ['summary'],
		});
		expect(release.tools).toEqual(newestRelease(base).tools);
		expect(compareVersions(next, newestRelease(base).id)).toBe(1);
	});

	it('gives the added code pages in both languages, marked as a draft, with upstream’s facts', () => {
		const entry = absorbed.codes.find((c) => c.code === 'scroll_failed')!;
		expect(entry).toMatchObject({ addedIn: next, exitCode: 69, retryable: true });
		expect(entry.draft).toContain('meaning');
		for (const lang of ['en', 'zh-TW'] as const) {
			const page = codePage(absorbed, entry, lang);
			expect(page.facts.emission).toBe('untraced');
			const md = codeMarkdown(absorbed, 'scroll_failed', lang);
			expect(md).toContain(lang === 'en' ? 'Not traced yet' : '尚未追查');
			expect(md).toContain('flutter-mcp-toolkit doctor --json');
			expect(md).toContain(`${next}`);
		}
	});

	it('lists the drafts it wrote, as npm run drafts and build:release print them', () => {
		expect(draftsText(drafts(absorbed))).toBe(
			[
				'2 drafts to write (English and zh-TW; then drop "draft"):',
				`  releases.json#${next}: summary`,
				'  later-codes.json#scroll_failed: sourceArea, meaning, whenItFires, fixes, cli',
				'',
			].join('\n'),
		);
	});

	it('shows each change in the changes page and in the changed codes’ history', () => {
		for (const lang of ['en', 'zh-TW'] as const) {
			const md = changesMarkdown(absorbed, lang);
			for (const code of [
				'scroll_failed',
				'hover_failed',
				'navigate_failed',
				'wait_timeout',
				'vm_not_connected',
			])
				expect(md, `${lang} changes page names ${code}`).toContain(code);
		}
		const history = (code: string) =>
			codeHistory(absorbed, code).filter((item) => item.release.id === next);
		expect(history('navigate_failed')).toMatchObject([{ kind: 'descriptor' }]);
		// The page's facts and its twin: the first value, then each later one with its release.
		const label = findRelease(absorbed, next)!.label;
		expect(codeMarkdown(absorbed, 'navigate_failed', 'en')).toContain(
			`- Exit code: \`69\` \`EX_UNAVAILABLE\` [\`70\` from ${label.en} on](`,
		);
		expect(codeMarkdown(absorbed, 'wait_timeout', 'zh-TW')).toContain(
			`${label['zh-TW']}起為 \`retryable: false\``,
		);
		expect(history('navigate_failed')[0]!.note.en).toContain('70');
		expect(history('wait_timeout')).toMatchObject([{ kind: 'descriptor' }]);
		expect(history('hover_failed')).toMatchObject([{ kind: 'removed' }]);
		expect(history('vm_not_connected')).toMatchObject([{ kind: 'recovery' }]);
	});

	it('says the same in explain and in /codes.json', () => {
		const entry = (code: string) => absorbed.codes.find((c) => c.code === code)!;
		const options = {
			lang: 'en' as const,
			siteUrl: 'https://playbook.example.test/',
			link: (url: string) => url,
		};
		const label = findRelease(absorbed, next)!.label.en;
		expect(codePageText(absorbed, entry('navigate_failed'), options)).toContain(
			`70 from ${label} on`,
		);
		expect(codePageText(absorbed, entry('hover_failed'), options)).toContain(`Removed in ${label}`);
		const mcpText = (code: string, lang: 'en' | 'zh-TW') => {
			const result = explainCode(absorbed, code, lang, 'https://playbook.example.test/');
			return result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
		};
		// explain_code's text is explain's, word for word.
		for (const [code, lang] of [
			['navigate_failed', 'en'],
			['hover_failed', 'zh-TW'],
			['vm_not_connected', 'zh-TW'],
		] as const)
			expect(mcpText(code, lang)).toContain(
				codePageText(absorbed, entry(code), { ...options, lang }),
			);
		expect(codePageText(absorbed, entry('hover_failed'), { ...options, lang: 'zh-TW' })).toContain(
			`${findRelease(absorbed, next)!.label['zh-TW']}不再宣告這個代碼。`,
		);
		expect(codeRecord(absorbed, entry('navigate_failed')).changedValues).toEqual([
			{ release: next, field: 'exitCode', value: 70 },
		]);
		expect(codeRecord(absorbed, entry('hover_failed')).removedIn).toBe(next);
		const discover = "flutter-mcp-toolkit exec --name discover_debug_apps --args '{}'";
		expect(codeRecord(absorbed, entry('vm_not_connected')).changedRecoveries).toEqual([
			{ release: next, summary: expect.any(String), fixCommands: [discover] },
		]);
		// The terminal wraps long lines.
		expect(
			codePageText(absorbed, entry('vm_not_connected'), options).replace(/\s+/g, ' '),
		).toContain(`From ${label} on, the CLI prints: ${discover}`);
		// A Chinese line breaks between characters, with no space to lose.
		expect(
			codePageText(absorbed, entry('vm_not_connected'), { ...options, lang: 'zh-TW' })
				.replace(/\n */g, '\n')
				.replace(/(\P{Script=Han})\n(?=\P{Script=Han})/gu, '$1 ')
				.replace(/\n/g, ''),
		).toContain(`從 ${findRelease(absorbed, next)!.label['zh-TW']}起，CLI 印出：${discover}`);
		expect(codeRecord(absorbed, entry('scroll_failed')).draft).toContain('meaning');
		expect(codeRecord(absorbed, entry('connect_failed'))).toMatchObject({
			removedIn: null,
			changedValues: [],
			changedRecoveries: [],
			draft: null,
		});
	});

	it('writes zh-TW that follows the zh-TW rules, on every page the release touched and the changes page', () => {
		const codes = [
			'scroll_failed',
			'hover_failed',
			'navigate_failed',
			'wait_timeout',
			'vm_not_connected',
		];
		expect(
			zhProblems([
				...codes.map((code) => ({
					where: `${code}.md`,
					text: codeMarkdown(absorbed, code, 'zh-TW'),
					markdown: true,
				})),
				{ where: 'changes.md', text: changesMarkdown(absorbed, 'zh-TW'), markdown: true },
			]),
		).toStrictEqual([]);
	});

	it('keeps the removed code’s page, saying which release removed it', () => {
		const label = findRelease(absorbed, next)!.label;
		expect(codeMarkdown(absorbed, 'hover_failed', 'en')).toContain(
			`**Removed in ${label.en}.** ${label.en} no longer declares this code.`,
		);
		expect(codeMarkdown(absorbed, 'hover_failed', 'zh-TW')).toContain(
			`${label['zh-TW']}不再宣告這個代碼。`,
		);
	});

	describe('the validator judges a payload against the values of its own release', () => {
		// A real stdout line of a release with a later code (tests/fixtures/cli-output), its code and
		// descriptor set to the code under test: only the descriptor's values differ between cases.
		const line = readFileSync(
			join(root, 'tests/fixtures/cli-output/stdout-later-code.txt'),
			'utf8',
		);
		const payload = (code: string, descriptor: Record<string, unknown>, meta = {}) => {
			const envelope = JSON.parse(line);
			const entry = absorbed.codes.find((c) => c.code === code)!;
			envelope.error.code = code;
			envelope.error.message = entry.cli.messages[0]!.format;
			const { category, retryable, exitCode, httpLikeStatus } = entry;
			envelope.error.descriptor = {
				code,
				category,
				retryable,
				exitCode,
				httpLikeStatus,
				...descriptor,
			};
			envelope.error.recovery = {
				summary: entry.cli.recovery.summary,
				fix_command: entry.cli.recovery.fixCommands[0],
			};
			Object.assign(envelope.meta, meta);
			return JSON.stringify(envelope);
		};
		const judge = (text: string, engine = toEngineRegistry(absorbed)) =>
			validateInput(text, { registry: engine, lang: 'en' });
		const errors = (text: string) =>
			judge(text)
				.findings.filter((f) => f.severity === 'error')
				.map((f) => f.rule);

		it('exit 70 is right for the release that prints 70, and marks the payload as that release', () => {
			const result = judge(payload('navigate_failed', { exitCode: 70 }));
			expect(result.findings.filter((f) => f.severity === 'error')).toEqual([]);
			expect(result.verdict).toBe('valid');
			expect(result.release).toMatchObject({ id: next, atLeast: true });
			expect(result.release!.evidence).toContain('descriptor.exitCode is 70 on navigate_failed');
		});

		it('exit 69 is right for the releases before it, and so is the same payload today', () => {
			expect(errors(payload('navigate_failed', { exitCode: 69 }))).toEqual([]);
			expect(
				validateInput(payload('navigate_failed', { exitCode: 69 }), {
					registry: toEngineRegistry(base),
					lang: 'en',
				}).verdict,
			).toBe('valid');
		});

		it('a changed fix command marks the release, and is that release’s right command', () => {
			// A real 3.0.7 stdout line of vm_not_connected, with the command the new release prints.
			const text = readFileSync(
				join(root, 'tests/fixtures/cli-output/stdout-v3-0-7-vm-not-connected.txt'),
				'utf8',
			);
			const before = "flutter-mcp-toolkit exec --name status --args '{}'";
			expect(text).toContain(before);
			const result = judge(
				text.replace(before, "flutter-mcp-toolkit exec --name discover_debug_apps --args '{}'"),
			);
			expect(result.release).toMatchObject({ id: next, atLeast: true });
			expect(result.findings.filter((f) => f.severity !== 'info')).toEqual([]);
			// Today's registry, which knows no such release, says the command is not vm_not_connected's.
			expect(
				validateInput(
					text.replace(before, "flutter-mcp-toolkit exec --name discover_debug_apps --args '{}'"),
					{ registry: toEngineRegistry(base), lang: 'en' },
				).findings.map((f) => f.rule),
			).toContain('recovery.fixCommandMismatch');
		});

		it('a changed retryable marks the release too, and is judged by it', () => {
			const result = judge(payload('wait_timeout', { retryable: false }));
			expect(result.findings.filter((f) => f.severity === 'error')).toEqual([]);
			expect(result.release?.id).toBe(next);
		});

		// A mark of the new release (a meta member it would first send), planted in a copy.
		const marked = () => {
			const copy = structuredClone(toEngineRegistry(absorbed));
			const release = copy.releases.find((r) => r.id === next)!;
			(release.signals as unknown[]).push({ kind: 'metaMember', member: 'plantedMark' });
			return copy;
		};

		it('a payload of the new release with the old value gets a finding', () => {
			const result = judge(
				payload('navigate_failed', { exitCode: 69 }, { plantedMark: 1 }),
				marked(),
			);
			expect(result.release?.id).toBe(next);
			expect(result.findings.filter((f) => f.severity === 'error')).toMatchObject([
				{ rule: 'descriptor.mismatch', expected: '70', actual: '69' },
			]);
		});

		it('tells a payload of the new release that carries the removed code that the code is gone', () => {
			// A mark of the new release (a meta member it would first send), planted in a copy.
			const copy = structuredClone(toEngineRegistry(absorbed)) as ReturnType<
				typeof toEngineRegistry
			>;
			const release = copy.releases.find((r) => r.id === next)!;
			(release.signals as unknown[]).push({ kind: 'metaMember', member: 'plantedMark' });
			const result = judge(payload('hover_failed', {}, { plantedMark: true }), copy);
			expect(result.release?.id).toBe(next);
			const removed = result.findings.find((f) => f.rule === 'code.removed');
			expect(removed?.message).toBe(
				`hover_failed no longer exists in flutter-mcp-toolkit ${next}, which this output comes from: that release no longer declares it.`,
			);
			// Without the mark it is an older release's payload, and the code is fine there.
			expect(
				judge(payload('hover_failed', {})).findings.some((f) => f.rule === 'code.removed'),
			).toBe(false);
		});
	});
});
