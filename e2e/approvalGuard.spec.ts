import { expect, type Page, test } from '@playwright/test'
import { codeFromInbox, fund, loginWithEmail, mailCount, testEmail, typeCode } from './embedded'
import { frameUrl, latchFrame } from './fixtures'
import { useSmartAccount } from './smartAccounts'

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

/** Logs in by email and opens ExportKey on the key, past its mailed code. */
async function openExportKey(page: Page, email: string) {
  await loginWithEmail(page, email)
  const frame = latchFrame(page)
  const before = await mailCount(email, 'Your Latch code')
  await frame.getByRole('button', { name: 'Export private key' }).click()
  const view = frame.locator('[data-view="ExportKey"]')
  await view.getByRole('button', { name: 'Send code' }).click()
  await typeCode(page, await codeFromInbox(email, 'Your Latch code', before))
  return view
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

  test('a faded or covered frame pauses Reveal and the copies of an export; fully visible, they act', async ({
    page,
  }, testInfo) => {
    const email = testEmail(testInfo)
    const view = await openExportKey(page, email)
    const key = view.getByTestId('export-key')
    const reveal = view.getByRole('button', { name: 'Reveal' })
    // Below the four keys: the visitor scrolls to the buttons, which arm once wholly in view.
    await reveal.scrollIntoViewIfNeeded()
    await expect(reveal).toHaveAttribute('aria-disabled', 'false')

    for (const trick of [tricks.fade, tricks.cover]) {
      await trick.apply(page)
      await expect(view.getByRole('status')).toHaveText(paused)
      for (const copy of ['Copy Ethereum key', 'Copy Solana key', 'Copy NEAR key', 'Copy Bitcoin key'])
        await expect(view.getByRole('button', { name: copy })).toHaveAttribute('aria-disabled', 'true')
      await reveal.click({ force: true })
      await page.waitForTimeout(300)
      await expect(key).toHaveAttribute('aria-hidden', 'true')
      await trick.undo(page)
      await expect(view.getByRole('status')).toHaveCount(0)
    }

    await reveal.click()
    await expect(key).toHaveAttribute('aria-hidden', 'false')
  })

  test('a faded or covered frame sends no transaction and grants no session; fully visible, Approve does both', async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000)
    const eoa = await loginWithEmail(page, testEmail(testInfo))
    const account = await useSmartAccount(page, eoa, { close: true })
    await fund(account)
    const approveView = latchFrame(page).locator('[data-view="ApproveTransaction"]')
    const approve = approveView.getByRole('button', { name: 'Approve' })
    const asks = [
      { trick: tricks.fade, ask: page.getByRole('button', { name: 'Send 0.001 ETH' }), result: 'tx-result' },
      { trick: tricks.cover, ask: page.getByTestId('grant-permissions'), result: 'permissions-context' },
    ]
    for (const { trick, ask, result } of asks) {
      await ask.click()
      await expect(approve).toHaveAttribute('aria-disabled', 'false')
      await trick.apply(page)
      await expect(approveView.getByRole('status')).toHaveText(paused)
      await approve.click({ force: true })
      await page.waitForTimeout(300)
      await expect(page.getByTestId(result)).toHaveCount(0)
      await trick.undo(page)
      await expect(approve).toHaveAttribute('aria-disabled', 'false')
      await approve.click()
      await expect(page.getByTestId(result)).toHaveText(
        /^(Transaction confirmed in block \d+|0x[0-9a-f]{64})$/,
        {
          timeout: 60_000,
        },
      )
    }
  })
})

