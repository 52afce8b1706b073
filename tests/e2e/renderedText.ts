import type { Page } from '@playwright/test';

/**
 * Backticks a visitor sees in running text, each with a little context. Registry texts mark
 * inline code with backticks, and a page that prints such a text without rendering it shows raw
 * Markdown ("every new `flutter run` publishes…"). Code blocks, inline code and form fields may
 * hold backticks of their own; hidden elements are not seen. The page title and its meta
 * description (what a search engine shows) are checked too.
 */
export function strayBackticks(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const skip = 'pre, code, kbd, samp, textarea, script, style, template, noscript, [hidden]';
		const found: string[] = [];
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			const text = node.nodeValue ?? '';
			if (!text.includes('`')) continue;
			const parent = node.parentElement;
			if (!parent || parent.closest(skip) || parent.getClientRects().length === 0) continue;
			const at = text.indexOf('`');
			found.push(text.slice(Math.max(0, at - 30), at + 30).trim());
		}
		const description =
			document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
		for (const [where, text] of [
			['<title>', document.title],
			['meta description', description],
		] as const)
			if (text.includes('`')) found.push(`${where}: ${text}`);
		return found;
	});
}
