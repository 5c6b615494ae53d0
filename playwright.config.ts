import { fileURLToPath } from 'node:url'
import { defineConfig, type LaunchOptions, type Project } from '@playwright/test'
import { e2eDataDir } from './e2e/e2eDataDir'
import { assertAloneSpecsLocked } from './e2e/locks'
import type { StorageMode } from './e2e/storageMode'
import {
  chromiumArgs,
  chromiumExecutable,
  disableFeatures,
  storageBlockedSwitch,
  unusedBrowserUiFeatures,
} from './scripts/chromium.mjs'

const ci = Boolean(process.env.CI)
// Specs that open no page: they need the stack, not a storage mode.
const builtServerSpecs = /builtServerApi\.spec\.ts$/
/**
 * Specs that change what every other spec sees, so they run after the shared ones, each holding a
 * lock for what it changes (e2e/locks.ts; docs/testing.md, "Two workers"): the relay restarted; the
 * dev project's origins widened for a while (which security.spec expects refused); transactions
 * from the dev accounts on devnet A, whose nonces, balances and pool prices other specs read; the
 * regtest miner's coins, which a funding beside it would pick too.
 */
export const aloneSpecs =
  /\/(relayRestart|anotherSite|send|swap|batchCalls|smartAccount|sessions|activity|onramp|names|bitcoinHostWallet)\.spec\.ts$/

// Playwright adds its own switches before these.
function chromium(extraArgs: string[] = []): LaunchOptions {
  return {
    executablePath: chromiumExecutable,
    args: [...chromiumArgs, ...extraArgs],
  }
}

/** The two storage modes every browser spec runs in; a spec reads its own with `storageMode`. */
const storageModes = {
  // Chromium's default: the cross-site frame gets no storage of its own. Playwright's switches,
  // with the browser UI no test looks at left out (scripts/chromium.mjs).
  'storage-blocked': chromium([storageBlockedSwitch]),
  // Third-party cookie phase-out off: the cross-site frame gets partitioned storage, as in Safari
  // and Firefox. Chromium honours only the last --disable-features, so this one replaces
  // Playwright's own list, which would otherwise turn storage partitioning off.
  'storage-partitioned': chromium([disableFeatures(['TrackingProtection3pcd', ...unusedBrowserUiFeatures])]),
} satisfies Record<StorageMode, LaunchOptions>

/** A project of one storage mode: what it runs is the caller's (`testMatch`, `testIgnore`, ...). */
function storageModeProject(mode: StorageMode, project: Omit<Project, 'use' | 'metadata'> = {}): Project {
  return {
    name: mode,
    ...project,
    metadata: { storageMode: mode },
    use: { launchOptions: storageModes[mode] },
  }
}

/**
 * Both storage modes' projects: the specs that share two workers, then those that match `alone`,
 * after every shared case, both modes in one phase, where two specs that hold the same lock never
 * run at once (e2e/locks.ts; docs/testing.md, "Two workers"). A failure before them skips them;
 * `--no-deps` runs them by themselves. `ignored` leaves specs out of the modes altogether.
 */
export function storageModeProjects(alone: RegExp, ignored: RegExp[] = []): Project[] {
  assertAloneSpecsLocked(fileURLToPath(new URL('./e2e', import.meta.url)), alone)
  const shared = ['storage-blocked', 'storage-partitioned']
  return [
    storageModeProject('storage-blocked', { testIgnore: [...ignored, alone] }),
    storageModeProject('storage-partitioned', { testIgnore: [...ignored, alone] }),
    storageModeProject('storage-blocked', {
      name: 'storage-blocked-alone',
      testMatch: alone,
      dependencies: shared,
    }),
    storageModeProject('storage-partitioned', {
      name: 'storage-partitioned-alone',
      testMatch: alone,
      dependencies: shared,
    }),
  ]
}

export default defineConfig({
  testDir: './e2e',
  // Two workers on two cores: one alone left a third of the CPU idle while cases waited on the
  // product and the browser. The specs that change what the stack shares run afterwards, two
  // holding one lock never at once (aloneSpecs); the order of the rest does not matter.
  workers: 2,
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
    ...storageModeProjects(aloneSpecs, [builtServerSpecs]),
    {
      // Specs with no browser, run once: the server's own checks against the build, on the
      // suite's devnets, so after the specs that send on them.
      name: 'built-server',
      testMatch: builtServerSpecs,
      workers: 1,
      dependencies: ['storage-blocked-alone', 'storage-partitioned-alone'],
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
