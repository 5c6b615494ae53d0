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
  'src/server/chain/createLocalChains.test.ts',
  'src/server/db/createDatabase.postgres.test.ts',
  'src/server/devInbox/devInboxEnabled.test.ts',
  'src/server/devInbox/devInboxUrl.test.ts',
  'src/server/devInbox/readDevInbox.test.ts',
  'src/server/embedded/emailStartRoute.test.ts',
  'src/server/embedded/keyring.test.ts',
  'src/server/embedded/sendMail.test.ts',
  'src/server/embedded/socialProviderConfig.test.ts',
  'src/server/embedded/walletRoutes.test.ts',
  'src/server/explorer/explorer.test.ts',
  'src/server/images/imageRoute.test.ts',
  'src/server/onramp/fetchOnrampTransactions.test.ts',
  'src/server/projects/databaseProjectStore.test.ts',
  'src/server/projects/embedPageProps.test.ts',
  'src/server/projects/projectStore.test.ts',
  'src/server/projects/runProjectCli.test.ts',
  'src/server/projects/startProjects.test.ts',
  'src/server/rateLimit/clientAddress.test.ts',
  'src/server/rpc/handleRpcRequest.test.ts',
]

/**
 * The browser side's test files that mock or reset modules, leave the process changed (an
 * environment variable set for the rest of the file), or start the server's process-wide project
 * store (`startTestProjects`), so keep a process of their own, as the server's above.
 */
export const ownProcessClientTests = [
  'src/app/api/projects/[projectId]/route.test.ts',
  'src/app/popup/oauth/popupPages.dom.test.tsx',
  'src/components/QrCode.dom.test.tsx',
  'src/embed/Modal.dom.test.tsx',
  'src/embedded/custody/withPrivateKey.test.ts',
  'src/proxy.test.ts',
]

/** The server test files that share a process: all under src/server but those above. */
export const sharedProcessServerTests = testFilesUnder('src/server').filter(
  (file) => !ownProcessServerTests.includes(file),
)

/**
 * The browser side's test files that share a process (vitest.client.config.ts): all under src but
 * the server's and those above.
 */
export const sharedProcessClientTests = testFilesUnder('src').filter(
  (file) => !file.startsWith('src/server/') && !ownProcessClientTests.includes(file),
)

function testFilesUnder(folder: string) {
  return readdirSync(fileURLToPath(new URL(`./${folder}`, import.meta.url)), {
    recursive: true,
    encoding: 'utf8',
  })
    .map((file) => `${folder}/${file.split('\\').join('/')}`)
    .filter((file) => /\.test\.tsx?$/.test(file))
    .sort()
}

export const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

export default defineConfig({
  resolve: { alias },
  test: {
    name: 'frame',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    exclude: [...sharedProcessServerTests, ...sharedProcessClientTests],
    environment: 'node',
    // As `npm start` gives the frame: the devnets' paymaster signer signs for their paymaster.
    env: { LATCH_PAYMASTER_KEY: paymasterSignerKey },
    // The server tests open PGlite (about 2 s each on an idle machine) and start anvil devnets; on 2
    // busy cores that is many times slower, and a timeout there says nothing about the code.
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
})
