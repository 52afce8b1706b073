import type { ContractOutcome } from '../contract/contractChecks.ts';
import { explain } from '../findings/explanations.ts';
import { jsonPreview, typeKeyOf } from '../findings/valuePreview.ts';
import { doctorChecks, type DoctorCheck } from '../input/plainFailures.ts';
import { shownExitStatus } from '../input/transcript.ts';
import { isJsonObject, ownMember as own } from '../json/jsonValue.ts';
import { wrapperSite, type Classification, type CliWrapper } from './classification.ts';
import type { Explanation } from '../validationTypes.ts';
import {
	explained,
	nothingToCheck,
	type ClassicReader,
	type ReadContext,
} from './surfaceReader.ts';

/**
 * The CLI's stdout line, `{ok,data,error,meta}` (REAL-CLI §2): with `ok: false` the error object
 * is `error`; with `ok: true` it is a success, or doctor's report (whose failing critical checks
 * are doctor_critical_failed, REAL-CLI §5). The same wrapper sits in a JSON-RPC `result`, a watch
 * event's `params.result` and a bundle step's `result`.
 */
export function classifyWrapper(
	value: Record<string, unknown>,
	pointer: string,
	where: string,
): Classification {
	const wrapper = { pointer, value };
	if (own(value, 'ok') === true) return { kind: 'cli-success', wrapper };
	return { kind: 'cli-output', wrapper, site: wrapperSite(wrapper, where) };
}

/** `ok: false`: the error object, or a finding that it is missing. */
export const readCliFailure: ClassicReader<'cli-output'> = (c, ctx) => {
	const { t } = ctx;
	if (!c.site) {
		const error = own(c.wrapper.value, 'error');
		ctx.report({
			severity: 'error',
			rule: 'cli.okWithoutError',
			pointer: `${c.wrapper.pointer}/error`,
			at: error === undefined ? 'parent' : 'value',
			message: t('cli.okWithoutError', {
				actual: error === undefined ? t('found.missing') : jsonPreview(error),
			}),
		});
	}
	return {
		...nothingToCheck,
		detail: t('kind.cliOutput'),
		site: c.site,
		wrapper: c.wrapper,
		afterContract: (outcome) => checkCliWrapper(c.wrapper, outcome, ctx),
	};
};

/** `ok: true`: a success, or doctor's report. */
export const readCliSuccess: ClassicReader<'cli-success'> = (c, ctx) => {
	const { t } = ctx;
	const data = own(c.wrapper.value, 'data');
	const doctor = doctorChecks(data, `${c.wrapper.pointer}/data`);
	if (doctor && doctor.critical > 0)
		return {
			...nothingToCheck,
			detail: t('kind.doctor'),
			explanation: doctorExplanation(doctor.failing, doctor.critical, c.wrapper.pointer, ctx),
		};
	if (doctor)
		return {
			...nothingToCheck,
			detail: t('kind.doctor'),
			explanation: explained(
				ctx,
				'doctorPassed',
				{ warnings: String(doctor.failing.length) },
				c.wrapper.pointer,
			),
		};
	return {
		...nothingToCheck,
		detail: t('kind.cliSuccess'),
		explanation: explained(ctx, 'success', {}, c.wrapper.pointer),
	};
};

/** doctor's report with failing critical checks: exit 1, which is doctor_critical_failed (REAL-CLI §5). */
function doctorExplanation(
	failing: DoctorCheck[],
	critical: number,
	pointer: string,
	{ lang, binary, t, report }: ReadContext,
): Explanation {
	const base = explain('doctorCriticalFailed', { critical: String(critical) }, lang, binary);
	report({
		severity: 'info',
		rule: 'explain.doctorCriticalFailed',
		pointer,
		at: 'value',
		message: base.text,
	});
	for (const check of failing)
		report({
			severity: 'info',
			rule: 'doctor.check',
			pointer: `${check.pointer}/status`,
			at: 'value',
			message: t('doctor.check', {
				id: check.id,
				status: check.status,
				diagnostic: check.diagnostic,
			}),
		});
	return {
		...base,
		relatedCode: 'doctor_critical_failed',
		steps: failing.map((check) => ({
			label: `${check.id} (${check.status})`,
			command: check.fixCommand,
		})),
	};
}

const cliSchemaVersion = 'core-envelope/v1';

/**
 * The CLI's stdout wrapper: `ok: false` goes with an error object and `data: null`; `meta` is `{}`
 * or the executor's (schemaVersion core-envelope/v1); and an exit status the transcript shows
 * after it is `descriptor.exitCode` (bin/flutter_mcp_cli.dart, results.dart:74-79).
 */
export function checkCliWrapper(
	wrapper: CliWrapper,
	outcome: ContractOutcome,
	{ text, start, collector, t, report }: ReadContext,
): void {
	const at = (member: string) => `${wrapper.pointer}/${member}`;
	const data = own(wrapper.value, 'data');
	if (data !== undefined && data !== null)
		report({
			severity: 'warning',
			rule: 'cli.dataNotNull',
			pointer: at('data'),
			at: 'value',
			message: t('cli.dataNotNull', { actual: jsonPreview(data) }),
		});
	const meta = own(wrapper.value, 'meta');
	if (meta !== undefined && !isJsonObject(meta))
		report({
			severity: 'error',
			rule: 'cli.meta',
			pointer: at('meta'),
			at: 'value',
			message: t('cli.metaType', { actual: t(typeKeyOf(meta)) }),
		});
	const version = own(meta, 'schemaVersion');
	if (version !== undefined && version !== cliSchemaVersion)
		report({
			severity: 'warning',
			rule: 'cli.schemaVersion',
			pointer: at('meta/schemaVersion'),
			at: 'value',
			message: t('cli.schemaVersion', { actual: jsonPreview(version), expected: cliSchemaVersion }),
			expected: JSON.stringify(cliSchemaVersion),
			actual: jsonPreview(version),
		});
	const shown = shownExitStatus(text, start);
	const expected = outcome.entry ? outcome.entry.exitCode : null;
	if (shown && expected !== null && shown.status !== expected)
		collector.addAt(
			collector.pasted,
			{
				severity: 'warning',
				rule: 'cli.exitStatus',
				pointer: at('error/descriptor/exitCode'),
				message: t('cli.exitStatus', { shown: shown.status, expected, code: outcome.code ?? '' }),
				expected: String(expected),
				actual: String(shown.status),
			},
			shown.offset,
		);
}
