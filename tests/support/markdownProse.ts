/**
 * The prose of a Markdown document: fenced blocks and inline code spans removed, so that tests can
 * look for leaked JSX (`<Component`, `{expression}`) and broken values where they would be seen as text.
 */
export function markdownProse(markdown: string): string {
	const withoutFences = markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '');
	return withoutFences.replace(/(`+)[\s\S]*?\1/g, '');
}

/** The bodies of the fenced code blocks of a language (`sh`, `json`). */
export function fencedBlocks(markdown: string, lang: string): string[] {
	return [...markdown.matchAll(/^(`{3,})([^\n]*)\n([\s\S]*?)\n\1$/gm)]
		.filter((m) => m[2] === lang)
		.map((m) => m[3]!);
}

/** Every link target of a Markdown document. */
export function markdownLinks(markdown: string): string[] {
	return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}
