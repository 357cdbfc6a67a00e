/**
 * A page view, told by the visitor's browser: POST with the page's path and the referring
 * address as JSON (sent as text/plain, as `navigator.sendBeacon` sends it). The server keeps a
 * count per page, day and referring site: no cookie, no address, nothing of the visitor. A
 * browser that asks not to be tracked (Do Not Track, Global Privacy Control) sends nothing, and
 * the server counts nothing from it. Kept apart from the schemas, so the shell's first script
 * carries only this.
 */
export const visitBeacon = { path: '/api/visits', maxBytes: 4096 } as const;
