import { devAccounts } from '@latch/localnet/devAccounts'
import { expect, test } from '@playwright/test'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deployments, tokenBalance } from './devnet'
import {
  answerInDevWallet,
  connectDevWallet,
  devAddress,
  devWallet,
  hostUrl,
  latchFrame,
  openFreshHost,
} from './fixtures'
import { locks } from './locks'

test.describe.configure({ lock: locks.devWalletAccount })

const frameApi = 'http://127.0.0.1:3000/api'
// Dev account 4 holds the name: the host's dev wallet is account 0, the web wallet account 1, and
// other specs send from accounts 2 and 5.
const holder = devAccounts[4]

const usdlBalance = (owner: Address) => tokenBalance(deployments().usdToken, owner)

/**
 * Registers `name` for dev account 4 as a wallet would (POST /v1/profile/account): the JSON of the
 * name message signed with EIP-191, sent from an allowed origin of the dev project.
 */
async function registerName(name: string) {
  if (!holder) throw new Error('No dev account 4')
  const account = privateKeyToAccount(holder.privateKey)
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const response = await fetch(`${frameApi}/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: hostUrl },
    body: JSON.stringify({
      projectId: 'latch-dev',
      coin_type: 60,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  })
  expect(response.status, await response.clone().text()).toBe(201)
}

test.describe('Send: a token of the account to an address or a name', () => {
  test.beforeEach(({ page }) => openFreshHost(page))

  test('send USDL to a .latch.id name registered in the test, and both balances change on chain', async ({
    page,
  }) => {
    if (!holder) throw new Error('No dev account 4')
    // A fresh label per run: names stay registered in the database between runs.
    const name = `send-${Date.now().toString(36)}.latch.id`
    await registerName(name)
    const [senderBefore, holderBefore] = await Promise.all([
      usdlBalance(devAddress),
      usdlBalance(holder.address),
    ])

    await connectDevWallet(page)
    const frame = latchFrame(page)
    await frame.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(frame.locator('[data-view="WalletSend"]')).toBeVisible()
    await expect(frame.getByRole('dialog', { name: 'Send' })).toBeVisible()
    await frame.getByRole('radio', { name: /USDL/ }).check()
    await frame.getByRole('textbox', { name: /^Amount/ }).fill('5')
    await frame.getByRole('textbox', { name: 'Address or name' }).fill(name)
    await expect(frame.getByTestId('send-recipient-address')).toHaveText(`${name}: ${holder.address}`)
    await frame.getByRole('button', { name: 'Preview send' }).click()

    await expect(frame.locator('[data-view="WalletSendPreview"]')).toBeVisible()
    await expect(frame.getByRole('dialog', { name: 'Review Send' })).toBeVisible()
    await expect(frame.getByTestId('send-preview-amount')).toHaveText('5 USDL')
    await expect(frame.getByTestId('send-preview-usd')).toHaveText('$5.00')
    await expect(frame.getByTestId('send-preview-to')).toHaveText(`${name}${holder.address}`)
    await expect(frame.getByTestId('send-preview-network')).toHaveText('Latch Devnet A')
    await expect(frame.getByTestId('send-preview-fee')).toContainText('ETH')
    await frame.getByRole('button', { name: 'Confirm' }).click()

    // The host's dev wallet asks its user; the preview says so meanwhile.
    await expect(frame.getByText('Confirm transaction in your wallet')).toBeVisible()
    await expect(devWallet(page)).toBeVisible()
    await answerInDevWallet(page, 'Approve')
    await expect(frame.getByText(`Sent 5 USDL to ${name}`)).toBeVisible({ timeout: 30_000 })
    await expect(frame.locator('[data-view="Account"]')).toBeVisible()

    expect(await usdlBalance(devAddress)).toBe(senderBefore - 5_000_000n)
    expect(await usdlBalance(holder.address)).toBe(holderBefore + 5_000_000n)

    // The new item shows in Activity, its recipient by name, once the indexer has the block.
    await frame.getByRole('tab', { name: 'Activity' }).click()
    const sent = frame.getByRole('listitem').filter({ hasText: `to ${name}` })
    await expect(async () => {
      await frame.getByRole('tab', { name: 'Tokens' }).click()
      await frame.getByRole('tab', { name: 'Activity' }).click()
      await expect(sent.first()).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await expect(sent.first()).toContainText('Sent')
    await expect(sent.first()).toContainText('-5 USDL')
  })

  test('declining in the wallet returns to the preview with a note, and nothing is sent', async ({
    page,
  }) => {
    if (!holder) throw new Error('No dev account 4')
    const before = await usdlBalance(devAddress)
    await connectDevWallet(page)
    const frame = latchFrame(page)
    await frame.getByRole('button', { name: 'Send', exact: true }).click()
    await frame.getByRole('radio', { name: /USDL/ }).check()
    await frame.getByRole('textbox', { name: /^Amount/ }).fill('1')
    await frame.getByRole('textbox', { name: 'Address or name' }).fill(holder.address)
    await frame.getByRole('button', { name: 'Preview send' }).click()
    await frame.getByRole('button', { name: 'Confirm' }).click()
    await answerInDevWallet(page, 'Reject')
    await expect(frame.getByTestId('send-note')).toContainText('You declined the transaction in your wallet')
    await expect(frame.getByRole('button', { name: 'Confirm' })).toBeEnabled()
    expect(await usdlBalance(devAddress)).toBe(before)
  })
})
