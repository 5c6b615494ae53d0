import type { Image } from './Image'
import { badgeSvg } from './internal/badgeSvg'
import { svgImage } from './internal/svgImage'

const currencies: Record<string, { symbol: string; colour: string }> = {
  usd: { symbol: '$', colour: '#15803d' },
  eur: { symbol: '€', colour: '#1d4ed8' },
  gbp: { symbol: '£', colour: '#7e22ce' },
  jpy: { symbol: '¥', colour: '#b91c1c' },
  cny: { symbol: '¥', colour: '#dc2626' },
  chf: { symbol: 'Fr', colour: '#be123c' },
  cad: { symbol: '$', colour: '#c2410c' },
  aud: { symbol: '$', colour: '#0e7490' },
  nzd: { symbol: '$', colour: '#155e75' },
  sgd: { symbol: '$', colour: '#9f1239' },
  hkd: { symbol: '$', colour: '#a21caf' },
  inr: { symbol: '₹', colour: '#ea580c' },
  krw: { symbol: '₩', colour: '#1e40af' },
  brl: { symbol: 'R$', colour: '#16a34a' },
  mxn: { symbol: '$', colour: '#047857' },
  sek: { symbol: 'kr', colour: '#0369a1' },
  nok: { symbol: 'kr', colour: '#b91c1c' },
  dkk: { symbol: 'kr', colour: '#be123c' },
  pln: { symbol: 'zł', colour: '#dc2626' },
  try: { symbol: '₺', colour: '#e11d48' },
  zar: { symbol: 'R', colour: '#15803d' },
}

/** The fiat currency images by lowercase ISO 4217 code. */
const currencyImages: ReadonlyMap<string, Image> = new Map(
  Object.entries(currencies).map(([code, { symbol, colour }]) => [
    code,
    svgImage(badgeSvg({ background: colour, label: symbol })),
  ]),
)

/**
 * A fiat currency's image (GET /api/public/getCurrencyImage/{id}) by its code, in any case.
 *
 * @example
 * findCurrencyImage('USD') // a green circle with '$'
 */
export function findCurrencyImage(id: string): Image | undefined {
  return currencyImages.get(id.toLowerCase())
}
