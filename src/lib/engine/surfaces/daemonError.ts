import type { ContractOutcome } from '../contract/contractChecks.ts';
import { ownMember as own } from '../json/jsonValue.ts';
import { looksLikeEnvelope, type Classification, type DaemonRpc } from './classification.ts';
import { nothingToCheck, type ClassicReader, type ReadContext } from './surfaceReader.ts';

/**
 * The daemon's `command/execute` failure (REAL-CLI §4): a JSON-RPC error whose `error.data.error`
 * is the bare error object, and whose `error.code` the daemon derives from it.
 */
export function classifyDaemonError(error: unknown): Classification | null {
	const inner = own(own(error, 'data'), 'error');
	if (!looksLikeEnvelope(inner)) return null;
	return {
		kind: 'daemon-error',
		site: { pointer: '/error/data/error', where: 'error.data.error', value: inner },
		rpc: { pointer: '/error', code: own(error, 'code'), message: own(error, 'message') },
	};
}

export const readDaemonError: ClassicReader<'daemon-error'> = (c, ctx) => ({
	...nothingToCheck,
	detail: ctx.t('kind.daemonError'),
	site: c.site,
	afterContract: (outcome) => checkDaemonRpc(c.rpc, outcome, ctx),
});

/** The daemon maps the code's httpLikeStatus to error.code (cli_daemon_server.dart:643-667). */
function checkDaemonRpc(
	rpc: DaemonRpc,
	outcome: ContractOutcome,
	{ t, report }: ReadContext,
): void {
	const entry = outcome.entry ?? undefined;
	const expected = entry?.cli?.daemonRpcCode;
	if (
		expected === undefined ||
		expected === null ||
		typeof rpc.code !== 'number' ||
		rpc.code === expected
	)
		return;
	report({
		severity: 'warning',
		rule: 'daemon.rpcCode',
		pointer: `${rpc.pointer}/code`,
		at: 'value',
		message: t('daemon.rpcCode', { actual: rpc.code, expected, code: entry!.code }),
		expected: String(expected),
		actual: String(rpc.code),
	});
}
