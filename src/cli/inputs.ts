import { readdirSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

/**
 * What `validate`'s arguments name, in order: standard input (`-`), files, the files of a directory,
 * the files a glob matches. The shell expands an unquoted glob before the CLI sees it; a quoted one
 * (`'logs/**\/*.json'`, what a CI step writes so that `**` works in every shell) is expanded here.
 *
 * - An existing path is taken as it is: a directory is walked, anything else is read as a file (a
 *   name with `*` or `[` in it included), so reading decides what a device or a named pipe is.
 * - A directory gives its `.json`, `.ndjson`, `.txt` and `.log` files, at any depth, sorted: the
 *   files flutter_mcp_cli's output is kept in (stdout lines, MCP results, daemon streams, logs and
 *   transcripts). Entries whose name starts with a dot, `node_modules` and links are skipped.
 * - A path that does not exist and has `*`, `?`, `[` or `{` in it is a glob (tinyglobby: `**`,
 *   braces, classes), matching files only, sorted; dot-files and `node_modules` only when the
 *   pattern names them; never a link, nor anything through one. A glob that matches nothing is
 *   read as a file name ("no such file"). One with more than `maxGlobStars` `*` in a path segment
 *   is refused before it runs (`globTooComplex`).
 * - Anything else is read as a file, and reading says what is wrong with it (no such file).
 *
 * Links are left out of what a directory or a glob expands to because expanding is not naming: in
 * a CI job they come from a pull request, and a link to `/proc/self/environ` or a key file would
 * have its text quoted in findings, a link to `/` would walk the whole disk, a link to `.` loop
 * (security-review-2, info). A link named on the command line is read: the person who typed it
 * chose it.
 *
 * A file reached twice (a directory and a glob over it) is checked once, where it first appears.
 */
export type InputSource =
	| { kind: 'stdin'; path: '-' }
	| { kind: 'file'; path: string }
	/** A directory without a file of the extensions searched for. */
	| { kind: 'no-match'; path: string };

/** The extensions a directory is searched for. */
export const directoryExtensions = ['.json', '.ndjson', '.txt', '.log'] as const;

const globMagic = /[*?[\]{}]/;

/**
 * The most `*` one path segment of a glob may hold (`**` not counted). The matcher (picomatch)
 * backtracks over every way the stars can split a name: measured against one 245-character name,
 * 3 stars 0.17 s, 4 stars 0.7 s, 5 stars 31 s.
 */
export const maxGlobStars = 4;

/** Whether `arg` is a glob (a path that does not exist, with wildcards) over `maxGlobStars`. */
export function globTooComplex(arg: string): boolean {
	if (arg === '-' || !globMagic.test(arg) || statOrUndefined(arg)) return false;
	return arg
		.split(/[/\\]/)
		.some((segment) => segment !== '**' && (segment.match(/\*/g)?.length ?? 0) > maxGlobStars);
}

/** What the path is, or undefined when it cannot be told: reading will say why. */
function statOrUndefined(path: string) {
	try {
		return statSync(path, { throwIfNoEntry: false });
	} catch {
		return undefined;
	}
}

function walk(dir: string, found: string[]): void {
	let entries;
	try {
		entries = readdirSync(dir, { withFileTypes: true });
	} catch {
		// A subdirectory that cannot be listed: its files are not inputs anyone can check.
		return;
	}
	for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
		if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
		const path = join(dir, entry.name);
		// Dirents do not follow links: a link is neither a directory nor a file here.
		if (entry.isDirectory()) walk(path, found);
		else if (entry.isFile() && directoryExtensions.some((ext) => entry.name.endsWith(ext)))
			found.push(path);
	}
}

async function expandGlob(pattern: string): Promise<string[]> {
	// Loaded only for a glob: most runs name files, and start-up is what a CI step waits for.
	const { glob } = await import('tinyglobby');
	const files = await glob(pattern, {
		cwd: process.cwd(),
		onlyFiles: true,
		expandDirectories: false,
		// As a directory's walk: no link, to a file or a folder.
		followSymbolicLinks: false,
		absolute: isAbsolute(pattern),
		ignore: pattern.includes('node_modules') ? [] : ['**/node_modules/**'],
	});
	return files.sort();
}

/**
 * The inputs `args` name, in order, each file once; `expanded` when an argument was a directory or a
 * glob, whose number of files the command line does not tell.
 */
export async function expandInputs(
	args: readonly string[],
): Promise<{ inputs: InputSource[]; expanded: boolean }> {
	let expanded = false;
	const inputs: InputSource[] = [];
	const seen = new Set<string>();
	const addFile = (path: string) => {
		const key = resolve(path);
		if (seen.has(key)) return;
		seen.add(key);
		inputs.push({ kind: 'file', path });
	};
	for (const arg of args) {
		if (arg === '-') {
			inputs.push({ kind: 'stdin', path: '-' });
			continue;
		}
		const info = statOrUndefined(arg);
		if (info?.isDirectory()) {
			expanded = true;
			const found: string[] = [];
			walk(arg, found);
			if (!found.length) inputs.push({ kind: 'no-match', path: arg });
			found.forEach(addFile);
		} else if (!info && globMagic.test(arg)) {
			expanded = true;
			const found = await expandGlob(arg);
			// Matching nothing, it is read as the file it may have been meant as: "no such file".
			if (!found.length) addFile(arg);
			found.forEach(addFile);
		} else addFile(arg);
	}
	return { inputs, expanded };
}
