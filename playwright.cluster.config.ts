import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import base, { storageModeProjects } from './playwright.config'

// Playwright loads this file again in every worker: the values below must come out the same there,
// so the info file's path is fixed (or given), not random.
const clusterFrameUrl = 'http://127.0.0.1:8080'
const clusterSpec = /\/cluster\.spec\.ts$/
const infoFile = process.env.LATCH_CLUSTER_INFO ?? join(tmpdir(), 'latch-cluster', 'cluster.json')
process.env.LATCH_E2E_FRAME_URL = clusterFrameUrl
process.env.LATCH_CLUSTER_INFO = infoFile

/**
 * The e2e suite through the cluster (`npm run start:cluster`): two frame instances on one Postgres
 * behind nginx on :8080, the host demo pointed at nginx. Same browsers and options as
 * playwright.config.ts; the specs that connect and sign in, and cluster.spec.ts, which stops an
 * instance mid-session.
 */
export default defineConfig({
  ...base,
  testMatch: ['connect.spec.ts', 'walletConnect.spec.ts', 'embeddedWallet.spec.ts', 'cluster.spec.ts'],
  // The browser modes only: the built-server project checks the build, which `npm start` serves
  // too. cluster.spec stops an instance, which every case beside it would lose: it runs after the
  // others, alone, as the main run's aloneSpecs do.
  projects: storageModeProjects(clusterSpec),
  // Its social logins and the project CLI (which edits a PGlite data directory, not a shared Postgres)
  // are `npm start`'s to test.
  grepInvert: /across popups, reloads and sites/,
  webServer: {
    command: `node packages/localnet/src/start.mjs --cluster --no-build --info ${infoFile}`,
    // The dev wallet starts last (packages/localnet/src/cluster/clusterServices.mjs).
    url: 'http://127.0.0.1:5175/',
    // Never a stack that happens to run already: a plain `npm start` would pass these specs without nginx.
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
})
