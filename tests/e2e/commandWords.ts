import type { Locator } from '@playwright/test';

/**
 * The words of a command (runs of non-spaces) that the layout split over two lines. The text may
 * be spread over many nodes (one per word, or Expressive Code's token spans), so each character's
 * node is found first and each word measured as one range.
 */
export function brokenWords(command: Locator): Promise<string[]> {
	return command.evaluate((element) => {
		const places: [Text, number][] = [];
		const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
		for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
			for (let i = 0; i < node.length; i++) places.push([node, i]);
		const broken: string[] = [];
		for (const match of (element.textContent ?? '').matchAll(/\S+/g)) {
			const range = document.createRange();
			const [startNode, startOffset] = places[match.index]!;
			const [endNode, endOffset] = places[match.index + match[0].length - 1]!;
			range.setStart(startNode, startOffset);
			range.setEnd(endNode, endOffset + 1);
			const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
			if (lines.size > 1) broken.push(match[0]);
		}
		return broken;
	});
}
