import { devAccounts } from '@latch/localnet/devAccounts'
import { devnetA } from '@latch/localnet/devnets'
import { expect, type FrameLocator, type Page, type Request, test } from '@playwright/test'
import { type Address, createWalletClient, erc20Abi, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deployments, devnetAClient, tokenBalance } from './devnet'
import { fund, loginWithEmail, testEmail } from './embedded'
import {
  answerInDevWallet,
  connectDevWallet,
  devAddress,
  devWallet,
  latchFrame,
  openFreshHost,
} from './fixtures'
import { locks } from './locks'

test.describe.configure({ lock: [locks.devWalletAccount, locks.devnetAPools] })

const usdl = () => deployments().usdToken
const ether = 10n ** 18n

/** Account 0 (the host's dev wallet) lets the router spend none of its USDL, so that a swap from USDL needs an approval. */
async function revokeRouterAllowance() {
  const holder = devAccounts[0]
  if (!holder) throw new Error('No dev account 0')
  const wallet = createWalletClient({
    account: privateKeyToAccount(holder.privateKey),
    chain: devnetA,
    transport: http(`http://127.0.0.1:${devnetA.port}`),
  })
  const hash = await wallet.writeContract({
    address: usdl(),
    abi: erc20Abi,
    functionName: 'approve',
    args: [deployments().router, 0n],
  })
  await devnetAClient.waitForTransactionReceipt({ hash })
}

/** Opens Swap from Account and waits for it to be ready: ETH to pay, amount 1. */
async function openSwap(frame: FrameLocator) {
  await frame.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(frame.locator('[data-view="Swap"]')).toBeVisible()
  await expect(frame.getByRole('dialog', { name: 'Swap' })).toBeVisible()
  await expect(frame.getByRole('textbox', { name: 'You pay' })).toHaveValue('1')
  await expect(frame.getByTestId('swap-source-token')).toHaveText(/ETH/)
}

/** Picks `symbol` for one side of the swap in SwapSelectToken. */
async function pickToken(frame: FrameLocator, side: 'source' | 'to', symbol: string) {
  await frame.getByTestId(`swap-${side}-token`).click()
  await expect(frame.locator('[data-view="SwapSelectToken"]')).toBeVisible()
  await frame.getByRole('searchbox').fill(symbol)
  await frame
    .getByRole('button', { name: new RegExp(`^${symbol}\\b`) })
    .first()
    .click()
  await expect(frame.locator('[data-view="Swap"]')).toBeVisible()
  await expect(frame.getByTestId(`swap-${side}-token`)).toHaveText(new RegExp(symbol))
}

/** Waits for a quote and opens SwapPreview. */
async function review(frame: FrameLocator) {
  await expect(frame.getByRole('textbox', { name: 'You receive' })).not.toHaveValue('', { timeout: 15_000 })
  await frame.getByRole('button', { name: 'Review swap' }).click()
  await expect(frame.locator('[data-view="SwapPreview"]')).toBeVisible()
}

/** Records the events the frame posts to /api/e from now on, until `stop()`. */
function trackEvents(page: Page) {
  const events: string[] = []
  const listener = (request: Request) => {
    if (request.method() === 'POST' && request.url().includes('/api/e?')) {
      const body = request.postDataJSON() as { props?: { event?: string } } | null
      if (body?.props?.event) events.push(body.props.event)
    }
  }
  page.on('request', listener)
  return { events, stop: () => page.off('request', listener) }
}

