/**
 * Longest query searched, as the hosted engine does (the rest is ignored).
 * Shared by the engine's client and the search page, without pulling the
 * engine into the page's chunk. The modal caps its input at 64 itself.
 */
export const MAX_QUERY_LENGTH = 512;
