/**
 * Starlight mounts Pagefind's search box in a `requestIdleCallback` with no timeout, from its
 * DOMContentLoaded handler (@astrojs/starlight components/Search.astro). On a main thread that does
 * not go idle, a slow phone or a loaded machine, the search dialog opened empty and stayed so: a
 * CI run's dialog had no box and had not even requested its chunk 20 s later. This module runs
 * before DOMContentLoaded and gives every idle callback that sets no deadline of its own one of
 * 2 s, so the box appears at the latest 2 s after load.
 */
const idle = window.requestIdleCallback?.bind(window);
if (idle)
	window.requestIdleCallback = (callback, options) => idle(callback, { timeout: 2000, ...options });
