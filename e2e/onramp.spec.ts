import { expect, type FrameLocator, test } from '@playwright/test'
import { deployments, tokenBalance } from './devnet'
import { connectDevWallet, devAddress, latchFrame, openFreshHost } from './fixtures'
import { locks } from './locks'

test.describe.configure({ lock: locks.devWalletAccount })

/** Opens Buy from Account with `amount` USD of USDL, paid by card. */
async function openBuy(frame: FrameLocator, amount: string) {
  await frame.getByRole('button', { name: 'Buy', exact: true }).click()
  await expect(frame.locator('[data-view="OnRampProviders"]')).toBeVisible()
  await expect(frame.getByRole('dialog', { name: 'Buy Crypto' })).toBeVisible()
  await frame.getByTestId('onramp-token').click()
  await expect(frame.locator('[data-view="OnRampTokenSelect"]')).toBeVisible()
  await frame
    .getByRole('button', { name: /^USDL\b/ })
    .first()
    .click()
  await expect(frame.locator('[data-view="OnRampProviders"]')).toBeVisible()
  await frame.getByRole('radio', { name: 'Card' }).check()
  await frame.getByRole('textbox', { name: 'Amount' }).fill(amount)
}

test.describe('Buy: crypto by card through the onramp sandbox', () => {
  test.beforeEach(({ page }) => openFreshHost(page))

  test('buy 50 USD of USDL with the test card, and see it arrive in Tokens and Activity', async ({
    page,
  }) => {
    const before = await tokenBalance(deployments().usdToken, devAddress)
    await connectDevWallet(page)
    const frame = latchFrame(page)
    await openBuy(frame, '50')
    const sandpay = frame.getByRole('button', { name: /Sandpay/ })
    await expect(sandpay).toContainText(/49\.\d+ USDL/, { timeout: 15_000 })
    await expect(sandpay).toContainText('1%')

    const [checkout] = await Promise.all([page.context().waitForEvent('page'), sandpay.click()])
    await expect(frame.locator('[data-view="BuyInProgress"]')).toBeVisible()
    await expect(checkout.getByRole('heading', { name: 'Sandpay checkout' })).toBeVisible()
    await expect(checkout.getByRole('definition').first()).toHaveText('50.00 USD')
    await checkout.getByLabel('Card number').fill('4242 4242 4242 4242')
    await checkout.getByLabel('Expiry (MM/YY)').fill('12/34')
    await checkout.getByLabel('CVC').fill('123')
    await checkout.getByLabel('Name on card').fill('Ada Lovelace')
    await checkout.getByRole('button', { name: 'Pay 50.00 USD' }).click()
    await expect(checkout.getByRole('status')).toContainText('Payment complete')

    // The frame follows the purchase until the tokens arrive.
    await expect(frame.getByText(/^49\.\d+ USDL arrived$/)).toBeVisible({ timeout: 30_000 })
    const bought = (await tokenBalance(deployments().usdToken, devAddress)) - before
    expect(bought).toBeGreaterThan(49_000_000n)
    expect(bought).toBeLessThan(50_000_000n)

    await frame.getByRole('button', { name: 'Done' }).click()
    await expect(frame.locator('[data-view="Account"]')).toBeVisible()
    await expect(frame.getByRole('tabpanel').getByText(/USDL/).first()).toBeVisible()
    await frame.getByRole('tab', { name: 'Activity' }).click()
    const item = frame.getByRole('listitem').filter({ hasText: 'Bought' })
    await expect(async () => {
      await frame.getByRole('tab', { name: 'Tokens' }).click()
      await frame.getByRole('tab', { name: 'Activity' }).click()
      await expect(item.first()).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await expect(item.first()).toContainText('USDL')
  })

  test('an amount over the card limit is refused before checkout', async ({ page }) => {
    await connectDevWallet(page)
    const frame = latchFrame(page)
    await openBuy(frame, '8000')
    await expect(frame.getByTestId('onramp-amount-error')).toHaveText(
      'The most you can pay with a card is 7,500.00 USD',
    )
    await expect(frame.getByRole('button', { name: /Sandpay/ })).toBeDisabled()
    await expect(frame.getByRole('button', { name: /Harbor/ })).toBeDisabled()
    // A bank account may pay it.
    await frame.getByRole('radio', { name: 'Bank account' }).check()
    await expect(frame.getByTestId('onramp-amount-error')).toHaveCount(0)
    await expect(frame.getByRole('button', { name: /Sandpay/ })).toBeEnabled()
  })
})
