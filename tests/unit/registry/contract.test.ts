import { describe, expect, it } from 'vitest';
import { contractCodes, recoveryKey, registry } from '../../../src/lib/registry/index.ts';
import { readContractTable } from '../../support/contractTable.ts';

describe('the registry equals the v3 contract table', () => {
	const contract = readContractTable();

	it('reads all 36 rows of the contract', () => {
		expect(contract).toHaveLength(36);
	});

	it('holds the same codes, in the same order', () => {
		expect(contractCodes(registry).map((c) => c.code)).toStrictEqual(
			contract.map((row) => row.code),
		);
	});

	it.each(contract.map((row) => [row.code, row] as const))(
		'%s: every column matches',
		(code, row) => {
			const entry = contractCodes(registry).find((c) => c.code === code)!;
			expect({
				code: entry.code,
				sourceArea: entry.sourceArea,
				meaning: entry.meaning.en,
				retryable: entry.retryable,
				exitCode: entry.exitCode,
				recovery: recoveryKey(entry),
			}).toStrictEqual(row);
		},
	);

	it('uses a prose instruction exactly where the contract has no command', () => {
		const prose = contract
			.filter((row) => !row.recovery.startsWith('flutter_mcp_cli '))
			.map((row) => row.code);
		expect(
			contractCodes(registry)
				.filter((c) => c.recovery.kind === 'instruction')
				.map((c) => c.code),
		).toStrictEqual(prose);
		expect(prose).toStrictEqual(['write_blocked']);
	});
});
