import { createHmac } from 'node:crypto'
import { request } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  getAddress,
  type Hash,
  http,
  type PublicClient,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Deployment, deployContracts } from '../contracts/deployContracts.mjs'
import { devAccounts } from '../devAccounts.mjs'
import { freePort } from '../internal/freePort.mjs'
import { type Anvil, startAnvil } from '../startAnvil.mjs'
import { createOnrampSandbox, type OnrampSandbox } from './createOnrampSandbox.mjs'

const chainId = 31_337
const key = 'test-onramp-key'
const bankSettleMs = 300
const treasury = devAccounts[8]?.address as Address

let anvil: Anvil
let deployment: Deployment
let client: PublicClient
let sandbox: OnrampSandbox
const logged: string[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId, port: await freePort() })
  deployment = await deployContracts({ rpcUrl: anvil.rpcUrl, chainId })
  client = createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 20 })
  sandbox = await createOnrampSandbox({
    port: 0,
    key,
    rpcUrls: { [chainId]: anvil.rpcUrl },
    bankSettleMs,
    log: (line) => logged.push(line),
  })
}, 120_000)

afterAll(async () => {
  await sandbox?.close()
  await anvil?.stop()
})

function usdl(): Address {
  const token = deployment.tokens.find((candidate) => candidate.symbol === 'USDL')
  if (!token) throw new Error('no USDL')
  return token.address
}

function freshAddress(): Address {
  return privateKeyToAccount(generatePrivateKey()).address
}

/** Signs like the frame's server: HMAC-SHA256 over every param but the signature, sorted by name. */
function sign(params: Record<string, string>, signingKey = key): URLSearchParams {
  const sorted = Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1))
  const signature = createHmac('sha256', signingKey)
    .update(new URLSearchParams(sorted).toString())
    .digest('hex')
  return new URLSearchParams({ ...params, signature })
}

function checkoutParams(overrides: Record<string, string> = {}): Record<string, string> {
  const address = freshAddress()
  return {
    session: crypto.randomUUID(),
    provider: 'sandpay',
    partnerUserId: address.toLowerCase(),
    address,
    chainId: String(chainId),
    asset: 'USDL',
    token: usdl(),
    decimals: '6',
    cryptoAmount: '49490000',
    fiatAmount: '50.00',
    fiatCurrency: 'USD',
    paymentMethod: 'card',
    fee: '0.50',
    networkFee: '0.01',
    expires: String(Math.floor(Date.now() / 1000) + 1800),
    ...overrides,
  }
}

async function page(params: URLSearchParams) {
  const response = await fetch(`${sandbox.url}/checkout?${params}`)
  return { status: response.status, html: await response.text() }
}

function unescapeHtml(text: string) {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
}

/** The hidden fields of a checkout page's form, as a browser would post them. */
function hiddenFields(html: string): [string, string][] {
  return [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(
    ([, name = '', value = '']) => [unescapeHtml(name), unescapeHtml(value)],
  )
}

async function post(fields: [string, string][]) {
  return fetch(`${sandbox.url}/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
}

/** Opens the checkout page, fills its form with `payment` and submits it. */
async function pay(params: URLSearchParams, payment: Record<string, string>) {
  const { status, html } = await page(params)
  expect(status).toBe(200)
  return post([...hiddenFields(html), ...Object.entries(payment)])
}

const goodCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/99', cvc: '123', cardName: 'Alice' }
const goodBank = { routingNumber: '110000000', accountNumber: '000123456789', accountHolder: 'Alice' }

type Transaction = { transaction_id: string; status: string; tx_hash: string; failure_reason: string }

async function transactions(partnerUserId: string): Promise<Transaction[]> {
  const response = await fetch(`${sandbox.url}/api/v1/buy/user/${partnerUserId}/transactions`, {
    headers: { authorization: `Bearer ${key}` },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { transactions: Transaction[] }).transactions
}

async function waitForStatus(partnerUserId: string, status: string): Promise<Transaction[]> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const list = await transactions(partnerUserId)
    if (list.length > 0 && list.every((transaction) => transaction.status.endsWith(status))) return list
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(list)}`)
    await sleep(25)
  }
}

