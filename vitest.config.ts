import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'renderers',
          include: ['tests/renderers/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
    pool: 'threads',
    maxWorkers: 2,
  },
});
