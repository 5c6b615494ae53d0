import { timingSafeEqual } from 'node:crypto'
import { createServer } from 'node:http'
import { formatUnits } from 'viem'
import { devAccounts } from '../devAccounts.mjs'
import { devnets } from '../devnets.mjs'
import { escapeHtml } from '../internal/escapeHtml.mjs'
import { readForm } from '../internal/readForm.mjs'
import { renderPage } from '../internal/renderPage.mjs'
import { checkoutEnglish, checkoutLanguage } from './internal/checkoutLanguage.mjs'
import { createPurchaseStore } from './internal/createPurchaseStore.mjs'
import { createTreasurySender } from './internal/createTreasurySender.mjs'
import { judgeBankPayment } from './internal/judgeBankPayment.mjs'
import { judgeCardPayment } from './internal/judgeCardPayment.mjs'
import { paymentFieldNames, renderCheckoutPage } from './internal/renderCheckoutPage.mjs'
import { renderResultPage } from './internal/renderResultPage.mjs'
import { verifyCheckout } from './internal/verifyCheckout.mjs'

/**
 * @typedef {object} CreateOnrampSandboxOptions
 * @property {number} port 0 picks a free one
 * @property {string} [host] a loopback address; defaults to 127.0.0.1
 * @property {string} [key] signs checkout links and authorizes the status API; defaults to the
 *   public dev key 'latch-onramp-sandbox-key'
 * @property {Readonly<Record<number, string>>} [rpcUrls] the chains it delivers on, by chain id;
 *   defaults to the devnets of devnets.mjs
 * @property {import('viem').Hex} [treasuryPrivateKey] who pays purchases out; defaults to dev account 8
 * @property {number} [bankSettleMs] how long a bank payment takes to settle; defaults to 5000
 * @property {() => number} [now] the clock, in ms; defaults to Date.now
 * @property {(line: string) => void} [log] told one line per finished purchase
 */

/**
 * @typedef {object} OnrampSandbox
 * @property {string} url e.g. http://127.0.0.1:5558
 * @property {number} port
 * @property {() => Promise<void>} close stops listening and drops bank payments not settled yet
 */

const maxBodyBytes = 16 * 1024
const loopbackHosts = ['127.0.0.1', 'localhost', '::1']

/**
 * The onramp sandbox: a local stand-in for a buy-crypto provider (the onramp contract of the
 * Latch briefs). It serves the checkout page of links the frame's server signed, takes test card
 * and bank payments, sends the bought tokens from the treasury on the devnet, and answers the
 * provider's transaction-status API. Purchases live in memory.
 * @example
 * const sandbox = await createOnrampSandbox({ port: 0, bankSettleMs: 50 })
 * await fetch(`${sandbox.url}/health`) // 200 'ok'
 * await sandbox.close()
 * @param {CreateOnrampSandboxOptions} options
 * @returns {Promise<OnrampSandbox>}
 */
