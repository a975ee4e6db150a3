import { defineConfig } from 'vitest/config';
// @ts-expect-error plain JS build helper without type declarations
import { cssText } from './scripts/css-text-plugin.mjs';

export default defineConfig({
  plugins: [cssText()],
  test: {
    environment: 'happy-dom',
    include: ['test/unit/**/*.test.{ts,tsx,mjs}'],
    restoreMocks: true,
  },
});
