import { describe, expect, it } from 'vitest';
import { laterCodes, registry } from '../../../src/lib/registry/index.ts';
import { readCliDescriptorTable } from '../../support/cliDescriptorTable.ts';
import { readContractTable } from '../../support/contractTable.ts';

/**
 * The daemon's mapping from httpLikeStatus to a JSON-RPC error code, written out again here
 * (cli_daemon_server.dart:643-667) so that the fixture's last column is checked against the rule
 * and not only copied. The 501/405 → -32601 branch comes after `>= 500`, so 501 never reaches it.
 */
function daemonRpcCode(status: number): number {
	if (status >= 500) return -32000;
	if (status === 409) return -32009;
	if (status === 404) return -32004;
	if (status === 501 || status === 405) return -32601;
	if (status === 400 || status === 422) return -32602;
	return -32000;
}

describe('the registry equals the CLI’s descriptor map at b7f4434', () => {
	const table = readCliDescriptorTable();

	it('reads all 36 rows, the contract’s codes in the contract’s order', () => {
		expect(table.map((row) => row.code)).toStrictEqual(readContractTable().map((row) => row.code));
	});

	it.each(table.map((row) => [row.code, row] as const))('%s: every column matches', (code, row) => {
		const entry = registry.codes.find((c) => c.code === code)!;
		expect({
			code: entry.code,
			category: entry.category,
			retryable: entry.retryable,
			exitCode: entry.exitCode,
			httpLikeStatus: entry.httpLikeStatus,
			daemonRpc: entry.cli.daemon?.rpcCode ?? null,
		}).toStrictEqual(row);
	});

	it('the fixture’s daemon column follows the daemon’s own mapping', () => {
		const mismatches = table.filter(
			(row) => row.daemonRpc !== null && row.daemonRpc !== daemonRpcCode(row.httpLikeStatus),
		);
		expect(mismatches).toStrictEqual([]);
	});

	it('501 falls into the ">= 500" branch: dynamic_registry_disabled reaches the daemon as -32000, not -32601', () => {
		expect(
			registry.codes.find((c) => c.code === 'dynamic_registry_disabled')!.cli.daemon,
		).toStrictEqual({ rpcCode: -32000, reached: true });
	});

	it('every category of the map is one of the registry’s ten, and each of them is used', () => {
		const used = new Set(table.map((row) => row.category));
		expect(registry.categories.map((c) => c.id).sort()).toStrictEqual([...used].sort());
		expect(used.size).toBe(10);
	});
});

describe('the later codes equal the descriptor map of flutter-mcp-toolkit 3.0.0', () => {
	const table = readCliDescriptorTable('v3.0.0-later');

	it('reads 15 rows, the codes 3.0.0 added in the registry, in the same order', () => {
		const added = laterCodes(registry).filter((c) => c.addedIn === '3.0.0');
		expect(added.map((c) => c.code)).toStrictEqual(table.map((row) => row.code));
		expect(table).toHaveLength(15);
	});

	it.each(table.map((row) => [row.code, row] as const))('%s: every column matches', (code, row) => {
		const entry = registry.codes.find((c) => c.code === code)!;
		expect(entry.addedIn).toBe('3.0.0');
		expect({
			code: entry.code,
			category: entry.category,
			retryable: entry.retryable,
			exitCode: entry.exitCode,
			httpLikeStatus: entry.httpLikeStatus,
			daemonRpc: entry.cli.daemon?.rpcCode ?? null,
		}).toStrictEqual(row);
		expect(row.daemonRpc).toBe(daemonRpcCode(row.httpLikeStatus));
	});
});
