import data from './data/registry.json' with { type: 'json' };
import { retryAdviceIn } from './contract/retryAdvice.ts';
import type { Lang } from '../i18n/index.ts';
import type { EngineRegistry } from './registryTypes.ts';

/**
 * The ready registry as the engine reads it: the contract's codes with every release's changes layered
 * on them, the exit codes and the releases. The JSON is generated from
 * `content/registry/` by `npm run generate` (`scripts/generate-engine-registry.ts`), so the engine,
 * the CLI and a validator installed without the site need neither the registry module nor full zod;
 * `tests/unit/registry/engineProjection.test.ts` fails when it is stale.
 */
// JSON imports type their strings loosely; the test named above proves the file is the projection.
export const engineRegistry = data as unknown as EngineRegistry;

/** A code's retry advice under the catalog's backoffs: what the pages, `explain` and MCP show. */
export function retryAdvice(
	fact: { retryable: boolean; exitCode: number },
	lang: Lang,
): ReturnType<typeof retryAdviceIn> {
	return retryAdviceIn(engineRegistry.exitCodes, fact, lang);
}
