import { isJsonObject, ownMember as own } from '../json/jsonValue.ts';
import { isCliWrapper } from './classification.ts';
import { classifyWrapper } from './cliStdout.ts';
import type { SurfaceMatch } from './surfaceReader.ts';

/**
 * A snapshot bundle's step file, `commands/NN_<name>.json` (fact sheet §8): `{name, args, result}`
 * with the CLI's whole `{ok,data,error,meta}` envelope in `result`, the same at every release.
 */
export function readBundleStep(root: unknown): SurfaceMatch | null {
	if (!isJsonObject(root) || typeof own(root, 'name') !== 'string') return null;
	const result = own(root, 'result');
	if (!isCliWrapper(result)) return null;
	if (Object.keys(root).some((key) => key !== 'name' && key !== 'args' && key !== 'result'))
		return null;
	return {
		surface: 'bundle-step',
		stepName: own(root, 'name'),
		classification: classifyWrapper(result, '/result', 'result'),
	};
}
