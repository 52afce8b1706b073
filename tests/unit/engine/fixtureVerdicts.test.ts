import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { fixtureFiles } from '../../support/fixtureFiles.ts';
import { goldenJson } from '../../support/goldenJson.ts';

/**
 * The verdict of every fixture, as one golden file: a change of the engine that moves any
 * fixture's verdict, kind, code or explanation shows in review as a line of its diff, and only
 * the ones meant to move may (issue 30 moved the texts that are no output of the CLI).
 */

const fixtures = join(import.meta.dirname, '../../fixtures');

it('every fixture keeps its verdict, kind, code and explanation', async () => {
	const verdicts = Object.fromEntries(
		fixtureFiles(fixtures).map((path) => {
			const result = validateInput(readFileSync(path, 'utf8'), {
				registry: engineRegistry,
				lang: 'en',
			});
			return [
				relative(fixtures, path),
				{
					verdict: result.verdict,
					inputKind: result.inputKind,
					code: result.code,
					explanation: result.explanation?.id ?? null,
				},
			];
		}),
	);
	await expect(goldenJson(verdicts)).toMatchFileSnapshot('../../golden/fixture-verdicts.json');
});
