// `npm run bench`: sizes of the SDK builds; Latch against an in-page React modal, page load → ready,
// open() → painted, JavaScript and heap (./benchOpen.mjs); the eth_chainId round trip host → frame
// → host; WalletConnect pairing with the dev web wallet (./benchWalletConnect.mjs), the embedded
// wallet (./benchEmbedded.mjs), the passkey login (./benchPasskey.mjs), Latch as a Solana dapp's
// Wallet Standard wallet (./benchSolana.mjs), the account views (./benchAccount.mjs), the swap quote
// (./benchSwap.mjs), the smart account's batched calls (./benchSmartAccount.mjs) and the API under
// load (./benchApi.mjs); then the load bench of one frame instance against the cluster of two
// (./benchCluster.mjs), which needs the fixed ports of `npm start` free. Starts the local services
// itself unless they already answer, and stops only what it started.
//
// `node scripts/bench.mjs --only open [--rounds 3]` runs the Latch-against-React table alone;
// `--only ready [--rounds 3]` the frame's way to ready, step by step (./benchReady.mjs);
// `--only solana` the Solana table alone, `--only passkey` the passkey login's, `--only walletconnect`
// WalletConnect's, `--only embedded` the email login's.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { measureSdkSize } from '../apps/sdk/scripts/size.mjs'
import { benchAccount } from './benchAccount.mjs'
import { benchApi } from './benchApi.mjs'
import { benchCluster, stopStarted } from './benchCluster.mjs'
import { benchEmbedded } from './benchEmbedded.mjs'
import { benchOpen } from './benchOpen.mjs'
import { benchPasskey } from './benchPasskey.mjs'
import { benchReady } from './benchReady.mjs'
import { benchSmartAccount } from './benchSmartAccount.mjs'
import { benchSolana } from './benchSolana.mjs'
import { row } from './benchStats.mjs'
import { benchSwap } from './benchSwap.mjs'
import { benchWalletConnect } from './benchWalletConnect.mjs'
import { chromiumArgs, chromiumExecutable, storageBlockedSwitch } from './chromium.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const hostUrl = 'http://localhost:5173'
const roundTrips = 1000
const flag = (name) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? undefined : process.argv[at + 1]
}
const only = flag('only')
const rounds = Number(flag('rounds') ?? 15)

const answers = async (url) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok
  } catch {
    return false
  }
}

async function ensureServices() {
  if ((await answers(hostUrl)) && (await answers('http://127.0.0.1:3000/'))) return undefined
  const child = spawn(process.execPath, [join(root, 'packages/localnet/src/start.mjs'), '--no-build'], {
    cwd: root,
    // The API bench is many clients, named in X-Forwarded-For: the frame believes loopback, as it
    // would a proxy in front.
    env: { ...process.env, LATCH_TRUSTED_PROXY: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const deadline = Date.now() + 120_000
  while (!(await answers(hostUrl))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the local services did not start')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return child
}

async function main() {
  const sizes = measureSdkSize()
  const started = await ensureServices()
  // The browser the e2e tests run (their storage-blocked mode): without the address bar's popups,
  // whose renderers Chromium starts in every new window and which competed with the pages measured.
  const browser = await chromium.launch({
    executablePath: chromiumExecutable,
    args: [...chromiumArgs, storageBlockedSwitch],
  })
  try {
    if (only !== 'open' && only !== 'ready') {
      console.log('\n| SDK build | minified | gzip | brotli |\n|---|---:|---:|---:|')
      for (const { name, minified, gzip, brotli } of sizes) {
        console.log(`| ${name} | ${minified} B | ${gzip} B | ${brotli} B |`)
      }
    }
    if (only === 'solana') return await benchSolana(browser, 5)
    if (only === 'passkey') return await benchPasskey(browser, 10)
    if (only === 'walletconnect') return await benchWalletConnect(browser, 10)
    if (only === 'embedded') return await benchEmbedded(browser, 10)
    if (only === 'ready') return await benchReady(browser, rounds)
    await benchOpen(browser, rounds)
    if (only === 'open') return
    await benchReady(browser, rounds)

    const page = await browser.newPage()
    await page.goto(`${hostUrl}/script-tag.html`)
    await page.evaluate(() =>
      window.Latch.getLatch()
        .open()
        .then(() => window.Latch.closeModal()),
    )
    const chainIdTimes = await page.evaluate(async (count) => {
      const provider = window.Latch.getLatch().provider
      const times = []
      for (let i = 0; i < count; i++) {
        const start = performance.now()
        await provider.request({ method: 'eth_chainId' })
        times.push(performance.now() - start)
      }
      return times
    }, roundTrips)
    await page.close()

    console.log(`\n| measure (Chromium, ${roundTrips} round trips) | median | p95 |\n|---|---:|---:|`)
    console.log(row('eth_chainId host → frame → host', chainIdTimes))
    await benchWalletConnect(browser, 10)
    await benchEmbedded(browser, 10)
    await benchPasskey(browser, 10)
    await benchSolana(browser, 5)
    await benchAccount(browser, 10)
    await benchSwap(browser, 20)
    await benchSmartAccount(browser, 10)
    await benchApi(root)
  } finally {
    await browser.close()
    if (started) await stopStarted(started)
  }
  await benchCluster()
}

await main()
