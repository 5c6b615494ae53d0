import { describe, expect, it } from 'vitest'
import { solanaPrograms } from '@/networks/solanaPrograms'
import { readSolanaMint } from './readSolanaMint'

// The cluster's jsonParsed answer for a mint, as the real cluster's tests (planSolanaTransfer.test)
// see it for plain mints; mints with transfer-changing extensions are read from the same shape.
const answer = (owner: string, extensions?: string[]) => async () => ({
  value: {
    owner,
    data: {
      parsed: {
        type: 'mint',
        info: {
          decimals: 2,
          ...(extensions && { extensions: extensions.map((extension) => ({ extension })) }),
        },
      },
    },
  },
})

describe('readSolanaMint', () => {
  it('knows a classic mint and a plain Token-2022 one, with the size of a new account of each', async () => {
    expect(await readSolanaMint(answer(solanaPrograms.token), 'mint')).toEqual({
      ok: true,
      tokenProgram: solanaPrograms.token,
      accountSize: 165,
    })
    expect(
      await readSolanaMint(answer(solanaPrograms.token2022, ['metadataPointer', 'tokenMetadata']), 'mint'),
    ).toEqual({ ok: true, tokenProgram: solanaPrograms.token2022, accountSize: 170 })
  })

  it('refuses a Token-2022 mint whose extensions change what a transfer does, naming them', async () => {
    expect(
      await readSolanaMint(
        answer(solanaPrograms.token2022, ['transferFeeConfig', 'tokenMetadata', 'transferHook']),
        'mint',
      ),
    ).toEqual({
      ok: false,
      error: 'Send cannot move this token yet: its mint has transferFeeConfig, transferHook',
    })
  })

  it('refuses what is no mint: a missing account, another program, a token account', async () => {
    const refusal = { ok: false, error: 'This token is not a mint of a token program the network knows' }
    expect(await readSolanaMint(async () => ({ value: null }), 'mint')).toEqual(refusal)
    expect(await readSolanaMint(answer(solanaPrograms.system), 'mint')).toEqual(refusal)
    const account = async () => ({
      value: { owner: solanaPrograms.token2022, data: { parsed: { type: 'account', info: {} } } },
    })
    expect(await readSolanaMint(account, 'mint')).toEqual(refusal)
  })
})
