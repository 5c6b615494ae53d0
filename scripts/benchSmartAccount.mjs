// Part of `npm run bench`: the smart account's batched calls (EIP-5792). An email user switches to
// the smart account, which gets USDL; then, `runs` times, the host demo sends the batch [approve 10
// USDL to the router, swap them for ETH] with wallet_sendCalls and the time from Approve clicked in
// the modal to the UserOperation's receipt at the bundler (included in a block of the devnet) is
// measured. Then the gas: what the bundle transactions of those sponsored batches used (the first
// also deploys the account), against the same two calls sent one by one from an EOA.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { devAccounts } from '@latch/localnet/devAccounts'
import { quantile, row } from './benchStats.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const hostUrl = 'http://localhost:5173'
const inboxUrl = 'http://127.0.0.1:5557'
const nodeUrl = 'http://127.0.0.1:8545'
const bundlerUrl = 'http://127.0.0.1:4337'
const usdlUnit = 1_000_000n

async function rpc(url, method, params) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const { result, error } = await response.json()
  if (error) throw new Error(`${method}: ${JSON.stringify(error)}`)
  return result
}

async function until(read, what, timeoutMs = 60_000, everyMs = 20) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const value = await read()
    if (value) return value
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`)
}

async function codeFor(email) {
  return until(async () => {
    const { messages } = await (await fetch(`${inboxUrl}/messages?to=${encodeURIComponent(email)}`)).json()
    return /(\d{6})/.exec(messages[0]?.subject ?? '')?.[1]
  }, `a code mailed to ${email}`)
}

const word = (value) => value.toString(16).padStart(64, '0')
const addressWord = (address) => word(BigInt(address))

// The two calls of the batch, ABI-encoded by hand to keep this script free of the frame's modules.
function approveData(spender, amount) {
  return `0x095ea7b3${addressWord(spender)}${word(amount)}`
}
function swapForEthData(amount, path, to) {
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 600)
  // swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)
  const head = [word(amount), word(0n), word(160n), addressWord(to), word(deadline)]
  const tail = [word(BigInt(path.length)), ...path.map(addressWord)]
  return `0x18cbafe5${head.join('')}${tail.join('')}`
}

async function sendFrom(from, to, data) {
  const hash = await rpc(nodeUrl, 'eth_sendTransaction', [{ from, to, data }])
  const receipt = await until(() => rpc(nodeUrl, 'eth_getTransactionReceipt', [hash]), `transaction ${hash}`)
  if (receipt.status !== '0x1') throw new Error(`transaction ${hash} reverted`)
  return BigInt(receipt.gasUsed)
}

/** An email user on the smart account, at the host demo: the page, the frame and the account. */
async function smartAccountUser(browser) {
  const email = `bench-calls-${Date.now().toString(36)}@latch.test`
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(hostUrl)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const frame = await (await page.waitForSelector('iframe[data-latch-frame]')).contentFrame()
  await frame.getByRole('textbox', { name: 'Email' }).fill(email)
  await frame.getByRole('button', { name: 'Continue', exact: true }).click()
  await frame.getByRole('textbox', { name: 'Code' }).fill(await codeFor(email))
  await page.getByTestId('address').waitFor({ timeout: 30_000 })
  const eoa = await page.getByTestId('address').textContent()
  await page.getByRole('button', { name: 'Open Latch' }).click()
  await frame.getByRole('button', { name: 'Account settings' }).click()
  await frame
    .getByTestId('account-type-smartAccount')
    .getByRole('button', { name: 'Use this account' })
    .click()
  const account = await until(async () => {
    const shown = await page.getByTestId('address').textContent()
    return shown !== eoa && shown
  }, 'the switch to the smart account')
  // The button that had focus became "In use": close with the modal's own button.
  await frame.getByRole('button', { name: 'Close' }).click()
  await page.locator('iframe[data-latch-frame]:not([inert])').waitFor({ state: 'detached', timeout: 10_000 })
  return { context, page, frame, account }
}

/**
 * Runs `runs` sponsored batches from a smart account and the same calls from an EOA; prints the
 * time to inclusion and the gas.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {number} runs
 */
export async function benchSmartAccount(browser, runs) {
  const deployment = JSON.parse(readFileSync(join(root, '.latch/deployments.json'), 'utf8'))['31337']
  const { usdToken, router, weth } = deployment
  // Dev account 6 holds the devnet's tokens and is unlocked on anvil: the node signs for it.
  const holder = devAccounts[6].address
  const { context, page, frame, account } = await smartAccountUser(browser)
  await sendFrom(holder, usdToken, `0xa9059cbb${addressWord(account)}${word(10n * usdlUnit * BigInt(runs))}`)

  const toIncluded = []
  const batchGas = []
  for (let i = 0; i < runs; i++) {
    await page.getByTestId('send-calls').click()
    // Approve arms 500 ms after it shows (docs/approvals.md): the measure starts once it can act.
    const approve = frame
      .locator('[data-view="ApproveTransaction"]')
      .getByRole('button', { name: 'Approve', disabled: false })
    await approve.waitFor({ timeout: 30_000 })
    // The simulation has shown its changes: the user reads them before approving.
    await frame.getByTestId('approve-changes').waitFor({ timeout: 30_000 })
    const clicked = Date.now()
    await approve.click()
    const id = await until(async () => {
      const text = await page
        .getByTestId('calls-id')
        .textContent({ timeout: 100 })
        .catch(() => '')
      return /^eip155:\d+:op:(0x[0-9a-f]{64})$/.exec(text ?? '')?.[1]
    }, 'the batch id at the host')
    const receipt = await until(
      () => rpc(bundlerUrl, 'eth_getUserOperationReceipt', [id]),
      `the UserOperation ${id}`,
      60_000,
      10,
    )
    toIncluded.push(Date.now() - clicked)
    if (!receipt.success) throw new Error(`the batch ${id} reverted`)
    batchGas.push(BigInt(receipt.receipt.gasUsed))
    await page.getByTestId('calls-status').filter({ hasText: 'confirmed' }).waitFor({ timeout: 30_000 })
  }
  await context.close()

  // The same two calls from an EOA that holds USDL: one transaction each.
  const amount = 10n * usdlUnit
  const eoaGas =
    (await sendFrom(holder, usdToken, approveData(router, amount))) +
    (await sendFrom(holder, router, swapForEthData(amount, [usdToken, weth], holder)))

  const [deploying, ...deployed] = batchGas
  const median = (values) => (values.length ? quantile(values.map(Number), 0.5) : Number.NaN)
  console.log(`\n| smart account batch (Chromium, ${runs} batches) | median | p95 |\n|---|---:|---:|`)
  console.log(row('sendCalls Approve clicked → UserOperation included', toIncluded))
  console.log('\n| gas of approve + swap (10 USDL → ETH) | gas | paid by the user |\n|---|---:|---:|')
  console.log(`| sponsored batch, first (deploys the account) | ${deploying} | 0 |`)
  console.log(`| sponsored batch, account deployed (median) | ${median(deployed)} | 0 |`)
  console.log(`| EOA, two transactions one by one | ${eoaGas} | ${eoaGas} × gas price |`)
}
