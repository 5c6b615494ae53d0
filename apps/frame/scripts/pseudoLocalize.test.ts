import MessageFormat from '@messageformat/core'
import { parse } from '@messageformat/parser'
import { describe, expect, it } from 'vitest'
import { messageArguments, readCatalogues } from './compileMessages.mjs'
import { pseudoLetters, pseudoMessage, pseudoText, serializeMessage } from './pseudoLocalize.mjs'

const english: Record<string, Record<string, string>> = readCatalogues().en ?? {}
const messages = Object.entries(english).flatMap(([room, byKey]) =>
  Object.entries(byKey).map(([key, message]) => ({ id: `${room}.${key}`, message })),
)
const mf = new MessageFormat('en', { strict: false })
// Values for any message's arguments: counted ones get each plural case's number.
const sample = (message: string, count: number) =>
  Object.fromEntries(
    [...messageArguments(message)].map(([name, counted]) => [name, counted ? count : `<${name}>`]),
  )

describe('the pseudo-locale', () => {
  it('accents every letter and doubles the vowels, leaving the rest', () => {
    expect(pseudoText('Connect a wallet, 2 left!')).toBe('Çóóññééçţ áá ŵááłłééţ, 2 łééƒţ!')
    expect(pseudoLetters.test(pseudoText('x'))).toBe(true)
    expect(pseudoLetters.test('0x70997970C51812dc3A010C7d01b50e0d17dc79C8 MetaMask 1.5 ETH')).toBe(false)
  })

  it('brackets a message and keeps its placeholders, plurals and # as they are', () => {
    expect(pseudoMessage('Send {amount} to {name}')).toBe('[Šééñđ {amount} ţóó {name}]')
    const plural = mf.compile(pseudoMessage('{count, plural, one {# wallet} other {# wallets}}'))
    expect(plural({ count: 1 })).toBe('[1 ŵááłłééţ]')
    expect(plural({ count: 3 })).toBe('[3 ŵááłłééţš]')
    expect(mf.compile(pseudoMessage("Couldn't copy {what}"))({ what: 'it' })).toBe("[Çóóúúłđñ'ţ çóóþýý it]")
  })

  it('writes back every English message as one that says the same', () => {
    for (const { id, message } of messages) {
      const written = serializeMessage(parse(message, { strict: false }))
      for (const count of [0, 1, 2, 5])
        expect(mf.compile(written)(sample(message, count)), id).toBe(
          mf.compile(message)(sample(message, count)),
        )
    }
  })

  it('quotes braces, apostrophes and a # inside a plural, so they stay text', () => {
    const tokens = parse("{n, plural, other {'{'# it''s #'#'}}", { strict: false })
    expect(mf.compile(serializeMessage(tokens))({ n: 2 })).toBe("{2 it's 2#")
  })

  it('takes the arguments of each English message, and runs about 40 % longer across the catalogue', () => {
    let englishLength = 0
    let pseudoLength = 0
    for (const { id, message } of messages) {
      const pseudo = pseudoMessage(message)
      expect([...messageArguments(pseudo)], id).toEqual([...messageArguments(message)])
      englishLength += message.length
      pseudoLength += pseudo.length
    }
    expect(pseudoLength / englishLength).toBeGreaterThan(1.3)
  })
})
