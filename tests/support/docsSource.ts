import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Small parsers for the Markdown/MDX sources under content/docs, shared by the docs tests. */

/** Every .md/.mdx file under `dir`, as a path relative to `base` with forward slashes. */
export function docFiles(dir: string, base: string = dir): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = join(dir, entry.name);
		if (entry.isDirectory()) return docFiles(full, base);
		return /\.mdx?$/.test(entry.name) ? [relative(base, full).split(sep).join('/')] : [];
	});
}

/** The body of a page without its frontmatter and without fenced code blocks (``` or ~~~). */
export function prose(source: string): string {
	const withoutFrontmatter = source.replace(/^---\n[\s\S]*?\n---\n/, '');
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

/** Codes given to other components (`<EnvelopeExample code="…"`, `<RetryAdvice code="…"`). */
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