export async function createOnrampSandbox(options) {
  const {
    host = '127.0.0.1',
    key = 'latch-onramp-sandbox-key',
    rpcUrls = Object.fromEntries(devnets.map((devnet) => [devnet.id, devnet.rpcUrls.default.http[0] ?? ''])),
    treasuryPrivateKey = devAccounts[8]?.privateKey,
    bankSettleMs = 5000,
    now = Date.now,
    log = () => {},
  } = options
  if (!isLoopback(host)) throw new Error(`The onramp sandbox listens on loopback only, not on ${host}`)
  if (!treasuryPrivateKey) throw new Error('There is no dev account #8 to pay purchases from')
  const chainIds = Object.keys(rpcUrls).map(Number)
  const store = createPurchaseStore()
  const sender = createTreasurySender({ rpcUrls, privateKey: treasuryPrivateKey })
  /** @type {Set<NodeJS.Timeout>} */
  const settling = new Set()
  const timestamp = () => new Date(now()).toISOString()

  /**
   * @param {string} session
   * @param {string} outcome
   */
  const logPurchase = (session, outcome) => {
    const purchase = store.get(session)
    if (!purchase) return
    const { checkout } = purchase
    log(
      `onramp: ${checkout.session} ${checkout.provider} ${checkout.paymentMethod} ${checkout.fiatAmount} ${checkout.fiatCurrency} -> ${formatUnits(checkout.cryptoAmount, checkout.decimals)} ${checkout.asset} to ${checkout.address} on ${checkout.chainId}: ${outcome}`,
    )
  }

  /** @param {string} session */
  const deliver = (session) => {
    const checkout = store.get(session)?.checkout
    if (!checkout) return
    sender
      .send({
        chainId: checkout.chainId,
        token: checkout.token,
        to: checkout.address,
        amount: checkout.cryptoAmount,
        onSent: (hash) => store.update(session, { txHash: hash }),
      })
      .then(
        (hash) => {
          store.update(session, { status: 'SUCCESS', txHash: hash, completedAt: timestamp() })
          logPurchase(session, `sent ${hash}`)
        },
        (/** @type {unknown} */ error) => {
          store.update(session, {
            status: 'FAILED',
            failureReason: checkoutEnglish.text('tokensNotSent'),
            completedAt: timestamp(),
          })
          logPurchase(session, `not sent: ${error instanceof Error ? error.message.split('\n')[0] : error}`)
        },
      )
  }

  /**
   * @param {import('node:http').ServerResponse} response
   * @param {import('./internal/verifyCheckout.mjs').Checkout} checkout
   */
  const redirectToResult = (response, checkout) => {
    response
      .writeHead(303, {
        Location: `/checkout?${new URLSearchParams(checkout.params)}`,
        'Cache-Control': 'no-store',
      })
      .end()
  }

  /**
   * Shared by the page and the pay form: a verified checkout that may still be paid, or the
   * answer has been sent.
   * @param {import('node:http').ServerResponse} response
   * @param {[string, string][]} params
   * @returns {import('./internal/verifyCheckout.mjs').Checkout | undefined}
   */
  const openCheckout = (response, params) => {
    const verified = verifyCheckout(params, { key, chainIds })
    if ('refusal' in verified) return sendRefusal(response, 400, verified.refusal)
    const { checkout } = verified
    if (store.get(checkout.session)?.accepted) {
      redirectOrShowResult(response, checkout)
      return undefined
    }
    if (checkout.expires * 1000 <= now())
      return sendRefusal(response, 400, checkoutEnglish.text('linkExpired'))
    return checkout
  }

  /**
   * @param {import('node:http').ServerResponse} response
   * @param {import('./internal/verifyCheckout.mjs').Checkout} checkout
   */
  const redirectOrShowResult = (response, checkout) => {
    const purchase = store.get(checkout.session)
    if (response.req.method === 'POST' || !purchase) redirectToResult(response, checkout)
    else sendHtml(response, 200, renderResultPage(purchase, pageLanguage(response)))
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  const pay = async (request, response) => {
    const form = await readForm(request, maxBodyBytes)
    if (form === 'too large') {
      response.setHeader('Connection', 'close')
      return sendRefusal(response, 413, checkoutEnglish.text('formTooLarge'))
    }
    if (form === 'not a form') return sendRefusal(response, 415, checkoutEnglish.text('notAForm'))
    const checkout = openCheckout(
      response,
      form.filter(([name]) => !paymentFieldNames.includes(name)),
    )
    if (!checkout) return
    /** @type {Record<string, string>} */
    const values = Object.fromEntries(form.filter(([name]) => paymentFieldNames.includes(name)))
    const field = (/** @type {string} */ name) => values[name] ?? ''
    const t = pageLanguage(response)
    const { session } = checkout
    /** @param {Partial<import('./internal/createPurchaseStore.mjs').Purchase>} fields */
    const record = (fields) =>
      store.put({
        checkout,
        accepted: true,
        status: 'IN_PROGRESS',
        failureReason: '',
        txHash: '',
        createdAt: timestamp(),
        completedAt: '',
        ...fields,
      })

    if (checkout.paymentMethod === 'card') {
      const judgement = judgeCardPayment(
        { cardNumber: field('cardNumber'), expiry: field('expiry'), cvc: field('cvc') },
        now(),
      )
      if (judgement.outcome === 'paid') {
        record({})
        deliver(session)
        return redirectToResult(response, checkout)
      }
      if (judgement.outcome === 'declined') {
        record({
          accepted: false,
          status: 'FAILED',
          failureReason: judgement.message,
          completedAt: timestamp(),
        })
        logPurchase(session, 'declined')
      }
      return sendHtml(response, 200, renderCheckoutPage({ checkout, t, message: judgement.message, values }))
    }

    const judgement = judgeBankPayment({
      routingNumber: field('routingNumber'),
      accountNumber: field('accountNumber'),
    })
    if (judgement.outcome === 'invalid')
      return sendHtml(response, 200, renderCheckoutPage({ checkout, t, message: judgement.message, values }))
    record({})
    const timer = setTimeout(() => {
      settling.delete(timer)
      if (judgement.failureReason === undefined) return deliver(session)
      store.update(session, {
        status: 'FAILED',
        failureReason: judgement.failureReason,
        completedAt: timestamp(),
      })
      logPurchase(session, 'not debited')
    }, bankSettleMs)
    settling.add(timer)
    redirectToResult(response, checkout)
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  const answerApi = (request, response, /** @type {string} */ pathname) => {
    const user = /^\/api\/v1\/buy\/user\/([^/]+)\/transactions$/.exec(pathname)?.[1]
    if (user === undefined) return sendJson(response, 404, { error: 'not found' })
    if (request.method !== 'GET') return refuseMethod(response, 'GET', true)
    if (!authorized(request.headers.authorization, key)) {
      response.setHeader('WWW-Authenticate', 'Bearer')
      return sendJson(response, 401, { error: 'A valid API key is required.' })
    }
    let partnerUserId
    try {
      partnerUserId = decodeURIComponent(user)
    } catch {
      return sendJson(response, 400, { error: 'malformed partnerUserId' })
    }
    sendJson(response, 200, { transactions: store.list(partnerUserId) })
  }

  /** @type {import('node:http').RequestListener} */
  const handle = async (request, response) => {
    if (!fromLoopbackName(request.headers.host, host))
      return sendRefusal(response, 403, checkoutEnglish.text('loopbackOnly'))
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://localhost')
    const method = request.method ?? 'GET'
    if (pathname.startsWith('/api/')) return answerApi(request, response, pathname)
    if (pathname === '/checkout/pay') {
      if (method !== 'POST') return refuseMethod(response, 'POST')
      return pay(request, response)
    }
    const page = pages[pathname]
    if (!page) return sendRefusal(response, 404, checkoutEnglish.text('noSuchPage'))
    if (method !== 'GET' && method !== 'HEAD') return refuseMethod(response, 'GET, HEAD')
    if (page === 'health') {
      response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end('ok')
      return
    }
    if (page === 'home') return sendHtml(response, 200, homePage)
    const checkout = openCheckout(response, [...searchParams])
    if (checkout) {
      const declined = store.get(checkout.session)
      sendHtml(
        response,
        200,
        renderCheckoutPage({
          checkout,
          t: pageLanguage(response),
          ...(declined ? { message: declined.failureReason } : {}),
        }),
      )
    }
  }

  const server = createServer((request, response) => {
    Promise.resolve(handle(request, response)).catch((/** @type {unknown} */ error) => {
      log(
        `onramp: ${request.method} ${request.url} failed: ${error instanceof Error ? error.message : error}`,
      )
      if (!response.headersSent) sendRefusal(response, 500, checkoutEnglish.text('somethingWrong'))
      else response.destroy()
    })
  })
  const port = await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => {
      server.off('error', reject)
      const address = server.address()
      if (address === null || typeof address === 'string') reject(new Error('no TCP address'))
      else resolve(address.port)
    })
  })
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    close: async () => {
      for (const timer of settling) clearTimeout(timer)
      settling.clear()
      await new Promise((resolve) => {
        server.close(() => resolve(undefined))
        server.closeAllConnections()
      })
    },
  }
}

