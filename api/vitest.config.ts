import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // The API tests start real servers and databases; a generous timeout covers PGlite's start.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Most of these tests wait on sockets, timers and databases rather than compute: a third
    // file at a time on two cores takes the suite from about 440 s to 240 s.
    maxWorkers: 3,
  },
});