function usdlBalance(address: Address) {
  return client.readContract({ address: usdl(), abi: erc20Abi, functionName: 'balanceOf', args: [address] })
}

async function expectTreasuryTransfer(hash: string, to: Address) {
  const transaction = await client.getTransaction({ hash: hash as Hash })
  expect(getAddress(transaction.from)).toBe(treasury)
  const receipt = await client.getTransactionReceipt({ hash: hash as Hash })
  expect(receipt.status).toBe('success')
  return { transaction, to }
}

function alertOf(html: string) {
  return /<p role="alert">([^<]*)<\/p>/.exec(html)?.[1]
}

function statusOf(html: string) {
  return /<div role="status">([\s\S]*?)<\/div>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim()
}

describe('createOnrampSandbox', { timeout: 30_000 }, () => {
  it('answers /health and names the test card and bank account on its home page', async () => {
    const health = await fetch(`${sandbox.url}/health`)
    expect([health.status, await health.text()]).toEqual([200, 'ok'])
    const home = await (await fetch(`${sandbox.url}/`)).text()
    expect(home).toContain('4242 4242 4242 4242')
    expect(home).toContain('000123456789')
  })

  it('shows the checkout of the signed payment method only, with the summary', async () => {
    const address = getAddress('0x1234567890abcdef1234567890abcdef1234abcd')
    const params = checkoutParams({ provider: 'harbor', address })
    const { status, html } = await page(sign(params))
    expect(status).toBe(200)
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
    expect(text).toContain('Harbor checkout')
    expect(text).toContain('You pay 50.00 USD')
    expect(text).toContain('You receive 49.49 USDL')
    expect(text).toContain('Fee 0.50 USD')
    expect(text).toContain('Network fee 0.01 USD')
    expect(text).toContain(`To 0x1234…${address.slice(-4)} on Latch Devnet A`)
    expect(text).toContain('Pay 50.00 USD')
    expect(text).toContain('4242 4242 4242 4242')
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVC', 'Name on card'])
      expect(html).toMatch(new RegExp(`<label for="\\w+">${label.replace(/[()]/g, '\\$&')}</label>`))
    expect(html).not.toContain('Routing number')
    expect(html).not.toContain('<script')

    const bank = await page(sign(checkoutParams({ paymentMethod: 'ach_bank_account' })))
    expect(bank.html).toContain('<label for="routingNumber">Routing number</label>')
    expect(bank.html).toContain('<label for="accountNumber">Account number</label>')
    expect(bank.html).toContain('<label for="accountHolder">Account holder</label>')
    expect(bank.html).toContain('110000000')
    expect(bank.html).not.toContain('Card number')
  })

  it('takes the test card, sends the USDL at once and records SUCCESS with the hash', async () => {
    const params = checkoutParams()
    const address = params.address as Address
    const response = await pay(sign(params), goodCard)
    expect(response.status).toBe(303)
    const location = response.headers.get('location') ?? ''
    expect(location).toMatch(/^\/checkout\?/)

    const [done] = await waitForStatus(params.partnerUserId ?? '', 'SUCCESS')
    expect(done).toMatchObject({
      transaction_id: params.session,
      provider: 'sandpay',
      failure_reason: '',
      purchase_currency: 'USDL',
      purchase_network: `eip155:${chainId}`,
      purchase_amount: { value: '49.49', currency: 'USDL' },
      payment_total: { value: '50.00', currency: 'USD' },
      payment_method: 'card',
      wallet_address: address,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      completed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    expect(await usdlBalance(address)).toBe(49_490_000n)
    await expectTreasuryTransfer(done?.tx_hash ?? '', address)

    const result = await (await fetch(`${sandbox.url}${location}`)).text()
    expect(statusOf(result)).toContain('Payment complete')
    expect(statusOf(result)).toContain(`49.49 USDL are on their way to ${address}.`)
    expect(statusOf(result)).toContain(done?.tx_hash)
    expect(statusOf(result)).toContain('You can close this window.')
    expect(result).not.toContain('http-equiv="refresh"')
    expect(logged.some((line) => line.includes(params.session ?? '-') && line.includes('sent 0x'))).toBe(true)
  })

  it('buys native ETH with a plain transfer', async () => {
    const params = checkoutParams({
      asset: 'ETH',
      token: 'native',
      decimals: '18',
      cryptoAmount: '12345678900000000',
    })
    const address = params.address as Address
    expect((await pay(sign(params), goodCard)).status).toBe(303)
    const [done] = await waitForStatus(params.partnerUserId ?? '', 'SUCCESS')
    expect(done).toMatchObject({ purchase_amount: { value: '0.0123456789', currency: 'ETH' } })
    expect(await client.getBalance({ address })).toBe(12_345_678_900_000_000n)
  })

  it('declines 4000 0000 0000 0002: FAILED with the reason, the form again, nothing sent', async () => {
    const params = checkoutParams()
    const nonce = await client.getTransactionCount({ address: treasury })
    const response = await pay(sign(params), { ...goodCard, cardNumber: '4000000000000002' })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(alertOf(html)).toBe('Your card was declined.')
    expect(html).toContain('<form method="post" action="/checkout/pay">')
    expect(await transactions(params.partnerUserId ?? '')).toMatchObject([
      { status: 'ONRAMP_TRANSACTION_STATUS_FAILED', failure_reason: 'Your card was declined.', tx_hash: '' },
    ])
    await sleep(100)
    expect(await client.getTransactionCount({ address: treasury })).toBe(nonce)
    expect(await usdlBalance(params.address as Address)).toBe(0n)

    // A declined session may still be paid with another card.
    expect((await pay(sign(params), goodCard)).status).toBe(303)
    await waitForStatus(params.partnerUserId ?? '', 'SUCCESS')
  })

  it("speaks the browser's language, as a provider's checkout does; the status API keeps English", async () => {
    const german = { 'accept-language': 'de-AT, en;q=0.5' }
    const params = checkoutParams({ fiatAmount: '1234.50' })
    const opened = await fetch(`${sandbox.url}/checkout?${sign(params)}`, { headers: german })
    const html = await opened.text()
    expect(html).toContain('<html lang="de" dir="ltr">')
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
    expect(text).toContain('Sandpay-Kasse')
    expect(text).toContain('Du zahlst 1.234,50 USD')
    expect(text).toContain('Du erhältst 49,49 USDL')
    expect(text).toContain('1.234,50 USD bezahlen')
    expect(html).toContain('<label for="cardNumber">Kartennummer</label>')
    expect(text).not.toContain('You pay')

    const declined = await fetch(`${sandbox.url}/checkout/pay`, {
      method: 'POST',
      headers: { ...german, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([
        ...hiddenFields(html),
        ...Object.entries({ ...goodCard, cardNumber: '4000000000000002' }),
      ]).toString(),
      redirect: 'manual',
    })
    expect(alertOf(await declined.text())).toBe('Deine Karte wurde abgelehnt.')
    expect(await transactions(params.partnerUserId ?? '')).toMatchObject([
      { failure_reason: 'Your card was declined.' },
    ])
    // Opened again, the declined session says why in the language of the browser that opens it.
    const french = await fetch(`${sandbox.url}/checkout?${sign(params)}`, {
      headers: { 'accept-language': 'fr' },
    })
    expect(alertOf(await french.text())).toBe('Votre carte a été refusée.')

    const refused = await fetch(`${sandbox.url}/checkout?${sign({ ...params, fee: 'x' })}`, {
      headers: { 'accept-language': 'ar' },
    })
    const refusal = await refused.text()
    expect(refused.status).toBe(400)
    expect(refusal).toContain('<html lang="ar" dir="rtl">')
    expect(alertOf(refusal)).toBe('في رابط الدفع هذا fee مفقود أو غير سليم.')
  })

  it('refuses a card number that fails the Luhn check, or an expired card, recording nothing', async () => {
    const params = checkoutParams()
    const wrong = await pay(sign(params), { ...goodCard, cardNumber: '4242 4242 4242 4241' })
    expect(wrong.status).toBe(200)
    const html = await wrong.text()
    expect(alertOf(html)).toBe('Your card number is incorrect.')
    expect(html).toContain('value="Alice"')
    const expired = await pay(sign(params), { ...goodCard, expiry: '01/20' })
    expect(alertOf(await expired.text())).toBe('Your card has expired.')
    expect(await transactions(params.partnerUserId ?? '')).toEqual([])
  })

  it('settles a bank payment after the delay: IN_PROGRESS first, then SUCCESS with a hash', async () => {
    const params = checkoutParams({ paymentMethod: 'ach_bank_account' })
    const response = await pay(sign(params), goodBank)
    expect(response.status).toBe(303)
    const paidAt = Date.now()
    expect(await transactions(params.partnerUserId ?? '')).toMatchObject([
      { status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', tx_hash: '', completed_at: '' },
    ])
    const pending = await (await fetch(`${sandbox.url}${response.headers.get('location')}`)).text()
    expect(statusOf(pending)).toContain('Payment received')
    expect(statusOf(pending)).toContain('Bank transfers settle in a few seconds; your USDL will follow.')
    expect(pending).toContain('<meta http-equiv="refresh" content="2">')

    const [done] = await waitForStatus(params.partnerUserId ?? '', 'SUCCESS')
    expect(Date.now() - paidAt).toBeGreaterThanOrEqual(bankSettleMs - 50)
    expect(done?.tx_hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await usdlBalance(params.address as Address)).toBe(49_490_000n)
  })

  it('fails a bank account that cannot be debited after the delay, and refuses unknown accounts', async () => {
    const params = checkoutParams({ paymentMethod: 'ach_bank_account' })
    const unknown = await pay(sign(params), { ...goodBank, accountNumber: '000999' })
    expect(alertOf(await unknown.text())).toBe('Check the routing and account numbers.')
    expect(await transactions(params.partnerUserId ?? '')).toEqual([])

    expect((await pay(sign(params), { ...goodBank, accountNumber: '000111111116' })).status).toBe(303)
    expect(await transactions(params.partnerUserId ?? '')).toMatchObject([
      { status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS' },
    ])
    expect(await waitForStatus(params.partnerUserId ?? '', 'FAILED')).toMatchObject([
      { failure_reason: 'The bank account could not be debited.', tx_hash: '' },
    ])
    expect(await usdlBalance(params.address as Address)).toBe(0n)
  })

  it('refuses a tampered, unsigned, expired or malformed link, on the page and on payment', async () => {
    const params = checkoutParams()
    const signed = sign(params)
    const tampered = new URLSearchParams(signed)
    tampered.set('cryptoAmount', '49490000000')
    for (const link of [tampered, new URLSearchParams(params), sign(params, 'another key')]) {
      const refused = await page(link)
      expect(refused.status).toBe(400)
      expect(alertOf(refused.html)).toBe('This checkout link is not valid.')
    }
    // The hidden fields come back from the browser: a changed amount must not pass either.
    const { html } = await page(signed)
    const posted = hiddenFields(html).map(([name, value]): [string, string] =>
      name === 'cryptoAmount' ? [name, '49490000000'] : [name, value],
    )
    const refusedPay = await post([...posted, ...Object.entries(goodCard)])
    expect(refusedPay.status).toBe(400)
    expect(alertOf(await refusedPay.text())).toBe('This checkout link is not valid.')
    expect(await transactions(params.partnerUserId ?? '')).toEqual([])

    const expired = await page(sign({ ...params, expires: String(Math.floor(Date.now() / 1000) - 1) }))
    expect([expired.status, alertOf(expired.html)]).toEqual([400, 'This checkout link has expired.'])
    const unknownProvider = await page(sign({ ...params, provider: 'coinbase' }))
    expect(unknownProvider.status).toBe(400)
    for (const bad of [
      { cryptoAmount: (2n ** 128n).toString() },
      { cryptoAmount: '0' },
      { cryptoAmount: '1.5' },
      { token: 'usdl' },
      { chainId: '1' },
      { address: '0x1234' },
    ]) {
      const refused = await page(sign({ ...params, ...bad }))
      expect(refused.status, JSON.stringify(bad)).toBe(400)
      expect(alertOf(refused.html)).toMatch(/^This checkout link has a missing or malformed \w+\.$/)
    }
  })

  it('pays a session once, even for two posts at the same time, and shows its result afterwards', async () => {
    const params = checkoutParams()
    const signed = sign(params)
    const nonce = await client.getTransactionCount({ address: treasury })
    const { html } = await page(signed)
    const fields = [...hiddenFields(html), ...Object.entries(goodCard)]
    const answers = await Promise.all([post(fields), post(fields)])
    expect(answers.map((answer) => answer.status)).toEqual([303, 303])
    await waitForStatus(params.partnerUserId ?? '', 'SUCCESS')
    expect(await transactions(params.partnerUserId ?? '')).toHaveLength(1)
    expect(await client.getTransactionCount({ address: treasury })).toBe(nonce + 1)
    expect(await usdlBalance(params.address as Address)).toBe(49_490_000n)

    const again = await page(signed)
    expect(again.status).toBe(200)
    expect(statusOf(again.html)).toContain('Payment complete')
    expect(again.html).not.toContain('<form')
    expect((await post(fields)).status).toBe(303)
    await sleep(100)
    expect(await client.getTransactionCount({ address: treasury })).toBe(nonce + 1)
  })

  it('delivers every one of several purchases paid at once', async () => {
    const address = freshAddress()
    const all = Array.from({ length: 5 }, () =>
      checkoutParams({ address, partnerUserId: address.toLowerCase(), cryptoAmount: '1000000' }),
    )
    const answers = await Promise.all(all.map((params) => pay(sign(params), goodCard)))
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 303, 303])
    const done = await waitForStatus(address.toLowerCase(), 'SUCCESS')
    expect(done).toHaveLength(5)
    expect(new Set(done.map((transaction) => transaction.tx_hash)).size).toBe(5)
    expect(await usdlBalance(address)).toBe(5_000_000n)
  })

  it('serves the status API only with the key, newest first, and 404s other API paths', async () => {
    const address = freshAddress()
    const user = address.toLowerCase()
    const first = checkoutParams({ address, partnerUserId: user })
    const second = checkoutParams({ address, partnerUserId: user })
    await pay(sign(first), { ...goodCard, cardNumber: '4000 0000 0000 0002' })
    await pay(sign(second), { ...goodCard, cardNumber: '4000 0000 0000 0002' })
    expect((await transactions(user)).map((transaction) => transaction.transaction_id)).toEqual([
      second.session,
      first.session,
    ])

    const path = `${sandbox.url}/api/v1/buy/user/${user}/transactions`
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: key }]) {
      const refused = await fetch(path, { headers })
      expect(refused.status).toBe(401)
      expect(await refused.json()).toEqual({ error: expect.any(String) })
    }
    const other = await fetch(`${sandbox.url}/api/v1/buy/options`, {
      headers: { authorization: `Bearer ${key}` },
    })
    expect(other.status).toBe(404)
    expect(await other.json()).toEqual({ error: 'not found' })
  })

  it('escapes what the link says, as text and in the hidden fields', async () => {
    const params = checkoutParams({ asset: '<script>x</script>"' })
    const { status, html } = await page(sign(params))
    expect(status).toBe(200)
    expect(html).not.toContain('<script>')
    expect(html).toContain('49.49 &lt;script&gt;x&lt;/script&gt;&quot;')
    expect(hiddenFields(html)).toContainEqual(['asset', '<script>x</script>"'])
  })

  it('refuses a form body over 16 KB and requests for a name that is not loopback', async () => {
    const big = await fetch(`${sandbox.url}/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `x=${'a'.repeat(17 * 1024)}`,
    })
    expect(big.status).toBe(413)
    // fetch would not send a Host header of our own.
    const rebound = await new Promise<number | undefined>((resolve, reject) =>
      request(`${sandbox.url}/health`, { headers: { host: `evil.test:${sandbox.port}` } }, (response) => {
        response.resume()
        resolve(response.statusCode)
      })
        .once('error', reject)
        .end(),
    )
    expect(rebound).toBe(403)
  })
})
