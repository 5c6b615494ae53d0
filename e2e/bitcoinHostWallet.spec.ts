import { fundBitcoinAddress, verifyBip322Simple } from '@latch/localnet/bitcoin'
import { bitcoinDevKey } from '@latch/localnet/bitcoinDevKeys'
import { regtestAddressFormat } from '@latch/localnet/devSigning'
import { verifyBitcoinSignature } from '@latch/protocol/verifyBitcoinSignature'
import { expect, type Page, test } from '@playwright/test'
import { base64 } from '@scure/base'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import { answerInDevWallet, devWallet, hostUrl, latchFrame, openFreshHost, overlay } from './fixtures'
import { locks } from './locks'

test.describe.configure({ lock: locks.regtestMinerCoins })

const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
// The host demo's dev Bitcoin wallet holds the dev mnemonic's first native SegWit key on regtest.
const owner = bitcoinDevKey(0).address
// The host demo's payee, and the regtest node's Esplora API of `npm start` (packages/localnet).
const payee = 'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj'
const esploraUrl = 'http://127.0.0.1:18443'

/**
 * The dev wallet, asked to sign a transaction that pays `btc` to `to`, approves; the page's answer in
 * `resultId` is then a txid the node mines, paying `to` that amount.
 */
async function expectPaidThroughWallet(page: Page, resultId: string, to: string, btc: string) {
  await expect(devWallet(page).getByRole('heading', { name: 'Sign Bitcoin transaction' })).toBeVisible()
  await expect(devWallet(page)).toContainText(`${btc} BTC to ${to}`)
  await answerInDevWallet(page, 'Approve')
  const result = page.getByTestId(resultId)
  await expect(result).toHaveText(/^[0-9a-f]{64}$/)
  const txid = ((await result.textContent()) ?? '').trim()
  await expect
    .poll(async () => (await (await fetch(`${esploraUrl}/tx/${txid}/status`)).json()).confirmed, {
      timeout: 10_000,
    })
    .toBe(true)
  const mined = (await (await fetch(`${esploraUrl}/tx/${txid}`)).json()) as {
    vout: { scriptpubkey_address?: string; value: number }[]
  }
  expect(mined.vout).toContainEqual(
    expect.objectContaining({ scriptpubkey_address: to, value: Math.round(Number(btc) * 1e8) }),
  )
}

/**
 * The host demo's "Sign with Bitcoin" asks the dev wallet holding `address` for a BIP-322 signature
 * of its message, which it shows and approves: the page's answer verifies, for that message only.
 */
async function expectSignedThroughWallet(page: Page, address: string) {
  await page
    .getByRole('region', { name: 'Latch accounts' })
    .getByRole('button', { name: 'Sign with Bitcoin' })
    .click()
  const message = `Latch host demo: prove you hold ${address}`
  await expect(devWallet(page).getByRole('heading', { name: 'Sign Bitcoin message' })).toBeVisible()
  await expect(devWallet(page).getByText(message)).toBeVisible()
  await answerInDevWallet(page, 'Approve')
  const signature = page.getByTestId('bitcoin-signature')
  await expect(signature).toHaveText(/^[A-Za-z0-9+/]+={0,2}$/)
  const text = ((await signature.textContent()) ?? '').trim()
  // bcoin's script interpreter and the verifier of @latch/sdk/server both accept it, for this message only.
  expect(verifyBip322Simple(address, message, text)).toBe(true)
  expect(verifyBitcoinSignature({ address, message, signature: text })).toBe(true)
  expect(verifyBitcoinSignature({ address, message: `${message}!`, signature: text })).toBe(false)
}

