import { expect, test } from '@playwright/test'
import { answerInDevWallet, devAddress, hostUrl, latchFrame, reopenOnAccount } from './fixtures'

test('the script-tag build: Latch.openModal() with no other code, then a connection', async ({ page }) => {
  await page.goto(`${hostUrl}/script-tag.html`)
  await page.evaluate(() => localStorage.clear())
  await page.reload()
  // The frame preloads as soon as the script runs.
  await expect(page.locator('iframe[data-latch-frame]')).toHaveCount(1)
  await page.getByRole('button', { name: 'Open Latch' }).click()
  const frame = latchFrame(page)
  await expect(frame.locator('[data-view="Connect"]')).toBeVisible()
  await frame.getByRole('button', { name: /Latch Dev Wallet/ }).click()
  await answerInDevWallet(page, 'Approve')
  await expect(page.getByTestId('address')).toHaveText(devAddress)
  await reopenOnAccount(page)
})