// Safari and Firefox have no IntersectionObserver v2: there the approval goes on in a popup at the
// frame's origin, which the host page cannot cover. Taking isVisible away from the frame gets that path.
test.describe('approvals where the browser cannot report visibility', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(IntersectionObserverEntry.prototype, 'isVisible')
    })
  })

  test('Approve continues in a popup at the frame origin, which signs on its Approve and refuses on its Reject', async ({
    page,
  }, testInfo) => {
    await loginWithEmail(page, testEmail(testInfo))
    await page.keyboard.press('Escape')
    const frame = latchFrame(page)
    const approveView = frame.locator('[data-view="ApproveTransaction"]')
    const approve = approveView.getByRole('button', { name: 'Approve' })

    // A steered click (here through a transparent layer) only opens the popup, where nothing is steered.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(approve).toHaveAttribute('aria-disabled', 'false')
    await tricks.cover.apply(page)
    const rejecting = page.context().waitForEvent('page')
    await approve.click({ force: true })
    const first = await rejecting
    expect(new URL(first.url()).pathname).toBe('/popup/approve')
    expect(new URL(first.url()).origin).toBe(new URL(frameUrl).origin)
    await expect(approveView.getByRole('status')).toHaveText('Continue in the Latch window that opened.')
    await expect(first.getByRole('heading')).toHaveText(/ asks you to sign a message$/)
    await first.getByRole('button', { name: 'Reject' }).click()
    await expect(approveView).toHaveCount(0)
    await expect(page.getByTestId('sign-result')).toHaveCount(0)
    await tricks.cover.undo(page)

    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(approve).toHaveAttribute('aria-disabled', 'false')
    const approving = page.context().waitForEvent('page')
    await approve.click()
    const second = await approving
    await expect(second.getByTestId('approval-summary')).toContainText('Message:')
    const popupApprove = second.getByRole('button', { name: 'Approve' })
    await expect(popupApprove).toHaveAttribute('aria-disabled', 'false')
    await popupApprove.click()
    await expect(page.getByTestId('sign-result')).toHaveText('Signature verified')
    await expect(approveView).toHaveCount(0)
  })

  test('Reveal of an export continues in a popup; the copies wait for the keys to be revealed', async ({
    page,
  }, testInfo) => {
    const email = testEmail(testInfo)
    const view = await openExportKey(page, email)
    const key = view.getByTestId('export-key')
    const reveal = view.getByRole('button', { name: 'Reveal' })
    const copy = view.getByRole('button', { name: 'Copy Ethereum key' })
    const copySolana = view.getByRole('button', { name: 'Copy Solana key' })
    const copyNear = view.getByRole('button', { name: 'Copy NEAR key' })
    const copyBitcoin = view.getByRole('button', { name: 'Copy Bitcoin key' })
    await expect(reveal).toHaveAttribute('aria-disabled', 'false')
    await expect(copy).toHaveAttribute('aria-disabled', 'true')
    await expect(copySolana).toHaveAttribute('aria-disabled', 'true')
    await expect(copyNear).toHaveAttribute('aria-disabled', 'true')
    await expect(copyBitcoin).toHaveAttribute('aria-disabled', 'true')
    await expect(view.getByText('Reveal the keys to copy them.')).toBeVisible()

    const opened = page.context().waitForEvent('page')
    await reveal.click()
    const popup = await opened
    await expect(popup.getByRole('heading')).toHaveText('Reveal the private key of your wallet')
    await expect(popup.getByTestId('approval-summary')).toContainText(`Login: ${email}`)
    await expect(key).toHaveAttribute('aria-hidden', 'true')
    const popupApprove = popup.getByRole('button', { name: 'Approve' })
    await expect(popupApprove).toHaveAttribute('aria-disabled', 'false')
    await popupApprove.click()
    await expect(key).toHaveAttribute('aria-hidden', 'false')
    await expect(key).toHaveText(/^0x[0-9a-f]{64}$/)
    await expect(view.getByTestId('export-solana-key')).toHaveAttribute('aria-hidden', 'false')
    await expect(view.getByTestId('export-near-key')).toHaveAttribute('aria-hidden', 'false')
    await expect(view.getByTestId('export-bitcoin-key')).toHaveAttribute('aria-hidden', 'false')
    await expect(copy).toHaveAttribute('aria-disabled', 'false')
    await expect(copySolana).toHaveAttribute('aria-disabled', 'false')
    await expect(copyNear).toHaveAttribute('aria-disabled', 'false')
    await expect(copyBitcoin).toHaveAttribute('aria-disabled', 'false')
  })
})
