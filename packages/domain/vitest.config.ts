import { defineConfig } from 'vitest/config';

// Domain rules are pure functions: plain Node environment, tests beside the code.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
