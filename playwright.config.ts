import { defineConfig, type LaunchOptions } from '@playwright/test'
import { e2eDataDir } from './e2e/e2eDataDir'
import {
  chromiumArgs,
  chromiumExecutable,
  disableFeatures,
  playwrightDisabledFeatures,
  unusedBrowserUiFeatures,
} from './scripts/chromium.mjs'

const ci = Boolean(process.env.CI)
// Specs that open no page: they need the stack, not a storage mode.
const builtServerSpecs = /builtServerApi\.spec\.ts$/

// Playwright adds its own switches before these.
function chromium(extraArgs: string[] = []): LaunchOptions {
  return {
    executablePath: chromiumExecutable,
    args: [...chromiumArgs, ...extraArgs],
  }
}

export default defineConfig({
  testDir: './e2e',
  // One worker, in order: the devnets are state shared by every test, and the machine has 2 cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: ci,
  // No retry in CI either: a case that fails once is a defect to fix, not noise (docs/testing.md).
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    // A failure's trace keeps each action, the network and the console, and the report the page's
    // ARIA snapshot at the failure; no screencast (a third of the suite's CPU) and no DOM snapshot
    // per action (a tenth), both recorded for every case to keep the failing ones (docs/testing.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    launchOptions: chromium(),
  },
  projects: [
    {
      // Chromium's default: the cross-site frame gets no storage of its own. Playwright's switches,
      // with the browser UI no test looks at left out (scripts/chromium.mjs).
      name: 'storage-blocked',
      testIgnore: builtServerSpecs,
      use: {
        launchOptions: chromium([
          disableFeatures([...playwrightDisabledFeatures, ...unusedBrowserUiFeatures]),
        ]),
      },
    },
    {
      // Third-party cookie phase-out off: the cross-site frame gets partitioned storage, as in
      // Safari and Firefox. Chromium honours only the last --disable-features, so this one replaces
      // Playwright's own list, which would otherwise turn storage partitioning off.
      name: 'storage-partitioned',
      testIgnore: builtServerSpecs,
      use: {
        launchOptions: chromium([disableFeatures(['TrackingProtection3pcd', ...unusedBrowserUiFeatures])]),
      },
    },
    {
      // Specs with no browser, run once: the server's own checks against the build.
      name: 'built-server',
      testMatch: builtServerSpecs,
    },
  ],
  webServer: {
    // Each run starts on an empty database of its own, apart from `npm start`'s: a case that claims
    // something once (a Farcaster ID linked) must not meet the last run's claim. A stack already
    // running (reused outside CI) keeps its own.
    command: 'node packages/localnet/src/start.mjs --no-build --fresh-data',
    env: { LATCH_DATA_DIR: e2eDataDir },
    url: 'http://localhost:5173',
    reuseExistingServer: !ci,
    timeout: 180_000,
    stdout: 'pipe',
    // Without this Playwright SIGKILLs the command's process group, and the services, which run
    // in groups of their own, would outlive the run. On SIGTERM start.mjs stops them all.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
})
