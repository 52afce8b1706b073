/**
 * Masking secrets in pasted text before it is shared. A family of its own, apart from
 * `lib/playground`, so that the playground can fetch it after its first load
 * (src/scripts/playground/sharing.ts): it is the largest part of what only sharing needs.
 */
export * from './maskSecrets.ts';
