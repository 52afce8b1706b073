/**
 * What only sharing needs: the masking of secrets and the link encoder, fetched after the page has
 * loaded (share.ts), so that the way to the first verdict does not carry them.
 */
export { maskSecrets } from '../../lib/masking/index.ts';
export { shareFragment } from '../../lib/playground/index.ts';
