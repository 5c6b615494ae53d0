import { describe, expect, it } from 'vitest'
import de from '@/i18n/compiled/de'
import inputErrorsMessages from '@/i18n/compiled/en/inputErrors'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { validateSwap } from '@/swap/validateSwap'
import { resolveBitcoinRecipient } from './bitcoin/resolveBitcoinRecipient'
import { inputErrorText } from './inputErrorText'
import { parseDecimalAmount } from './parseDecimalAmount'
import { insufficientBalance, insufficientGas, selectToken } from './sendReducer'
import { resolveSolanaRecipient } from './solana/resolveSolanaRecipient'

const german = de.inputErrors as typeof inputErrorsMessages.inputErrors
const english = inputErrorsMessages.inputErrors

describe('inputErrorText', () => {
  it("gives each check's text in the visitor's language", () => {
    expect(inputErrorText(insufficientBalance, german)).toBe('Unzureichendes Guthaben')
    expect(inputErrorText(insufficientGas, german)).toBe('Nicht genug Guthaben für die Gasgebühr')
    expect(inputErrorText(selectToken, german)).toBe('Wähle einen Token')
    expect(inputErrorText('Resolving the name…', german)).toBe('Name wird aufgelöst…')
  })

  it("translates every error parseDecimalAmount makes, decimal places counted in the language's plural", () => {
    const errors = ['', 'abc', '.', '-1', '1.5', '1.55', '1.5555555'].flatMap((text) =>
      [0, 1, 6].map((decimals) => parseDecimalAmount(text, decimals)),
    )
    for (const parsed of errors)
      if (!parsed.ok) expect(inputErrorText(parsed.error, german), parsed.error).not.toBe(parsed.error)
    expect(inputErrorText('At most 1 decimal place', german)).toBe('Höchstens 1 Nachkommastelle')
    expect(inputErrorText('At most 6 decimal places', german)).toBe('Höchstens 6 Nachkommastellen')
  })

  it("translates validateSwap's own errors", () => {
    const state = { sourceToken: undefined, toToken: undefined } as unknown as Parameters<
      typeof validateSwap
    >[0]
    const checks = { address: undefined, balances: [], isSmartAccount: false }
    const noAddress = validateSwap(state, checks)?.error ?? ''
    const noToken = validateSwap(state, { ...checks, address: '0x1' })?.error ?? ''
    expect(inputErrorText(noAddress, german)).toBe(
      'Keine Adresse gefunden, von der die Token getauscht werden können.',
    )
    expect(inputErrorText(noToken, german)).toBe('Wähle einen Token')
  })

  it('gives every message of the room from its English, reading the values back', () => {
    const values = (key: string) =>
      ({
        name: `${key}.eth`,
        reason: 'execution reverted',
        extensions: 'transferFeeConfig',
        amount: '0.00089088',
        network: 'Latch Bitcoin Regtest',
        bytes: '80',
      }) as Record<string, string>
    for (const key of Object.keys(english) as (keyof typeof english)[]) {
      if (key === 'atMostPlaces') continue
      const message = english[key] as (params: Record<string, string>) => string
      const translated = german[key] as (params: Record<string, string>) => string
      expect(inputErrorText(message(values(key)), german), key).toBe(translated(values(key)))
    }
    expect(inputErrorText('No address found for bob.eth', german)).toBe('Keine Adresse für bob.eth gefunden')
    expect(inputErrorText('Could not look up bob.eth: fetch failed: bad gateway', german)).toBe(
      'bob.eth konnte nicht nachgeschlagen werden: fetch failed: bad gateway',
    )
  })

  it("translates the recipient checks' and the Solana and Bitcoin sends' errors", () => {
    const solana = ['', 'alice.latch.id', 'not-base58!'].map((text) => resolveSolanaRecipient(text))
    const bitcoin = ['', 'alice.latch.id', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'].map((text) =>
      resolveBitcoinRecipient(text, localBitcoinNetwork),
    )
    for (const resolution of [...solana, ...bitcoin]) {
      if (resolution.ok) throw new Error('refused above')
      expect(inputErrorText(resolution.error, german), resolution.error).not.toBe(resolution.error)
    }
  })

  it("keeps English as it is, and another source's words as they are", () => {
    expect(inputErrorText(insufficientBalance, english)).toBe('Insufficient balance')
    expect(inputErrorText('execution reverted: 12 tokens', german)).toBe('execution reverted: 12 tokens')
    expect(inputErrorText('At most 6 decimal places, please', german)).toBe(
      'At most 6 decimal places, please',
    )
  })
})
