import { describe, expect, it } from 'vitest'
import de from '@/i18n/compiled/de'
import inputErrorsMessages from '@/i18n/compiled/en/inputErrors'
import onrampMessages from '@/i18n/compiled/en/onramp'
import { buyingUsdl, onrampOptions } from './internal/testing/onrampFixtures'
import type { OnrampState } from './OnrampState'
import { onrampAmountText } from './onrampAmountText'
import { onrampAmountError } from './onrampReducer'

const ready = buyingUsdl('31337:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
const english = (state: OnrampState) =>
  onrampAmountText(state, onrampMessages.onramp, inputErrorsMessages.inputErrors, 'en')
const german = (state: OnrampState) =>
  onrampAmountText(
    state,
    de.onramp as typeof onrampMessages.onramp,
    de.inputErrors as typeof inputErrorsMessages.inputErrors,
    'de',
  )

describe('onrampAmountText', () => {
  it('says in English what onrampAmountError says, for every method, bound and currency', () => {
    const wire = {
      ...onrampOptions,
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: [{ id: 'wire', min: '50.00', max: '900.00' }] },
      ],
    }
    const states: OnrampState[] = [
      ...['', '0', '9.99', '10', '7500.01', '30000', 'abc'].flatMap((amount) =>
        (['card', 'ach_bank_account'] as const).map((paymentMethod) => ({ ...ready, amount, paymentMethod })),
      ),
      { ...ready, amount: '8000', paymentCurrency: 'EUR' },
      { ...ready, amount: '5', options: wire, paymentMethod: 'wire' as OnrampState['paymentMethod'] },
      { ...ready, amount: '5', options: wire, paymentMethod: 'card' },
      { ...ready, amount: '5', paymentMethod: 'cash' as OnrampState['paymentMethod'] },
    ]
    for (const state of states) expect(english(state), state.amount).toBe(onrampAmountError(state))
  })

  it("says it in the visitor's language, the limit written as the language writes money", () => {
    expect(german({ ...ready, amount: '8000', paymentMethod: 'card' })).toBe(
      'Mit einer Karte kannst du höchstens 7.500,00 USD bezahlen',
    )
    expect(german({ ...ready, amount: '5', paymentMethod: 'ach_bank_account' })).toBe(
      'Von einem Bankkonto kannst du mindestens 10,00 USD bezahlen',
    )
    expect(german({ ...ready, amount: '' })).toBe('Gib einen Betrag ein')
    expect(german({ ...ready, amount: '50' })).toBeUndefined()
  })
})
