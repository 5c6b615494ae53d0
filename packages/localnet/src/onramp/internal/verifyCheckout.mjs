import { timingSafeEqual } from 'node:crypto'
import { getAddress, isAddress } from 'viem'
import { checkoutEnglish } from './checkoutLanguage.mjs'
import { checkoutSignature } from './checkoutSignature.mjs'
import { sandboxProviders } from './sandboxProviders.mjs'

/**
 * A checkout link whose signature holds and whose params make sense.
 * @typedef {object} Checkout
 * @property {string} session
 * @property {'sandpay' | 'harbor'} provider
 * @property {string} providerName
 * @property {string} partnerUserId
 * @property {import('viem').Address} address the destination, checksummed
 * @property {number} chainId
 * @property {string} asset the token's symbol, as the server named it
 * @property {'native' | import('viem').Address} token
 * @property {number} decimals
 * @property {bigint} cryptoAmount base units, positive, below 2^128
 * @property {string} fiatAmount e.g. '50.00'
 * @property {'USD' | 'EUR'} fiatCurrency
 * @property {'card' | 'ach_bank_account'} paymentMethod
 * @property {string} fee
 * @property {string} networkFee
 * @property {number} expires unix seconds
 * @property {[string, string][]} params every signed param and the signature, for the form's hidden fields
 */

/** @typedef {{ checkout: Checkout } | { refusal: string }} Verified */

const notValid = checkoutEnglish.text('linkNotValid')
const money = /^\d{1,12}\.\d{2}$/
const maxAmount = 2n ** 128n

/**
 * Checks a checkout link's signature, then reads its params. The params are attacker-controlled
 * (the pay form posts them back as hidden fields), so nothing is trusted before the HMAC matches.
 * Expiry is left to the caller, which shows a paid session's result even after its link expired.
 * @example
 * const verified = verifyCheckout([...new URL(link).searchParams], { key, chainIds: [31337] })
 * if ('refusal' in verified) answer400(verified.refusal)
 * @param {[string, string][]} params
 * @param {{ key: string, chainIds: readonly number[] }} options
 * @returns {Verified}
 */
export function verifyCheckout(params, { key, chainIds }) {
  const signatures = params.filter(([name]) => name === 'signature')
  const signature = signatures[0]?.[1] ?? ''
  if (signatures.length !== 1 || !/^[0-9a-f]{64}$/i.test(signature)) return { refusal: notValid }
  const expected = Buffer.from(checkoutSignature(params, key), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { refusal: notValid }

  /** @param {string} name */
  const read = (name) => {
    const values = params.filter(([candidate]) => candidate === name)
    return values.length === 1 ? (values[0]?.[1] ?? '') : undefined
  }
  /** @param {string} name */
  const bad = (name) => ({ refusal: checkoutEnglish.text('linkMalformed', { name }) })

  const provider = sandboxProviders.find((candidate) => candidate.id === read('provider'))
  if (!provider) return { refusal: checkoutEnglish.text('unknownProvider') }
  const session = read('session')
  if (session === undefined || !/^[\w-]{1,128}$/.test(session)) return bad('session')
  const partnerUserId = read('partnerUserId')
  if (partnerUserId === undefined || partnerUserId === '' || partnerUserId.length > 256)
    return bad('partnerUserId')
  const address = read('address')
  if (address === undefined || !isAddress(address)) return bad('address')
  const chainIdText = read('chainId') ?? ''
  const chainId = Number(chainIdText)
  if (!/^\d{1,15}$/.test(chainIdText) || !chainIds.includes(chainId)) return bad('chainId')
  const asset = read('asset')
  if (asset === undefined || asset === '' || asset.length > 32) return bad('asset')
  const token = read('token')
  if (token === undefined || (token !== 'native' && !isAddress(token))) return bad('token')
  const decimalsText = read('decimals') ?? ''
  if (!/^\d{1,2}$/.test(decimalsText) || Number(decimalsText) > 36) return bad('decimals')
  const cryptoAmountText = read('cryptoAmount') ?? ''
  if (!/^[1-9]\d{0,38}$/.test(cryptoAmountText) || BigInt(cryptoAmountText) >= maxAmount)
    return bad('cryptoAmount')
  const fiatCurrency = read('fiatCurrency')
  if (fiatCurrency !== 'USD' && fiatCurrency !== 'EUR') return bad('fiatCurrency')
  const paymentMethod = read('paymentMethod')
  if (paymentMethod !== 'card' && paymentMethod !== 'ach_bank_account') return bad('paymentMethod')
  const fiatAmount = read('fiatAmount')
  const fee = read('fee')
  const networkFee = read('networkFee')
  if (fiatAmount === undefined || !money.test(fiatAmount)) return bad('fiatAmount')
  if (fee === undefined || !money.test(fee)) return bad('fee')
  if (networkFee === undefined || !money.test(networkFee)) return bad('networkFee')
  const expiresText = read('expires') ?? ''
  if (!/^\d{1,12}$/.test(expiresText)) return bad('expires')

  return {
    checkout: {
      session,
      provider: provider.id,
      providerName: provider.name,
      partnerUserId,
      address: getAddress(address),
      chainId,
      asset,
      token: token === 'native' ? 'native' : getAddress(token),
      decimals: Number(decimalsText),
      cryptoAmount: BigInt(cryptoAmountText),
      fiatAmount,
      fiatCurrency,
      paymentMethod,
      fee,
      networkFee,
      expires: Number(expiresText),
      params,
    },
  }
}
