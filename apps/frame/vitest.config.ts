import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { paymasterSignerKey } from '@latch/localnet/devAccounts'
import { defineConfig } from 'vitest/config'

/**
 * Server test files that change what the whole process shares: environment variables, module
 * mocks, spies, fake timers, module-level caches. Each runs in a process of its own; every other
 * server test file runs in the `frame-server` project (vitest.server.config.ts), whose files share
 * one process and its loaded modules per worker. See docs/testing.md.
 */
export const ownProcessServerTests = [
  'src/server/api/apiFuzz.test.ts',
  'src/server/chain/createLocalChains.test.ts',
  'src/server/db/createDatabase.postgres.test.ts',
  'src/server/devInbox/devInboxEnabled.test.ts',
  'src/server/devInbox/devInboxUrl.test.ts',
  'src/server/devInbox/readDevInbox.test.ts',
  'src/server/embedded/deviceVerifyRoute.test.ts',
  'src/server/embedded/emailStartRoute.test.ts',
  'src/server/embedded/keyring.test.ts',
  'src/server/embedded/sendMail.test.ts',
  'src/server/embedded/socialProviderConfig.test.ts',
  'src/server/embedded/socialRoutes.test.ts',
  'src/server/embedded/walletRoutes.test.ts',
  'src/server/explorer/explorer.test.ts',
  'src/server/history/historyRoute.test.ts',
  'src/server/images/imageRoute.test.ts',
  'src/server/onramp/fetchOnrampTransactions.test.ts',
  'src/server/onramp/onrampUrlRoute.test.ts',
  'src/server/projects/databaseProjectStore.test.ts',
  'src/server/projects/embedPageProps.test.ts',
  'src/server/projects/projectStore.test.ts',
  'src/server/projects/runProjectCli.test.ts',
  'src/server/projects/startProjects.test.ts',
  'src/server/rateLimit/clientAddress.test.ts',
  'src/server/rpc/handleRpcRequest.test.ts',
  'src/server/smartAccounts/handlePaymasterRequest.test.ts',
  'src/server/smartAccounts/internal/verifyAccountSignature.test.ts',
]

/** The server test files that share a process: all under src/server but those above. */
export const sharedProcessServerTests = readdirSync(fileURLToPath(new URL('./src/server', import.meta.url)), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `src/server/${file.split('\\').join('/')}`)
  .filter((file) => !ownProcessServerTests.includes(file))
  .sort()

export const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

export default defineConfig({
  resolve: { alias },
  test: {
    name: 'frame',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    exclude: sharedProcessServerTests,
    environment: 'node',
    // As `npm start` gives the frame: the devnets' paymaster signer signs for their paymaster.
    env: { LATCH_PAYMASTER_KEY: paymasterSignerKey },
    // The server tests open PGlite (about 2 s each on an idle machine) and start anvil devnets; on 2
    // busy cores that is many times slower, and a timeout there says nothing about the code.
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
})
