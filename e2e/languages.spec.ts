import { expect, type Page, test } from '@playwright/test'
import { codeFromInbox, inbox, testEmail, typeCode } from './embedded'
import {
  connectDevWallet,
  embedFrame,
  expectNoSeriousViolation,
  hostUrl,
  latchFrame,
  openFreshHost,
  overlay,
} from './fixtures'

async function openConnect(page: Page) {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(latchFrame(page).locator('[data-view="Connect"]')).toBeVisible()
}

const documentLanguage = (page: Page) =>
  embedFrame(page).evaluate(() => [document.documentElement.lang, document.documentElement.dir])

test.describe('in a German browser', () => {
  test.use({ locale: 'de-DE' })

  test("Connect speaks the visitor's language", async ({ page }) => {
    await openFreshHost(page)
    await openConnect(page)
    const frame = latchFrame(page)
    await expect(frame.getByRole('button', { name: 'Weiter mit Google' })).toBeVisible()
    await expect(frame.getByRole('textbox', { name: 'E-Mail' })).toHaveAttribute('placeholder', 'E-Mail')
    await expect(frame.getByRole('button', { name: 'Weiter', exact: true })).toBeVisible()
    await expect(frame.getByRole('button', { name: /Alle Wallets/ })).toBeVisible()
    await expect(frame.getByRole('dialog', { name: 'Wallet verbinden' })).toBeVisible()
    expect(await documentLanguage(page)).toEqual(['de', 'ltr'])
    // The shell speaks it too: the next view's title and Back, then Close.
    await frame.getByRole('button', { name: /Alle Wallets/ }).click()
    await expect(frame.getByRole('heading', { name: 'Alle Wallets' })).toBeVisible()
    await frame.getByRole('searchbox', { name: 'Wallet suchen' }).fill('zzzz no such wallet')
    await expect(frame.getByRole('status').filter({ hasText: 'Keine Wallet gefunden' })).toBeVisible()
    await frame.getByRole('button', { name: 'Zurück' }).click()
    await expect(frame.getByRole('heading', { name: 'Wallet verbinden' })).toBeVisible()
    await frame.getByRole('button', { name: 'Schließen' }).click()
    await expect(overlay(page)).toBeHidden()
  })

  test('Account speaks it too, with USD values and quantities written as German writes them', async ({
    page,
  }) => {
    await connectDevWallet(page)
    const frame = latchFrame(page)
    await expect(frame.getByRole('dialog', { name: 'Konto' })).toBeVisible()
    await expect(frame.getByRole('tab', { name: 'Aktivität' })).toBeVisible()
    await expect(frame.getByRole('button', { name: 'Senden', exact: true })).toBeVisible()
    await expect(frame.getByRole('button', { name: 'Adresse kopieren' })).toBeVisible()
    await expect(frame.getByRole('button', { name: 'Trennen' })).toBeVisible()
    // "1.234,56 $": the group and decimal separators and the currency's place are German.
    await expect(frame.getByTestId('account-total')).toHaveText(/^[\d.]+,\d\d\s\$$/)
    const eth = frame.getByTestId('token-row').filter({ hasText: 'ETH' }).filter({ hasNotText: 'WETH' })
    await expect(eth.first().getByTestId('token-quantity')).toHaveText(/^[\d.]+(,\d+)? ETH$/)
    // Networks, from the network tag, says so too.
    await frame.getByRole('button', { name: /^Netzwerk: .*\. Netzwerk wechseln$/ }).click()
    await expect(frame.getByRole('list', { name: 'Netzwerke' })).toBeVisible()
    await expect(frame.getByText('Aktuell', { exact: true })).toBeVisible()
    await expect(
      frame.getByText('Deine verbundene Wallet fragt eventuell, ob du den Wechsel bestätigst.'),
    ).toBeVisible()
  })

  test('an email login mails the code in German, and a wrong code is refused in German', async ({
    page,
  }, testInfo) => {
    const email = testEmail(testInfo)
    await openFreshHost(page)
    await openConnect(page)
    const frame = latchFrame(page)
    const field = frame.getByRole('textbox', { name: 'E-Mail' })
    await field.fill(email)
    await expect(field).toHaveValue(email)
    await frame.getByRole('button', { name: 'Weiter', exact: true }).click()
    await expect(frame.locator('[data-view="EmailVerifyOtp"]')).toBeVisible()
    // The built server writes the mail in the language the frame names.
    const code = await codeFromInbox(email, 'Dein Latch-Code lautet')
    expect((await inbox(email))[0]?.text).toContain(`Dein Latch-Anmeldecode lautet ${code}.`)
    await typeCode(page, code === '000000' ? '111111' : '000000')
    await expect(frame.locator('[data-view="EmailVerifyOtp"]').getByRole('alert')).toHaveText(
      'Ungültiger Code. Noch 4 Versuche.',
    )
  })

  test('the host chooses another language with its locale option', async ({ page }) => {
    await page.goto(`${hostUrl}/?locale=ja`)
    await openConnect(page)
    await expect(latchFrame(page).getByRole('button', { name: /すべてのウォレット/ })).toBeVisible()
    expect(await documentLanguage(page)).toEqual(['ja', 'ltr'])
  })
})

test('in Arabic the frame is written right to left, and axe finds nothing serious', async ({ page }) => {
  await page.goto(`${hostUrl}/?locale=ar`)
  await openConnect(page)
  const frame = latchFrame(page)
  await expect(frame.getByRole('button', { name: 'المتابعة باستخدام Google' })).toBeVisible()
  expect(await documentLanguage(page)).toEqual(['ar', 'rtl'])
  await expectNoSeriousViolation(page)
  // The layout mirrors: Close at the dialog's left, Back at its right, pointing right.
  const middle = async () => {
    const box = await frame.getByRole('dialog').boundingBox()
    return box ? box.x + box.width / 2 : Number.NaN
  }
  const centre = async (name: string) => {
    const box = await frame.getByRole('button', { name, exact: true }).boundingBox()
    return box ? box.x + box.width / 2 : Number.NaN
  }
  expect(await centre('إغلاق')).toBeLessThan(await middle())
  await frame.getByRole('button', { name: /كل المحافظ/ }).click()
  await expect(frame.getByRole('heading', { name: 'كل المحافظ' })).toBeVisible()
  expect(await centre('رجوع')).toBeGreaterThan(await middle())
  const arrow = frame.getByRole('button', { name: 'رجوع', exact: true }).locator('span')
  // Tailwind's -scale-x-100 flips it by the scale property.
  expect(await arrow.evaluate((element) => getComputedStyle(element).scale)).toMatch(/^-1( 1)?$/)
})

test('an English browser with no locale from the host stays English', async ({ page }) => {
  await openFreshHost(page)
  await openConnect(page)
  const frame = latchFrame(page)
  await expect(frame.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  expect(await documentLanguage(page)).toEqual(['en', 'ltr'])
  // Back's arrow points left, unflipped.
  await frame.getByRole('button', { name: /All Wallets/ }).click()
  const arrow = frame.getByRole('button', { name: 'Back', exact: true }).locator('span')
  expect(await arrow.evaluate((element) => getComputedStyle(element).scale)).toBe('none')
})
