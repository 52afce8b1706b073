import { expect, it } from 'vitest';
import { registry, requireCode, uiText } from '../../../src/lib/registry/index.ts';

/**
 * Single sentences the zh-TW review 8 (item 12) rewrote, each checked where its text lives: the
 * old wording fails here if it comes back.
 */
const t = uiText('zh-TW');

it('state_lock_timeout says where the lock file is missing, and its details caption in code', () => {
	const entry = requireCode(registry, 'state_lock_timeout', 'test');
	const texts = JSON.stringify(entry);
	expect(texts).not.toContain('不存在任何檔案');
	expect(texts).toContain('所指的位置沒有檔案');
	const caption = entry.cli.details[0]!.when!;
	expect(caption['zh-TW']).toBe('一律是這個結構；讀不到鎖檔案時，`owner` 為 `null`。');
	expect(caption.en).toContain('`owner` is `null`');
});

it('the playground labels the input kind as the CLI does, 輸入, not 偵測結果', () => {
	expect(t('playground.inputKind')).toBe('輸入');
});

it('llms.txt says plainly when the contract was written and what the CLI was called', () => {
	expect(t('llms.summary')).toContain(
		'這份合約寫於 commit {commit}，當時 CLI 名為 flutter_mcp_cli',
	);
});
