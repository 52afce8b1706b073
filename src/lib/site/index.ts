/** Paths and URLs of the site (the only place they are built) and what the 404 page makes of a missed one. */
export * from './urls.ts';
export * from './sourceLinks.ts';
export * from './staticPaths.ts';
export * from './hintLinks.ts';
export * from './atomFeed.ts';
export * from './repository.ts';
