import { describe, expect, it } from 'vitest'
import type english from '@/i18n/compiled/en/approve'
import ru from '@/i18n/compiled/ru'
import { solanaInstructionText } from './solanaInstructionText'

const me = '4AFA9eoESTq9hNZrVQLN8j5R9UtrmoWTbyhtpUudJMKW'
const you = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
const mint = 'Hp4A4kVeZ1uWHnHNMxG8nAoWFHH1vK3y3sTaD5yYtD6c'

describe('solanaInstructionText', () => {
  it.each([
    [
      { kind: 'solTransfer', from: me, to: you, amount: { raw: 1n, formatted: '1.5', symbol: 'SOL' } },
      'Sends 1.5 SOL from 4AFA9e…JMKW to 7xKXtg…gAsU',
    ],
    [
      {
        kind: 'tokenTransfer',
        from: me,
        to: you,
        authority: me,
        amount: { raw: 1n, formatted: '2.5', symbol: 'USDL' },
      },
      'Sends 2.5 USDL from token account 4AFA9e…JMKW to 7xKXtg…gAsU',
    ],
    // A mint the frame does not know goes by its address; a Transfer that names no mint, in units.
    [
      {
        kind: 'tokenTransfer',
        from: me,
        to: you,
        authority: me,
        amount: { raw: 1n, formatted: '0.000001', symbol: mint },
      },
      'Sends 0.000001 Hp4A4k…tD6c from token account 4AFA9e…JMKW to 7xKXtg…gAsU',
    ],
    [
      { kind: 'tokenTransfer', from: me, to: you, authority: me, amount: { raw: 7n, formatted: '7' } },
      'Sends 7 units from token account 4AFA9e…JMKW to 7xKXtg…gAsU',
    ],
    [
      {
        kind: 'tokenApprove',
        account: me,
        delegate: you,
        amount: { raw: 1n, formatted: '1' },
        unlimited: true,
      },
      'Lets 7xKXtg…gAsU spend every token from 4AFA9e…JMKW',
    ],
    [
      { kind: 'tokenSetAuthority', account: me, newAuthority: undefined },
      'Removes the authority over 4AFA9e…JMKW',
    ],
    [
      { kind: 'createTokenAccount', account: you, owner: you, mint, payer: me },
      'Creates the Hp4A4k…tD6c token account of 7xKXtg…gAsU, paid by 4AFA9e…JMKW',
    ],
    [
      { kind: 'computeUnitPrice', microLamports: 1000n },
      'Sets a priority fee of 1000 micro-lamports per compute unit',
    ],
    [{ kind: 'memo', text: 'gm' }, 'Adds the memo “gm”'],
    [
      { kind: 'programCall', program: you, accounts: 1, dataLength: 3 },
      'Calls the program 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU with 1 account and 3 bytes of data',
    ],
    [
      { kind: 'programCall', program: you, programName: 'System Program', accounts: 0, dataLength: 5 },
      'Calls System Program with 0 accounts and 5 bytes of data',
    ],
  ] as const)('%o reads “%s”', (instruction, text) => {
    expect(solanaInstructionText(instruction)).toBe(text)
  })

  it("reads in the visitor's language, counting as that language counts", () => {
    const russian = ru.approve as (typeof english)['approve']
    expect(
      solanaInstructionText(
        { kind: 'solTransfer', from: me, to: you, amount: { raw: 1n, formatted: '1.5', symbol: 'SOL' } },
        russian,
      ),
    ).toBe('Отправляет 1.5 SOL с 4AFA9e…JMKW на 7xKXtg…gAsU')
    expect(
      solanaInstructionText({ kind: 'programCall', program: you, accounts: 3, dataLength: 8 }, russian),
    ).toBe(`Вызывает программу ${you} с 3 аккаунтами и 8 байтами данных`)
    expect(
      solanaInstructionText(
        { kind: 'programCall', program: you, programName: 'Memo', accounts: 1, dataLength: 2 },
        russian,
      ),
    ).toBe('Вызывает Memo с 1 аккаунтом и 2 байтами данных')
  })
})
