import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // The API tests start real servers and databases; a generous timeout covers PGlite's start.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
