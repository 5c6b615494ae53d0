import { fundBitcoinAddress } from '@latch/localnet/bitcoin'
import { expect, test } from '@playwright/test'
import { loginWithEmail, testEmail } from './embedded'
import { latchFrame } from './fixtures'

// The Bitcoin regtest node of `npm start` (packages/localnet), its Esplora API on the fixed port.
const esploraUrl = 'http://127.0.0.1:18443'

test.describe('the embedded wallet on Bitcoin', () => {
  test('Account shows the Bitcoin account of an email login, and what the regtest node says it holds', async ({
    page,
  }, testInfo) => {
    await loginWithEmail(page, testEmail(testInfo))
    const bitcoin = latchFrame(page).getByTestId('bitcoin-account')
    await expect(bitcoin.getByRole('heading', { name: 'Bitcoin · Latch Bitcoin Regtest' })).toBeVisible()
    const owner = ((await bitcoin.getByTestId('bitcoin-address').textContent()) ?? '').trim()
    // A native SegWit address of regtest: the wallet's key at BIP-84's test-network path.
    expect(owner).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/)
    await expect(bitcoin.getByTestId('bitcoin-balance')).toContainText('0 BTC')

    await fundBitcoinAddress(esploraUrl, owner, 50_000_000)
    // Account reads again while it shows (every 10 s); the server keeps an answer 5 s.
    await expect(bitcoin.getByTestId('bitcoin-balance')).toContainText('0.5 BTC', { timeout: 30_000 })
    await expect(bitcoin.getByTestId('bitcoin-balance')).toContainText('$45,000.00')
  })
})