/** On a reloaded host page, Connect Bitcoin, the dev Bitcoin wallet picked and approved. */
async function connectDevBitcoinWallet(page: Page) {
  await page.reload()
  await page
    .getByRole('region', { name: 'Latch accounts' })
    .getByRole('button', { name: 'Connect Bitcoin' })
    .click()
  await latchFrame(page)
    .getByRole('list', { name: 'Wallets' })
    .getByRole('button', { name: /Latch Dev Bitcoin Wallet/ })
    .click()
  await answerInDevWallet(page, 'Approve')
  await expect(overlay(page)).toBeHidden()
}

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
    // Connect lists what brings a Bitcoin account: the logins, the page's Bitcoin wallet first, and
    // the WalletConnect catalogue, not the page's EIP-6963 wallet.
    const accountsOn = frame.getByRole('group', { name: 'Accounts on' })
    await expect(accountsOn.getByRole('button', { name: 'Bitcoin' })).toHaveAttribute('aria-pressed', 'true')
    const wallets = frame.getByRole('list', { name: 'Wallets' })
    await expect(wallets.getByRole('button').first()).toHaveText(/Latch Dev Bitcoin Wallet/)
    await expect(wallets.getByRole('button', { name: /Latch Web Wallet/ })).toBeVisible()
    await expect(wallets.getByRole('button', { name: /^Latch Dev Wallet/ })).toHaveCount(0)
    await expect(frame.getByRole('textbox', { name: 'Email' })).toBeVisible()

    await wallets.getByRole('button', { name: /Latch Dev Bitcoin Wallet/ }).click()
    await expect(devWallet(page).getByText(owner)).toBeVisible()
    await answerInDevWallet(page, 'Approve')
    // The host hears of the one account, and the modal, its work done, closes.
    await expect(page.getByTestId('latch-accounts').getByRole('listitem')).toHaveText([`${regtest}:${owner}`])
    await expect(overlay(page)).toBeHidden()

    // Account: the Bitcoin account heads it alone, with its balance on the node, and what a Bitcoin
    // account does here (Send and Receive; swaps and the onramp are Ethereum's).
    await accounts.getByRole('button', { name: 'Bitcoin account' }).click()
    const account = frame.locator('[data-view="Account"]')
    await expect(account.getByTestId('account-address')).toHaveText(owner)
    await expect(account.getByTestId('account-network')).toHaveText('Latch Bitcoin Regtest')
    await expect(account.getByTestId('bitcoin-balance')).toContainText('BTC')
    for (const name of ['Send', 'Receive'])
      await expect(account.getByRole('button', { name, exact: true })).toBeVisible()
    for (const name of ['Swap', 'Buy'])
      await expect(account.getByRole('button', { name, exact: true })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(overlay(page)).toBeHidden()

    await expectSignedThroughWallet(page, owner)

    // A payment the dapp asks for: the frame makes the transaction, the wallet signs it (saying what
    // it pays), the frame broadcasts it and the node mines it.
    await accounts.getByRole('button', { name: 'Send 0.001 BTC' }).click()
    await expectPaidThroughWallet(page, 'bitcoin-txid', payee, '0.00100000')

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

  test('sends bitcoin from Account through the wallet: the frame prices and makes the transaction, the wallet signs it, the node mines it', async ({
    page,
  }) => {
    await connectDevBitcoinWallet(page)
    const frame = latchFrame(page)
    await page
      .getByRole('region', { name: 'Latch accounts' })
      .getByRole('button', { name: 'Bitcoin account' })
      .click()
    const account = frame.locator('[data-view="Account"]')
    await account.getByRole('button', { name: 'Send', exact: true }).click()

    const send = frame.locator('[data-view="WalletSend"]')
    await send.getByRole('radio', { name: /BTC/ }).check()
    await send.getByRole('textbox', { name: /^Amount/ }).fill('0.25')
    const to = 'bcrt1qkf7j3rkd7qd4j0kf23g6x0mmczaykvtwywskqn'
    await send.getByRole('textbox', { name: 'Bitcoin address' }).fill(to)
    await expect(send.getByTestId('send-recipient-address')).toHaveText(to)
    await send.getByRole('button', { name: 'Preview send' }).click()
    const preview = frame.locator('[data-view="WalletSendPreview"]')
    await expect(preview.getByTestId('send-preview-amount')).toHaveText('0.25 BTC')
    await expect(preview.getByTestId('send-preview-fee-rate')).toHaveText(
      '1 sat/vB, to confirm within about three blocks',
    )
    await preview.getByRole('button', { name: 'Confirm' }).click()

    // The wallet, not the frame, approves it: it is shown what the transaction pays.
    await expect(devWallet(page).getByRole('heading', { name: 'Sign Bitcoin transaction' })).toBeVisible()
    await expect(devWallet(page)).toContainText(`0.25000000 BTC to ${to}`)
    await answerInDevWallet(page, 'Approve')
    await expect(frame.getByText(/Sent 0\.25 BTC/)).toBeVisible({ timeout: 20_000 })

    // Activity lists the send, once the node has it.
    await frame.getByRole('tab', { name: 'Activity' }).click()
    const first = frame.getByRole('tabpanel').getByTestId('transaction-item').first()
    await expect(first).toContainText('Sent', { timeout: 30_000 })
    await expect(first).toContainText('0.25 BTC')
  })

  test("has a dapp's PSBT signed by the wallet and broadcast by the frame, which the node mines", async ({
    page,
  }) => {
    await connectDevBitcoinWallet(page)

    // A fresh output of the wallet's account, spent by a PSBT the dapp makes.
    const funding = await fundBitcoinAddress(esploraUrl, owner, 30_000_000)
    const utxos = (await (await fetch(`${esploraUrl}/address/${owner}/utxo`)).json()) as {
      txid: string
      vout: number
      value: number
    }[]
    const { txid, vout, value } = utxos.find((utxo) => utxo.txid === funding) ?? {
      txid: '',
      vout: 0,
      value: 0,
    }
    const transaction = new Transaction()
    transaction.addInput({
      txid,
      index: vout,
      witnessUtxo: {
        script: OutScript.encode(Address(regtestAddressFormat).decode(owner)),
        amount: BigInt(value),
      },
    })
    transaction.addOutputAddress(payee, 10_000_000n, regtestAddressFormat)
    transaction.addOutputAddress(owner, BigInt(value) - 10_001_000n, regtestAddressFormat)
    await page.getByLabel('PSBT (base64)').fill(base64.encode(transaction.toPSBT()))
    await page.getByRole('button', { name: 'Sign PSBT and broadcast' }).click()
    await expectPaidThroughWallet(page, 'bitcoin-psbt-result', payee, '0.10000000')
  })
})

