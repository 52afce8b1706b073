import type { ContractOutcome } from '../contract/contractChecks.ts';
import type { Report } from '../findings/rawFinding.ts';
import { inlineValue } from '../findings/valuePreview.ts';
import { isJsonObject, ownMember as own } from '../json/jsonValue.ts';
import type { EnvelopeSite } from './classification.ts';
import type { SurfaceTranslate } from './surfaceMessages.ts';

/**
 * batch's `details.steps[]` (fact sheet §5): each failing step is named, and batch's own code is
 * the first failing step's. validate-runtime's steps are named too, but their codes are not
 * compared: its outer failure is not always a step's.
 */
export function checkBatchSteps(
	site: EnvelopeSite,
	base: string,
	outcome: ContractOutcome,
	st: SurfaceTranslate,
	report: Report,
): void {
	const details = own(site.value, 'details');
	const steps = own(details, 'steps');
	if (!Array.isArray(steps)) return;
	let first: string | null = null;
	let batchShape = own(details, 'summary') !== undefined;
	steps.forEach((step, i) => {
		const error = own(step, 'error');
		const code = own(error, 'code');
		if (!isJsonObject(step) || own(step, 'ok') === true || typeof code !== 'string') return;
		batchShape &&= Object.hasOwn(step, 'index');
		first ??= code;
		report({
			severity: 'info',
			rule: 'batch.failingStep',
			pointer: `${base}/details/steps/${i}/error/code`,
			at: 'value',
			message: st('batch.failingStep', {
				index: typeof own(step, 'index') === 'number' ? (own(step, 'index') as number) : i,
				name: inlineValue(own(step, 'name')),
				code,
			}),
		});
	});
	if (batchShape && first !== null && outcome.code !== null && outcome.code !== first)
		report({
			severity: 'warning',
			rule: 'batch.codeMismatch',
			pointer: `${base}/code`,
			at: 'value',
			message: st('batch.codeMismatch', { actual: outcome.code, code: first }),
			expected: JSON.stringify(first),
			actual: JSON.stringify(outcome.code),
		});
}
