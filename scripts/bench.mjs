// `npm run bench`: sizes of the SDK builds, time from open() to the Connect view painted (frame
// preloaded and cold), the eth_chainId round trip host → frame → host, WalletConnect pairing with
// the dev web wallet (./benchWalletConnect.mjs), the embedded wallet (./benchEmbedded.mjs), the
// account views (./benchAccount.mjs), the swap quote (./benchSwap.mjs), the smart account's batched
// calls (./benchSmartAccount.mjs) and the API under load (./benchApi.mjs); then the load bench of one frame instance against the cluster of two
// (./benchCluster.mjs), which needs the fixed ports of `npm start` free. Starts the local services
// itself unless they already answer, and stops only what it started.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { measureSdkSize } from '../apps/sdk/scripts/size.mjs'
import { benchAccount } from './benchAccount.mjs'
import { benchApi } from './benchApi.mjs'
import { benchCluster, stopStarted } from './benchCluster.mjs'
import { benchEmbedded } from './benchEmbedded.mjs'
import { benchSmartAccount } from './benchSmartAccount.mjs'
import { row } from './benchStats.mjs'
import { benchSwap } from './benchSwap.mjs'
import { benchWalletConnect } from './benchWalletConnect.mjs'
import { chromiumArgs, chromiumExecutable } from './chromium.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const hostUrl = 'http://localhost:5173'
const runs = 20
const roundTrips = 1000

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

// The frame marks each view one animation frame after it renders (latch:painted:<View>); the
// time from the host's open() to that mark is the time a user waits.
async function paintedAfter(page, since) {
  const handle = await page.waitForSelector('iframe[data-latch-frame]', { state: 'attached' })
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const frame = await handle.contentFrame()
    const at = await frame
      ?.evaluate(
        (after) =>
          performance
            .getEntriesByName('latch:painted:Connect')
            .map((entry) => performance.timeOrigin + entry.startTime)
            .find((time) => time >= after),
        since,
      )
      .catch(() => undefined)
    if (at !== undefined) return at
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('the Connect view was not painted within 30 s')
}

async function openToPaint(page, { cold }) {
  const start = await page.evaluate((isCold) => {
    const at = performance.timeOrigin + performance.now()
    const latch = isCold ? window.Latch.createLatch({ projectId: 'latch-dev' }) : window.Latch.getLatch()
    window.benchOpen = latch.open()
    return at
  }, cold)
  const painted = await paintedAfter(page, start)
  await page.evaluate(() => window.benchOpen)
  return painted - start
}

async function main() {
  const sizes = measureSdkSize()
  const started = await ensureServices()
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
  try {
    const preloaded = []
    const page = await browser.newPage()
    await page.goto(`${hostUrl}/script-tag.html`)
    await page.evaluate(() =>
      window.Latch.getLatch()
        .open()
        .then(() => window.Latch.closeModal()),
    )
    for (let i = 0; i < runs; i++) {
      preloaded.push(await openToPaint(page, { cold: false }))
      await page.evaluate(() => window.Latch.closeModal())
      await page.locator('iframe[data-latch-frame]').first().waitFor({ state: 'hidden' })
    }

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

    const cold = []
    for (let i = 0; i < runs; i++) {
      const fresh = await browser.newPage()
      await fresh.goto(`${hostUrl}/protocol-lab.html`)
      await fresh.addScriptTag({ url: 'http://127.0.0.1:3000/sdk.js' })
      cold.push(await openToPaint(fresh, { cold: true }))
      await fresh.close()
    }

    console.log('\n| SDK build | minified | gzip | brotli |\n|---|---:|---:|---:|')
    for (const { name, minified, gzip, brotli } of sizes) {
      console.log(`| ${name} | ${minified} B | ${gzip} B | ${brotli} B |`)
    }
    console.log(
      `\n| measure (Chromium, ${runs} runs / ${roundTrips} round trips) | median | p95 |\n|---|---:|---:|`,
    )
    console.log(row('open() → Connect painted, frame preloaded', preloaded))
    console.log(row('open() → Connect painted, cold frame', cold))
    console.log(row('eth_chainId host → frame → host', chainIdTimes))
    await benchWalletConnect(browser, 10)
    await benchEmbedded(browser, 10)
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
