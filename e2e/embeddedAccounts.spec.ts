import AxeBuilder from '@axe-core/playwright'
import { fundBitcoinAddress, verifyBip322Simple } from '@latch/localnet/bitcoin'
import { regtestAddressFormat } from '@latch/localnet/devSigning'
import { PublicKey } from '@near-js/crypto'
import {
  actionCreators,
  createTransaction,
  encodeTransaction,
  type Transaction as NearTransaction,
  SignedTransaction,
} from '@near-js/transactions'
import { sha256 } from '@noble/hashes/sha2'
import { expect, test } from '@playwright/test'
import { base58, base64 } from '@scure/base'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import { codeFromInbox, loginWithEmail, startEmailLogin, testEmail, typeCode } from './embedded'
import { hostUrl, latchFrame, overlay } from './fixtures'
import { expectNearSignatureOf, hostNearMessage } from './nearSignature'

// The Bitcoin regtest node of `npm start` (packages/localnet), its Esplora API on the fixed port.
const esploraUrl = 'http://127.0.0.1:18443'
const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

test.describe('the embedded wallet on every namespace', () => {
  test('an email login has an Ethereum, Solana, Bitcoin and NEAR account, which Account shows and the host sees', async ({
    page,
  }, testInfo) => {
    await loginWithEmail(page, testEmail(testInfo))
    const frame = latchFrame(page)
    const evm = ((await page.getByTestId('address').textContent()) ?? '').trim()
    const solana = ((await frame.getByTestId('solana-address').textContent()) ?? '').trim()

    const bitcoin = frame.getByTestId('bitcoin-account')
    await expect(bitcoin.getByRole('heading', { name: 'Bitcoin · Latch Bitcoin Regtest' })).toBeVisible()
    const owner = ((await bitcoin.getByTestId('bitcoin-address').textContent()) ?? '').trim()
    // A native SegWit address of regtest: the wallet's key at BIP-84's test-network path.
    expect(owner).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/)
    await expect(bitcoin.getByTestId('bitcoin-balance')).toContainText('0 BTC')

    // No NEAR node runs here: the account shows, its balance says it cannot be read.
    const near = frame.getByTestId('near-account')
    await expect(near.getByRole('heading', { name: 'NEAR · NEAR Testnet' })).toBeVisible()
    const nearAccount = ((await near.getByTestId('near-address').textContent()) ?? '').trim()
    expect(nearAccount).toMatch(/^[0-9a-f]{64}$/)
    await expect(near.getByTestId('near-balance')).toHaveText('Balance unavailable on this network')

    // The host's state lists the four, one per namespace, the EVM one first.
    await expect(page.getByTestId('latch-accounts').getByRole('listitem')).toHaveText([
      new RegExp(`^eip155:31337:${evm}$`, 'i'),
      `solana:localnet:${solana}`,
      `${regtest}:${owner}`,
      `near:testnet:${nearAccount}`,
    ])

    await fundBitcoinAddress(esploraUrl, owner, 50_000_000)
    // Account reads again while it shows (every 10 s); the server keeps an answer 5 s.
    await expect(bitcoin.getByTestId('bitcoin-balance')).toContainText('0.5 BTC', { timeout: 30_000 })
    await expect(bitcoin.getByTestId('bitcoin-balance')).toContainText('$45,000.00')

    // Receive has a tab for each account, each with its own address and network.
    await frame.getByRole('button', { name: 'Receive' }).click()
    const receive = frame.locator('[data-view="WalletReceive"]')
    await receive.getByRole('tab', { name: 'Bitcoin' }).click()
    await expect(receive.getByTestId('receive-address')).toHaveText(owner)
    await expect(receive.getByRole('list', { name: 'Networks this address receives on' })).toHaveText(
      'Latch Bitcoin Regtest',
    )
    await receive.getByRole('tab', { name: 'Bitcoin' }).press('ArrowRight')
    await expect(receive.getByRole('tab', { name: 'NEAR' })).toBeFocused()
    await expect(receive.getByTestId('receive-address')).toHaveText(nearAccount)
  })
  test('a host asks the Bitcoin account for a BIP-322 signature, approved in the frame, which bcoin verifies', async ({
    page,
  }, testInfo) => {
    await loginWithEmail(page, testEmail(testInfo))
    const frame = latchFrame(page)
    const owner = ((await frame.getByTestId('bitcoin-address').textContent()) ?? '').trim()
    expect(owner).toMatch(/^bcrt1q/)
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Sign with Bitcoin' }).click()
    const approve = frame.locator('[data-view="ApproveTransaction"]')
    await expect(approve.getByText('asks you to sign a message with your Bitcoin account')).toBeVisible()
    await expect(approve.getByTestId('approve-account')).toHaveAttribute('title', owner)
    await expect(approve).toContainText('Latch Bitcoin Regtest')
    const message = `Latch host demo: prove you hold ${owner}`
    await expect(approve.getByTestId('approve-message')).toHaveText(message)
    await approve.getByRole('button', { name: 'Approve' }).click()

    const signature = page.getByTestId('bitcoin-signature')
    await expect(signature).toHaveText(/^[A-Za-z0-9+/]+={0,2}$/)
    const text = ((await signature.textContent()) ?? '').trim()
    expect(verifyBip322Simple(owner, message, text)).toBe(true)
    expect(verifyBip322Simple(owner, `${message}!`, text)).toBe(false)
  })

  test('a host asks the NEAR account for a NEP-413 signature for its site, approved in the frame, which near-api-js verifies', async ({
    page,
  }, testInfo) => {
    await loginWithEmail(page, testEmail(testInfo))
    const frame = latchFrame(page)
    const accountId = ((await frame.getByTestId('near-address').textContent()) ?? '').trim()
    expect(accountId).toMatch(/^[0-9a-f]{64}$/)
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Sign in with NEAR' }).click()
    const approve = frame.locator('[data-view="ApproveTransaction"]')
    await expect(approve.getByText('asks you to sign a message with your NEAR account')).toBeVisible()
    await expect(approve.getByTestId('approve-account')).toHaveAttribute('title', accountId)
    await expect(approve).toContainText('NEAR Testnet')
    await expect(approve.getByTestId('approve-recipient')).toHaveText('localhost')
    await expect(approve.getByTestId('approve-message')).toHaveText(hostNearMessage)
    await approve.getByRole('button', { name: 'Approve' }).click()

    await expectNearSignatureOf(page, accountId)
  })

  test('signs in (SIWX) with the NEAR account where NEAR is active: NEP-413 approved in the frame, the host backend verifies it', async ({
    page,
  }, testInfo) => {
    const email = testEmail(testInfo)
    const frame = await startEmailLogin(page, email, `${hostUrl}/?siwx=required`, 'NEAR')
    await typeCode(page, await codeFromInbox(email, 'Your Latch code'))

    // The sign-in names the NEAR account; the frame asks for a NEP-413 signature of it for this site.
    const signIn = frame.locator('[data-view="SIWXSignMessage"]')
    await expect(signIn).toBeVisible({ timeout: 20_000 })
    await expect(signIn.getByTestId('siwx-account')).toContainText('NEAR')
    const owner = (await signIn.getByTestId('siwx-account').getAttribute('title')) ?? ''
    expect(owner).toMatch(/^[0-9a-f]{64}$/)
    await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
    const approve = frame.locator('[data-view="ApproveTransaction"]')
    await expect(approve.getByText('asks you to sign a message with your NEAR account')).toBeVisible()
    await expect(approve.getByTestId('approve-account')).toHaveAttribute('title', owner)
    await expect(approve.getByTestId('approve-recipient')).toHaveText('localhost:5173')
    await expect(approve.getByTestId('approve-message')).toContainText(
      `wants you to sign in with your NEAR account:\n${owner}`,
    )
    await expect(approve.getByTestId('approve-message')).toContainText('Chain ID: testnet')
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect(overlay(page)).toBeHidden()
    const verified = `Signed in as ${owner} on near:testnet, verified by the host backend`
    await expect(page.getByTestId('siwx-result')).toHaveText(verified, { timeout: 20_000 })

    // A reload keeps the sign-in: the NEAR account is still one of the connected ones.
    await page.reload()
    await expect(page.getByTestId('address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 20_000 })
    await expect(page.getByTestId('siwx-result')).toHaveText(verified, { timeout: 20_000 })
    await expect(overlay(page)).toBeHidden()
  })

  test("a host has a NEAR transaction signed: the frame says what it does, and the signature is the account's key's", async ({
    page,
  }, testInfo) => {
    await loginWithEmail(page, testEmail(testInfo))
    const frame = latchFrame(page)
    const accountId = ((await frame.getByTestId('near-address').textContent()) ?? '').trim()
    await page.keyboard.press('Escape')

    // The dapp makes the transaction with near-api-js: a transfer and a call with a deposit.
    const key = PublicKey.fromString(`ed25519:${base58.encode(Buffer.from(accountId, 'hex'))}`)
    const transaction = createTransaction(
      accountId,
      key,
      'guestbook.testnet',
      12n,
      [
        actionCreators.transfer(10n ** 24n),
        actionCreators.functionCall('add_message', { text: 'hello' }, 30_000_000_000_000n, 10n ** 22n),
      ],
      new Uint8Array(32).fill(1),
    )
    await page.getByLabel('NEAR transaction (base64)').fill(base64.encode(transaction.encode()))
    await page.getByRole('button', { name: 'Sign NEAR transaction' }).click()

    const approve = frame.locator('[data-view="ApproveTransaction"]')
    await expect(approve.getByText('asks you to sign a NEAR transaction')).toBeVisible()
    await expect(approve.getByTestId('approve-account')).toHaveAttribute('title', accountId)
    await expect(approve.getByTestId('approve-to')).toHaveText('guestbook.testnet')
    await expect(approve.getByTestId('approve-value')).toHaveText('1.01 NEAR')
    await expect(approve.getByTestId('approve-actions').getByRole('listitem')).toHaveText([
      'Sends 1 NEAR to guestbook.testnet',
      'Calls add_message on guestbook.testnet with 0.01 NEAR attached, with up to 30 TGas{"text":"hello"}',
    ])
    await approve.getByRole('button', { name: 'Approve' }).click()

    const result = page.getByTestId('near-signed-transaction')
    await expect(result).toHaveText(/^[A-Za-z0-9+/]+={0,2}$/)
    const signed = SignedTransaction.decode(
      base64.decode(((await result.textContent()) ?? '').trim()),
    ) as unknown as {
      transaction: NearTransaction
      signature: { ed25519Signature: { data: number[] } }
    }
    const bytes = encodeTransaction(signed.transaction)
    expect(bytes).toEqual(transaction.encode())
    expect(key.verify(sha256(bytes), Uint8Array.from(signed.signature.ed25519Signature.data))).toBe(true)
  })

  test('a host asks the Bitcoin account to pay, shown in words in the frame, and the node mines it', async ({
    page,
  }, testInfo) => {
    await loginWithEmail(page, testEmail(testInfo))
    const frame = latchFrame(page)
    const bitcoin = frame.getByTestId('bitcoin-account')
    const owner = ((await bitcoin.getByTestId('bitcoin-address').textContent()) ?? '').trim()
    await fundBitcoinAddress(esploraUrl, owner, 50_000_000)
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Send 0.001 BTC' }).click()
    const approve = frame.locator('[data-view="ApproveTransaction"]')
    await expect(approve.getByText('asks you to send bitcoin')).toBeVisible()
    await expect(approve.getByTestId('approve-account')).toHaveAttribute('title', owner)
    await expect(approve.getByTestId('approve-value')).toHaveText('0.001 BTC')
    // Regtest's fee rate is the node's minimum relay fee: one P2WPKH input, a payment, a memo and change.
    await expect(approve.getByTestId('approve-fee')).toHaveText(/^0\.00000\d{3} BTC \(1 sat\/vB\)$/)
    const outputs = approve.getByTestId('approve-outputs').getByRole('listitem')
    await expect(outputs).toHaveCount(3)
    await expect(
      outputs.filter({ hasText: 'Pays 0.001 BTC to bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj' }),
    ).toHaveCount(1)
    await expect(outputs.filter({ hasText: 'Carries the memo “Latch host demo”' })).toHaveCount(1)
    await expect(outputs.filter({ hasText: /Returns 0\.498\d+ BTC to your account as change/ })).toHaveCount(
      1,
    )
    await approve.getByText('Spends 1 output').click()
    await expect(approve.getByTestId('approve-inputs')).toHaveText('0.5 BTC of your account')
    await approve.getByRole('button', { name: 'Approve' }).click()

    const txid = page.getByTestId('bitcoin-txid')
    await expect(txid).toHaveText(/^[0-9a-f]{64}$/)
    const id = ((await txid.textContent()) ?? '').trim()
    // The node has it, mined, paying the demo's payee.
    await expect
      .poll(async () => (await (await fetch(`${esploraUrl}/tx/${id}/status`)).json()).confirmed, {
        timeout: 10_000,
      })
      .toBe(true)
    const mined = await (await fetch(`${esploraUrl}/tx/${id}`)).json()
    expect(mined.vout).toContainEqual(
      expect.objectContaining({
        scriptpubkey_address: 'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj',
        value: 100_000,
      }),
    )
  })

  test('the visitor sends bitcoin from Account: the preview prices it, the frame asks, the balance follows', async ({
    page,
  }, testInfo) => {
    await loginWithEmail(page, testEmail(testInfo))
    const frame = latchFrame(page)
    const bitcoin = frame.getByTestId('bitcoin-account')
    const owner = ((await bitcoin.getByTestId('bitcoin-address').textContent()) ?? '').trim()
    await fundBitcoinAddress(esploraUrl, owner, 50_000_000)
    await expect(bitcoin.getByTestId('bitcoin-balance')).toContainText('0.5 BTC', { timeout: 30_000 })

    await bitcoin.getByRole('button', { name: 'Send on Bitcoin' }).click()
    const send = frame.locator('[data-view="WalletSend"]')
    await send.getByRole('radio', { name: /BTC/ }).check()
    await send.getByRole('textbox', { name: /^Amount/ }).fill('0.2')
    const to = send.getByRole('textbox', { name: 'Bitcoin address' })
    // Mainnet's address is not one of regtest's: the form says so and keeps what was typed.
    await to.fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')
    await expect(send.getByTestId('send-recipient-error')).toHaveText(
      'Enter an address of Latch Bitcoin Regtest',
    )
    await expect(to).toHaveValue('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')
    const payee = 'bcrt1qkf7j3rkd7qd4j0kf23g6x0mmczaykvtwywskqn'
    await to.fill(payee)
    await expect(send.getByTestId('send-recipient-address')).toHaveText(payee)
    await send.getByRole('button', { name: 'Preview send' }).click()

    const preview = frame.locator('[data-view="WalletSendPreview"]')
    await expect(preview.getByTestId('send-preview-amount')).toHaveText('0.2 BTC')
    await expect(preview.getByTestId('send-preview-to')).toHaveText(payee)
    await expect(preview.getByTestId('send-preview-network')).toHaveText('Latch Bitcoin Regtest')
    // One P2WPKH input, the payment and change, at regtest's 1 sat/vB.
    await expect(preview.getByTestId('send-preview-fee')).toContainText('0.00000141 BTC ($0.13)')
    await expect(preview.getByTestId('send-preview-fee-rate')).toHaveText(
      '1 sat/vB, to confirm within about three blocks',
    )
    expect((await new AxeBuilder({ page }).include('iframe').analyze()).violations).toEqual([])
    await preview.getByRole('button', { name: 'Confirm' }).click()

    const approve = frame.locator('[data-view="ApproveTransaction"]')
    await expect(approve.getByText('asks you to send bitcoin')).toBeVisible()
    await expect(approve.getByTestId('approve-value')).toHaveText('0.2 BTC')
    await expect(approve.getByTestId('approve-fee')).toHaveText('0.00000141 BTC (1 sat/vB)')
    await approve.getByRole('button', { name: 'Approve' }).click()

    await expect(frame.getByText(`Sent 0.2 BTC to ${payee.slice(0, 6)}…${payee.slice(-4)}`)).toBeVisible({
      timeout: 30_000,
    })
    await expect(bitcoin.getByTestId('token-quantity')).toHaveText('0.29999859 BTC', { timeout: 30_000 })

    // Activity of the Bitcoin account, from the network's Esplora history: newest first, the send,
    // then the funding that paid it.
    await frame.getByRole('tab', { name: 'Activity' }).click()
    const picker = frame.getByRole('group', { name: 'Activity of' })
    await picker.getByRole('button', { name: 'Bitcoin' }).click()
    await expect(picker.getByRole('button', { name: 'Bitcoin' })).toHaveAttribute('aria-pressed', 'true')
    const items = frame.getByRole('tabpanel').getByTestId('transaction-item')
    await expect(items).toHaveCount(2, { timeout: 30_000 })
    await expect(items.first()).toContainText('Sent')
    await expect(items.first()).toContainText('0.2 BTC')
    await expect(items.nth(1)).toContainText('Received')
    await expect(items.nth(1)).toContainText('0.5 BTC')
  })

  test('a host has a PSBT signed and broadcast: the frame says what it spends and pays, the node mines it', async ({
    page,
  }, testInfo) => {
    await loginWithEmail(page, testEmail(testInfo))
    const frame = latchFrame(page)
    const owner = ((await frame.getByTestId('bitcoin-address').textContent()) ?? '').trim()
    await fundBitcoinAddress(esploraUrl, owner, 30_000_000)
    await page.keyboard.press('Escape')

    // The dapp's PSBT: the account's 0.3 BTC output pays 0.1 BTC to the payee, the rest back less 1,000 sats.
    const [utxo] = (await (await fetch(`${esploraUrl}/address/${owner}/utxo`)).json()) as {
      txid: string
      vout: number
      value: number
    }[]
    const transaction = new Transaction()
    transaction.addInput({
      txid: utxo?.txid ?? '',
      index: utxo?.vout ?? 0,
      witnessUtxo: {
        script: OutScript.encode(Address(regtestAddressFormat).decode(owner)),
        amount: BigInt(utxo?.value ?? 0),
      },
    })
    const payee = 'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj'
    transaction.addOutputAddress(payee, 10_000_000n, regtestAddressFormat)
    transaction.addOutputAddress(owner, 19_999_000n, regtestAddressFormat)
    await page.getByLabel('PSBT (base64)').fill(base64.encode(transaction.toPSBT()))
    await page.getByRole('button', { name: 'Sign PSBT and broadcast' }).click()

    const approve = frame.locator('[data-view="ApproveTransaction"]')
    await expect(approve.getByText('asks you to sign a Bitcoin transaction')).toBeVisible()
    await expect(approve.getByTestId('approve-value')).toHaveText('0.1 BTC')
    await expect(approve.getByTestId('approve-fee')).toHaveText(/^0\.00001 BTC \(7\.\d sat\/vB\)$/)
    const outputs = approve.getByTestId('approve-outputs').getByRole('listitem')
    await expect(outputs).toHaveText([
      `1. Pays 0.1 BTC to ${payee}`,
      '2. Returns 0.19999 BTC to your account as change',
    ])
    await approve.getByText('Spends 1 output').click()
    await expect(approve.getByTestId('approve-inputs')).toHaveText('0.3 BTC of your account')
    await approve.getByRole('button', { name: 'Approve' }).click()

    const result = page.getByTestId('bitcoin-psbt-result')
    await expect(result).toHaveText(/^[0-9a-f]{64}$/)
    const id = ((await result.textContent()) ?? '').trim()
    await expect
      .poll(async () => (await (await fetch(`${esploraUrl}/tx/${id}/status`)).json()).confirmed, {
        timeout: 10_000,
      })
      .toBe(true)
  })
})
