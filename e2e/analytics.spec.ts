import { expect, test } from '@playwright/test'
import { hostUrl, latchFrame, overlay } from './fixtures'
import { projectCli } from './projectCli'

test.describe('analytics and the allow-list', () => {
  test("a page taken off the allow-list mid-session sees 'Invalid App Configuration' once", async ({
    page,
  }) => {
    const projectId = projectCli('create', '--name', 'E2E Analytics', '--origin', hostUrl)
    expect(projectId).toMatch(/^[0-9a-f]{32}$/)
    await page.goto(`${hostUrl}/?projectId=${projectId}`)
    const openLatch = page.getByRole('button', { name: 'Connect', exact: true })
    const frame = latchFrame(page)
    const notice = frame.getByRole('alert').filter({ hasText: 'Invalid App Configuration' })
    await openLatch.click()
    await expect(frame.locator('[data-view="Connect"]')).toBeVisible()
    await expect(notice).toHaveCount(0)

    projectCli('deny', projectId, hostUrl)
    // The open frame keeps working; its next tracked events (close, open) are refused.
    await frame.getByRole('button', { name: 'Close' }).click()
    await expect(overlay(page)).toBeHidden()
    await openLatch.click()
    await expect(notice).toHaveCount(1)
    await expect(notice).toContainText('Invalid App Configuration')
    await expect(notice).toContainText("The origin is not on the project's allow-list")

    await notice.getByRole('button', { name: 'Dismiss' }).click()
    await expect(notice).toHaveCount(0)
    await frame.getByRole('button', { name: 'Close' }).click()
    await openLatch.click()
    await expect(frame.locator('[data-view="Connect"]')).toBeVisible()
    await expect(notice).toHaveCount(0)
  })
})