test.describe("a host page's Bitcoin wallet of sats-connect (Xverse's JSON-RPC)", () => {
  test.beforeEach(({ page }) => openFreshHost(page))

  test('connects under Bitcoin, signs a BIP-322 message the dapp verifies, pays through the frame, and a reload keeps it', async ({
    page,
  }) => {
    // The host demo's sats-connect wallet holds the dev mnemonic's third native SegWit key.
    const satsOwner = bitcoinDevKey(2).address
    await page.reload()
    const accounts = page.getByRole('region', { name: 'Latch accounts' })
    await accounts.getByRole('button', { name: 'Connect Bitcoin' }).click()
    const wallets = latchFrame(page).getByRole('list', { name: 'Wallets' })
    await wallets.getByRole('button', { name: /Latch Dev Sats Wallet/ }).click()
    await expect(devWallet(page).getByText(satsOwner)).toBeVisible()
    await answerInDevWallet(page, 'Approve')
    await expect(overlay(page)).toBeHidden()
    await expect(page.getByTestId('latch-accounts').getByRole('listitem')).toHaveText([
      `${regtest}:${satsOwner}`,
    ])

    await expectSignedThroughWallet(page, satsOwner)

    // The frame makes the payment's PSBT, the wallet signs its inputs (signPsbt), the frame broadcasts.
    await accounts.getByRole('button', { name: 'Send 0.001 BTC' }).click()
    await expectPaidThroughWallet(page, 'bitcoin-txid', payee, '0.00100000')

    // A reload reconnects it without asking: wallet_getAccount still shares the address.
    await page.reload()
    await expect(page.getByTestId('latch-accounts').getByRole('listitem')).toHaveText([
      `${regtest}:${satsOwner}`,
    ])
    await expect(devWallet(page)).toHaveCount(0)
  })
})
