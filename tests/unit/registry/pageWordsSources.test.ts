import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import {
	codeRetryAdvice,
	registry,
	requireCode,
	uiText as t,
} from '../../../src/lib/registry/index.ts';
import { wrapperText } from '../../../src/lib/terminal/index.ts';
import { codePage, wrapperPage } from '../../../src/lib/views/index.ts';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { exitCodes } from '../../../src/lib/report/index.ts';
import { mcpMessages } from '../../../src/mcp/index.ts';
import { codePageText } from '../../support/codePageText.ts';
import { repoRoot } from '../../support/glossary.ts';

/**
 * The eighth readings (English and zh-TW): texts that named the wrong source of a fact, or said
 * something a page's own details contradict. Each check fails when the reviewed text comes back.
 */
const code = (name: string) => requireCode(registry, name, 'test');
const plain = (lang: Lang) => ({
	lang,
	siteUrl: 'https://playbook.example.test',
	link: (url: string) => url,
});
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe.each(languages)('%s', (lang: Lang) => {
	it('labels the CLI’s recovery and the contract table’s by their own sources', () => {
		// write_blocked: the CLI's code prints "…or change --output/--name", the contract table says
		// "…or choose a new…"; both were labelled "in the v3 contract" (eighth readings, item 1).
		const differing = registry.codes.filter((c) => {
			if (c.addedIn !== undefined) return false;
			const contract =
				c.recovery.kind === 'command' ? c.recovery.command : c.recovery.instruction.en;
			return !c.cli.recovery.fixCommands.includes(contract);
		});
		expect(differing.map((c) => c.code)).toContain('write_blocked');
		for (const entry of registry.codes.filter((c) => c.addedIn === undefined)) {
			const { cliRecovery, contractNote } = codePage(registry, entry, lang).sections;
			expect(cliRecovery.fold.title, entry.code).not.toMatch(/in the v3 contract|v3 合約/);
			expect(cliRecovery.fold.title, entry.code).toMatch(
				/the CLI’s code at b7f4434|b7f4434 的 CLI 程式碼/,
			);
			// Where the contract's recovery is the CLI's command, the note under it names the table
			// (English review 8, item 7); anywhere else its own fold does, with the file.
			if (contractNote === null)
				expect(cliRecovery.remark, entry.code).toMatch(/v3 contract table|v3 合約表/);
			else {
				expect(contractNote.lead, entry.code).toMatch(/v3 contract table|v3 合約表/);
				expect(contractNote.lead, entry.code).toContain('error_code_playbook.mdx');
			}
		}
	});

	it('explain names the contract table as the source of write_blocked’s instruction', () => {
		const text = flat(codePageText(registry, code('write_blocked'), plain(lang)));
		expect(text).not.toContain('錯誤物件中的英文原文');
		// One label for it in explain, validate and the playground (English review 9 #9).
		expect(text).toMatch(/In the v3 contract table:|在 v3 合約表中：/);
	});

	it('stale_snapshot’s headline says what its edge cases say: never an error object, yet data', () => {
		// "Never" / "Nowhere" above edge cases that show the word in data.error, hover_failed and
		// fill_form_failed (eighth readings, item 2).
		const view = codePage(registry, code('stale_snapshot'), lang);
		const emission = view.notices.emission!;
		expect(emission.title).not.toMatch(/^(Never|從不)$/);
		for (const word of ['data.error', 'hover_failed', 'fill_form_failed'])
			expect(emission.text).toContain(word);
		const edges = code('stale_snapshot')
			.whenItFires.edgeCases!.map((e) => e[lang])
			.join(' ');
		for (const word of ['data.error', 'hover_failed', 'fill_form_failed'])
			expect(edges).toContain(word);
		const reaches = view.facts.list; // the fact row "Sent by the CLI"
		expect(JSON.stringify(reaches)).not.toMatch(/"(Never|從不)"/);
		expect(t(lang)('codePage.surface.none')).not.toMatch(/^(Nowhere\.|哪裡都不會出現。)$/);
	});

	it('a wrapper page’s notice says what its examples show: a descriptor only as the fallback', () => {
		// "no descriptor, recovery or exit code" right above an example with all three (item 4).
		for (const entry of registry.wrapperCodes) {
			const view = wrapperPage(registry, entry, lang);
			const wrapped = entry.examples.filter((e) => 'descriptor' in JSON.parse(e.text));
			expect(wrapped.length, entry.code).toBeGreaterThan(0);
			expect(view.notice.text, entry.code).not.toMatch(
				/sends it itself(?: from [^,.]+)?, with no descriptor|自己送出的，沒有 descriptor/,
			);
			for (const e of wrapped) {
				expect(e.tool, entry.code).toMatch(/^fmt_client_/);
				expect(JSON.parse(e.text).descriptor.exitCode).toBe(70);
			}
			// The fallback is said once, under "Where the contract’s error is" (English review 8, item
			// 14: three times; zh-TW review 10, item 2: still twice, with the notice).
			expect(view.notice.text, entry.code).not.toMatch(/fallback descriptor|預設的 descriptor/);
			expect(entry.contractError[lang], entry.code).toMatch(/fallback|後備/);
			expect(view.notice.text, entry.code).not.toContain('70');
			expect(entry.contractError[lang], entry.code).toMatch(/exit code 70|結束代碼 70/);
			// explain prints the same notice, not a sentence of its own.
			// Without any whitespace: the terminal wraps Chinese between characters.
			const bare = (text: string) => text.replace(/\s+/g, '');
			expect(bare(wrapperText(view, plain(lang))), entry.code).toContain(bare(view.notice.text));
		}
	});

	it('reading-an-error sends exit-69 codes to the change first, and backs off only what can pass', () => {
		// "a dependency was busy or flaky. Repeat the same call with the backoff", for codes whose
		// pages say a misspelt name or a stale snapshot fails every time (eighth readings, item 3).
		const text = flat(guide(lang, 'reading-an-error'));
		expect(text).not.toMatch(/busy or flaky\. Repeat the same call|暫時忙碌或不穩定。依照/);
		expect(text).toMatch(/Only a cause that can pass by itself|只有可能自行消失的原因/);
	});

	it('layers calls the contract’s VM tool codes rare, not every tool-execution code', () => {
		// wait_timeout's page calls it "the ordinary outcome" (eighth readings, item 3).
		const text = flat(guide(lang, 'layers'));
		expect(text).not.toMatch(/all of them are rare|全都很少見/);
		expect(text).toContain('<CodeLink code="wait_timeout" />');
		expect(code('wait_timeout').cli.emission).toBe('emitted');
	});

	it.each(['guides/error-model', 'guides/for-agents', 'reference/tool-authors'])(
		'%s says once which binary is installed today, beside the v3 contract’s flutter_mcp_cli',
		(page) => {
			// A v3 payload's commands name a binary no release installs (eighth readings, item 5).
			const text = flat(guide(lang, page));
			const said =
				lang === 'en'
					? 'installed today is `flutter-mcp-toolkit`'
					: '現在安裝的執行檔是 `flutter-mcp-toolkit`';
			expect(text.split(said)).toHaveLength(2);
			expect(text).not.toContain('.cli.recovery.fixCommands[0]');
		},
	);
});

