import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './tests/e2e/support/workers';

export default defineConfig({
  test: {
    // Vitest's default leaves one core to itself, which on CI's 2 cores runs the files one at a
    // time; its own process is mostly idle, and many files wait on servers and child processes.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'sw/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Files run side by side, each worker slot on servers of its own (global-setup.ts).
          maxWorkers: e2eWorkers(),
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
