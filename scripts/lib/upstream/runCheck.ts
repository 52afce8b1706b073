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
import type { Registry } from '../../../src/lib/registry/index.ts';
import type { UpstreamSide } from './drift.ts';
import { knownReleases, registryExpectation } from './registryExpectation.ts';
import type { CheckResult } from './report.ts';

/**
 * Reads what a checkout declares: its error-code catalog and its MCP tools. Throws
 * `CheckoutError` (with a one-line message) when the checkout cannot be read, which the script
 * turns into exit 2. A relative checkout path is taken from `cwd`.
 */
export function readUpstream(options: CheckOptions, cwd: string): UpstreamSide {
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
	return { errorCodesPath, catalog, tools: publishedTools(files) };
}

/** Compares what a checkout declares with what `source` says of a release (default: the newest). */
export function runCheck(
	options: CheckOptions,
	upstream: UpstreamSide,
	source: Registry,
): CheckResult {
	const releases = knownReleases(source);
	const release = options.release ?? releases.at(-1)!;
	if (!releases.includes(release)) {
		throw new CheckoutError(`unknown release ${release}; known: ${releases.join(', ')}`);
	}
	const expectation = registryExpectation(release, source);
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