describe('English words (eighth readings, item 6)', () => {
	it('the playground says “starting with”, not the engine’s `^=`', () => {
		const panel = readFileSync(
			join(repoRoot, 'src', 'scripts', 'playground', 'fixPanel.ts'),
			'utf8',
		);
		expect(panel).not.toContain('^=');
		expect(t('en')('playground.fixMessageStarts')).toContain('starting with');
	});

	it('tool-authors’ scripts name the error object, not the envelope (the schema’s URL aside)', () => {
		for (const lang of languages) {
			const blocks = guide(lang, 'reference/tool-authors').match(/```[\s\S]*?```/g)!;
			const words = blocks.join('\n').replace(/envelope-v3\.json/g, '');
			expect(words, lang).not.toMatch(/envelope/i);
		}
	});

	it.each(languages)('doctor’s next step points at no list “below” (%s)', (lang) => {
		const text = readFileSync(
			join(repoRoot, 'tests', 'fixtures', 'cli-output', 'doctor-critical-failed.txt'),
			'utf8',
		);
		const result = validateInput(text, { registry: engineRegistry, lang });
		expect(result.next?.text).toBeTruthy();
		expect(result.next?.text).not.toMatch(/below|above|下方|上方/);
	});
});

describe.each(languages)('English review 8, problems (%s)', (lang: Lang) => {
	const validated = (fixture: string) =>
		validateInput(
			readFileSync(join(repoRoot, 'tests', 'fixtures', ...fixture.split('/')), 'utf8'),
			{
				registry: engineRegistry,
				lang,
			},
		);

	it('1: the validator’s doctor explanation agrees that validate-runtime sends the code', () => {
		// "no error object ever carries that code", while the page says validate-runtime sends it.
		const result = validated('cli-output/doctor-critical-failed.txt');
		const text = result.findings.find((f) => f.rule === 'explain.doctorCriticalFailed')!.message;
		expect(text).not.toMatch(/no error object ever carries|沒有任何錯誤物件會帶/);
		expect(text).toContain('validate-runtime');
		expect(text).toContain('3.0.0');
		expect(t(lang)('codePage.emissionNotice.exitCodeOnly')).toContain('validate-runtime');
	});

	it('3: the class backoff sentence states the policy, with no “if the cause may pass”', () => {
		// Printed as state_lock_timeout's retry text, whose cause (another process) always passes.
		const { text } = codeRetryAdvice(code('state_lock_timeout'), lang);
		expect(text).not.toMatch(/If the cause may pass by itself|如果原因可能自行消失/);
		expect(text).toMatch(/^(Repeat the same call up to 5 times|同樣的呼叫最多重試 5 次)/);
	});

	it('5: no text says every failure has an error object (crashes and JSON-RPC errors have none)', () => {
		const every =
			/every failure with the same|Every failure has the same|Every failing flutter-mcp-toolkit call|failures are JSON error objects|每一次失敗|每一種失敗|失敗都是 JSON|一律傳回一個錯誤物件/;
		for (const page of ['where-errors-appear', 'error-model'])
			expect(flat(guide(lang, page)), page).not.toMatch(every);
		expect(t(lang)('llms.intro')).not.toMatch(every);
		expect(mcpMessages[lang]['server.instructions']).not.toMatch(every);
		expect(flat(guide(lang, 'error-model'))).toMatch(
			/Every error object has the same five keys|每個錯誤物件都有同樣的五個鍵/,
		);
	});

	it('9: the “rarely sends” notice says what is rare, not that its conditions must hold', () => {
		// "reports it only when one of the conditions under “When it fires” holds" is true of every code.
		for (const name of ['hot_reload_failed', 'state_lock_timeout']) {
			expect(code(name).cli.emission).toBe('rare');
			const text = codePage(registry, code(name), lang).notices.emission!.text;
			expect(text, name).not.toMatch(/only when one of the conditions|所說的情況之一成立時/);
			// What is rare, for this code: one shared "bad timing or an unexpected exception" misstated
			// the disk, file and lock codes (English review 10, item 2).
			expect(text, name).toContain(code(name).cli.rareWhen![lang]);
			expect(text, name).not.toMatch(
				/bad timing or an unexpected exception|時機剛好不對，或發生意料之外的例外/,
			);
		}
		expect(codePage(registry, code('state_lock_timeout'), lang).notices.emission!.text).toMatch(
			/holding the state lock|持有狀態鎖/,
		);
		expect(codePage(registry, code('snapshot_invalid'), lang).notices.emission!.text).toMatch(
			/snapshot file is damaged|快照檔案損壞/,
		);
		expect(flat(guide(lang, 'for-agents'))).toMatch(
			/process held the state lock too long|另一個行程持有狀態鎖太久/,
		);
	});

	it('11: unknown_error’s fix defers to the object’s own descriptor, as Reading an error does', () => {
		// An unknown code arrives with its own descriptor (wait_timeout's says retryable: true).
		const step = code('unknown_error').fixes![0]!.steps[1]![lang];
		expect(step).not.toMatch(/^(Do not retry unchanged: |不要原封不動重試：)/);
		expect(step).toMatch(
			/own `descriptor.retryable` is `true`|本身的 `descriptor.retryable` 是 `true`/,
		);
	});

	it('13: a fix’s first step is an action, not a condition (the schema’s `when` is no free text)', () => {
		const wrapper = registry.wrapperCodes.find((w) => w.code === 'intent_execution_error')!;
		const firsts = [
			code('state_lock_timeout').fixes.find((f) => f.id === 'state-dir-not-writable')!.steps[0]!,
			wrapper.fixes.find((f) => f.id === 'app-tool-failed')!.steps[0]!,
		];
		for (const step of firsts) {
			expect(step[lang]).not.toMatch(
				/^This is the (likely )?case when|時，(多半)?就是這(個|種)情況/,
			);
			expect(step[lang]).not.toMatch(/多半就是這個情況。$/);
			expect(step[lang]).toMatch(/^(Confirm this case:|先確認是這個情況：)/);
		}
	});

	it('16: tool-authors writes `npx --no-install` as it says, and lists every exit status of validate', () => {
		const text = guide(lang, 'reference/tool-authors');
		expect(text).toContain('`npx --no-install`');
		expect(text).not.toMatch(/npx error-playbook/);
		for (const status of Object.values(exitCodes))
			expect(text, `exit status ${status}`).toMatch(new RegExp(`^\\| ${status} \\|`, 'm'));
	});

	it('18: the capability category covers a refused permission and an unsupported target too', () => {
		const capability = registry.categories.find((c) => c.id === 'capability')!;
		const members = registry.codes.filter((c) => c.category === 'capability').map((c) => c.code);
		expect(members).toContain('visual_capture_permission_denied');
		expect(members).toContain('visual_capture_unsupported');
		expect(capability.meaning[lang]).not.toMatch(/was started without|沒有啟用的功能/);
		expect(capability.meaning[lang]).toMatch(/operating system|作業系統/);
	});

	it('15: the retry guide’s script names the error object, not the envelope', () => {
		const blocks = guide(lang, 'retry-and-recovery').match(/```[\s\S]*?```/g)!;
		expect(blocks.join('\n')).not.toMatch(/envelope/i);
		expect(blocks.join('\n')).toMatch(/error object's recovery|錯誤物件的 recovery/);
	});

	it('10: explain prints a layer’s title alone, without the id that is also a category name', () => {
		for (const [name, id] of [
			['stale_snapshot', 'execution'],
			['write_blocked', 'state'],
		] as const) {
			const text = codePageText(registry, code(name), plain(lang));
			expect(text, name).not.toContain(`(${id})`);
			const layer = registry.layers.find((l) => l.id === id)!;
			expect(flat(text), name).toContain(layer.title[lang]);
		}
	});
});

/** A guide's source (`guides/<slug>` by default, or `reference/<slug>`) in the language's folder. */
function guide(lang: Lang, page: string): string {
	const path = page.includes('/') ? page : `guides/${page}`;
	const dir = lang === 'en' ? ['content', 'docs'] : ['content', 'docs', 'zh-tw'];
	return readFileSync(join(repoRoot, ...dir, `${path}.mdx`), 'utf8');
}
