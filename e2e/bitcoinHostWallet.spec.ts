import { verifyBip322Simple } from '@latch/localnet/bitcoin'
import { bitcoinDevKey } from '@latch/localnet/bitcoinDevKeys'
import { verifyBitcoinSignature } from '@latch/protocol/verifyBitcoinSignature'
import { expect, test } from '@playwright/test'
import { answerInDevWallet, devWallet, hostUrl, latchFrame, openFreshHost, overlay } from './fixtures'

const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
// The host demo's dev Bitcoin wallet holds the dev mnemonic's first native SegWit key on regtest.
const owner = bitcoinDevKey(0).address

test.describe("a host page's Bitcoin wallet (Wallet Standard)", () => {
  test.beforeEach(({ page }) => openFreshHost(page))

  test('connects under Bitcoin, heads Account alone, and signs a BIP-322 message the dapp verifies', async ({
    page,
  }) => {
    await page.reload()
    const accounts = page.getByRole('region', { name: 'Latch accounts' })
    await accounts.getByRole('button', { name: 'Connect Bitcoin' }).click()
    await expect(overlay(page)).toBeVisible()
    const frame = latchFrame(page)
    // Connect lists what brings a Bitcoin account: the logins and the page's Bitcoin wallet, neither
    // its EIP-6963 wallet nor the WalletConnect catalogue (no pairing brings Bitcoin yet).
    const accountsOn = frame.getByRole('group', { name: 'Accounts on' })
    await expect(accountsOn.getByRole('button', { name: 'Bitcoin' })).toHaveAttribute('aria-pressed', 'true')
    const wallets = frame.getByRole('list', { name: 'Wallets' })
    await expect(wallets.getByRole('button')).toHaveText([/Latch Dev Bitcoin Wallet/])
    await expect(frame.getByRole('textbox', { name: 'Email' })).toBeVisible()

    await wallets.getByRole('button', { name: /Latch Dev Bitcoin Wallet/ }).click()
    await expect(devWallet(page).getByText(owner)).toBeVisible()
    await answerInDevWallet(page, 'Approve')
    // The host hears of the one account, and the modal, its work done, closes.
    await expect(page.getByTestId('latch-accounts').getByRole('listitem')).toHaveText([`${regtest}:${owner}`])
    await expect(overlay(page)).toBeHidden()

    // Account: the Bitcoin account heads it alone, with its balance on the node, and only what the
    // wallet does here (Receive; it pays through no one but itself).
    await accounts.getByRole('button', { name: 'Bitcoin account' }).click()
    const account = frame.locator('[data-view="Account"]')
    await expect(account.getByTestId('account-address')).toHaveText(owner)
    await expect(account.getByTestId('account-network')).toHaveText('Latch Bitcoin Regtest')
    await expect(account.getByTestId('bitcoin-balance')).toContainText('BTC')
    await expect(account.getByRole('button', { name: 'Receive' })).toBeVisible()
    for (const name of ['Send', 'Swap', 'Buy', 'Send on Bitcoin'])
      await expect(account.getByRole('button', { name, exact: true })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(overlay(page)).toBeHidden()

    await accounts.getByRole('button', { name: 'Sign with Bitcoin' }).click()
    const message = `Latch host demo: prove you hold ${owner}`
    await expect(devWallet(page).getByRole('heading', { name: 'Sign Bitcoin message' })).toBeVisible()
    await expect(devWallet(page).getByText(message)).toBeVisible()
    await answerInDevWallet(page, 'Approve')
    const signature = page.getByTestId('bitcoin-signature')
    await expect(signature).toHaveText(/^[A-Za-z0-9+/]+={0,2}$/)
    const text = ((await signature.textContent()) ?? '').trim()
    // bcoin's script interpreter and the verifier of @latch/sdk/server both accept it, for this message only.
    expect(verifyBip322Simple(owner, message, text)).toBe(true)
    expect(verifyBitcoinSignature({ address: owner, message, signature: text })).toBe(true)
    expect(verifyBitcoinSignature({ address: owner, message: `${message}!`, signature: text })).toBe(false)

    // What the wallet cannot do is refused with its reason, not sent elsewhere.
    await accounts.getByRole('button', { name: 'Send 0.001 BTC' }).click()
    await expect(page.getByTestId('bitcoin-txid')).toHaveText(/^Refused: /)

    // A reload reconnects the wallet without asking: it still shares the account with this page.
    await page.reload()
    await expect(page.getByTestId('latch-accounts').getByRole('listitem')).toHaveText([`${regtest}:${owner}`])
    await expect(devWallet(page)).toHaveCount(0)
  })

  test('signs in (SIWX) where the app requires it: the wallet signs a Bitcoin sign-in, the host backend verifies it', async ({
    page,
  }) => {
    await page.goto(`${hostUrl}/?siwx=required`)
    await page
      .getByRole('region', { name: 'Latch accounts' })
      .getByRole('button', { name: 'Connect Bitcoin' })
      .click()
    const frame = latchFrame(page)
    await frame
      .getByRole('list', { name: 'Wallets' })
      .getByRole('button', { name: /Latch Dev Bitcoin Wallet/ })
      .click()
    await answerInDevWallet(page, 'Approve')

    // The sign-in names the Bitcoin account, and the wallet is asked for a sign-in in Bitcoin's words.
    const signIn = frame.locator('[data-view="SIWXSignMessage"]')
    await expect(signIn).toBeVisible()
    await expect(signIn.getByTestId('siwx-account')).toHaveAttribute('title', owner)
    await expect(signIn.getByTestId('siwx-account')).toContainText('Bitcoin')
    await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(devWallet(page).getByRole('heading', { name: 'Sign Bitcoin message' })).toBeVisible()
    await expect(devWallet(page)).toContainText(`wants you to sign in with your Bitcoin account:\n${owner}`)
    await answerInDevWallet(page, 'Approve')
    await expect(overlay(page)).toBeHidden()
    const verified = `Signed in as ${owner} on ${regtest}, verified by the host backend`
    await expect(page.getByTestId('siwx-result')).toHaveText(verified, { timeout: 20_000 })
    await expect(page.getByTestId('siwx-message')).toContainText(`Chain ID: ${regtest.split(':')[1]}`)

    // A reload keeps the sign-in: the wallet reconnects and its account still holds the session.
    await page.reload()
    await expect(page.getByTestId('siwx-result')).toHaveText(verified, { timeout: 20_000 })
    await expect(overlay(page)).toBeHidden()
    await expect(devWallet(page)).toHaveCount(0)
  })
})
