import { defineConfig } from 'vitest/config'
import { inlineScript } from './scripts/vite/inline-script.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [inlineScript()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'app/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'dataset/**/*.test.ts',
            'studio/**/*.test.ts',
          ],
          env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/setup/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
