import { devAccounts } from '@latch/localnet/devAccounts'
import { devnetA } from '@latch/localnet/devnets'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { createWalletClient, erc20Abi, type Hash, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deployments, devnetAClient, tokenBalance } from './devnet'
import { connectDevWallet, devAddress, hostUrl, latchFrame, openFreshHost, overlay } from './fixtures'
import { locks } from './locks'

test.describe.configure({ lock: locks.devWalletAccount })

const frameApi = 'http://127.0.0.1:3000/api'
// Dev account 5: the host's dev wallet is account 0 and the web wallet account 1.
const sender = devAccounts[5]

type HistoryAnswer = { data: { metadata: { hash: string; minedAt: string } }[] }

/** The connected account's first history page on devnet A, as the host page (an allowed origin) reads it. */
function firstHistoryPage(page: Page): Promise<HistoryAnswer> {
  const url = `${frameApi}/v1/account/${devAddress}/history?projectId=latch-dev&chainId=eip155:31337`
  return page.evaluate(async (target) => (await fetch(target)).json(), url)
}

/**
 * Waits until the frame's indexer (it reads new blocks about every second) lists the transaction
 * `hash`, and returns when it was mined.
 */
async function indexed(page: Page, hash: Hash): Promise<string> {
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
  return minedAt
}

/** Dev account 5's wallet on devnet A. */
function senderWallet() {
  if (!sender) throw new Error('No dev account 5')
  return createWalletClient({
    account: privateKeyToAccount(sender.privateKey),
    chain: devnetA,
    transport: http(),
  })
}

/** Sends `amount` USDL from dev account 5 to the connected account, and waits until it is mined. */
async function receiveUsdl(amount: string): Promise<Hash> {
  const hash = await senderWallet().writeContract({
    address: deployments().usdToken,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [devAddress, parseUnits(amount, 6)],
  })
  await devnetAClient.waitForTransactionReceipt({ hash })
  return hash
}

// What is shown is read again every 10 s (the frame's shownRefreshMs).
const shownRefreshMs = 10_000

/**
 * Waits until `locator`'s text contains `text`, moving the page's clock (installed before the page
 * loaded) on to the frame's next read before each look, so that the case does not wait out the 10 s
 * between reads. Real time still passes between looks.
 */
async function expectReadAgain(page: Page, locator: Locator, text: string) {
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(shownRefreshMs)
        return (await locator.textContent()) ?? ''
      },
      { timeout: 30_000 },
    )
    .toContain(text)
}

test.describe('Activity: the account’s transactions', () => {
  test.beforeEach(({ page }) => openFreshHost(page))

  test('a transfer from another dev account shows as Received under its month, with its explorer link', async ({
    page,
  }) => {
    await connectDevWallet(page)

    const hash = await senderWallet().sendTransaction({ to: devAddress, value: parseEther('0.0421') })
    await devnetAClient.waitForTransactionReceipt({ hash })
    const minedAt = await indexed(page, hash)
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

    // A host can open the list by itself, at the modal's full height: open({ view: 'Transactions' }).
    type Global = { Latch: { getLatch(): { open(o: { view: string }): Promise<void> } } }
    await page.goto(`${hostUrl}/script-tag.html`)
    await expect(page.getByTestId('address')).toHaveText(devAddress)
    await page.evaluate(() => (window as unknown as Global).Latch.getLatch().open({ view: 'Transactions' }))
    const list = frame.getByRole('dialog', { name: 'Activity' }).locator('[data-view="Transactions"]')
    const listed = list.getByRole('listitem').filter({ has: frame.locator(`a[href$="/tx/${hash}"]`) })
    await expect(listed).toContainText('Received')
    await expect(listed).toContainText('+0.0421 ETH')
    await expect(list.getByRole('list').first()).toHaveAccessibleName(`${month} ${year}`)
  })

  test('what is shown is read again: transfers received while Activity or Tokens is shown appear with no reload', async ({
    page,
  }) => {
    // The page's clock is ours to move, so that the next read comes without waiting out its 10 s.
    await page.clock.install()
    await connectDevWallet(page)
    const frame = latchFrame(page)
    const activity = frame.getByRole('tabpanel')
    const row = (hash: Hash) =>
      activity.getByRole('listitem').filter({ has: frame.locator(`a[href$="/tx/${hash}"]`) })

    // Activity is shown, and read, before the transfer arrives.
    await frame.getByRole('tab', { name: 'Activity' }).click()
    await expect(frame.getByRole('status', { name: 'Loading activity' })).toBeHidden()
    const first = await receiveUsdl('1.25')
    await indexed(page, first)
    await expectReadAgain(page, row(first), '+1.25 USDL')
    await expect(row(first)).toContainText('Received')

    // Received while the modal is closed (it keeps Account rendered): opening it reads at once.
    await page.keyboard.press('Escape')
    await expect(overlay(page)).toBeHidden()
    const second = await receiveUsdl('2.5')
    await indexed(page, second)
    await page.getByRole('button', { name: 'Open Latch' }).click()
    await expect(row(second)).toContainText('+2.5 USDL')

    // The Tokens tab's balance follows the chain while it is shown.
    await frame.getByRole('tab', { name: 'Tokens' }).click()
    const usdl = frame.getByTestId('token-row').filter({ hasText: 'USDL' }).getByTestId('token-quantity')
    // The list shows four decimals: the balance on chain agrees to within one of the fourth.
    const shownIsOnChain = async () => {
      const shown = Number(((await usdl.textContent()) ?? '').split(' ')[0]?.replace(/,/g, ''))
      const onChain = Number(await tokenBalance(deployments().usdToken, devAddress)) / 1e6
      return Math.abs(shown - onChain) < 0.0001
    }
    // The server keeps a balance answer 5 s, so the one read at the open may predate the transfer
    // above: a later read shows it. Each look moves the clock on to the next read.
    const readAgainAndCompare = async () => {
      await page.clock.fastForward(shownRefreshMs)
      return shownIsOnChain()
    }
    await expect.poll(readAgainAndCompare, { timeout: 30_000 }).toBe(true)
    const before = await usdl.textContent()
    await receiveUsdl('3')
    await expect.poll(readAgainAndCompare, { timeout: 30_000 }).toBe(true)
    expect(await usdl.textContent()).not.toBe(before)
  })
})
