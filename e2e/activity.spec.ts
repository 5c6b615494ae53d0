import { devAccounts } from '@latch/localnet/devAccounts'
import { devnetA } from '@latch/localnet/devnets'
import { expect, type Page, test } from '@playwright/test'
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetAClient } from './devnet'
import { connectDevWallet, devAddress, latchFrame, openFreshHost } from './fixtures'

const frameApi = 'http://127.0.0.1:3000/api'
// Dev account 5: the host's dev wallet is account 0 and the web wallet account 1.
const sender = devAccounts[5]

type HistoryAnswer = { data: { metadata: { hash: string; minedAt: string } }[] }

/** The connected account's first history page on devnet A, as the host page (an allowed origin) reads it. */
function firstHistoryPage(page: Page): Promise<HistoryAnswer> {
  const url = `${frameApi}/v1/account/${devAddress}/history?projectId=latch-dev&chainId=eip155:31337`
  return page.evaluate(async (target) => (await fetch(target)).json(), url)
}

test.describe('Activity: the account’s transactions', () => {
  test.beforeEach(({ page }) => openFreshHost(page))

  test('a transfer from another dev account shows as Received under its month, with its explorer link', async ({
    page,
  }) => {
    if (!sender) throw new Error('No dev account 5')
    await connectDevWallet(page)

    const wallet = createWalletClient({
      account: privateKeyToAccount(sender.privateKey),
      chain: devnetA,
      transport: http(),
    })
    const hash = await wallet.sendTransaction({ to: devAddress, value: parseEther('0.0421') })
    await devnetAClient.waitForTransactionReceipt({ hash })
    // The frame's indexer reads new blocks about every second: wait until it has this one.
    let minedAt = ''
    await expect
      .poll(
        async () => {
          const found = (await firstHistoryPage(page)).data.find((item) => item.metadata.hash === hash)
          minedAt = found?.metadata.minedAt ?? ''
          return minedAt
        },
        { timeout: 20_000 },
      )
      .not.toBe('')
    // The list groups by the visitor's month; on the devnets a block's time is the wall clock's, so
    // this is the current month (computed from the block, not from now, to hold across midnight).
    const { year, month } = await page.evaluate((iso) => {
      const date = new Date(iso)
      return { year: String(date.getFullYear()), month: date.toLocaleString('en-US', { month: 'long' }) }
    }, minedAt)

    const frame = latchFrame(page)
    await frame.getByRole('tab', { name: 'Activity' }).click()
    await expect(frame.getByRole('heading', { level: 2, name: year }).first()).toBeVisible()
    await expect(frame.getByRole('heading', { level: 3, name: month }).first()).toBeVisible()
    // Newest first: the transfer is in the first month group.
    const activity = frame.getByRole('tabpanel')
    const monthList = activity.getByRole('list', { name: `${month} ${year}` })
    await expect(activity.getByRole('list').first()).toHaveAccessibleName(`${month} ${year}`)
    const item = monthList.getByRole('listitem').filter({ has: frame.locator(`a[href$="/tx/${hash}"]`) })
    await expect(item).toContainText('Received')
    await expect(item).toContainText('+0.0421 ETH')
    // The sender by its short address, or by its name if a test registered one for it.
    await expect(item).toContainText(/from (0x9965…A4dc|[\w-]+\.latch\.id)/)
    const link = item.getByRole('link', { name: /^View on explorer/ })
    await expect(link).toHaveAttribute('href', new RegExp(`/tx/${hash}$`))
    await expect(link).toHaveAttribute('target', '_blank')
  })
})
