// The vitest setup every React package uses: jsdom, jest-dom matchers, readable CSS module names.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: [fileURLToPath(new URL('./setup-dom.ts', import.meta.url))],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
