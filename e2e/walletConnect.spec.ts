import { verifyBip322Simple } from '@latch/localnet/bitcoin'
import { bitcoinDevKey } from '@latch/localnet/bitcoinDevKeys'
import { nearDevKey } from '@latch/localnet/nearDevKeys'
import { solanaUsdl } from '@latch/localnet/solana'
import { solanaDevKey } from '@latch/localnet/solanaDevKeys'
import { expect } from '@playwright/test'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { openElsewhere, test } from './elsewhere'
import {
  connectWebWallet,
  expectNoSeriousViolation,
  frameUrl,
  hostUrl,
  latchFrame,
  openFreshHost,
  openWebWallet,
  overlay,
  reopenOnAccount,
  webWalletAddress,
} from './fixtures'
import { expectNearSignatureOf, hostNearMessage } from './nearSignature'
import { storageMode } from './storageMode'

test.describe('a mobile or web wallet pairs over WalletConnect through the local relay', () => {
  test.beforeEach(({ page }) => openFreshHost(page))

  test('pair, sign a message and send a transaction confirmed on the devnet', async ({ page }) => {
    const wallet = await connectWebWallet(page)
    const frame = latchFrame(page)
    await expect(page.getByTestId('address')).toHaveText(webWalletAddress)
    await reopenOnAccount(page)
    await expect(frame.getByTestId('account-address')).toHaveText(webWalletAddress)
    await expect(page.getByTestId('address')).toHaveText(webWalletAddress)
    await frame.getByRole('button', { name: 'Close' }).click()

    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(wallet.getByText('personal_sign')).toBeVisible()
    await expect(wallet.getByText('Hello from the Latch host demo')).toBeVisible()
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('sign-result')).toHaveText('Signature verified')

    await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
    await expect(wallet.getByText('eth_sendTransaction')).toBeVisible()
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('tx-result')).toHaveText(/Transaction confirmed in block \d+/, {
      timeout: 20_000,
    })
  })

  test('one pairing connects Ethereum and Solana: the Solana dapp signs a message and sends 1 USDL through the wallet', async ({
    page,
  }) => {
    // The web wallet's Solana keypair is its account index's (1) on the local cluster.
    const solanaAddress = solanaDevKey(1).address
    const wallet = await connectWebWallet(page)
    await expect(page.getByTestId('address')).toHaveText(webWalletAddress)
    await expect(wallet.getByText(solanaAddress).first()).toBeVisible()

    const panel = page.getByRole('region', { name: 'Solana' })
    // Connected already: the dapp's Wallet Standard connect answers without the modal.
    await panel.getByRole('button', { name: 'Connect Solana' }).click()
    await expect(panel.getByTestId('solana-account')).toHaveText(solanaAddress)
    await expect(overlay(page)).toBeHidden()

    await panel.getByRole('button', { name: 'Sign Solana message' }).click()
    await expect(wallet.getByText('solana_signMessage')).toBeVisible()
    await expect(wallet.getByText(`Latch host demo: sign in with Solana as ${solanaAddress}`)).toBeVisible()
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await expect(panel.getByTestId('solana-result')).toHaveText('Solana signature verified')

    // A fresh recipient: the transaction creates its USDL account, and nothing else pays into it.
    const recipient = (await generateKeyPairSigner()).address
    await panel.getByLabel('Recipient').fill(recipient)
    await panel.getByRole('button', { name: 'Send 1 USDL on Solana' }).click()
    await expect(wallet.getByText('solana_signAndSendTransaction')).toBeVisible()
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await expect(panel.getByTestId('solana-result')).toHaveText(
      /^Solana transaction sent: [1-9A-HJ-NP-Za-km-z]{64,88}$/,
      { timeout: 20_000 },
    )
    const [usdlAccount] = await findAssociatedTokenPda({
      owner: recipient,
      mint: address(solanaUsdl.mint.address),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const rpc = createSolanaRpc('http://127.0.0.1:8899')
    await expect
      .poll(
        async () =>
          await rpc
            .getTokenAccountBalance(usdlAccount)
            .send()
            .then(({ value }) => value.amount)
            .catch(() => '0'),
        { timeout: 20_000 },
      )
      .toBe('1000000')

    // The modal shows the wallet's Solana account beside its Ethereum one.
    await reopenOnAccount(page)
    await expect(latchFrame(page).getByTestId('solana-address')).toHaveText(solanaAddress)

    // A reload restores the session with its Solana account.
    await page.reload()
    await expect(page.getByTestId('address')).toHaveText(webWalletAddress)
    await panel.getByRole('button', { name: 'Connect Solana' }).click()
    await expect(panel.getByTestId('solana-account')).toHaveText(solanaAddress)
    await expect(overlay(page)).toBeHidden()
  })

  test("one pairing connects Bitcoin too: picked under Bitcoin, the wallet's account signs a BIP-322 message, Send pays through its signPsbt, and a reload keeps it", async ({
    page,
  }) => {
    // The web wallet's Bitcoin key is its account index's (1) on the regtest node.
    const bitcoinAddress = bitcoinDevKey(1).address
    const accounts = page.getByRole('region', { name: 'Latch accounts' })
    // A Bitcoin dapp's Connect: the WalletConnect wallets are listed under Bitcoin too.
    await accounts.getByRole('button', { name: 'Connect Bitcoin' }).click()
    const wallet = await openWebWallet(page)
    await expect(wallet.getByText(bitcoinAddress).first()).toBeVisible()
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await expect(accounts.getByTestId('latch-accounts')).toContainText(
      `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${bitcoinAddress}`,
    )
    await expect(page.getByTestId('address')).toHaveText(webWalletAddress)

    // The modal's Account shows the wallet's Bitcoin account beside its Ethereum one, with its
    // balance on the regtest node.
    await accounts.getByRole('button', { name: 'Bitcoin account' }).click()
    const account = latchFrame(page).locator('[data-view="Account"]')
    await expect(account.getByTestId('account-address')).toHaveText(webWalletAddress)
    const bitcoin = account.getByTestId('bitcoin-account')
    await expect(bitcoin.getByRole('heading', { name: 'Bitcoin · Latch Bitcoin Regtest' })).toBeVisible()
    await expect(bitcoin.getByTestId('bitcoin-address')).toHaveText(bitcoinAddress)
    await expect(bitcoin.getByTestId('bitcoin-balance')).toContainText('BTC')
    await page.keyboard.press('Escape')
    await expect(overlay(page)).toBeHidden()

    await accounts.getByRole('button', { name: 'Sign with Bitcoin' }).click()
    const message = `Latch host demo: prove you hold ${bitcoinAddress}`
    await expect(wallet.getByText('signMessage', { exact: true })).toBeVisible()
    await expect(wallet.getByText(message)).toBeVisible()
    await wallet.getByRole('button', { name: 'Approve' }).click()
    const signature = page.getByTestId('bitcoin-signature')
    await expect(signature).toHaveText(/^[A-Za-z0-9+/]+={0,2}$/)
    // bcoin's script interpreter accepts it, for this message only.
    const text = ((await signature.textContent()) ?? '').trim()
    expect(verifyBip322Simple(bitcoinAddress, message, text)).toBe(true)
    expect(verifyBip322Simple(bitcoinAddress, `${message}!`, text)).toBe(false)

    // Send on Bitcoin from Account: the wallet approved no transfer of its own, so the frame makes
    // the transaction, the wallet signs it (showing what it pays), and the frame broadcasts it.
    await accounts.getByRole('button', { name: 'Bitcoin account' }).click()
    await bitcoin.getByRole('button', { name: 'Send on Bitcoin' }).click()
    const send = latchFrame(page).locator('[data-view="WalletSend"]')
    await send.getByRole('radio', { name: /BTC/ }).check()
    await send.getByRole('textbox', { name: /^Amount/ }).fill('0.25')
    const to = 'bcrt1qkf7j3rkd7qd4j0kf23g6x0mmczaykvtwywskqn'
    await send.getByRole('textbox', { name: 'Bitcoin address' }).fill(to)
    await send.getByRole('button', { name: 'Preview send' }).click()
    await latchFrame(page)
      .locator('[data-view="WalletSendPreview"]')
      .getByRole('button', { name: 'Confirm' })
      .click()
    await expect(wallet.getByText('signPsbt', { exact: true })).toBeVisible()
    await expect(wallet.getByText(`0.25000000 BTC to ${to}`)).toBeVisible()
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await expect(latchFrame(page).getByText(/Sent 0\.25 BTC/)).toBeVisible({ timeout: 20_000 })
    await page.keyboard.press('Escape')

    // A reload restores the session with its Bitcoin account.
    await page.reload()
    await expect(accounts.getByTestId('latch-accounts')).toContainText(bitcoinAddress)
  })

  test('a phone wallet of Bitcoin alone pairs: its Bitcoin account heads Account, signs a BIP-322 message, and a reload keeps it', async ({
    page,
  }) => {
    const bitcoinAddress = bitcoinDevKey(1).address
    const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
    const accounts = page.getByRole('region', { name: 'Latch accounts' })
    await accounts.getByRole('button', { name: 'Connect Bitcoin' }).click()
    const frame = latchFrame(page)
    // Listed with the icon its project entry names (apps/frame/projects.json), drawn once loaded.
    const webWallet = frame.getByRole('button', { name: /Latch Web Wallet/ })
    await expect
      .poll(() =>
        webWallet.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0)
    await webWallet.click()
    // The web wallet opened as one that holds a Bitcoin account and nothing else.
    const link = new URL((await frame.getByRole('link', { name: /web app/ }).getAttribute('href')) ?? '')
    link.searchParams.set('namespaces', 'bip122')
    const wallet = await openElsewhere(page, link.href)
    await expect(wallet.getByText(bitcoinAddress).first()).toBeVisible()
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await expect(accounts.getByTestId('latch-accounts').getByRole('listitem')).toHaveText([
      `${regtest}:${bitcoinAddress}`,
    ])
    await expect(overlay(page)).toBeHidden()

    await accounts.getByRole('button', { name: 'Bitcoin account' }).click()
    const account = frame.locator('[data-view="Account"]')
    await expect(account.getByTestId('account-address')).toHaveText(bitcoinAddress)
    await expect(account.getByTestId('account-network')).toHaveText('Latch Bitcoin Regtest')
    await page.keyboard.press('Escape')

    await accounts.getByRole('button', { name: 'Sign with Bitcoin' }).click()
    const message = `Latch host demo: prove you hold ${bitcoinAddress}`
    await expect(wallet.getByText(message)).toBeVisible()
    await wallet.getByRole('button', { name: 'Approve' }).click()
    const signature = page.getByTestId('bitcoin-signature')
    await expect(signature).toHaveText(/^[A-Za-z0-9+/]+={0,2}$/)
    expect(verifyBip322Simple(bitcoinAddress, message, ((await signature.textContent()) ?? '').trim())).toBe(
      true,
    )

    await page.reload()
    await expect(accounts.getByTestId('latch-accounts').getByRole('listitem')).toHaveText([
      `${regtest}:${bitcoinAddress}`,
    ])
  })

  test("signs in (SIWX) with the pairing's Bitcoin account where Bitcoin is active: the web wallet signs BIP-322, the host backend verifies it", async ({
    page,
  }) => {
    const bitcoinAddress = bitcoinDevKey(1).address
    const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
    await page.goto(`${hostUrl}/?siwx=required`)
    await page
      .getByRole('region', { name: 'Latch accounts' })
      .getByRole('button', { name: 'Connect Bitcoin' })
      .click()
    const wallet = await openWebWallet(page)
    await wallet.getByRole('button', { name: 'Approve' }).click()

    // The sign-in names the Bitcoin account, and the wallet is asked for it in Bitcoin's words.
    const frame = latchFrame(page)
    const signIn = frame.locator('[data-view="SIWXSignMessage"]')
    await expect(signIn).toBeVisible()
    await expect(signIn.getByTestId('siwx-account')).toHaveAttribute('title', bitcoinAddress)
    await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(wallet.getByText('signMessage', { exact: true })).toBeVisible()
    await expect(
      wallet.getByText(`wants you to sign in with your Bitcoin account:`, { exact: false }),
    ).toBeVisible()
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await expect(overlay(page)).toBeHidden()
    const verified = `Signed in as ${bitcoinAddress} on ${regtest}, verified by the host backend`
    await expect(page.getByTestId('siwx-result')).toHaveText(verified, { timeout: 20_000 })
  })

  test("signs in (SIWX) with the pairing's NEAR account where NEAR is picked on Connect: the web wallet signs NEP-413, the host backend verifies it", async ({
    page,
  }) => {
    const { accountId } = nearDevKey(1)
    await page.goto(`${hostUrl}/?siwx=required`)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const frame = latchFrame(page)
    const near = frame.getByRole('group', { name: 'Accounts on' }).getByRole('button', { name: 'NEAR' })
    await near.click()
    await expect(near).toHaveAttribute('aria-pressed', 'true')
    // NEAR's Connect lists the WalletConnect wallets, which a pairing brings a NEAR account from.
    const wallet = await openWebWallet(page)
    await wallet.getByRole('button', { name: 'Approve' }).click()

    const signIn = frame.locator('[data-view="SIWXSignMessage"]')
    await expect(signIn).toBeVisible()
    await expect(signIn.getByTestId('siwx-account')).toHaveAttribute('title', accountId)
    await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(wallet.getByText('near_signMessage', { exact: true })).toBeVisible()
    await expect(
      wallet.getByText('wants you to sign in with your NEAR account:', { exact: false }),
    ).toBeVisible()
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await expect(overlay(page)).toBeHidden()
    const verified = `Signed in as ${accountId} on near:testnet, verified by the host backend`
    await expect(page.getByTestId('siwx-result')).toHaveText(verified, { timeout: 20_000 })
  })

  test("one pairing connects NEAR too: the wallet's implicit account signs the dapp's NEP-413 sign-in, which near-api-js verifies", async ({
    page,
  }) => {
    // The web wallet's NEAR key is its account index's (1), its implicit account the key in hex.
    const { accountId } = nearDevKey(1)
    const wallet = await connectWebWallet(page)
    await expect(page.getByTestId('address')).toHaveText(webWalletAddress)
    await expect(page.getByTestId('latch-accounts')).toContainText(`near:testnet:${accountId}`)

    await page.getByRole('button', { name: 'Sign in with NEAR' }).click()
    await expect(wallet.getByText('near_signMessage', { exact: true })).toBeVisible()
    await expect(wallet.getByText(hostNearMessage)).toBeVisible()
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await expectNearSignatureOf(page, accountId)
  })

  test('a page that offers no wallets opens on a QR code for any wallet, and the link copied from it pairs', async ({
    page,
  }) => {
    // The host page reads back what the frame copied.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hostUrl })
    await page.goto(`${hostUrl}/?enableWallets=false`)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const frame = latchFrame(page)
    const view = frame.locator('[data-view="ConnectingWalletConnectBasic"]')
    await expect(view.getByRole('heading', { name: 'Scan with your phone' })).toBeVisible()
    await expect(view.getByText('Scan this QR code with your phone')).toBeVisible()
    await expect(view.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
    await expectNoSeriousViolation(page)
    await view.getByRole('button', { name: 'Copy link' }).click()
    await expect(frame.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    // Pasted into the web wallet, as a person does on a computer with no phone at hand.
    const wallet = await openElsewhere(page, `http://127.0.0.1:5175/wc?uri=${encodeURIComponent(uri)}`)
    await expect(wallet.getByText('Latch host demo').first()).toBeVisible()
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('address')).toHaveText(webWalletAddress)
  })

  test('a rejection in the wallet shows the error, and trying again pairs', async ({ page }) => {
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const frame = latchFrame(page)
    const wallet = await openWebWallet(page)
    await wallet.getByRole('button', { name: 'Reject' }).click()
    await expect(frame.getByText('Connection declined')).toBeVisible()
    await expect(frame.getByText('You rejected the request in your wallet.')).toBeVisible()
    await frame.getByRole('button', { name: 'Try again' }).click()
    const [retry] = await Promise.all([
      page.context().waitForEvent('page'),
      frame.getByRole('link', { name: /web app/ }).click(),
    ])
    await retry.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('address')).toHaveText(webWalletAddress)
  })

  test('a pairing about to expire is replaced by a fresh QR code', async ({ page }) => {
    await page.clock.install()
    await page.goto(hostUrl)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const frame = latchFrame(page)
    await frame.getByRole('button', { name: /Latch Web Wallet/ }).click()
    const webApp = frame.getByRole('link', { name: /web app/ })
    await expect(webApp).toHaveAttribute('href', /wc%3A/)
    const first = await webApp.getAttribute('href')
    // 4 minutes of lifetime less the 10 s margin.
    await page.clock.fastForward('03:51')
    await expect(webApp).not.toHaveAttribute('href', first ?? '')
    await expect(frame.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
    const [wallet] = await Promise.all([page.context().waitForEvent('page'), webApp.click()])
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('address')).toHaveText(webWalletAddress)
  })

  test('a reload keeps the WalletConnect session, and requests still reach the wallet', async ({
    page,
  }, testInfo) => {
    const wallet = await connectWebWallet(page)
    await expect(page.getByTestId('address')).toHaveText(webWalletAddress)
    // Blocked third-party storage leaves the session (too large for a cookie) to the host's mirror,
    // sealed by the frame (e2e/security.spec.ts checks no key of it reaches the host).
    // Stored before the connection is reported: there as soon as the address shows.
    const mirrored = () => page.evaluate(() => localStorage.getItem('latch:latch-dev:wcSession'))
    const blocked = storageMode(testInfo) === 'storage-blocked'
    if (blocked) expect(await mirrored()).toMatch(/^aesgcm1\./)
    await page.reload()
    await expect(page.getByTestId('address')).toHaveText(webWalletAddress)
    await expect(overlay(page)).toBeHidden()
    await page.getByRole('button', { name: 'Sign message' }).click()
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('sign-result')).toHaveText('Signature verified')
    // A partitioned frame keeps the session in its own storage: after a reload and a request, the
    // host holds no mirror of it.
    if (!blocked) expect(await mirrored()).toBeNull()
  })

  test('the wallet switches network and account on its own; the host switches among the approved networks', async ({
    page,
  }) => {
    const wallet = await connectWebWallet(page)
    await expect(page.getByTestId('chain-id')).toHaveText('31337')
    // Connected without sign-in: the modal has closed by itself.
    await expect(overlay(page)).toBeHidden()

    const session = wallet.getByRole('article', { name: 'Latch host demo' })
    await session.getByRole('combobox', { name: 'Chain for Latch host demo' }).selectOption('eip155:31338')
    await session.getByRole('button', { name: 'Switch chain' }).click()
    await expect(page.getByTestId('chain-id')).toHaveText('31338')

    // The session approved both devnets, so switching back needs no answer from the wallet.
    await page.getByRole('button', { name: 'Switch network' }).click()
    await expect(page.getByTestId('chain-id')).toHaveText('31337')
    await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
    await expect(wallet.getByText('eth_sendTransaction')).toBeVisible()
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('tx-result')).toHaveText(/Transaction confirmed in block \d+/, {
      timeout: 20_000,
    })

    const switchAccount = wallet.getByRole('region', { name: 'Switch account' })
    await switchAccount
      .getByRole('combobox', { name: 'Dev account' })
      .selectOption({ label: '2: 0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' })
    await switchAccount.getByRole('button', { name: 'Switch account' }).click()
    await expect(page.getByTestId('address')).toHaveText('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
  })

  test('disconnecting in the wallet disconnects the host', async ({ page }) => {
    const wallet = await connectWebWallet(page)
    await expect(page.getByTestId('address')).toHaveText(webWalletAddress)
    await wallet.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
  })
})

