import { describe, expect, it } from 'vitest'
import { cooldownError, embeddedApiErrors, lockedError } from '@/embedded/api/errors'
import { PasskeyError } from '@/embedded/passkey/PasskeyError'
import { SocialLoginError } from '@/embedded/social/SocialLoginError'
import de from './compiled/de'
import english from './compiled/en/serverErrors'
import ru from './compiled/ru'
import { knownTextOf } from './knownTextOf'

type Room = (typeof english)['serverErrors']
const serverErrorText = knownTextOf(english.serverErrors)
const german = de.serverErrors as Room
const russian = ru.serverErrors as Room

// Words meant for the frame's developers, never shown to a visitor.
const developerOnly = new Set<string>([embeddedApiErrors.farcasterTicket, embeddedApiErrors.redirectUri])

describe('knownTextOf', () => {
  it("gives every refusal of the embedded wallet's server, every passkey failure and every social login's, in the visitor's language", () => {
    for (const text of Object.values(embeddedApiErrors)) {
      if (developerOnly.has(text)) continue
      expect(serverErrorText(text, german), text).not.toBe(text)
      expect(serverErrorText(text, english.serverErrors), text).toBe(text)
    }
    for (const reason of ['blocked', 'closed', 'cancelled', 'unsupported'] as const) {
      const { message } = new PasskeyError(reason)
      expect(serverErrorText(message, german), message).not.toBe(message)
    }
    for (const reason of ['blocked', 'closed', 'denied', 'provider', 'state'] as const) {
      const { message } = new SocialLoginError(reason)
      expect(serverErrorText(message, german), message).not.toBe(message)
      expect(serverErrorText(message, english.serverErrors), message).toBe(message)
    }
    expect(serverErrorText(new SocialLoginError('closed').message, german)).toBe(
      'Das Anmeldefenster wurde geschlossen',
    )
    expect(serverErrorText(embeddedApiErrors.invalidCode, german)).toBe('Ungültiger Code')
  })

  it('reads the values back: the seconds of a cooldown, the minutes of a lock in the plural of the language', () => {
    expect(serverErrorText(cooldownError(12), german)).toBe('Bitte versuche es in 12 Sekunden erneut')
    expect(serverErrorText(lockedError(1), german)).toBe(
      'Zu viele falsche Codes. Versuche es in 1 Minute erneut.',
    )
    expect(serverErrorText(lockedError(5), russian)).toBe(
      'Слишком много неверных кодов. Попробуйте снова через 5 минут.',
    )
    expect(serverErrorText(lockedError(2), russian)).toBe(
      'Слишком много неверных кодов. Попробуйте снова через 2 минуты.',
    )
  })

  it('keeps any other text as it is', () => {
    for (const text of ['execution reverted', 'Invalid code, please', 'Please try again later', ''])
      expect(serverErrorText(text, german)).toBe(text)
  })

  it('reads the English messages with the first text, not when the reader is made', () => {
    const read: string[] = []
    const room = {
      hello: () => {
        read.push('hello')
        return 'Hello'
      },
      later: (values?: { count?: unknown }) => {
        read.push('later')
        return `In ${String(values?.count)} minutes`
      },
    }
    const textOf = knownTextOf(room)
    expect(read).toEqual([])
    expect(textOf('Hello', { hello: () => 'Hallo', later: () => '' })).toBe('Hallo')
    expect(read).toEqual(['hello', 'later'])
  })
})
