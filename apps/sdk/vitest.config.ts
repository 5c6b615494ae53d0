import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'sdk',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'],
    environment: 'happy-dom',
    // The overlay iframe's page is never loaded in unit tests (the transport is faked); with page loading
    // merely disabled, happy-dom reports every iframe as an error.
    environmentOptions: {
      happyDOM: {
        settings: { enableIframePageLoading: true, navigation: { disableChildFrameNavigation: true } },
      },
    },
  },
})
