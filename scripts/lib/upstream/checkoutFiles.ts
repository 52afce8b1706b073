import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';

/**
 * The file-system side of the check: which `error_codes.dart` of a checkout holds the catalog, and
 * which Dart files to read for tool declarations. Everything it returns is relative to the
 * checkout, with `/` separators, as the report prints it.
 */

/**
 * Where upstream kept the catalog, newest first: `packages/core/` from commit 32b7996 (v3.1.x,
 * v4), `mcp_shared_core/` in v3.0.x, `mcp_server_dart/lib/src/core/` at b7f4434. From v3.0.0 on,
 * `mcp_server_dart/lib/src/shared_core/types/error_codes.dart` also exists but only re-exports the
 * shared one, so a candidate counts only when it declares the catalog class.
 */
export const knownErrorCodesPaths = [
	'packages/core/lib/src/types/error_codes.dart',
	'mcp_shared_core/lib/src/types/error_codes.dart',
	'mcp_server_dart/lib/src/core/error_codes.dart',
];

/** Folders never read: tests, examples, generated and fetched code, the Flutter test app. */
const skippedFolders = new Set([
	'.git',
	'.dart_tool',
	'build',
	'node_modules',
	'test',
	'example',
	'flutter_test_app',
]);

export class CheckoutError extends Error {}

const declaresCatalog = (text: string) => /\bclass\s+\w*ErrorCode\b/.test(text);

const toPosix = (path: string) => path.split(sep).join('/');

/** Every file under `root` whose name ends with `suffix`, outside the skipped folders. */
function filesUnder(root: string, suffix: string): string[] {
	const found: string[] = [];
	const walk = (dir: string) => {
		for (const entry of readdirSync(dir, { withFileTypes: true })) {
			if (entry.isDirectory()) {
				if (!skippedFolders.has(entry.name)) walk(join(dir, entry.name));
			} else if (entry.name.endsWith(suffix)) {
				found.push(toPosix(relative(root, join(dir, entry.name))));
			}
		}
	};
	walk(root);
	return found.sort();
}

export function assertCheckout(root: string): void {
	if (!existsSync(root)) throw new CheckoutError(`no such folder: ${root}`);
	if (!statSync(root).isDirectory()) throw new CheckoutError(`not a folder: ${root}`);
}

/**
 * The checkout-relative path of the catalog file: `--file` when given, else the first known path
 * that declares the catalog, else the one `error_codes.dart` anywhere in the checkout that does.
 */
export function locateErrorCodes(root: string, file?: string): string {
	if (file !== undefined) {
		const absolute = isAbsolute(file) ? file : join(root, file);
		if (!existsSync(absolute) || !statSync(absolute).isFile()) {
			throw new CheckoutError(`--file ${file}: no such file`);
		}
		return toPosix(relative(root, absolute));
	}
	const read = (path: string) => readFileSync(join(root, path), 'utf8');
	const known = knownErrorCodesPaths.find(
		(p) => existsSync(join(root, p)) && declaresCatalog(read(p)),
	);
	if (known) return known;
	const elsewhere = filesUnder(root, 'error_codes.dart').filter((p) => declaresCatalog(read(p)));
	if (elsewhere.length === 1) return elsewhere[0]!;
	if (elsewhere.length > 1) {
		throw new CheckoutError(
			`several error_codes.dart declare an error-code class (${elsewhere.join(', ')}); choose one with --file`,
		);
	}
	throw new CheckoutError(
		`no error_codes.dart with an error-code class in ${root} (looked at ${knownErrorCodesPaths.join(', ')} and everywhere else); is it an mcp_flutter checkout? Use --file to name the file`,
	);
}

export function readCheckoutFile(root: string, path: string): string {
	try {
		return readFileSync(join(root, path), 'utf8');
	} catch (error) {
		throw new CheckoutError(`cannot read ${path}: ${(error as Error).message}`);
	}
}

/**
 * The Dart files that may declare tools (generated `.g.dart` left out: its source file carries the
 * annotation), each with the folder of the package it belongs to (the nearest `pubspec.yaml`).
 */
export function dartSources(root: string): { path: string; packageRoot: string }[] {
	const packages = filesUnder(root, 'pubspec.yaml').map((p) => p.slice(0, -'pubspec.yaml'.length));
	return filesUnder(root, '.dart')
		.filter((path) => !path.endsWith('.g.dart'))
		.map((path) => ({
			path,
			packageRoot: packages
				.filter((dir) => path.startsWith(dir))
				.reduce((longest, dir) => (dir.length > longest.length ? dir : longest), ''),
		}));
}
