import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type FrameLocator, type Page, test } from '@playwright/test'
import { mnemonicToAccount } from 'viem/accounts'
import { loginWithEmail, testEmail } from './embedded'
import { answerInDevWallet, connectDevWallet, devAddress, devWallet, hostUrl, latchFrame } from './fixtures'
import { locks } from './locks'

test.describe.configure({ lock: locks.devWalletAccount })

const frameApi = 'http://127.0.0.1:3000/api'
/** anvil's well-known development mnemonic (packages/localnet devAccounts): devnet keys only. */
const devMnemonic = 'test test test test test test test test test test test junk'
/** Dev account 2, the other registrant of the race: neither the dev wallet's account nor the web wallet's. */
const rival = mnemonicToAccount(devMnemonic, { addressIndex: 2 })

/** A label no earlier run took: names stay registered in the dev database between runs. */
function uniqueLabel(tag: string): string {
  return `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`
}

/** From Account: "Register a name", then RegisterAccountName with its search field. */
async function openRegisterName(frame: FrameLocator) {
  await expect(frame.locator('[data-view="Account"]')).toBeVisible()
  await frame.getByRole('button', { name: 'Register a name', exact: true }).click()
  const view = frame.locator('[data-view="RegisterAccountName"]')
  await expect(view).toBeVisible()
  await expect(frame.getByRole('dialog', { name: 'Choose Name' })).toBeVisible()
  return view
}

/** Connects the host's dev wallet, then opens RegisterAccountName from Account. */
async function connectAndOpenRegisterName(page: Page) {
  await connectDevWallet(page)
  const frame = latchFrame(page)
  return { frame, view: await openRegisterName(frame) }
}

/** Types `label` into the search and waits for its own name to show as free, first of the list. */
async function searchFree(page: Page, frame: FrameLocator, label: string) {
  const view = frame.locator('[data-view="RegisterAccountName"]')
  const search = view.getByRole('searchbox', { name: 'Search for a name' })
  await expect(search).toBeFocused()
  await page.keyboard.type(label)
  const first = view.getByRole('listitem').first()
  await expect(first).toContainText(`${label}.latch.id`)
  await expect(first).toContainText('Available')
  const register = view.getByRole('button', { name: `Register ${label}.latch.id`, exact: true })
  await expect(register).toBeEnabled()
  return register
}

/** Registers `name` for the rival straight with the name service, as another visitor's page would. */
async function registerByApi(request: APIRequestContext, name: string) {
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const response = await request.post(`${frameApi}/v1/profile/account`, {
    headers: { origin: hostUrl, 'x-sdk-type': 'e2e', 'x-sdk-version': '1' },
    data: {
      projectId: 'latch-dev',
      coin_type: 60,
      address: rival.address,
      message,
      signature: await rival.signMessage({ message }),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
}

/** The name the name service answers for `address` (the newest registered). */
async function identityName(request: APIRequestContext, address: string) {
  const response = await request.get(`${frameApi}/v1/identity/${address}?projectId=latch-dev`, {
    headers: { origin: hostUrl },
  })
  return ((await response.json()) as { name: string | null }).name
}

async function expectNoSeriousViolation(page: Page) {
  const results = await new AxeBuilder({ page }).include('iframe[data-latch-frame]').analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([])
}

test.describe('names: register a .latch.id name with the connected wallet', () => {
  test('an injected wallet registers a name by keyboard, signing in the wallet, and Account shows it', async ({
    page,
    request,
  }) => {
    const { frame, view } = await connectAndOpenRegisterName(page)

    // The rules answer before the server does.
    await view.getByRole('searchbox', { name: 'Search for a name' }).fill('a_b')
    await expect(view.getByTestId('name-rule')).toHaveText(
      "Invalid name 'a_b': '_' is allowed only at the start",
    )
    await view.getByRole('searchbox', { name: 'Search for a name' }).fill('')

    const label = uniqueLabel('inj')
    const name = `${label}.latch.id`
    const register = await searchFree(page, frame, label)
    await expectNoSeriousViolation(page)
    await page.keyboard.press('Tab')
    await expect(register).toBeFocused()
    // Register arms a moment after the names show (docs/approvals.md), as the visitor sees it enabled.
    await expect(register).toHaveAttribute('aria-disabled', 'false')
    await page.keyboard.press('Enter')

    await expect(view.getByText('Sign the message in your wallet')).toBeVisible()
    await expect(devWallet(page)).toContainText(name)
    await answerInDevWallet(page, 'Approve')

    const account = frame.locator('[data-view="Account"]')
    await expect(account).toBeVisible({ timeout: 15_000 })
    await expect(account).toContainText(name)
    await expect(frame.getByText('Name registered')).toBeVisible()
    expect(await identityName(request, devAddress)).toBe(name)
  })

  test('a name another registrant takes between the search and the click says Name already taken', async ({
    page,
    request,
  }) => {
    const { frame, view } = await connectAndOpenRegisterName(page)
    const label = uniqueLabel('race')
    const name = `${label}.latch.id`
    const register = await searchFree(page, frame, label)

    // The suggestions said free; another visitor registers the name before the click.
    await registerByApi(request, name)
    await register.click()
    await expect(devWallet(page)).toContainText(name)
    await answerInDevWallet(page, 'Approve')

    await expect(view.getByRole('alert')).toHaveText('Name already taken')
    await expect(view.getByRole('listitem').first()).toContainText('Registered')
    await expect(view.getByRole('button', { name: `Register ${name}`, exact: true })).toHaveCount(0)
    await expect(frame.locator('[data-view="Account"]')).toBeHidden()
    const response = await request.get(
      `${frameApi}/v1/profile/account/${name}?projectId=latch-dev&apiVersion=2`,
      {
        headers: { origin: hostUrl },
      },
    )
    expect(await response.json()).toMatchObject({ addresses: { '60': { address: rival.address } } })
  })

  test('the embedded wallet registers a name, approving the signature in ApproveTransaction', async ({
    page,
    request,
  }, testInfo) => {
    const address = await loginWithEmail(page, testEmail(testInfo))
    const frame = latchFrame(page)
    await openRegisterName(frame)
    const label = uniqueLabel('emb')
    const name = `${label}.latch.id`
    const register = await searchFree(page, frame, label)
    await register.click()

    const approve = frame.locator('[data-view="ApproveTransaction"]')
    await expect(approve).toBeVisible()
    await expect(approve.getByText('asks you to sign a message')).toBeVisible()
    await expect(approve.getByTestId('approve-message')).toContainText(name)
    await approve.getByRole('button', { name: 'Approve' }).click()

    const account = frame.locator('[data-view="Account"]')
    await expect(account).toBeVisible({ timeout: 15_000 })
    await expect(account).toContainText(name)
    expect(await identityName(request, address)).toBe(name)
  })
})
