/** The performance budgets the benchmarks print each figure against. One place, one file. */
export const budgets = {
  /** Lighthouse, mobile preset, per measured route. */
  lighthouse: {
    performance: 98,
    largestContentfulPaintMs: 2000,
    totalBlockingTimeMs: 100,
    cumulativeLayoutShift: 0,
  },
  /** JavaScript the home page downloads, gzipped. */
  homeJavaScriptGzipKb: 150,
  /** Scripts carrying React: the composed site must load it once. */
  reactCopies: 1,
  /**
   * A second visit to a route in the same browser: no script or style sheet is downloaded
   * again, and only the files that keep their names (the page, /remotes.json, each remote's
   * remoteEntry.js and mf-manifest.json) are revalidated.
   */
  repeatVisit: { scriptStyleBytes: 0 },
  /** The composed site's JavaScript (gzipped) over the same route built as one ordinary app. */
  compositionRatio: 1.2,
  /**
   * A key route's Lighthouse LCP over its floor's (the same server-rendered HTML and CSS with
   * every script removed), medians of three in the same run.
   */
  lcpOverFloor: 1.1,
  /** The same, with the network and CPU really slowed while the page loads (Lighthouse's `devtools` throttling). */
  appliedLcpOverFloor: 1.1,
  /**
   * A visitor's first tap right after the page shows (the menu; on a product page a size, then
   * Add to Cart), on a 4× slowed CPU: from the tap to the next paint, by Event Timing as INP.
   */
  firstInteractionMs: 100,
  /**
   * The server's heap from the 5th to the 50th redeploy of a remote, each rendered once: an
   * old container kept alive would add its whole build each time.
   */
  redeployHeapGrowthMb: 5,
  /**
   * The catalogue function served from cache, and a product page served from the cache of
   * rendered pages, on loopback; their requests per second at least this share of GET
   * /health's in the same run.
   */
  api: { catalogueP99Ms: 50, upstreamCallsDuringRun: 0, catalogueShareOfHealth: 0.5, cachedPageShareOfHealth: 0.5 },
};
