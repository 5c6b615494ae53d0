import AxeBuilder from '@axe-core/playwright'
import { fundSolanaAccount, solanaDevKey, solanaUsdl } from '@latch/localnet/solana'
import { expect, test } from '@playwright/test'
import { type Address, address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { codeFromInbox, loginWithEmail, startEmailLogin, testEmail, typeCode } from './embedded'
import {
  answerInDevWallet,
  devWallet,
  expectFrameFocused,
  hostUrl,
  latchFrame,
  overlay,
  reopenOnAccount,
} from './fixtures'
import { addSolanaStandardWallet } from './solanaStandardWallet'
import { storageMode } from './storageMode'

// The local Solana cluster of `npm start` (packages/localnet), which the dev project lists as solana:localnet.
const rpc = createSolanaRpc('http://127.0.0.1:8899')

/** USDL base units in `owner`'s associated token account (0 when it has none yet). */
async function usdlBalance(owner: Address): Promise<bigint> {
  const mint = address(solanaUsdl.mint.address)
  const [account] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  const { value } = await rpc
    .getTokenAccountBalance(account)
    .send()
    .catch(() => ({ value: { amount: '0' } }))
  return BigInt(value.amount)
}

test.describe('the embedded wallet on Solana', () => {
  test('Account shows the Solana account of an email login, and what the cluster says it holds', async ({
    page,
  }, testInfo) => {
    await loginWithEmail(page, testEmail(testInfo))
    const frame = latchFrame(page)
    const solana = frame.getByTestId('solana-account')
    await expect(solana.getByRole('heading', { name: 'Solana · Latch Solana Localnet' })).toBeVisible()
    const owner = ((await solana.getByTestId('solana-address').textContent()) ?? '').trim()
    expect(owner).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    await expect(solana.getByText('No tokens yet')).toBeVisible()

    const from = storageMode(testInfo) === 'storage-blocked' ? 6 : 7
    await fundSolanaAccount(rpc, owner, { lamports: 2_500_000_000n, usdl: 12_500_000n, from })
    // Account reads again while it shows (every 10 s); the server keeps an answer 5 s.
    const rows = solana.getByRole('list', { name: 'Solana tokens' }).getByTestId('token-row')
    await expect(rows).toHaveCount(2, { timeout: 30_000 })
    await expect(rows.nth(0)).toContainText('2.5 SOL')
    await expect(rows.nth(0)).toContainText('$375.00')
    await expect(rows.nth(1)).toContainText('12.5 USDL')
    await expect(rows.nth(1)).toContainText('$12.50')

    // The explorer the frame serves for the cluster shows the address, and the transfer that funded it.
    const [explorer] = await Promise.all([
      page.waitForEvent('popup'),
      solana.getByRole('link', { name: 'View on Latch Explorer' }).click(),
    ])
    await expect(
      explorer.getByText('Latch Explorer · Latch Solana Localnet (chain solana:localnet)'),
    ).toBeVisible()
    await expect(explorer.getByText(owner, { exact: true })).toBeVisible()
    const held = explorer.getByRole('region', { name: 'Balances' })
    await expect(held.getByRole('row', { name: /^SOL Solana/ })).toContainText('2.5')
    await expect(held.getByRole('row', { name: /^USDL/ })).toContainText('12.5')
    await explorer
      .getByRole('region', { name: 'Recent transactions' })
      .getByRole('link', { name: /^Transaction / })
      .first()
      .click()
    await expect(explorer.getByRole('heading', { name: 'Transaction', exact: true })).toBeVisible()
    await expect(explorer.getByRole('region', { name: 'Instructions' })).toContainText(
      new RegExp(`Sends 2\\.5 SOL from \\w+ to ${owner}`),
    )
    await expect(explorer.getByRole('region', { name: 'Balance changes' })).toContainText('+12.5')
    const { violations } = await new AxeBuilder({ page: explorer }).analyze()
    expect(
      violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
    ).toEqual([])
    await explorer.close()

    // A reload unlocks the wallet again (from the device share, or auth and recovery shares where
    // the frame has no storage): the same key, so the same Solana account.
    await page.reload()
    await expect(page.getByTestId('address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 20_000 })
    await page.getByRole('button', { name: 'Open Latch' }).click()
    await expect(overlay(page)).toBeVisible()
    const again = latchFrame(page).getByTestId('solana-account')
    await expect(again.getByTestId('solana-address')).toHaveText(owner, { timeout: 20_000 })

    // Receive has a tab for each account: the Solana one shows its own address and network.
    await frame.getByRole('button', { name: 'Receive' }).click()
    const receive = frame.locator('[data-view="WalletReceive"]')
    await receive.getByRole('tab', { name: 'Solana' }).click()
    await expect(receive.getByTestId('receive-address')).toHaveText(owner)
    await expect(receive.getByRole('list', { name: 'Networks this address receives on' })).toHaveText(
      'Latch Solana Localnet',
    )
    await receive.getByRole('tab', { name: 'Solana' }).press('ArrowLeft')
    await expect(receive.getByRole('tab', { name: 'Ethereum' })).toBeFocused()
    await expect(receive.getByTestId('receive-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)

    // Networks groups them by namespace, and marks the cluster the Solana account uses.
    await frame.getByRole('button', { name: 'Back' }).click()
    await frame.getByRole('button', { name: /Change network/ }).click()
    const networks = frame.locator('[data-view="Networks"]')
    await expect(networks.getByRole('list', { name: 'Ethereum networks' })).toContainText('Latch Devnet A')
    await expect(
      networks
        .getByRole('list', { name: 'Solana networks' })
        .getByRole('button', { name: /Latch Solana Localnet/ }),
    ).toHaveAttribute('aria-current', 'true')
  })

  test('a host signs a Solana message and sends 1 USDL through ApproveTransaction, and the cluster moves it', async ({
    page,
  }, testInfo) => {
    await loginWithEmail(page, testEmail(testInfo))
    const frame = latchFrame(page)
    const owner = ((await frame.getByTestId('solana-address').textContent()) ?? '').trim()
    expect(owner).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    await fundSolanaAccount(rpc, owner, {
      lamports: 1_000_000_000n,
      usdl: 5_000_000n,
      from: storageMode(testInfo) === 'storage-blocked' ? 4 : 5,
    })
    // The visitor sees the USDL arrive; the host then finds it too (both read the server's balances).
    const tokens = frame.getByRole('list', { name: 'Solana tokens' }).getByTestId('token-row')
    await expect(tokens.nth(1)).toContainText('5 USDL', { timeout: 30_000 })
    await page.keyboard.press('Escape')

    const panel = page.getByRole('region', { name: 'Solana' })
    // Already logged in: the dapp's Wallet Standard connect answers at once, without the modal.
    await panel.getByRole('button', { name: 'Connect Solana' }).click()
    await expect(panel.getByTestId('solana-account')).toHaveText(owner)
    await expect(overlay(page)).toBeHidden()
    await panel.getByRole('button', { name: 'Sign Solana message' }).click()
    const approve = frame.locator('[data-view="ApproveTransaction"]')
    await expect(approve.getByText('asks you to sign a message')).toBeVisible()
    await expect(approve.getByTestId('approve-account')).toHaveAttribute('title', owner)
    await expect(approve.getByTestId('approve-message')).toHaveText(
      `Latch host demo: sign in with Solana as ${owner}`,
    )
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect(panel.getByTestId('solana-result')).toHaveText('Solana signature verified')

    // Sign In With Solana, as a Solana dapp asks for it: Latch writes this page's domain and the account.
    await panel.getByRole('button', { name: 'Sign in with Solana' }).click()
    await expect(approve.getByTestId('approve-message')).toContainText(
      `${new URL(hostUrl).host} wants you to sign in with your Solana account:\n${owner}`,
    )
    await expect(approve.getByTestId('approve-message')).toContainText('Chain ID: solana:localnet')
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect(panel.getByTestId('solana-result')).toHaveText(`Signed in with Solana as ${owner}, verified`)

    const recipient = address(await panel.getByLabel('Recipient').inputValue())
    const before = await usdlBalance(recipient)
    await panel.getByRole('button', { name: 'Send 1 USDL on Solana' }).click()
    await expect(approve.getByText('asks you to send a transaction')).toBeVisible()
    const instructions = approve.getByTestId('approve-instructions')
    await expect(instructions).toContainText('Creates the')
    await expect(instructions).toContainText('Sends 1 USDL from token account')
    await expect(approve.getByTestId('approve-fee')).toHaveText(/^0\.0000\d+ SOL$/)
    const changes = approve.getByTestId('approve-changes')
    await expect(changes).toContainText('USDL')
    await expect(changes).toContainText('-1')
    await expect(changes).toContainText('SOL')
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect(panel.getByTestId('solana-result')).toHaveText(
      /^Solana transaction sent: [1-9A-HJ-NP-Za-km-z]{64,88}$/,
      {
        timeout: 20_000,
      },
    )
    await expect.poll(() => usdlBalance(recipient), { timeout: 20_000 }).toBe(before + 1_000_000n)
    expect(await usdlBalance(address(owner))).toBe(4_000_000n)
  })

  test("sends USDL from Account's Solana section to a new address (the preview counts the token account's rent, ApproveTransaction approves, the cluster moves it), and Activity lists it", async ({
    page,
  }, testInfo) => {
    await loginWithEmail(page, testEmail(testInfo))
    const frame = latchFrame(page)
    const solana = frame.getByTestId('solana-account')
    const owner = address(((await solana.getByTestId('solana-address').textContent()) ?? '').trim())
    await fundSolanaAccount(rpc, owner, {
      lamports: 1_000_000_000n,
      usdl: 9_000_000n,
      from: storageMode(testInfo) === 'storage-blocked' ? 2 : 3,
    })
    const rows = solana.getByRole('list', { name: 'Solana tokens' }).getByTestId('token-row')
    await expect(rows.nth(1)).toContainText('9 USDL', { timeout: 30_000 })

    await solana.getByRole('button', { name: 'Send on Solana' }).click()
    const send = frame.locator('[data-view="WalletSend"]')
    await expect(send.getByRole('radio', { name: /SOL/ }).first()).toBeVisible()
    await send.getByRole('radio', { name: /USDL/ }).check()
    await send.getByRole('textbox', { name: /^Amount/ }).fill('2.5')
    const recipient = (await generateKeyPairSigner()).address
    // An Ethereum address is not a Solana one: the form says so and keeps what was typed.
    const to = send.getByRole('textbox', { name: 'Solana address' })
    await to.fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await expect(send.getByTestId('send-recipient-error')).toHaveText(
      'Enter a Solana address: 32 to 44 base58 characters',
    )
    await expect(send.getByRole('button', { name: 'Invalid recipient' })).toBeDisabled()
    await to.fill(recipient)
    await expect(send.getByTestId('send-recipient-address')).toHaveText(recipient)
    await send.getByRole('button', { name: 'Preview send' }).click()

    const preview = frame.locator('[data-view="WalletSendPreview"]')
    await expect(preview.getByTestId('send-preview-amount')).toHaveText('2.5 USDL')
    await expect(preview.getByTestId('send-preview-to')).toHaveText(recipient)
    await expect(preview.getByTestId('send-preview-network')).toHaveText('Latch Solana Localnet')
    await expect(preview.getByTestId('send-preview-fee')).toContainText(/^0\.00204\d* SOL/)
    await expect(preview.getByTestId('send-preview-rent')).toHaveText(
      "Includes 0.00203928 SOL to open the recipient's USDL account",
    )
    expect((await new AxeBuilder({ page }).include('iframe').analyze()).violations).toEqual([])
    await preview.getByRole('button', { name: 'Confirm' }).click()

    const approve = frame.locator('[data-view="ApproveTransaction"]')
    await expect(approve.getByText('asks you to send a transaction')).toBeVisible()
    await expect(approve.getByTestId('approve-instructions')).toContainText('Creates the')
    await expect(approve.getByTestId('approve-instructions')).toContainText(
      'Sends 2.5 USDL from token account',
    )
    await approve.getByRole('button', { name: 'Approve' }).click()

    await expect(
      frame.getByText(`Sent 2.5 USDL to ${recipient.slice(0, 6)}…${recipient.slice(-4)}`),
    ).toBeVisible({
      timeout: 30_000,
    })
    await expect(frame.locator('[data-view="Account"]')).toBeVisible()
    expect(await usdlBalance(recipient)).toBe(2_500_000n)
    expect(await usdlBalance(owner)).toBe(6_500_000n)
    await expect(rows.nth(1)).toContainText('6.5 USDL', { timeout: 30_000 })

    // Activity of the Solana account: the server's indexer followed the cluster; newest first, the
    // send, then the funding, each linked to the frame's explorer.
    await frame.getByRole('tab', { name: 'Activity' }).click()
    const picker = frame.getByRole('group', { name: 'Activity of' })
    await picker.getByRole('button', { name: 'Solana' }).click()
    await expect(picker.getByRole('button', { name: 'Solana' })).toHaveAttribute('aria-pressed', 'true')
    const items = frame.getByRole('tabpanel').getByTestId('transaction-item')
    await expect(items.first()).toContainText('2.5 USDL', { timeout: 30_000 })
    await expect(items.first()).toContainText('Sent')
    await expect(items.nth(1)).toContainText('Received')
    await expect(items.nth(1)).toContainText('9 USDL')
    await expect(items.first().getByRole('link', { name: /^View on explorer/ })).toHaveAttribute(
      'href',
      /\/explorer\/solana:localnet\/tx\/[1-9A-HJ-NP-Za-km-z]{64,88}$/,
    )
    await picker.getByRole('button', { name: 'Ethereum' }).click()
    await expect(frame.getByRole('tabpanel').getByText('No activity yet')).toBeVisible()
  })

  test('a Solana dapp finds Latch among its Wallet Standard wallets and connects its Solana account through the modal', async ({
    page,
  }, testInfo) => {
    await page.goto(hostUrl)
    const panel = page.getByRole('region', { name: 'Solana' })
    await expect(panel.getByText('No Solana account connected.')).toBeVisible()
    // Closing the modal with nobody connected is the visitor's refusal.
    await panel.getByRole('button', { name: 'Connect Solana' }).click()
    await expect(overlay(page)).toBeVisible()
    await expect(latchFrame(page).locator('[data-view="Connect"]')).toBeVisible()
    await expectFrameFocused(page)
    // Connect lists only the ways that bring a Solana account (the embedded wallet's logins and the
    // WalletConnect wallets, not the page's EIP-6963 one); the visitor may list the Ethereum wallets
    // again, and the focus stays on the toggle.
    const accountsOn = latchFrame(page).getByRole('group', { name: 'Accounts on' })
    await expect(accountsOn.getByRole('button', { name: 'Solana' })).toHaveAttribute('aria-pressed', 'true')
    const wallets = latchFrame(page).getByRole('list', { name: 'Wallets' })
    await expect(wallets.getByRole('button', { name: /Latch Web Wallet/ })).toBeVisible()
    await expect(wallets.getByRole('button', { name: /Latch Dev Wallet/ })).toHaveCount(0)
    await expect(latchFrame(page).getByRole('list', { name: 'Social logins' })).toBeVisible()
    await accountsOn.getByRole('button', { name: 'Ethereum' }).click()
    await expect(wallets.getByRole('button', { name: /Latch Dev Wallet/ })).toBeVisible()
    await expect(accountsOn.getByRole('button', { name: 'Ethereum' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel.getByTestId('solana-error')).toHaveText('User rejected the request.')

    await panel.getByRole('button', { name: 'Connect Solana' }).click()
    await expect(overlay(page)).toBeVisible()
    const frame = latchFrame(page)
    await expect(
      frame.getByRole('group', { name: 'Accounts on' }).getByRole('button', { name: 'Solana' }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(
      frame.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: /Latch Dev Wallet/ }),
    ).toHaveCount(0)
    const email = testEmail(testInfo)
    const field = frame.getByRole('textbox', { name: 'Email' })
    await field.fill(email)
    await expect(field).toHaveValue(email)
    await frame.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(frame.locator('[data-view="EmailVerifyOtp"]')).toBeVisible()
    await typeCode(page, await codeFromInbox(email, 'Your Latch code'))
    const account = panel.getByTestId('solana-account')
    await expect(account).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, { timeout: 20_000 })
    // The same login connected Ethereum for wagmi, and its Solana account is the one the modal shows.
    await expect(page.getByTestId('address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
    await reopenOnAccount(page)
    await expect(frame.getByTestId('solana-address')).toHaveText((await account.textContent()) ?? '')
    // Connected on Solana, Swap says it is Ethereum's, and the visitor may go back to Ethereum.
    await frame.getByRole('button', { name: 'Swap', exact: true }).click()
    const note = frame.getByRole('note').filter({ hasText: 'Swaps are on Ethereum networks only for now' })
    await expect(note).toContainText('not your Solana account')
    await note.getByRole('button', { name: 'Use Ethereum' }).click()
    await expect(note).toHaveCount(0)
    await frame.getByRole('button', { name: 'Back' }).click()
    await page.keyboard.press('Escape')

    // The dapp lets go of the Solana account; Latch stays logged in, and connecting again needs no modal.
    const owner = (await account.textContent()) ?? ''
    await panel.getByRole('button', { name: 'Disconnect Solana' }).click()
    await expect(panel.getByText('No Solana account connected.')).toBeVisible()
    await expect(page.getByTestId('address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
    await panel.getByRole('button', { name: 'Connect Solana' }).click()
    await expect(account).toHaveText(owner)
    await expect(overlay(page)).toBeHidden()

    // Signing out in the modal takes the account from the dapp too (Wallet Standard's change event).
    await reopenOnAccount(page)
    await frame.getByRole('button', { name: 'Sign out' }).click()
    await expect(panel.getByText('No Solana account connected.')).toBeVisible()
  })

  test("before connecting, Networks groups the app's networks by namespace, and a Solana cluster picked there makes Connect list Solana's ways and tells the host", async ({
    page,
  }) => {
    type Global = {
      Latch: { getLatch(): { open(o: object): Promise<void>; getState(): { namespace?: string } } }
    }
    await page.goto(`${hostUrl}/script-tag.html`)
    const namespace = () =>
      page.evaluate(() => (window as unknown as Global).Latch.getLatch().getState().namespace)
    await expect.poll(namespace).toBe('eip155')
    await page.evaluate(() => (window as unknown as Global).Latch.getLatch().open({ view: 'Networks' }))
    const frame = latchFrame(page)
    const networks = frame.locator('[data-view="Networks"]')
    await expect(networks.getByRole('heading', { name: 'Ethereum' })).toBeVisible()
    await expect(networks.getByRole('list', { name: 'Ethereum networks' })).toBeVisible()
    await networks
      .getByRole('list', { name: 'Solana networks' })
      .getByRole('button', { name: /Latch Solana Localnet/ })
      .click()
    await expect(frame.locator('[data-view="Connect"]')).toBeVisible()
    const accountsOn = frame.getByRole('group', { name: 'Accounts on' })
    await expect(accountsOn.getByRole('button', { name: 'Solana' })).toHaveAttribute('aria-pressed', 'true')
    await expect(frame.getByRole('list', { name: 'Social logins' })).toBeVisible()
    await expect.poll(namespace).toBe('solana')
    await accountsOn.getByRole('button', { name: 'Ethereum' }).click()
    await expect.poll(namespace).toBe('eip155')
  })

  test('signs in (SIWX) with the Solana account where Solana is active: the host backend verifies it', async ({
    page,
  }, testInfo) => {
    const email = testEmail(testInfo)
    const frame = await startEmailLogin(page, email, `${hostUrl}/?siwx=required`, 'Solana')
    await typeCode(page, await codeFromInbox(email, 'Your Latch code'))

    // The sign-in names the Solana account, and the wallet is asked to sign a Sign-In With Solana message.
    const signIn = frame.locator('[data-view="SIWXSignMessage"]')
    await expect(signIn).toBeVisible({ timeout: 20_000 })
    await expect(signIn.getByTestId('siwx-account')).toContainText('Solana')
    const owner = (await signIn.getByTestId('siwx-account').getAttribute('title')) ?? ''
    expect(owner).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
    const approve = frame.locator('[data-view="ApproveTransaction"]')
    await expect(approve.getByText('asks you to sign a message')).toBeVisible()
    await expect(approve.getByTestId('approve-account')).toHaveAttribute('title', owner)
    await expect(approve.getByTestId('approve-message')).toContainText(
      `wants you to sign in with your Solana account:\n${owner}`,
    )
    await expect(approve.getByTestId('approve-message')).toContainText('Chain ID: localnet')
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect(overlay(page)).toBeHidden()
    await expect(page.getByTestId('siwx-result')).toHaveText(
      `Signed in as ${owner} on solana:localnet, verified by the host backend`,
      { timeout: 20_000 },
    )
    await expect(page.getByTestId('siwx-message')).toContainText('sign in with your Solana account')

    // A reload keeps the sign-in: the Solana account is still one of the connected ones, so no new
    // sign-in is asked for even though Ethereum is the active namespace again.
    await page.reload()
    await expect(page.getByTestId('address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 20_000 })
    await expect(page.getByTestId('siwx-result')).toHaveText(
      `Signed in as ${owner} on solana:localnet, verified by the host backend`,
      { timeout: 20_000 },
    )
    await expect(overlay(page)).toBeHidden()
  })
})

test.describe("the host page's Wallet Standard wallets", () => {
  test('a Solana wallet of the host page connects Solana alone through the modal, signs a message the dapp verifies with @solana/kit, and leaving it ends the session', async ({
    page,
  }) => {
    await addSolanaStandardWallet(page, 'Test Solana Wallet')
    await page.goto(hostUrl)
    // The wallet's key is made asynchronously (WebCrypto): its address once it exists.
    const address = await (
      await page.waitForFunction(
        () =>
          (window as unknown as { testSolanaWallet?: { address: string } }).testSolanaWallet?.address ?? '',
      )
    ).jsonValue()
    const panel = page.getByRole('region', { name: 'Solana' })
    await panel.getByRole('button', { name: 'Connect Solana' }).click()
    await expect(overlay(page)).toBeVisible()
    const frame = latchFrame(page)
    // Listed under Solana with the page's name and icon, and not among the Ethereum wallets.
    const wallets = frame.getByRole('list', { name: 'Wallets' })
    const accountsOn = frame.getByRole('group', { name: 'Accounts on' })
    await expect(accountsOn.getByRole('button', { name: 'Solana' })).toHaveAttribute('aria-pressed', 'true')
    await accountsOn.getByRole('button', { name: 'Ethereum' }).click()
    await expect(wallets.getByRole('button', { name: /Latch Dev Wallet/ })).toBeVisible()
    await expect(wallets.getByRole('button', { name: /Test Solana Wallet/ })).toHaveCount(0)
    await accountsOn.getByRole('button', { name: 'Solana' }).click()
    await wallets.getByRole('button', { name: /Test Solana Wallet/ }).click()

    await expect(panel.getByTestId('solana-account')).toHaveText(address)
    await expect(overlay(page)).toBeHidden()
    // Solana alone: wagmi's EIP-1193 provider has no account.
    await expect(page.getByTestId('address')).toHaveCount(0)

    await panel.getByRole('button', { name: 'Sign Solana message' }).click()
    await expect(panel.getByTestId('solana-result')).toHaveText('Solana signature verified')

    // Account heads with the Solana account and its cluster, and offers what a Solana account can do.
    await panel.getByRole('button', { name: 'Solana account' }).click()
    await expect(frame.locator('[data-view="Account"]')).toBeVisible()
    await expect(frame.getByTestId('account-address')).toHaveText(address)
    await expect(frame.getByTestId('account-network')).toHaveText('Latch Solana Localnet')
    await expect(frame.getByTestId('solana-address')).toHaveText(address)
    await expect(frame.getByRole('button', { name: 'Send', exact: true })).toBeVisible()
    await expect(frame.getByRole('button', { name: 'Swap', exact: true })).toHaveCount(0)
    await frame.getByRole('button', { name: 'Receive', exact: true }).click()
    await expect(frame.getByTestId('receive-address')).toHaveText(address)
    expect((await new AxeBuilder({ page }).include('iframe').analyze()).violations).toEqual([])
    await page.keyboard.press('Escape')
    await expect(overlay(page)).toBeHidden()

    // The wallet lets go of the account (its own disconnect): the modal and the dapp follow.
    await page.evaluate(() =>
      (window as unknown as { testSolanaWallet: { disconnect(): void } }).testSolanaWallet.disconnect(),
    )
    await expect(panel.getByText('No Solana account connected.')).toBeVisible()
    await panel.getByRole('button', { name: 'Connect Solana' }).click()
    await expect(frame.locator('[data-view="Connect"]')).toBeVisible()
  })

  test("the host demo's dev Solana wallet connects through the modal, sends 1 USDL the visitor approves in the wallet, and comes back after a reload", async ({
    page,
  }) => {
    const owner = solanaDevKey(0).address
    const recipient = address('2yaW8VAMLhQiornz1BgcSWDUSH2jC2dmB8RWnTJi8Yab')
    await page.goto(hostUrl)
    const panel = page.getByRole('region', { name: 'Solana' })
    await panel.getByRole('button', { name: 'Connect Solana' }).click()
    const frame = latchFrame(page)
    await frame
      .getByRole('list', { name: 'Wallets' })
      .getByRole('button', { name: /Latch Dev Solana Wallet/ })
      .click()
    await expect(devWallet(page).getByText(owner)).toBeVisible()
    await answerInDevWallet(page, 'Approve')
    await expect(panel.getByTestId('solana-account')).toHaveText(owner)

    const before = await usdlBalance(recipient)
    await panel.getByRole('button', { name: 'Send 1 USDL on Solana' }).click()
    await expect(devWallet(page).getByRole('heading', { name: 'Send Solana transaction' })).toBeVisible()
    await answerInDevWallet(page, 'Approve')
    await expect(panel.getByTestId('solana-result')).toHaveText(
      /^Solana transaction sent: [1-9A-HJ-NP-Za-km-z]{64,88}$/,
    )
    await expect.poll(() => usdlBalance(recipient), { timeout: 20_000 }).toBe(before + 1_000_000n)

    // The wallet still shares the account without asking: the frame reconnects it, and the dapp's
    // connect, clicked at once, waits for that rather than opening the modal.
    await page.reload()
    await panel.getByRole('button', { name: 'Connect Solana' }).click()
    await expect(panel.getByTestId('solana-account')).toHaveText(owner)
    await expect(overlay(page)).toBeHidden()
    await expect(devWallet(page)).toHaveCount(0)
  })
})
