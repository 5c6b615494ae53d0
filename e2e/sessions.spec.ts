import { expect, type Page, test } from '@playwright/test'
import { type Address, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { deployments, tokenBalance } from './devnet'
import { loginWithEmail, testEmail } from './embedded'
import { hostUrl, latchFrame, openFreshHost, overlay } from './fixtures'
import { locks } from './locks'
import { giveUsdl, useSmartAccount } from './smartAccounts'

test.describe.configure({ lock: locks.smartAccountFunding })

const usdl = () => deployments().usdToken
const usdlOf = (owner: Address) => tokenBalance(usdl(), owner)

/** Closes the modal by its Close button (focus may have left the dialog, so Escape would not reach it). */
async function closeModal(page: Page) {
  await latchFrame(page).getByRole('button', { name: 'Close' }).click()
  await expect(overlay(page)).toBeHidden()
}

/** The host's session-key spend of `amount` USDL to `recipient`: its result text. */
async function spend(page: Page, recipient: Address, amount: string) {
  await page.getByTestId('session-recipient').fill(recipient)
  await page.getByTestId('session-amount').fill(amount)
  await page.getByTestId('session-spend').click()
  const result = page.getByTestId('session-result')
  await expect(result).toHaveText(/^(Sent|Refused)/, { timeout: 30_000 })
  return result
}

test.describe('Session permissions (ERC-7715) that the chain enforces', () => {
  test.beforeEach(({ page }) => openFreshHost(page))

  test('grant in plain words, spend with the session key and no prompt, over the limit refused, revoke in Sessions', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000)
    const eoa = await loginWithEmail(page, testEmail(testInfo))
    const account = await useSmartAccount(page, eoa)
    await giveUsdl(account, '20')
    await closeModal(page)

    // The host asks; the modal shows which key, which contract and function, how much, until when.
    await page.getByTestId('grant-permissions').click()
    const approve = latchFrame(page).locator('[data-view="ApproveTransaction"]')
    await expect(approve).toBeVisible()
    await expect(approve.getByTestId('approve-origin')).toHaveText(hostUrl)
    await expect(approve.getByText('asks you to grant session permissions')).toBeVisible()
    await expect(approve.getByTestId('approve-key')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
    const shownKey = (await approve.getByTestId('approve-key').textContent()) ?? ''
    await expect(approve.getByTestId('approve-permissions')).toContainText('Transfer up to 10 USDL in all')
    await expect(approve.getByTestId('approve-permissions')).toContainText('transfer(address,uint256)')
    await expect(approve.getByTestId('approve-permissions')).toContainText(usdl())
    await expect(approve.getByTestId('approve-expiry')).toHaveText(/\d/)
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('permissions-context')).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 60_000 })
    // The key the modal named is the one the page holds.
    await expect(page.getByTestId('session-key')).toHaveText(shownKey)

    // Within the limit: no modal, the recipient gets 3 USDL on chain.
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const sent = await spend(page, recipient, '3')
    await expect(sent).toHaveText(/^Sent 3 USDL with the session key/)
    await expect(overlay(page)).toBeHidden()
    expect(await usdlOf(recipient)).toBe(parseUnits('3', 6))

    // 8 more is over the 10 USDL limit: refused by the account's validation, nothing moves.
    const over = await spend(page, recipient, '8')
    await expect(over).toHaveText('Refused: over the limit: 8 USDL asked, 7 USDL left')
    expect(await usdlOf(recipient)).toBe(parseUnits('3', 6))

    // The user sees the permission in Sessions, with its expiry and 3 USDL spent, and revokes it.
    await page.getByRole('button', { name: 'Open Latch' }).click()
    const frame = latchFrame(page)
    await frame.getByRole('button', { name: 'Sessions', exact: true }).click()
    const session = frame.getByTestId('session')
    await expect(session).toHaveCount(1)
    await expect(session.getByTestId('session-status')).toHaveText('Active')
    await expect(session.getByTestId('session-spent')).toHaveText('Spent 3 USDL of 10 USDL')
    await expect(session.getByTestId('session-expiry')).toHaveText(/^Until .*\d/)
    await expect(session.getByTestId('session-permission')).toContainText('USDL')
    await session.getByTestId('session-revoke').click()
    const confirm = frame.locator('[data-view="ApproveTransaction"]')
    await expect(confirm.getByText('asks you to revoke session permissions')).toBeVisible()
    await confirm.getByRole('button', { name: 'Approve' }).click()
    await expect(frame.locator('[data-view="Sessions"]')).toBeVisible()
    await expect(session.getByTestId('session-status')).toHaveText('Revoked', { timeout: 60_000 })
    await expect(session.getByTestId('session-revoke')).toHaveCount(0)
    await closeModal(page)

    // The key is refused from now on, even within its limit.
    const after = await spend(page, recipient, '1')
    await expect(after).toHaveText('Refused: the permission was revoked')
    expect(await usdlOf(recipient)).toBe(parseUnits('3', 6))
  })

  test('an EOA user is told that session permissions need the smart account', async ({ page }, testInfo) => {
    await loginWithEmail(page, testEmail(testInfo))
    await page.keyboard.press('Escape')
    await page.getByTestId('grant-permissions').click()
    await expect(page.getByTestId('session-result')).toHaveText(
      'Session permissions need the smart account: switch to it in Account settings (or with setPreferredAccount) and ask again.',
    )
  })
})
