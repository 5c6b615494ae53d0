// Part of `npm run bench`: Latch as a Solana dapp's Wallet Standard wallet (the host demo's Solana
// panel), driven like a user over fresh browser contexts: (1) Connect Solana clicked with nobody
// logged in → the email code typed → the Solana account at the host; (2) Connect Solana clicked
// again, logged in → the account at the host (no modal); (3) Approve clicked on a 1 USDL transfer →
// the signature at the host, and → the transfer confirmed on the local cluster; (4) the page's own
// Wallet Standard wallet (the host demo's Latch Dev Solana Wallet) picked in Connect and Approve
// clicked in its panel → its address at the host.
import { fundSolanaAccount } from '@latch/localnet/solana'
import { createSolanaRpc, signature } from '@solana/kit'
import { codeFor } from './benchEmbedded.mjs'
import { row, watchHost } from './benchStats.mjs'

const hostUrl = 'http://localhost:5173'
const frameUrl = 'http://127.0.0.1:3000'
const rpc = createSolanaRpc('http://127.0.0.1:8899')
const base58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

const now = (target) => target.evaluate(() => performance.timeOrigin + performance.now())

// The host demo finds the USDL mint in the frame's balances, which it caches a few seconds.
async function untilFrameSeesUsdl(owner) {
  const url = `${frameUrl}/api/v1/account/${owner}/balance?projectId=latch-dev&chainId=solana:localnet&currency=usd`
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const { balances = [] } = await (await fetch(url, { headers: { origin: hostUrl } })).json()
    if (balances.some((token) => token.symbol === 'USDL')) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the frame never saw ${owner}'s USDL`)
}

async function confirmedAt(sent) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const { value } = await rpc.getSignatureStatuses([signature(sent)]).send()
    const status = value[0]?.confirmationStatus
    if (status === 'confirmed' || status === 'finalized') return Date.now()
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`${sent} was not confirmed within 30 s`)
}

// From Approve clicked in the host wallet's own panel to the address in the host's Solana panel:
// the wallet's answer through the SDK's bridge, the frame's connection and the state back.
async function connectHostWallet(browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(hostUrl)
  await page.getByRole('region', { name: 'Solana' }).getByRole('button', { name: 'Connect Solana' }).click()
  const frame = await (await page.waitForSelector('iframe[data-latch-frame]')).contentFrame()
  await frame
    .getByRole('list', { name: 'Wallets' })
    .getByRole('button', { name: /Latch Dev Solana Wallet/ })
    .click()
  const approve = page
    .getByRole('dialog', { name: 'Latch Dev Wallet' })
    .getByRole('button', { name: 'Approve' })
  await approve.waitFor()
  const connected = await watchHost(page, 'solana-account', base58)
  const approved = await now(page)
  await approve.click()
  const took = (await connected()) - approved
  await context.close()
  return took
}

/**
 * Runs the Solana measures `runs` times and prints their table.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {number} runs
 */
export async function benchSolana(browser, runs) {
  const toLoggedIn = []
  const toAccount = []
  const toSignature = []
  const toConfirmed = []
  const toHostWallet = []
  for (let i = 0; i < runs; i++) {
    toHostWallet.push(await connectHostWallet(browser))
    const email = `bench-solana-${Date.now().toString(36)}-${i}@latch.test`
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(hostUrl)
    const panel = page.getByRole('region', { name: 'Solana' })
    await panel.getByRole('button', { name: 'Connect Solana' }).click()
    const frame = await (await page.waitForSelector('iframe[data-latch-frame]')).contentFrame()
    await frame.getByRole('textbox', { name: 'Email' }).fill(email)
    await frame.getByRole('button', { name: 'Continue', exact: true }).click()
    const code = await codeFor(email)
    const connected = await watchHost(page, 'solana-account', base58)
    const typed = await now(frame)
    await frame.getByRole('textbox', { name: 'Code' }).fill(code)
    toLoggedIn.push((await connected()) - typed)
    const owner = (await panel.getByTestId('solana-account').textContent()) ?? ''
    await page.locator('iframe[data-latch-frame]:not([inert])').waitFor({ state: 'detached' })

    await panel.getByRole('button', { name: 'Disconnect Solana' }).click()
    const again = await watchHost(page, 'solana-account', base58)
    const clicked = await now(page)
    await panel.getByRole('button', { name: 'Connect Solana' }).click()
    toAccount.push((await again()) - clicked)

    // 0.1 SOL for fees and 2 USDL, from a dev keypair the e2e tests do not use (they use 4 to 7).
    await fundSolanaAccount(rpc, owner, { lamports: 100_000_000n, usdl: 2_000_000n, from: 8 })
    await untilFrameSeesUsdl(owner)
    await panel.getByRole('button', { name: 'Send 1 USDL on Solana' }).click()
    // Approve arms 500 ms after it shows (docs/approvals.md): the measure starts once it can act.
    const approve = frame
      .locator('[data-view="ApproveTransaction"]')
      .getByRole('button', { name: 'Approve', disabled: false })
    await approve.waitFor()
    const sent = await watchHost(page, 'solana-result', /^Solana transaction sent/)
    const approved = await now(frame)
    await approve.click()
    toSignature.push((await sent()) - approved)
    const text = (await panel.getByTestId('solana-result').textContent()) ?? ''
    toConfirmed.push((await confirmedAt(text.split(': ')[1] ?? '')) - approved)
    await context.close()
  }
  console.log(`\n| Solana through Wallet Standard (Chromium, ${runs} runs) | median | p95 |\n|---|---:|---:|`)
  console.log(row('code submitted → Solana account at the host', toLoggedIn))
  console.log(row('Connect Solana clicked, logged in → account at the host', toAccount))
  console.log(row('Approve clicked → 1 USDL sent (signature at the host)', toSignature))
  console.log(row('Approve clicked → transfer confirmed on the cluster', toConfirmed))
  console.log(row("page's Wallet Standard wallet approved → its address at the host", toHostWallet))
}
