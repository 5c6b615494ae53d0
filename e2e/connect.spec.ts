import { expect, type Page, test } from '@playwright/test'
import {
  answerInDevWallet,
  connectDevWallet,
  devAddress,
  devWallet,
  expectNoSeriousViolation,
  hostUrl,
  latchFrame,
  overlay,
  reopenOnAccount,
} from './fixtures'
import { storageMode } from './storageMode'

/**
 * From a fresh host page that asks for devnet B alone: Connect and the dev wallet approved, which
 * starts on devnet A. Returns the modal's frame.
 */
async function connectOnUnaskedNetwork(page: Page) {
  await page.goto(`${hostUrl}/?networks=eip155:31338`)
  await page.evaluate(() => localStorage.clear())
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const frame = latchFrame(page)
  await frame.getByRole('button', { name: /Latch Dev Wallet/ }).click()
  await answerInDevWallet(page, 'Approve')
  return frame
}

test.describe('a host page connects the browser wallet it announces', () => {
  test.beforeEach(async ({ page }) => {
    // Each test starts from a wallet that has not authorised the demo yet.
    await page.goto(hostUrl)
    await page.evaluate(() => localStorage.clear())
  })

  test('connect: the address and network show in the modal and in the host', async ({ page }) => {
    await expect(overlay(page)).toBeHidden()
    // connectDevWallet sees the modal close once connected, then opens it again on Account.
    await connectDevWallet(page)
    const frame = latchFrame(page)
    await expect(frame.getByRole('dialog', { name: 'Account' })).toBeVisible()
    await expect(frame.getByTestId('account-address')).toHaveText(devAddress)
    await expect(frame.getByText('0xf39F…2266')).toBeVisible()
    await expect(frame.getByTestId('account-network')).toHaveText('Latch Devnet A (31337)')
    await expect(frame.getByTestId('account-balance')).toContainText('ETH')
    await expect(page.getByTestId('chain-id')).toHaveText('31337')
    await frame.getByRole('button', { name: 'Close' }).click()
    await expect(overlay(page)).toBeHidden()
  })

  test("the social logins show each provider's mark, Google's in its four colours, and their names alone as text", async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const frame = latchFrame(page)
    const google = frame.getByRole('button', { name: 'Continue with Google' })
    await expect(google).toHaveText('Continue with Google')
    const mark = google.locator('[data-icon="google"]')
    expect(await mark.boundingBox()).toMatchObject({ width: 24, height: 24 })
    // Each mark draws a symbol of the document, Google's own four-colour G as its guidelines ask, the
    // others in the text colour.
    const drawn = (provider: string) =>
      frame.locator(`[data-icon="${provider}"]`).evaluate((element) => {
        const href = element.querySelector('use')?.getAttribute('href') ?? ''
        const symbol = document.querySelector(href)
        return {
          symbol: symbol?.tagName,
          fills: [...(symbol?.querySelectorAll('path') ?? [])].map((path) => path.getAttribute('fill')),
          fill: getComputedStyle(element).fill,
          colour: getComputedStyle(element).color,
        }
      })
    const g = await drawn('google')
    expect(g.symbol).toBe('symbol')
    expect(g.fills).toEqual(['#EA4335', '#4285F4', '#FBBC05', '#34A853'])
    const github = await drawn('github')
    expect(github).toMatchObject({ symbol: 'symbol', fills: [null], fill: github.colour })
    // Every provider of the longer list too, Farcaster's included.
    await frame.getByRole('button', { name: 'More social logins' }).click()
    const list = frame.locator('[data-view="ConnectSocials"]')
    await expect(list).toBeVisible()
    for (const provider of await list.locator('[data-icon]').all()) {
      const box = await provider.boundingBox()
      expect([await provider.getAttribute('data-icon'), box?.width]).toEqual([
        await provider.getAttribute('data-icon'),
        24,
      ])
    }
    expect(await list.locator('[data-icon="farcaster"]').count()).toBe(1)
  })

  test('a rejection in the wallet shows the error and a retry that works', async ({ page }) => {
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const frame = latchFrame(page)
    await frame.getByRole('button', { name: /Latch Dev Wallet/ }).click()
    await answerInDevWallet(page, 'Reject')
    await expect(frame.getByText('Connection declined')).toBeVisible()
    await frame.getByRole('button', { name: 'Try again' }).click()
    await answerInDevWallet(page, 'Approve')
    await expect(page.getByTestId('address')).toHaveText(devAddress)
    await reopenOnAccount(page)
  })

  test('sign a message and verify the signature', async ({ page }) => {
    await connectDevWallet(page)
    await latchFrame(page).getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(devWallet(page)).toContainText('Hello from the Latch host demo')
    await answerInDevWallet(page, 'Approve')
    await expect(page.getByTestId('sign-result')).toHaveText('Signature verified')
  })

  test('switch network from the host and from the modal', async ({ page }) => {
    await connectDevWallet(page)
    const frame = latchFrame(page)
    await frame.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'Switch network' }).click()
    await expect(page.getByTestId('chain-id')).toHaveText('31338')
    await page.getByRole('button', { name: 'Connect', exact: true }).waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Open Latch' }).click()
    await expect(frame.getByTestId('account-network')).toHaveText('Latch Devnet B (31338)')
    await frame.getByRole('button', { name: /Change network/ }).click()
    await expect(frame.locator('[data-view="Networks"]')).toBeVisible()
    await expect(frame.getByRole('button', { name: /Latch Devnet B/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await frame.getByRole('button', { name: /Latch Devnet A/ }).click()
    await expect(page.getByTestId('chain-id')).toHaveText('31337')
    await expect(frame.getByTestId('account-network')).toHaveText('Latch Devnet A (31337)')
  })

  test('a wallet that does not know the network is asked to add it, then to switch', async ({ page }) => {
    // The dev wallet starts with devnet A only: a switch to B meets 4902 first.
    await page.goto(`${hostUrl}/?walletChains=31337`)
    await page.evaluate(() => localStorage.clear())
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const frame = latchFrame(page)
    await frame.getByRole('button', { name: /Latch Dev Wallet/ }).click()
    await answerInDevWallet(page, 'Approve')
    await reopenOnAccount(page)
    await frame.getByRole('button', { name: /Change network/ }).click()
    await frame.getByRole('button', { name: /Latch Devnet B/ }).click()
    await expect(page.getByTestId('chain-id')).toHaveText('31338')
    await expect(frame.locator('[data-view="Account"]')).toBeVisible()
    await expect(frame.getByTestId('account-network')).toHaveText('Latch Devnet B (31338)')
    const added = await page.evaluate(() => localStorage.getItem('latch-dev-wallet:addedChainIds'))
    expect(added?.split(',')).toContain('31338')
  })

  test('a wallet on a network the page did not ask for is offered those it did, and switched to one', async ({
    page,
  }) => {
    const frame = await connectOnUnaskedNetwork(page)
    const view = frame.locator('[data-view="UnsupportedChain"]')
    await expect(view).toContainText('This app doesn’t support your current network.')
    await expect(frame.getByRole('dialog', { name: 'Switch Network' })).toBeVisible()
    // Only what the page asked for, and no way back to where the wallet cannot go on.
    await expect(view.getByRole('button', { name: /Latch Devnet/ })).toHaveText([/Latch Devnet B/])
    await expect(frame.getByRole('button', { name: 'Back' })).toHaveCount(0)
    await expectNoSeriousViolation(page)
    await view.getByRole('button', { name: /Latch Devnet B/ }).click()
    await expect(page.getByTestId('chain-id')).toHaveText('31338')
    await expect(frame.locator('[data-view="Account"]')).toBeVisible()
    await expect(frame.getByTestId('account-network')).toHaveText('Latch Devnet B (31338)')
  })

  test('Disconnect leaves a network the page did not ask for; a page that allows it stays connected on it', async ({
    page,
  }) => {
    const frame = await connectOnUnaskedNetwork(page)
    await frame.locator('[data-view="UnsupportedChain"]').getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
    await expect(page.getByTestId('address')).toHaveCount(0)

    await page.goto(`${hostUrl}/?networks=eip155:31338&allowUnsupportedChain`)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await frame.getByRole('button', { name: /Latch Dev Wallet/ }).click()
    await answerInDevWallet(page, 'Approve')
    await expect(overlay(page)).toBeHidden()
    await expect(page.getByTestId('address')).toHaveText(devAddress)
    await expect(page.getByTestId('chain-id')).toHaveText('31337')
  })

  test('a reload stays connected, and disconnect ends it', async ({ page }, testInfo) => {
    await connectDevWallet(page)
    // Where the frame kept the last connector: partitioned cookies when Chromium blocks third-party
    // storage (its default), the frame's own partitioned localStorage when that is allowed.
    const tier = storageMode(testInfo) === 'storage-blocked' ? 'cookie' : 'frame'
    await expect(latchFrame(page).locator('.latch-root')).toHaveAttribute('data-storage-tier', tier)
    await page.reload()
    await expect(page.getByTestId('address')).toHaveText(devAddress)
    await expect(page.getByTestId('chain-id')).toHaveText('31337')
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
    await expect(page.getByTestId('address')).toHaveCount(0)
  })

  test('disconnect from the modal reaches the host', async ({ page }) => {
    await connectDevWallet(page)
    await latchFrame(page).getByRole('button', { name: 'Disconnect' }).click()
    await expect(overlay(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
  })

  test('closing the modal while eth_requestAccounts waits rejects it with 4001', async ({ page }) => {
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const frame = latchFrame(page)
    await expect(frame.locator('[data-view="Connect"]')).toBeVisible()
    await frame.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('alert')).toHaveText('User rejected the request.')
    await expect(overlay(page)).toBeHidden()
  })
})
