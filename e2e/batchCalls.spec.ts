import { expect, test } from '@playwright/test'
import { type Address, erc20Abi, type Hex, parseAbi, parseEventLogs, parseUnits } from 'viem'
import { deployments, devnetAClient, tokenBalance } from './devnet'
import { loginWithEmail, testEmail } from './embedded'
import { hostUrl, latchFrame, openFreshHost } from './fixtures'
import { locks } from './locks'
import { giveUsdl, useSmartAccount } from './smartAccounts'

test.describe.configure({ lock: [locks.smartAccountFunding, locks.devnetAPools] })

const usdl = () => deployments().usdToken
const wethEvents = parseAbi(['event Withdrawal(address indexed src, uint256 wad)'])

const allowance = (account: Address) =>
  devnetAClient.readContract({
    address: usdl(),
    abi: erc20Abi,
    functionName: 'allowance',
    args: [account, deployments().router],
  })

test.describe('Batched calls (EIP-5792) from the smart account', () => {
  test.beforeEach(({ page }) => openFreshHost(page))

  test('approve and swap in one approval, atomic and sponsored: the account pays no gas', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000)
    const eoa = await loginWithEmail(page, testEmail(testInfo))
    const account = await useSmartAccount(page, eoa, { close: true })
    await giveUsdl(account, '50')
    const ethBefore = await devnetAClient.getBalance({ address: account })

    await page.getByTestId('send-calls').click()
    const approve = latchFrame(page).locator('[data-view="ApproveTransaction"]')
    await expect(approve).toBeVisible()
    await expect(approve.getByTestId('approve-origin')).toHaveText(hostUrl)
    await expect(approve.getByText('asks you to send a batch of calls')).toBeVisible()
    await expect(approve.getByTestId('approve-batch-mode')).toHaveText(
      '2 calls, run together: all of them or none.',
    )
    const calls = approve.getByTestId('approve-batch-call')
    await expect(calls).toHaveCount(2)
    await expect(calls.nth(0)).toContainText('spend 10 USDL')
    await expect(calls.nth(0)).toContainText(new RegExp(usdl(), 'i'))
    await expect(calls.nth(1)).toContainText(/Swaps 9\.915 USDL for at least [\d.]+ ETH/)
    await expect(calls.nth(1)).toContainText(new RegExp(deployments().router, 'i'))
    await expect(approve.getByTestId('approve-fee')).toContainText('Sponsored')
    // The node's simulation of both calls together, from the account (deployed with them).
    const changes = approve.getByTestId('approve-changes')
    await expect(changes).toContainText('USDL-9.915', { timeout: 15_000 })
    await expect(changes).toContainText(/ETH\+0\.\d+/)
    await approve.getByRole('button', { name: 'Approve' }).click()

    await expect(page.getByTestId('calls-id')).toHaveText(/^eip155:31337:op:0x[0-9a-f]{64}$/, {
      timeout: 60_000,
    })
    const status = page.getByTestId('calls-status')
    await expect(status).toContainText('Status: confirmed (atomic)', { timeout: 60_000 })
    const transactionHash = (/0x[0-9a-f]{64}/.exec((await status.textContent()) ?? '')?.[0] ?? '') as Hex

    // Both calls happened: the swap spent 9.915 USDL of the 10 approved (the frame's swap API keeps
    // its 0.85 % provider fee with the user on the devnet), and the account exists now.
    expect(await tokenBalance(usdl(), account)).toBe(parseUnits('40.085', 6))
    expect(await allowance(account)).toBe(parseUnits('0.085', 6))
    expect(await devnetAClient.getCode({ address: account })).toMatch(/^0x[0-9a-f]{10,}/)
    // The account's ETH went up by exactly what WETH paid out for the swap: no gas came from it.
    const receipt = await devnetAClient.getTransactionReceipt({ hash: transactionHash })
    const withdrawals = parseEventLogs({ abi: wethEvents, logs: receipt.logs, eventName: 'Withdrawal' })
    const swapped = withdrawals.reduce((sum, log) => sum + log.args.wad, 0n)
    expect(swapped).toBeGreaterThan(0n)
    expect(await devnetAClient.getBalance({ address: account })).toBe(ethBefore + swapped)

    // wallet_showCallsStatus opens the batch in the modal, confirmed, with its transaction linked.
    await page.getByTestId('show-calls-status').click()
    const shown = latchFrame(page).locator('[data-view="CallsStatus"]')
    await expect(shown.getByTestId('calls-status')).toHaveText('Confirmed')
    await expect(shown.locator(`a[href$="/tx/${transactionHash}"]`)).toBeVisible()
  })

  test('a batch whose second call reverts changes nothing, not even the first call', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000)
    const eoa = await loginWithEmail(page, testEmail(testInfo))
    // No USDL at all: the approve alone would pass, the swap of 10 USDL reverts.
    const account = await useSmartAccount(page, eoa, { close: true })

    await page.getByTestId('send-calls').click()
    const approve = latchFrame(page).locator('[data-view="ApproveTransaction"]')
    await expect(approve.getByTestId('approve-batch-call')).toHaveCount(2)
    await expect(approve.getByTestId('approve-changes')).toContainText('would fail', { timeout: 15_000 })
    await approve.getByRole('button', { name: 'Approve' }).click()

    // Either the bundler refuses the op or it reverts on chain: the host hears of it, nothing moved.
    await expect(page.getByTestId('calls-error').or(page.getByText('Status: reverted'))).toBeVisible({
      timeout: 60_000,
    })
    expect(await allowance(account)).toBe(0n)
    expect(await tokenBalance(usdl(), account)).toBe(0n)
  })
})
