import { format } from '../../lib/i18n/index.ts';
import type { PlaygroundData, PlaygroundStringKey } from '../../lib/playground/index.ts';

/** The page's UI strings, by the fixed keys of `playgroundStringKeys` only. */
export type Say = (key: PlaygroundStringKey, params?: Record<string, string | number>) => string;

export function sayer(data: PlaygroundData): Say {
	return (key, params) => format(data.strings[key], params);
}
