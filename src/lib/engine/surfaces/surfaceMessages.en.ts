import type { SurfaceMessageKey } from './surfaceMessages.ts';

/** The surface and release messages in English; `surfaceMessages.zh-TW.ts` has the same keys (the type demands them). */
export const surfaceMessagesEn: Record<SurfaceMessageKey, string> = {
	'kind.intentCall':
		'MCP tool result of flutter-mcp-toolkit ≥ 4.0.0-dev.1: IntentCall’s {code, message, details} in {where}.',
	'kind.intentCallText':
		'IntentCall’s {code, message, details}, the text of an MCP tool result of flutter-mcp-toolkit ≥ 4.0.0-dev.1.',
	'kind.bundleStep':
		'A snapshot bundle step file (commands/NN_{name}.json): the CLI’s {ok, data, error, meta} in result.',
	'kind.array':
		'A JSON array of {length} messages, of which element [{index}] is checked. {detail}',
	'array.moreFailures': 'Elements {indexes} of the array fail too; only [{index}] was checked.',
	'array.moreFailuresMany':
		'{count} more elements of the array fail too, {indexes} and {more} others; only [{index}] was checked.',
	'intentCall.codeMismatch':
		'IntentCall’s code is {actual}, but the error object in details says {code}: IntentCall copies the inner code.',
	'intentCall.messageMismatch':
		'IntentCall’s message differs from the error object’s message in details: IntentCall copies the inner message.',
	'batch.failingStep': 'batch step {index} ({name}) failed with {code}.',
	'batch.codeMismatch':
		'The batch failed with {actual}, but its first failing step failed with {code}: batch takes the first failing step’s code.',
	'release.atLeast': '{binary} ≥ {id}',
	'release.unknown':
		'cannot tell; nothing in this output differs between the v3 contract and later releases.',
	'release.mixed':
		'This output mixes marks of different releases ({evidence}): no release prints them together.',
	'release.line': '{label}, {surface}',
	'evidence.recoveryBinary': 'fix_command calls {binary}',
	'evidence.laterCode': '{code} was added in {release}',
	'evidence.detailsMember': '{code} has details.{member}',
	'evidence.metaMember': 'meta.{member} is present',
	'evidence.intentCallWrapper': 'IntentCall’s {code, message, details} around the error object',
	'evidence.emptyDetails': 'details is {} on {code}',
	'evidence.descriptorValue': 'descriptor.{field} is {value} on {code}',
	'evidence.recoveryCommand': 'the fix_command of {code} is the one this release first prints',
	'surface.intentcall': 'MCP tool result via IntentCall',
	'surface.bundle-step': 'snapshot bundle step file',
	'surface.classic': 'evidence: {evidence}',
	'recovery.form': 'As {binary} {id} and later print it.',
	'recovery.contractBinary':
		'{contract} is the v3 contract’s name for the CLI; run the command as {binary}, the binary installed today.',
	'recovery.fromPayload':
		'What the CLI itself said (recovery.fix_command of the error object): Error Playbook’s code list does not know {code}, so it has no command of its own for it.',
};
