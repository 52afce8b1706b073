import codes from '../../../content/registry/codes.json' with { type: 'json' };
import exitCodes from '../../../content/registry/exit-codes.json' with { type: 'json' };
import categories from '../../../content/registry/categories.json' with { type: 'json' };
import layers from '../../../content/registry/layers.json' with { type: 'json' };
import sourceAreas from '../../../content/registry/source-areas.json' with { type: 'json' };
import placeholders from '../../../content/registry/placeholders.json' with { type: 'json' };
import deviations from '../../../content/registry/deviations.json' with { type: 'json' };
import laterCodes from '../../../content/registry/later-codes.json' with { type: 'json' };
import wrapperCodes from '../../../content/registry/wrapper-codes.json' with { type: 'json' };
import releases from '../../../content/registry/releases.json' with { type: 'json' };
import failurePaths from '../../../content/registry/failure-paths.json' with { type: 'json' };
import { parseRegistry } from './parseRegistry.ts';
import type { Registry } from './registrySchema.ts';

/**
 * The registry, parsed once. Importing this module validates every file of `content/registry/`, so a
 * broken entry stops `astro build`, the CLI and the tests alike with a message naming entry and field.
 * Browser code must not import it (it would ship every text of every code): pages hand the playground
 * a slim projection instead (see `engineProjection.ts`).
 */
export const registry: Registry = parseRegistry({
	// One list: the contract table's codes (codes.json), then the codes later releases added
	// (later-codes.json, each with `addedIn`). Both get the same page, record and checks.
	codes: [...codes, ...laterCodes],
	exitCodes,
	categories,
	layers,
	sourceAreas,
	placeholders,
	deviations,
	wrapperCodes,
	releases,
	failurePaths,
});
