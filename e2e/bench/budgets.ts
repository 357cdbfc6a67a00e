/** The performance budgets the benchmarks print each figure against. One place, one file. */
export const budgets = {
  /** Lighthouse, mobile preset, per measured route. */
  lighthouse: {
    performance: 95,
    largestContentfulPaintMs: 2500,
    totalBlockingTimeMs: 200,
    cumulativeLayoutShift: 0.05,
  },
  /** JavaScript the home page downloads, gzipped. */
  homeJavaScriptGzipKb: 150,
  /** Scripts carrying React: the composed site must load it once. */
  reactCopies: 1,
  /** The catalogue function served from cache, on loopback. */
  api: { catalogueP99Ms: 50, upstreamCallsDuringRun: 0 },
};
