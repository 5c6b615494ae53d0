import { nearDevKey } from '@latch/localnet/nearDevKeys'
import { expect, type Page, test } from '@playwright/test'
import { answerInDevWallet, devWallet, hostUrl, latchFrame, openFreshHost, overlay } from './fixtures'
import { expectNearSignatureOf, hostNearMessage } from './nearSignature'

// The host demo's dev NEAR wallet holds the dev mnemonic's third NEAR key; its implicit account is the key in hex.
const { accountId } = nearDevKey(2)

/** On the host page, "Connect NEAR", and the dev NEAR wallet picked: it asks to connect, naming its account. */
async function pickDevNearWallet(page: Page) {
  await page
    .getByRole('region', { name: 'Latch accounts' })
    .getByRole('button', { name: 'Connect NEAR' })
    .click()
  await latchFrame(page)
    .getByRole('list', { name: 'Wallets' })
    .getByRole('button', { name: /Latch Dev NEAR Wallet/ })
    .click()
  await expect(devWallet(page).getByText(accountId)).toBeVisible()
  await expect(devWallet(page).getByText('testnet', { exact: true })).toBeVisible()
}

test.describe("a host page's NEAR wallet (near-connect)", () => {
  test.beforeEach(({ page }) => openFreshHost(page))

  test('connects under NEAR, and signs a NEP-413 message that near-api-js verifies; a reload keeps it', async ({
    page,
  }) => {
    await page.reload()
    await page
      .getByRole('region', { name: 'Latch accounts' })
      .getByRole('button', { name: 'Connect NEAR' })
      .click()
    const frame = latchFrame(page)
    // Connect lists what brings a NEAR account: the logins, the page's NEAR wallet first, and the
    // WalletConnect catalogue, not the page's EIP-6963 wallet.
    const accountsOn = frame.getByRole('group', { name: 'Accounts on' })
    await expect(accountsOn.getByRole('button', { name: 'NEAR' })).toHaveAttribute('aria-pressed', 'true')
    const wallets = frame.getByRole('list', { name: 'Wallets' })
    await expect(wallets.getByRole('button').first()).toHaveText(/Latch Dev NEAR Wallet/)
    await expect(wallets.getByRole('button', { name: /Latch Web Wallet/ })).toBeVisible()
    await expect(wallets.getByRole('button', { name: /^Latch Dev Wallet/ })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(overlay(page)).toBeHidden()

    await pickDevNearWallet(page)
    await answerInDevWallet(page, 'Approve')
    // The host hears of the one account, and the modal, its work done, closes.
    await expect(page.getByTestId('latch-accounts').getByRole('listitem')).toHaveText([
      `near:testnet:${accountId}`,
    ])
    await expect(overlay(page)).toBeHidden()

    // Account: the NEAR account heads it alone, on the network it was signed in on, with what a NEAR
    // account does here (Receive; its balance and sends need a node).
    await page
      .getByRole('region', { name: 'Latch accounts' })
      .getByRole('button', { name: 'NEAR account' })
      .click()
    const account = frame.locator('[data-view="Account"]')
    await expect(account.getByTestId('account-address')).toHaveText(accountId)
    await expect(account.getByTestId('account-network')).toHaveText('NEAR Testnet')
    await expect(account.getByTestId('near-balance')).toHaveText('Balance unavailable on this network')
    await expect(account.getByRole('button', { name: 'Receive', exact: true })).toBeVisible()
    for (const name of ['Send', 'Swap', 'Buy'])
      await expect(account.getByRole('button', { name, exact: true })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(overlay(page)).toBeHidden()

    // The dapp's sign-in: the wallet shows the message and whom it is for, and signs on approval.
    await page.getByRole('button', { name: 'Sign in with NEAR' }).click()
    await expect(devWallet(page).getByRole('heading', { name: 'Sign NEAR message' })).toBeVisible()
    await expect(devWallet(page).getByText(hostNearMessage)).toBeVisible()
    await expect(devWallet(page).getByText('localhost', { exact: true })).toBeVisible()
    await answerInDevWallet(page, 'Approve')
    await expectNearSignatureOf(page, accountId)

    // A reload reconnects the wallet without asking: it is still signed in on this network.
    await page.reload()
    await expect(page.getByTestId('latch-accounts').getByRole('listitem')).toHaveText([
      `near:testnet:${accountId}`,
    ])
    await expect(devWallet(page)).toHaveCount(0)
  })

  test('signs in (SIWX) where the app requires it: the wallet signs a NEAR sign-in, the host backend verifies it', async ({
    page,
  }) => {
    await page.goto(`${hostUrl}/?siwx=required`)
    await pickDevNearWallet(page)
    await answerInDevWallet(page, 'Approve')

    const signIn = latchFrame(page).locator('[data-view="SIWXSignMessage"]')
    await expect(signIn).toBeVisible()
    await expect(signIn.getByTestId('siwx-account')).toHaveAttribute('title', accountId)
    await expect(signIn.getByTestId('siwx-account')).toContainText('NEAR')
    await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(devWallet(page).getByRole('heading', { name: 'Sign NEAR message' })).toBeVisible()
    await expect(devWallet(page)).toContainText(`wants you to sign in with your NEAR account:\n${accountId}`)
    await answerInDevWallet(page, 'Approve')
    await expect(overlay(page)).toBeHidden()
    const verified = `Signed in as ${accountId} on near:testnet, verified by the host backend`
    await expect(page.getByTestId('siwx-result')).toHaveText(verified, { timeout: 20_000 })
  })

  test("a sign-in the wallet declines shows the wallet's words, and Try again connects", async ({ page }) => {
    await page.reload()
    await pickDevNearWallet(page)
    await answerInDevWallet(page, 'Reject')
    const connecting = latchFrame(page).locator('[data-view="ConnectingExternal"]')
    await expect(connecting.getByText('Connection failed')).toBeVisible()
    await expect(connecting.getByText('User rejected the sign-in.')).toBeVisible()
    await connecting.getByRole('button', { name: 'Try again' }).click()
    await answerInDevWallet(page, 'Approve')
    await expect(page.getByTestId('latch-accounts').getByRole('listitem')).toHaveText([
      `near:testnet:${accountId}`,
    ])
  })
})
