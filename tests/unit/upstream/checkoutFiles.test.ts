import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
	CheckoutError,
	knownErrorCodesPaths,
	locateErrorCodes,
} from '../../../scripts/lib/upstream/checkoutFiles.ts';

const fixture = (name: string) =>
	fileURLToPath(new URL(`../../fixtures/upstream/${name}`, import.meta.url));

const catalog = `abstract final class CoreErrorCode { static const a = 'a'; }`;
const reexport = `export 'package:core/core.dart' show CoreErrorCode;`;

let temp: string | null = null;
/** A checkout in a temporary folder with these files. */
function checkout(files: Record<string, string>): string {
	temp = mkdtempSync(join(tmpdir(), 'upstream-locate-'));
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(dirname(join(temp, path)), { recursive: true });
		writeFileSync(join(temp, path), text);
	}
	return temp;
}
afterEach(() => {
	if (temp) rmSync(temp, { recursive: true, force: true });
	temp = null;
});

describe('locateErrorCodes', () => {
	it('finds the catalog of each layout and skips the re-exporting copy', () => {
		expect(locateErrorCodes(fixture('v3-layout'))).toBe(
			'mcp_shared_core/lib/src/types/error_codes.dart',
		);
		expect(locateErrorCodes(fixture('contract-layout'))).toBe(
			'mcp_server_dart/lib/src/core/error_codes.dart',
		);
	});

	it('prefers the newest known path when several hold a catalog', () => {
		const root = checkout(Object.fromEntries(knownErrorCodesPaths.map((p) => [p, catalog])));
		expect(locateErrorCodes(root)).toBe('packages/core/lib/src/types/error_codes.dart');
	});

	it('finds a catalog that moved to a path it does not know, if there is one', () => {
		const root = checkout({
			'packages/core/lib/src/types/error_codes.dart': reexport,
			'packages/errors/lib/error_codes.dart': catalog,
		});
		expect(locateErrorCodes(root)).toBe('packages/errors/lib/error_codes.dart');
	});

	it('asks for --file when the search is ambiguous or empty', () => {
		const two = checkout({ 'a/error_codes.dart': catalog, 'b/error_codes.dart': catalog });
		expect(() => locateErrorCodes(two)).toThrow(
			/a\/error_codes.dart, b\/error_codes.dart\); choose one with --file/,
		);
		expect(() => locateErrorCodes(fixture('reexport-only'))).toThrow(CheckoutError);
		expect(() => locateErrorCodes(fixture('reexport-only'))).toThrow(/Use --file/);
	});

	it('takes --file relative to the checkout, or absolute, and refuses a missing one', () => {
		const root = fixture('v3-layout');
		const shim = 'mcp_server_dart/lib/src/shared_core/types/error_codes.dart';
		expect(locateErrorCodes(root, shim)).toBe(shim);
		expect(locateErrorCodes(root, join(root, shim))).toBe(shim);
		expect(() => locateErrorCodes(root, 'nope.dart')).toThrow('--file nope.dart: no such file');
	});
});
