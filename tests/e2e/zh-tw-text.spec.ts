import { expect, test } from './reusedPage.ts';
import { registry } from '../../src/lib/registry/index.ts';

/**
 * A zh-TW page in the browser: a translated recovery instruction shows the English the envelope
 * carries too. The text rules of every built zh-TW page (punctuation, chrome, links, glossary) are
 * read from dist/ without a browser: tests/build/zhTwText.test.ts.
 */
test('a translated recovery instruction shows the English the envelope carries too', async ({
	page,
}) => {
	const entry = registry.codes.find((c) => c.code === 'write_blocked')!;
	if (entry.recovery.kind !== 'instruction') throw new Error('write_blocked has an instruction');
	await page.goto('/zh-tw/codes/write_blocked/');
	// The contract's instruction, translated, in its folded note; the English the envelope carries is
	// what the CLI prints (its section quotes the CLI's own words).
	// Its flags are inline code on the page: the text a visitor reads has no backticks.
	await expect(page.locator('[data-contract-instruction]')).toHaveText(
		entry.recovery.instruction['zh-TW'].replaceAll('`', ''),
	);
	await expect(page.locator('[data-contract-instruction] code')).toHaveText([
		'--no-overwrite',
		'--output',
		'--name',
	]);
	await expect(page.locator('[data-cli-fix-command]').first()).toContainText(
		entry.cli.recovery.fixCommands[0]!,
	);
});
