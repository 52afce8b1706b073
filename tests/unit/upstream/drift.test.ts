import { describe, expect, it } from 'vitest';
import type {
	UpstreamCatalog,
	UpstreamCode,
	UpstreamRecovery,
} from '../../../scripts/lib/upstream/dartErrorCodes.ts';
import { commandMatches, findDrift } from '../../../scripts/lib/upstream/drift.ts';
import type { UpstreamTools } from '../../../scripts/lib/upstream/dartTools.ts';
import type {
	ExpectedCode,
	RegistryExpectation,
} from '../../../scripts/lib/upstream/registryExpectation.ts';

const path = 'lib/error_codes.dart';

const ours = (overrides: Partial<ExpectedCode> = {}): ExpectedCode => ({
	category: 'vm',
	retryable: true,
	exitCode: 68,
	httpLikeStatus: 503,
	recovery: { source: 'static', summary: 'Connect first.', fixCommands: ['cli status'] },
	...overrides,
});

const recovery = (overrides: Partial<UpstreamRecovery> = {}): UpstreamRecovery => ({
	source: 'static',
	summary: { value: 'Connect first.', line: 40 },
	fixCommands: { value: ['cli status'], line: 41 },
	...overrides,
});

/** Upstream's side of a code equal to `ours()`, fields on lines 10–13. */
const theirs = (code: string, overrides: Partial<UpstreamCode> = {}): UpstreamCode => ({
	code,
	line: 5,
	descriptor: {
		source: 'entry',
		category: { value: 'vm', line: 10 },
		retryable: { value: true, line: 11 },
		exitCode: { value: 68, line: 12 },
		httpLikeStatus: { value: 503, line: 13 },
	},
	recovery: recovery(),
	...overrides,
});

const noTools: UpstreamTools = { tools: [], unresolved: [] };

function drift(
	expected: Record<string, ExpectedCode>,
	upstream: UpstreamCode[],
	tools: { ours: string[] | null; upstream?: UpstreamTools } = { ours: null },
) {
	const expectation: RegistryExpectation = {
		release: 'test',
		codes: new Map(Object.entries(expected)),
		tools: tools.ours,
	};
	const catalog: UpstreamCatalog = {
		catalogLine: 3,
		codes: new Map(upstream.map((c) => [c.code, c])),
		notes: [],
	};
	return findDrift(expectation, {
		errorCodesPath: path,
		catalog,
		tools: tools.upstream ?? noTools,
	});
}

describe('findDrift: codes', () => {
	it('finds nothing when both sides agree', () => {
		expect(drift({ a: ours() }, [theirs('a')])).toEqual([]);
	});

	it('reports each changed descriptor field at its line', () => {
		const code = theirs('a');
		code.descriptor!.exitCode = { value: 69, line: 12 };
		code.descriptor!.category = { value: 'execution', line: 10 };
		expect(drift({ a: ours() }, [code])).toEqual([
			{
				kind: 'changed',
				subject: 'code',
				name: 'a',
				field: 'category',
				ours: 'vm',
				upstream: 'execution',
				path,
				line: 10,
			},
			{
				kind: 'changed',
				subject: 'code',
				name: 'a',
				field: 'exitCode',
				ours: 68,
				upstream: 69,
				path,
				line: 12,
			},
		]);
	});

	it('says when upstream’s value is only the default for codes without a descriptor entry', () => {
		const code = theirs('a');
		code.descriptor!.source = 'fallback';
		code.descriptor!.retryable = { value: false, line: 11 };
		expect(drift({ a: ours() }, [code])[0]!.note).toMatch(/no descriptor entry/);
	});

	it('reports an added code with all upstream knows of it, and a removed one at the catalog', () => {
		const items = drift({ gone: ours() }, [theirs('new')]);
		expect(items).toEqual([
			{
				kind: 'added',
				subject: 'code',
				name: 'new',
				field: 'code',
				ours: null,
				upstream: {
					category: 'vm',
					retryable: true,
					exitCode: 68,
					httpLikeStatus: 503,
					recovery: { source: 'static', summary: 'Connect first.', fixCommands: ['cli status'] },
				},
				path,
				line: 5,
			},
			{
				kind: 'removed',
				subject: 'code',
				name: 'gone',
				field: 'code',
				ours: ours(),
				upstream: null,
				path,
				line: 3,
			},
		]);
	});

	it('reports a code whose descriptor upstream lost', () => {
		const items = drift({ a: ours() }, [theirs('a', { descriptor: null })]);
		expect(items.map((d) => [d.kind, d.field, d.line])).toEqual([['removed', 'descriptor', 5]]);
	});
});

