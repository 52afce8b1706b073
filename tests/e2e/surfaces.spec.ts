import { type Page } from '@playwright/test';
import { expect, test, cspViolations, watchCsp } from './reusedPage.ts';
import { readFileSync } from 'node:fs';
import { cliSurfaceKinds } from '../../src/lib/engine/index.ts';

/**
 * What flutter_mcp_cli really prints, pasted into the playground as a user would (through the
 * clipboard), in both languages: the page says which surface it found, the verdict, the code, and
 * for what is not an error object, what happened.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
test.beforeEach(({ page }) => watchCsp(page));
test.afterEach(async ({ page }) => {
	expect(await cspViolations(page), 'Content-Security-Policy violations').toStrictEqual([]);
});

const fixture = (name: string) =>
	readFileSync(new URL(`../fixtures/cli-output/${name}`, import.meta.url), 'utf8');

const cases = [
	{
		file: 'mcp-tool-result.json',
		kind: 'mcp-tool-result',
		verdict: 'valid',
		code: 'vm_not_connected',
	},
	{
		file: 'daemon-invalid-params.json',
		kind: 'jsonrpc-error',
		verdict: 'not-envelope',
		code: '',
	},
	{
		file: 'intentcall-text-fill-form-failed.json',
		kind: 'envelope',
		verdict: 'valid',
		code: 'fill_form_failed',
	},
	{ file: 'transcript-get-vm.txt', kind: 'cli-output', verdict: 'valid', code: 'vm_not_connected' },
	{
		file: 'mcp-resource-read-frame.json',
		kind: 'mcp-resource-read',
		verdict: 'valid',
		code: 'connect_failed',
	},
	{ file: 'daemon-error.json', kind: 'daemon-error', verdict: 'valid', code: 'vm_not_connected' },
	{
		file: 'daemon-watch-stream.ndjson',
		kind: 'watch-event',
		verdict: 'valid',
		code: 'vm_not_connected',
	},
	{ file: 'doctor-critical-failed.txt', kind: 'cli-success', verdict: 'not-envelope', code: '' },
	{ file: 'crash-toolkit-missing.txt', kind: 'plain-failure', verdict: 'not-envelope', code: '' },
];

const languages = [
	{
		prefix: '',
		lang: 'en',
		stream: /line 3 of 4/,
		doctor: /doctor_critical_failed/,
		notEnvelope: /^Not an error object/,
	},
	{
		prefix: '/zh-tw',
		lang: 'zh-TW',
		stream: /4 行 JSON 中的第 3 行/,
		doctor: /doctor_critical_failed/,
		notEnvelope: /^不是錯誤物件/,
	},
];

async function paste(page: Page, text: string): Promise<void> {
	await page.evaluate((t) => navigator.clipboard.writeText(t), text);
	await page.locator('[data-input]').focus();
	await page.keyboard.press('Control+V');
}

// A row for every surface the CLI prints (the engine's one list): checked as the file loads, so a
// surface added without a row here stops the run with its name.
const missing = cliSurfaceKinds.filter((kind) => !cases.some((c) => c.kind === kind));
if (missing.length) throw new Error(`surfaces.spec.ts has no row for ${missing.join(', ')}`);

for (const { prefix, lang, stream, doctor, notEnvelope } of languages) {
	test.describe(`surfaces of flutter_mcp_cli (${lang})`, () => {
		for (const { file, kind, verdict, code } of cases)
			test(`${file}: ${kind}, ${verdict}${code ? `, ${code}` : ''}`, async ({ page }) => {
				await page.goto(`${prefix}/playground/`);
				await paste(page, fixture(file));
				const out = page.locator('[data-verdict]');
				await expect(out).toHaveAttribute('data-verdict', verdict);
				await expect(out).toHaveAttribute('data-code', code);
				await expect(page.locator('[data-input-kind]')).toHaveAttribute('data-input-kind', kind);
				// The CLI's own output draws no error and no warning.
				await expect(
					page.locator(
						'[data-finding][data-severity="error"], [data-finding][data-severity="warning"]',
					),
				).toHaveCount(0);
				if (verdict === 'not-envelope') {
					await expect(out).toHaveText(notEnvelope);
					await expect(page.locator('[data-explanation]')).toBeVisible();
				}
			});

		test('names the line of the failing message in a stream', async ({ page }) => {
			await page.goto(`${prefix}/playground/`);
			await paste(page, fixture('daemon-watch-stream.ndjson'));
			await expect(page.locator('[data-input-kind]')).toHaveText(stream);
		});

		test('lists doctor’s failing checks with what to run', async ({ page }) => {
			await page.goto(`${prefix}/playground/`);
			await paste(page, fixture('doctor-critical-failed.txt'));
			const explanation = page.locator('[data-explanation]');
			await expect(explanation).toContainText(doctor);
			await expect(explanation.locator('[data-explanation-steps] li')).toHaveCount(3);
			await expect(explanation.locator('[data-explanation-steps]')).toContainText(
				'Start a Flutter app in debug mode',
			);
		});
	});
}