test.describe('the wallet list', () => {
  test('search the catalogue and open a wallet from it; the search, open and close are tracked', async ({
    page,
  }) => {
    const tracked: { event: string; properties?: { search?: string } }[] = []
    // Events go out with keepalive, whose answers Playwright does not report: the requests are read.
    page.on('request', (request) => {
      if (request.url().startsWith(`${frameUrl}/api/e?`)) tracked.push(request.postDataJSON().props)
    })
    await page.goto(hostUrl)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const frame = latchFrame(page)
    await frame.getByRole('button', { name: /All Wallets/ }).click()
    await expect(frame.locator('[data-view="AllWallets"]')).toBeVisible()
    const search = frame.getByRole('searchbox', { name: 'Search wallet' })
    await search.fill('no such wallet anywhere')
    await expect(frame.getByText('No wallet found')).toBeVisible()
    await search.fill('rainbow')
    await frame.getByRole('button', { name: 'Rainbow', exact: true }).click()
    await expect(frame.locator('[data-view="ConnectingWalletConnect"]')).toBeVisible()
    await expect(frame.getByRole('heading', { name: 'Continue in Rainbow' })).toBeVisible()
    await expect(frame.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
    await expect(frame.getByRole('link', { name: /Get Rainbow/ }).first()).toHaveAttribute(
      'href',
      /^https:\/\//,
    )
    await frame.getByRole('button', { name: 'Close' }).click()
    await expect(overlay(page)).toBeHidden()
    await expect
      .poll(() =>
        tracked.map(({ event, properties }) =>
          properties?.search ? `${event} ${properties.search}` : event,
        ),
      )
      .toEqual(expect.arrayContaining(['MODAL_OPEN', 'SEARCH_WALLET rainbow', 'MODAL_CLOSE']))
  })
})

test.describe('sign in with the wallet', () => {
  test.beforeEach(({ page }) => openFreshHost(page))

  test('required: the modal stays until signed; the host backend verifies the session; its nonce cannot be replayed', async ({
    page,
    request,
  }) => {
    const wallet = await connectWebWallet(page, '?siwx=required')
    const frame = latchFrame(page)
    await expect(frame.locator('[data-view="SIWXSignMessage"]')).toBeVisible()
    await page.keyboard.press('Escape')
    await frame.getByRole('button', { name: 'Close' }).click()
    await expect(frame.locator('[data-view="SIWXSignMessage"]')).toBeVisible()

    await frame.getByRole('button', { name: 'Sign', exact: true }).click()
    // The phone signs: ConnectingSiwe waits for it, and a required sign-in cannot be closed there either.
    const waiting = frame.locator('[data-view="ConnectingSiwe"]')
    await expect(waiting.getByRole('status')).toHaveText(
      /^Waiting for .+: approve the signature request there\.$/,
    )
    await expect(waiting.getByRole('heading', { name: 'Sign in to Latch host demo' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(waiting).toBeVisible()
    await expect(wallet.getByText('localhost:5173 wants you to sign in')).toBeVisible()
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await expect(overlay(page)).toBeHidden()
    await expect(page.getByTestId('siwx-result')).toHaveText(
      new RegExp(`Signed in as ${webWalletAddress} on chain 31337, verified by the host backend`),
    )

    const message = (await page.getByTestId('siwx-message').textContent()) ?? ''
    const signature = (await page.getByTestId('siwx-signature').textContent()) ?? ''
    const replay = await request.post(`${frameUrl}/api/siwx/sessions`, {
      headers: { origin: hostUrl },
      data: { projectId: 'latch-dev', message, signature },
    })
    expect(replay.status()).toBe(409)
    expect(await replay.json()).toMatchObject({ error: 'Invalid nonce' })

    const forged = await request.post(`${hostUrl}/api/verify-session`, {
      data: { message: message.replace('Sign in to the Latch host demo.', 'Pay me.'), signature },
    })
    expect(forged.status()).toBe(401)
  })

  test('required: declining the signature shows the error; cancel while the wallet signs disconnects', async ({
    page,
  }) => {
    const wallet = await connectWebWallet(page, '?siwx=required')
    const frame = latchFrame(page)
    await frame.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(frame.locator('[data-view="ConnectingSiwe"]')).toBeVisible()
    await wallet.getByRole('button', { name: 'Reject' }).click()
    await expect(frame.locator('[data-view="SIWXSignMessage"]')).toBeVisible()
    await expect(frame.getByRole('alert').filter({ hasText: 'Signature declined' })).toBeVisible()
    await frame.getByRole('button', { name: 'Sign', exact: true }).click()
    const waiting = frame.locator('[data-view="ConnectingSiwe"]')
    await expect(waiting).toBeVisible()
    await waiting.getByRole('button', { name: 'Cancel' }).click()
    await expect(overlay(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
  })

  test('optional: cancel closes the modal and the account stays connected', async ({ page }) => {
    await connectWebWallet(page, '?siwx=optional')
    const frame = latchFrame(page)
    await expect(frame.locator('[data-view="SIWXSignMessage"]')).toBeVisible()
    await frame.getByRole('button', { name: 'Cancel' }).click()
    await expect(overlay(page)).toBeHidden()
    await expect(page.getByTestId('address')).toHaveText(webWalletAddress)
    await expect(page.getByTestId('siwx-result')).toHaveText('Not signed in')
  })
})
