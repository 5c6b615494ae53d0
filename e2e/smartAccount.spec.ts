import { latchAccountFactoryAbi, smartAccountContracts } from '@latch/contracts'
import { devAccounts } from '@latch/localnet/devAccounts'
import { expect, type Page, test } from '@playwright/test'
import { type Address, getAddress, parseEther } from 'viem'
import { devnetAClient } from './devnet'
import { codeFromInbox, fund, loginWithEmail, startEmailLogin, testEmail, typeCode } from './embedded'
import { hostUrl, latchFrame, openFreshHost, overlay } from './fixtures'
import { locks } from './locks'

test.describe.configure({ lock: locks.smartAccountFunding })

// The host demo's "Send 0.001 ETH" pays dev account 7.
const recipient = devAccounts[7]?.address ?? '0x'

/** The smart account LatchAccountFactory gives `owner`, read from the chain (not the frame's own derivation). */
const smartAccountOf = (owner: string): Promise<Address> =>
  devnetAClient.readContract({
    address: smartAccountContracts.accountFactory,
    abi: latchAccountFactoryAbi,
    functionName: 'getAddress',
    args: [getAddress(owner), 0n],
  })

const hostAddress = async (page: Page) => getAddress((await page.getByTestId('address').textContent()) ?? '')

test.describe('The embedded user’s smart account', () => {
  test.beforeEach(({ page }) => openFreshHost(page))

  test('switching to the smart account in Account settings reaches the host, and back', async ({
    page,
  }, testInfo) => {
    const eoa = await loginWithEmail(page, testEmail(testInfo))
    const smart = await smartAccountOf(eoa)
    const frame = latchFrame(page)
    await frame.getByRole('button', { name: 'Account settings' }).click()
    const smartRow = frame.getByTestId('account-type-smartAccount')
    await expect(frame.getByTestId('account-type-eoa').getByText('In use')).toBeVisible()
    await smartRow.getByRole('button', { name: 'Use this account' }).click()
    await expect(smartRow.getByText('In use')).toBeVisible()
    // accountsChanged reached the page: wagmi's account is now the smart account, as the demo's panel says.
    await expect(page.getByTestId('address')).toHaveText(smart)
    await expect(page.getByTestId('account-type')).toHaveText('smartAccount')
    await expect(page.getByTestId('smart-account-address')).toHaveText(smart)
    await expect(page.getByTestId('smart-account-deployed')).toHaveText('(not deployed yet)')

    // And back, from the app's side this time (setPreferredAccount).
    await frame.getByRole('button', { name: 'Close' }).click()
    await expect(overlay(page)).toBeHidden()
    await page.getByRole('button', { name: 'Use the EOA' }).click()
    await expect(page.getByTestId('address')).toHaveText(getAddress(eoa))
    await expect(page.getByTestId('account-type')).toHaveText('eoa')
  })

  test('signs in (SIWX) with the smart account before it is deployed: the host backend verifies it', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    const email = testEmail(testInfo)
    const frame = await startEmailLogin(page, email, `${hostUrl}/?siwx=required`)
    await typeCode(page, await codeFromInbox(email, 'Your Latch code'))
    const approve = frame.locator('[data-view="ApproveTransaction"]')

    // The EOA signs in first, as any account does after connecting.
    await expect(frame.locator('[data-view="SIWXSignMessage"]')).toBeVisible({ timeout: 20_000 })
    await frame.getByRole('button', { name: 'Sign', exact: true }).click()
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect(overlay(page)).toBeHidden()
    const eoa = await hostAddress(page)
    await expect(page.getByTestId('siwx-result')).toContainText(`Signed in as ${eoa} on chain 31337`)

    // The app switches to the smart account: a new account must sign in, through the ERC-6492 wrapper.
    const smart = await smartAccountOf(eoa)
    await page.getByRole('button', { name: 'Use the smart account' }).click()
    await expect(frame.locator('[data-view="SIWXSignMessage"]')).toBeVisible()
    await frame.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(approve.getByTestId('approve-account')).toHaveText(/\(smart account\)$/)
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect(overlay(page)).toBeHidden()
    await expect(page.getByTestId('siwx-result')).toHaveText(
      `Signed in as ${smart} on chain 31337, verified by the host backend`,
    )
    expect(await devnetAClient.getCode({ address: smart })).toBeUndefined()
  })

  test('sends a transaction as a sponsored UserOperation that deploys the account: no ETH spent on gas', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    await loginWithEmail(page, testEmail(testInfo))
    await latchFrame(page).getByRole('button', { name: 'Close' }).click()
    await expect(overlay(page)).toBeHidden()
    await page.getByRole('button', { name: 'Use the smart account' }).click()
    await expect(page.getByTestId('account-type')).toHaveText('smartAccount')
    const smart = await hostAddress(page)
    await fund(smart)
    const [before, recipientBefore] = await Promise.all([
      devnetAClient.getBalance({ address: smart }),
      devnetAClient.getBalance({ address: recipient }),
    ])

    await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
    const approve = latchFrame(page).locator('[data-view="ApproveTransaction"]')
    await expect(approve.getByTestId('approve-account')).toHaveText(/\(smart account\)$/)
    await expect(approve.getByTestId('approve-fee')).toHaveText('Sponsored')
    await approve.getByRole('button', { name: 'Approve' }).click()
    // The host waits for the hash it got as for any transaction: the bundle's that carried the operation.
    await expect(page.getByTestId('tx-result')).toHaveText(/Transaction confirmed in block \d+/, {
      timeout: 60_000,
    })

    expect(await devnetAClient.getCode({ address: smart })).not.toBeUndefined()
    expect(await devnetAClient.getBalance({ address: smart })).toBe(before - parseEther('0.001'))
    expect(await devnetAClient.getBalance({ address: recipient })).toBe(recipientBefore + parseEther('0.001'))
  })
})
