import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { hostUrl, latchFrame, overlay } from './fixtures'

test.describe('the modal is an accessible dialog', () => {
  test('labelled, focus stays inside, Escape closes, no serious axe violation', async ({ page }) => {
    await page.goto(hostUrl)
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const frame = latchFrame(page)
    const dialog = frame.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    // The first wallet has focus; Tab cycles through the dialog's controls and never leaves it.
    await expect(frame.getByRole('button', { name: /Latch Dev Wallet/ })).toBeFocused()
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      const inside = await frame
        .locator(':focus')
        .evaluate((element) => element.closest('[role="dialog"]') !== null)
      expect(inside).toBe(true)
    }
    const results = await new AxeBuilder({ page }).include('iframe[data-latch-frame]').analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(overlay(page)).toBeHidden()
    await expect(page.getByRole('alert')).toHaveText('User rejected the request.')
  })

  test('the light theme applies from the SDK options', async ({ page }) => {
    await page.goto(`${hostUrl}/script-tag.html`)
    await page.getByRole('button', { name: 'Open Latch' }).click()
    const root = latchFrame(page).locator('.latch-root')
    await expect(root).toHaveAttribute('data-theme', 'dark')
  })
})