test.describe('Swap: tokens of the account through the devnet AMM', () => {
  test.beforeEach(({ page }) => openFreshHost(page))

  test('swap 1 ETH to USDL with the dev wallet, and both balances change on chain', async ({ page }) => {
    const [ethBefore, usdlBefore] = await Promise.all([
      devnetAClient.getBalance({ address: devAddress }),
      tokenBalance(usdl(), devAddress),
    ])
    await connectDevWallet(page)
    const frame = latchFrame(page)
    await openSwap(frame)
    await pickToken(frame, 'to', 'USDL')
    await review(frame)
    await expect(frame.getByTestId('swap-preview-provider-fee')).toContainText('0.85%')
    const tracked = trackEvents(page)
    await frame.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect(frame.getByText('Confirm transaction in your wallet')).toBeVisible()
    await answerInDevWallet(page, 'Approve')
    await expect(frame.getByText(/^Swapped 1 ETH for [\d,.]+ USDL$/)).toBeVisible({ timeout: 30_000 })
    await expect(frame.locator('[data-view="Account"]')).toBeVisible()
    await expect.poll(() => tracked.events).toContain('SWAP_SUCCESS')
    tracked.stop()

    const [ethAfter, usdlAfter] = await Promise.all([
      devnetAClient.getBalance({ address: devAddress }),
      tokenBalance(usdl(), devAddress),
    ])
    // What the pool took (the amount less the 0.85 % fee) and the gas left; the pool pays about
    // 3,000 USDL for it.
    expect(ethBefore - ethAfter).toBeGreaterThan((ether * 9915n) / 10000n)
    expect(ethBefore - ethAfter).toBeLessThan(ether)
    expect(usdlAfter - usdlBefore).toBeGreaterThan(2_900_000_000n)
    expect(usdlAfter - usdlBefore).toBeLessThan(3_000_000_000n)
  })

  test('a swap from USDL first asks to approve the router, then swaps', async ({ page }) => {
    await revokeRouterAllowance()
    const usdlBefore = await tokenBalance(usdl(), devAddress)
    await connectDevWallet(page)
    const frame = latchFrame(page)
    await openSwap(frame)
    await pickToken(frame, 'source', 'USDL')
    await pickToken(frame, 'to', 'LTCH')
    await frame.getByRole('textbox', { name: 'You pay' }).fill('100')
    await review(frame)
    await frame.getByRole('button', { name: 'Approve USDL' }).click()
    await expect(frame.getByText('Approve limit increase in your wallet')).toBeVisible()
    await answerInDevWallet(page, 'Approve')
    // Approved: the swap itself is asked for next.
    await expect(frame.getByRole('button', { name: 'Swap', exact: true })).toBeEnabled({ timeout: 30_000 })
    await frame.getByRole('button', { name: 'Swap', exact: true }).click()
    await answerInDevWallet(page, 'Approve')
    await expect(frame.getByText(/^Swapped 100 USDL for [\d,.]+ LTCH$/)).toBeVisible({ timeout: 30_000 })
    // The pool took 100 USDL less the 0.85 % fee.
    expect(await tokenBalance(usdl(), devAddress)).toBe(usdlBefore - 99_150_000n)
  })

  test("'Insufficient balance' and 'Incorrect amount' for the inputs that earn them", async ({ page }) => {
    await connectDevWallet(page)
    const frame = latchFrame(page)
    await openSwap(frame)
    await pickToken(frame, 'to', 'USDL')
    const pay = frame.getByRole('textbox', { name: 'You pay' })
    await pay.fill('1000000')
    await expect(frame.getByRole('button', { name: 'Insufficient balance' })).toBeDisabled()
    // One wei of ETH: the fee takes all of it, so no pool can quote it.
    await pay.fill('0.000000000000000001')
    await expect(frame.getByRole('button', { name: 'Incorrect amount' })).toBeDisabled({ timeout: 15_000 })
    await expect(frame.getByText('Please enter a valid amount')).toBeVisible()
    await pay.fill('2')
    await expect(frame.getByRole('button', { name: 'Review swap' })).toBeEnabled({ timeout: 15_000 })
  })

  test('a swap rejected in the wallet shows the error, tracks SWAP_ERROR and swaps nothing', async ({
    page,
  }) => {
    const usdlBefore = await tokenBalance(usdl(), devAddress)
    await connectDevWallet(page)
    const frame = latchFrame(page)
    await openSwap(frame)
    await pickToken(frame, 'to', 'USDL')
    await review(frame)
    const tracked = trackEvents(page)
    await frame.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect(devWallet(page)).toBeVisible()
    await answerInDevWallet(page, 'Reject')
    await expect(frame.getByTestId('swap-error')).toBeVisible()
    // The event leaves in the background.
    await expect.poll(() => tracked.events).toContain('SWAP_ERROR')
    tracked.stop()
    expect(tracked.events).not.toContain('SWAP_SUCCESS')
    await expect(frame.locator('[data-view="SwapPreview"]')).toBeVisible()
    expect(await tokenBalance(usdl(), devAddress)).toBe(usdlBefore)
  })

  test('an embedded account swaps 1 ETH to USDL, approved in ApproveTransaction', async ({
    page,
  }, testInfo) => {
    const address = (await loginWithEmail(page, testEmail(testInfo))) as Address
    await fund(address)
    const frame = latchFrame(page)
    await openSwap(frame)
    await pickToken(frame, 'to', 'USDL')
    await review(frame)
    await frame.getByRole('button', { name: 'Swap', exact: true }).click()
    const approve = frame.locator('[data-view="ApproveTransaction"]')
    await expect(approve).toBeVisible()
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect(frame.getByText(/^Swapped 1 ETH for [\d,.]+ USDL$/)).toBeVisible({ timeout: 30_000 })
    await expect(frame.locator('[data-view="Account"]')).toBeVisible()
    // Funded with 10 ETH: what the pool took (1 ETH less the fee) and the gas left.
    expect(await devnetAClient.getBalance({ address })).toBeLessThan(10n * ether - (99n * ether) / 100n)
    expect(await tokenBalance(usdl(), address)).toBeGreaterThan(2_900_000_000n)
  })
})