describe('findDrift: recoveries', () => {
	it('reports a recovery we do not record as added, and one upstream lost as removed', () => {
		expect(drift({ a: ours({ recovery: null }) }, [theirs('a')])).toMatchObject([
			{ kind: 'added', field: 'recovery', ours: null, line: 40 },
		]);
		expect(drift({ a: ours() }, [theirs('a', { recovery: null })])).toMatchObject([
			{ kind: 'removed', field: 'recovery', upstream: null, line: 5 },
		]);
		expect(drift({ a: ours({ recovery: null }) }, [theirs('a', { recovery: null })])).toEqual([]);
	});

	it('compares source, summary and commands, each at its line', () => {
		const upstream = theirs('a', {
			recovery: recovery({
				source: 'fallback',
				summary: { value: 'Something else.', line: 40 },
				fixCommands: { value: ['cli doctor'], line: 41 },
			}),
		});
		expect(
			drift({ a: ours() }, [upstream]).map((d) => [d.field, d.ours, d.upstream, d.line]),
		).toEqual([
			['recovery.source', 'static', 'fallback', 40],
			['recovery.summary', 'Connect first.', 'Something else.', 40],
			['recovery.fixCommands', ['cli status'], ['cli doctor'], 41],
		]);
	});

	it('takes fix commands in any order, each exactly once', () => {
		const two = (value: string[]) =>
			theirs('a', { recovery: recovery({ fixCommands: { value, line: 41 } }) });
		const expected = ours({
			recovery: { source: 'static', summary: 'Connect first.', fixCommands: ['one', 'two'] },
		});
		expect(drift({ a: expected }, [two(['two', 'one'])])).toEqual([]);
		expect(drift({ a: expected }, [two(['one', 'one'])])).toHaveLength(1);
		expect(drift({ a: expected }, [two(['one'])])).toHaveLength(1);
	});
});

describe('commandMatches', () => {
	it('lets our placeholder stand for what upstream computes', () => {
		expect(
			commandMatches(
				`cli get_vm '{"targetId":"<target_id>"}'`,
				`cli get_vm '{"targetId":"\${firstTarget}"}'`,
			),
		).toBe(true);
	});

	it('wants literal text, literal placeholders and regex characters included, to match exactly', () => {
		expect(commandMatches('ws://h/<token>/ws', 'ws://h/<token>/ws')).toBe(true);
		expect(commandMatches('ws://h/<id>/ws', 'ws://h/<token>/ws')).toBe(false);
		expect(commandMatches(`a '{}' (b)+`, `a '{}' (b)+`)).toBe(true);
		expect(commandMatches('a x', 'a .')).toBe(false);
		expect(commandMatches('plain text', `plain \${x}`)).toBe(false);
	});
});

describe('findDrift: tools', () => {
	const upstreamTools: UpstreamTools = {
		tools: [
			{ name: 'fmt_get_vm', path: 'a.dart', line: 1 },
			{ name: 'fmt_new', path: 'a.dart', line: 2 },
			{ name: 'fmt_new', path: 'b.dart', line: 9 },
		],
		unresolved: [],
	};

	it('compares names when the registry lists them: added once, removed without a place', () => {
		const items = drift({}, [], { ours: ['fmt_get_vm', 'fmt_gone'], upstream: upstreamTools });
		expect(items).toEqual([
			{
				kind: 'added',
				subject: 'tool',
				name: 'fmt_new',
				field: 'tool',
				ours: null,
				upstream: 'fmt_new',
				path: 'a.dart',
				line: 2,
			},
			{
				kind: 'removed',
				subject: 'tool',
				name: 'fmt_gone',
				field: 'tool',
				ours: 'fmt_gone',
				upstream: null,
				path: '.',
				line: null,
			},
		]);
	});

	it('compares nothing when the registry has no list', () => {
		expect(drift({}, [], { ours: null, upstream: upstreamTools })).toEqual([]);
	});
});
