import { type Browser, expect, test } from '@playwright/test'
import { answerInDevWallet, devAddress, hostUrl, latchFrame, reopenOnAccount } from './fixtures'
import { projectCli } from './projectCli'

/** A visitor in `timezoneId` connects the dev wallet on the project's page and reads Account's actions. */
async function accountActions(browser: Browser, projectId: string, timezoneId: string) {
  const context = await browser.newContext({ timezoneId })
  const page = await context.newPage()
  await page.goto(`${hostUrl}/?projectId=${projectId}`)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const frame = latchFrame(page)
  await frame.getByRole('button', { name: /Latch Dev Wallet/ }).click()
  await answerInDevWallet(page, 'Approve')
  await expect(page.getByTestId('address')).toHaveText(devAddress)
  await reopenOnAccount(page)
  const account = frame.locator('[data-view="Account"]')
  await expect(account.getByRole('button', { name: 'Send', exact: true })).toBeVisible()
  const labels: string[] = []
  for (const label of ['Swap', 'Send', 'Receive', 'Buy'])
    if ((await account.getByRole('button', { name: label, exact: true }).count()) > 0) labels.push(label)
  await context.close()
  return labels
}

test.describe("the project's restricted time zones", () => {
  test('a visitor in one sees no Swap and no Buy; a visitor elsewhere sees both', async ({ browser }) => {
    const projectId = projectCli('create', '--name', 'E2E Time Zones', '--origin', hostUrl)
    // Listed by the zone's older name: the browser reports it by the newer one.
    projectCli('time-zones', projectId, 'Asia/Calcutta')

    expect(await accountActions(browser, projectId, 'Asia/Kolkata')).toEqual(['Send', 'Receive'])
    expect(await accountActions(browser, projectId, 'Europe/Paris')).toEqual([
      'Swap',
      'Send',
      'Receive',
      'Buy',
    ])
  })
})
