import { expect, test } from '@playwright/test'
import { answerInDevWallet, devAddress, hostUrl, latchFrame } from './fixtures'

test.describe('inline: the modal as a part of the page', () => {
  test('shown in its element from the start; connecting, a flow and its close come back to Account; a reload too', async ({
    page,
  }) => {
    await page.goto(`${hostUrl}/inline.html`)
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    const iframe = page.locator('#latch-inline > iframe[data-latch-frame]')
    await expect(iframe).toHaveCount(1)
    // Laid out in its element, not over the page; nothing to close where it starts.
    const box = await iframe.boundingBox()
    expect(box).toMatchObject({ width: 380, height: 600 })
    const frame = latchFrame(page)
    await expect(frame.locator('[data-view="Connect"]')).toBeVisible()
    await expect(frame.getByRole('button', { name: 'Close' })).toHaveCount(0)
    // The page around it stays usable: a link of the page takes a click.
    await expect(page.getByRole('link', { name: 'the wagmi page' })).toBeVisible()

    await frame.getByRole('button', { name: /Latch Dev Wallet/ }).click()
    await answerInDevWallet(page, 'Approve')
    await expect(page.getByTestId('address')).toHaveText(devAddress)
    await expect(frame.locator('[data-view="Account"]')).toBeVisible()

    await frame.getByRole('button', { name: 'Receive', exact: true }).click()
    await expect(frame.locator('[data-view="WalletReceive"]')).toBeVisible()
    await frame.getByRole('button', { name: 'Close' }).click()
    await expect(frame.locator('[data-view="Account"]')).toBeVisible()
    expect(
      await page.evaluate(
        () => (window as unknown as { latch: { getState(): { open: boolean } } }).latch.getState().open,
      ),
    ).toBe(true)

    await page.reload()
    await expect(page.getByTestId('address')).toHaveText(devAddress)
    await expect(latchFrame(page).locator('[data-view="Account"]')).toBeVisible()
  })
})
