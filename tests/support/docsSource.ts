import { docFiles, splitFrontmatter } from '../../src/lib/guides/index.ts';

/**
 * Small parsers of the prose of `content/docs/` pages, shared by the docs tests. Finding and reading
 * the pages is `src/lib/guides` (the site's own reader): `docFiles` is re-exported from there.
 */
export { docFiles };

/** The body of a page without its frontmatter and without fenced code blocks (``` or ~~~). */
export function prose(source: string): string {
	const withoutFrontmatter = splitFrontmatter(source).body;
	const lines: string[] = [];
	let fence: string | undefined;
	for (const line of withoutFrontmatter.split('\n')) {
		const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
		if (fence) {
			if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
			lines.push('');
		} else if (marker) {
			fence = marker;
			lines.push('');
		} else {
			lines.push(line);
		}
	}
	return lines.join('\n');
}

/** Heading levels in order, e.g. `['##', '###', '###', '##']`. */
export function headingLevels(source: string): string[] {
	return prose(source)
		.split('\n')
		.map((line) => /^(#{1,6})\s+\S/.exec(line)?.[1])
		.filter((level): level is string => level !== undefined);
}

/** Codes named by `<CodeLink code="…" />`, in order of appearance. */
export function codeLinks(source: string): string[] {
	return [...prose(source).matchAll(/<CodeLink\s+code=(["'])([^"']*)\1/g)].map((m) => m[2]!);
}

/** Codes given to other components (`<EnvelopeExample code="…"`). */
export function componentCodes(source: string): string[] {
	return [
		...prose(source).matchAll(/<(?!CodeLink\b)([A-Z]\w*)\b[^>]*?\bcode=(["'])([^"']*)\2/g),
	].map((m) => `${m[1]}:${m[3]}`);
}

/** Registry codes written as inline code (`` `connect_failed` ``) outside fenced blocks. */
export function backtickCodes(source: string, codes: ReadonlySet<string>): string[] {
	return [...prose(source).matchAll(/`([^`\n]+)`/g)]
		.map((m) => m[1]!.trim())
		.filter((text) => codes.has(text));
}