/** @type {Record<string, 'health' | 'home' | 'checkout'>} */
const pages = { '/health': 'health', '/': 'home', '/checkout': 'checkout' }

const homePage = renderPage({
  title: 'Onramp sandbox',
  body: `<h1>Onramp sandbox</h1>
<p>A local stand-in for the Sandpay and Harbor checkouts. Open a checkout link that the Latch server signed.</p>
<h2>Test card</h2>
<p>4242 4242 4242 4242 with any future expiry (MM/YY) and any 3-digit CVC pays. 4000 0000 0000 0002 is declined.</p>
<h2>Test bank account</h2>
<p>Routing number 110000000 with account number 000123456789 settles after a few seconds. Account 000111111116 cannot be debited.</p>
<h2>Status API</h2>
<p><code>GET /api/v1/buy/user/{partnerUserId}/transactions</code> with <code>authorization: Bearer &lt;key&gt;</code>.</p>`,
})

const htmlHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {string} html
 */
function sendHtml(response, status, html) {
  response.writeHead(status, htmlHeaders).end(html)
}

/**
 * The language the request's browser reads, as a provider's checkout picks it.
 * @param {import('node:http').ServerResponse} response
 */
function pageLanguage(response) {
  return checkoutLanguage(response.req.headers['accept-language'])
}

/**
 * A page that says in plain words why nothing can be done here, in the browser's language
 * (`message` is one of the sandbox's English texts).
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {string} message
 * @returns {undefined}
 */
function sendRefusal(response, status, message) {
  const t = pageLanguage(response)
  const title = t.text('checkout')
  sendHtml(
    response,
    status,
    renderPage({
      title,
      body: `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(t.known(message))}</p>`,
      lang: t.lang,
      dir: t.dir,
    }),
  )
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {unknown} body
 */
function sendJson(response, status, body) {
  response
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
    .end(JSON.stringify(body))
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {string} allow
 * @param {boolean} [json]
 */
function refuseMethod(response, allow, json = false) {
  response.setHeader('Allow', allow)
  if (json) sendJson(response, 405, { error: 'method not allowed' })
  else sendRefusal(response, 405, checkoutEnglish.text('wrongMethod'))
}

/**
 * @param {string | undefined} header
 * @param {string} key
 */
function authorized(header, key) {
  const given = Buffer.from(header ?? '')
  const expected = Buffer.from(`Bearer ${key}`)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** @param {string} host */
function isLoopback(host) {
  return loopbackHosts.includes(host) || /^127(\.\d{1,3}){3}$/.test(host)
}

/**
 * Whether the Host header names a loopback host, so that a web page on a name that resolves to
 * 127.0.0.1 (DNS rebinding) cannot read the sandbox.
 * @param {string | undefined} header
 * @param {string} boundHost
 */
function fromLoopbackName(header, boundHost) {
  if (header === undefined) return true
  const name = /^(\[[^\]]*\]|[^:]*)(:\d+)?$/.exec(header.toLowerCase())?.[1]?.replace(/^\[(.*)\]$/, '$1')
  return name !== undefined && (name === boundHost || isLoopback(name))
}
