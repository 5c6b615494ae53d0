import { expect, type Page, test } from '@playwright/test'
import { codeFromInbox, loginWithEmail, mailCount, testEmail, typeCode } from './embedded'
import { latchFrame } from './fixtures'

const paused = /Paused: this page covers or hides Latch/

/** What a hostile host page can do to the frame's iframe, and how to undo it. */
const tricks = {
  fade: {
    apply: (page: Page) =>
      page.evaluate(() => {
        const frame = document.querySelector<HTMLIFrameElement>('iframe[data-latch-frame]')
        if (frame) frame.style.opacity = '0.1'
      }),
    undo: (page: Page) =>
      page.evaluate(() => {
        const frame = document.querySelector<HTMLIFrameElement>('iframe[data-latch-frame]')
        if (frame) frame.style.opacity = ''
      }),
  },
  cover: {
    // A transparent layer over everything that lets clicks through to the frame below it.
    apply: (page: Page) =>
      page.evaluate(() => {
        const layer = document.createElement('div')
        layer.id = 'decoy'
        layer.style.cssText =
          'position:fixed;inset:0;z-index:2147483647;pointer-events:none;background:transparent'
        document.body.append(layer)
      }),
    undo: (page: Page) => page.evaluate(() => document.getElementById('decoy')?.remove()),
  },
}

test.describe('approvals no host page can steer', () => {
  test('a faded or covered frame pauses Approve, saying why, and signs nothing; fully visible, it signs', async ({
    page,
  }, testInfo) => {
    await loginWithEmail(page, testEmail(testInfo))
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Sign message' }).click()
    const frame = latchFrame(page)
    const approveView = frame.locator('[data-view="ApproveTransaction"]')
    const approve = approveView.getByRole('button', { name: 'Approve' })
    await expect(approve).toBeVisible()
    await expect(approve).toHaveAttribute('aria-disabled', 'false')

    for (const trick of [tricks.fade, tricks.cover]) {
      await trick.apply(page)
      await expect(approveView.getByRole('status')).toHaveText(paused)
      await expect(approve).toHaveAttribute('aria-disabled', 'true')
      // The click the host page steers onto Approve (force: no waiting for it to be enabled).
      await approve.click({ force: true })
      await page.waitForTimeout(300)
      await expect(page.getByTestId('sign-result')).toHaveCount(0)
      await expect(approveView).toBeVisible()
      await trick.undo(page)
      await expect(approveView.getByRole('status')).toHaveCount(0)
    }

    await expect(approve).toHaveAttribute('aria-disabled', 'false')
    await approve.click()
    await expect(page.getByTestId('sign-result')).toHaveText('Signature verified')
  })

  test('a faded or covered frame pauses Reveal and Copy key of an export; fully visible, they act', async ({
    page,
  }, testInfo) => {
    const email = testEmail(testInfo)
    await loginWithEmail(page, email)
    const frame = latchFrame(page)
    const before = await mailCount(email, 'Your Latch code')
    await frame.getByRole('button', { name: 'Export private key' }).click()
    const view = frame.locator('[data-view="ExportKey"]')
    await view.getByRole('button', { name: 'Send code' }).click()
    await typeCode(page, await codeFromInbox(email, 'Your Latch code', before))
    const key = view.getByTestId('export-key')
    const reveal = view.getByRole('button', { name: 'Reveal' })
    await expect(reveal).toHaveAttribute('aria-disabled', 'false')

    for (const trick of [tricks.fade, tricks.cover]) {
      await trick.apply(page)
      await expect(view.getByRole('status')).toHaveText(paused)
      await expect(view.getByRole('button', { name: 'Copy key' })).toHaveAttribute('aria-disabled', 'true')
      await reveal.click({ force: true })
      await page.waitForTimeout(300)
      await expect(key).toHaveAttribute('aria-hidden', 'true')
      await trick.undo(page)
      await expect(view.getByRole('status')).toHaveCount(0)
    }

    await reveal.click()
    await expect(key).toHaveAttribute('aria-hidden', 'false')
  })
})
