import { resolve } from 'node:path';
import {
	assertCheckout,
	CheckoutError,
	dartSources,
	locateErrorCodes,
	readCheckoutFile,
} from './checkoutFiles.ts';
import type { CheckOptions } from './checkOptions.ts';
import { parseDartErrorCodes } from './dartErrorCodes.ts';
import { DartSyntaxError } from './dartLexer.ts';
import { publishedTools, readToolDeclarations } from './dartTools.ts';
import { findDrift } from './drift.ts';
import { knownReleases, registryExpectation } from './registryExpectation.ts';
import type { CheckResult } from './report.ts';

/**
 * Reads a checkout and compares it with the registry. Throws `CheckoutError` (with a one-line
 * message) when the checkout or the release cannot be used, which the script turns into exit 2.
 * A relative checkout path is taken from `cwd`.
 */
export function runCheck(options: CheckOptions, cwd: string): CheckResult {
	const releases = knownReleases();
	const release = options.release ?? releases.at(-1)!;
	if (!releases.includes(release)) {
		throw new CheckoutError(`unknown release ${release}; known: ${releases.join(', ')}`);
	}
	const root = resolve(cwd, options.checkout);
	assertCheckout(root);
	const errorCodesPath = locateErrorCodes(root, options.file);
	const catalog = readDart(errorCodesPath, () =>
		parseDartErrorCodes(readCheckoutFile(root, errorCodesPath)),
	);
	if (catalog.codes.size === 0) {
		throw new CheckoutError(`${errorCodesPath}: the error-code class declares no codes`);
	}
	const files = dartSources(root).map(({ path, packageRoot }) => ({
		path,
		packageRoot,
		tools: readDart(path, () => readToolDeclarations(readCheckoutFile(root, path))),
	}));
	const expectation = registryExpectation(release);
	const upstream = { errorCodesPath, catalog, tools: publishedTools(files) };
	return {
		checkout: options.checkout,
		release,
		upstream,
		expectedCodes: expectation.codes.size,
		toolsCompared: expectation.tools !== null,
		drift: findDrift(expectation, upstream),
	};
}

/** Runs a reader of one Dart file, turning what it cannot read into a one-line `CheckoutError`. */
function readDart<T>(path: string, read: () => T): T {
	try {
		return read();
	} catch (error) {
		if (error instanceof CheckoutError) throw error;
		const line = error instanceof DartSyntaxError ? `:${error.line}` : '';
		throw new CheckoutError(`cannot read ${path}${line}: ${(error as Error).message}`);
	}
}
