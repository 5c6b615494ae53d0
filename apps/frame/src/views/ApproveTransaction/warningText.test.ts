import { describe, expect, it } from 'vitest'
import type { ApprovalWarning } from '@/approvals/ApprovalWarning'
import de from '@/i18n/compiled/de'
import ja from '@/i18n/compiled/ja'
import type { ApproveMessages } from './approvalSummary'
import { warningText } from './warningText'

const chain = { name: 'Latch Devnet', id: 31337 }

// Each warning with the English the describers wrote before they returned codes: the approval's
// English stays word for word.
const english: [ApprovalWarning, string][] = [
  [
    { code: 'otherChain', of: 'transaction', requested: '1', chain },
    'This transaction is for chain 1, not Latch Devnet (31337).',
  ],
  [
    { code: 'otherChain', of: 'batch', requested: '1', chain },
    'This batch is for chain 1, not Latch Devnet (31337).',
  ],
  [
    { code: 'otherChain', of: 'signature', requested: '0x1', chain },
    'This signature is for chain 0x1, not Latch Devnet (31337).',
  ],
  [{ code: 'createsContract' }, 'This transaction creates a contract.'],
  [
    { code: 'unlimitedApproval', spender: '0xabc', symbol: 'USDL' },
    'This lets 0xabc spend all of your USDL, now and later, until you revoke it.',
  ],
  [
    { code: 'unlimitedApprovalGuess', spender: '0xabc', contract: '0xdef' },
    'This looks like an unlimited approval: it may let 0xabc spend all of a token of 0xdef.',
  ],
  [{ code: 'swapRecipient', recipient: '0xabc' }, 'The swapped tokens go to 0xabc, not to this account.'],
  [{ code: 'swapUnusedValue' }, 'This swap also sends native currency that it does not use.'],
  [
    { code: 'unknownToken', token: '0xdef' },
    'Latch does not know the token 0xdef: its amount is in its smallest units.',
  ],
  [{ code: 'noLimit', token: { symbol: 'USDL' } }, 'No limit: the key may move any amount of your USDL.'],
  [
    { code: 'noLimit', token: { address: '0xdef' } },
    'No limit: the key may move any amount of the token 0xdef.',
  ],
  [
    { code: 'solanaAssign', program: 'Prog1111' },
    'Hands your account to the program Prog1111: it could move everything in it.',
  ],
  [
    { code: 'durableNonce' },
    'This transaction does not expire: it uses a durable nonce, so it can be sent at any time later.',
  ],
  [
    {
      code: 'solanaApprove',
      delegate: 'Del1',
      account: 'Acc1',
      amount: { formatted: '2.5', symbol: 'USDL' },
    },
    'Lets Del1 spend up to 2.5 USDL from Acc1 without asking you.',
  ],
  [
    { code: 'solanaApprove', delegate: 'Del1', account: 'Acc1', amount: { formatted: '7' } },
    'Lets Del1 spend up to 7 units from Acc1 without asking you.',
  ],
  [
    { code: 'solanaApproveAll', delegate: 'Del1', account: 'Acc1' },
    'Lets Del1 spend every token in Acc1, now and later, without asking you.',
  ],
  [{ code: 'solanaSetAuthority', account: 'Acc1', authority: 'New1' }, 'Hands authority over Acc1 to New1.'],
  [{ code: 'solanaRemoveAuthority', account: 'Acc1' }, 'Removes the authority over Acc1 for good.'],
  [
    { code: 'lookupTables' },
    'Some accounts come from address lookup tables: they are shown by table and entry, not by address.',
  ],
  [{ code: 'foreignInputs' }, 'It spends outputs that are not your account’s; only yours are signed.'],
  [
    { code: 'sighash', input: 2, sighash: ['SIGHASH_NONE'] },
    'Input 2 is signed with SIGHASH_NONE: the rest of the transaction may still change.',
  ],
  [{ code: 'feeAboveSends' }, 'The fee is more than what the transaction sends.'],
  [
    { code: 'nearFullAccessKey', key: 'ed25519:K', account: 'me.testnet' },
    'Whoever holds the key ed25519:K gets full control of me.testnet, and of everything it holds',
  ],
  [
    { code: 'nearOwnKeyRemoved', account: 'me.testnet' },
    'It removes the key this wallet signs with: Latch could no longer act for me.testnet',
  ],
  [
    { code: 'nearDeleteAccount', account: 'me.testnet', beneficiary: 'bob.testnet' },
    'It deletes me.testnet for good, and all it holds goes to bob.testnet',
  ],
  [
    { code: 'nearDeployContract', account: 'me.testnet' },
    'It replaces the code of me.testnet: that code then decides what happens to everything it holds',
  ],
  [
    { code: 'nearOtherRecipient', recipient: 'bank.example', host: 'app.example' },
    'This signature is for bank.example, not for app.example, the site asking: sign only if you mean to sign in to bank.example',
  ],
]

describe('warningText', () => {
  it.each(english)('says %o in English as before', (warning, text) => {
    expect(warningText(warning)).toBe(text)
  })

  it('numbers a call of a batch around its own warning', () => {
    expect(warningText({ code: 'inCall', call: 2, warning: { code: 'createsContract' } })).toBe(
      'Call 2: This transaction creates a contract.',
    )
  })

  it("says it in the visitor's language, the request's addresses kept whole", () => {
    const german = de.approve as ApproveMessages
    const japanese = ja.approve as ApproveMessages
    expect(warningText({ code: 'unlimitedApproval', spender: '0xabc', symbol: 'USDL' }, german)).toBe(
      'Damit kann 0xabc all deine USDL ausgeben, jetzt und später, bis du es widerrufst.',
    )
    expect(
      warningText(
        { code: 'inCall', call: 3, warning: { code: 'otherChain', of: 'batch', requested: '1', chain } },
        german,
      ),
    ).toBe('Aufruf 3: Dieser Stapel ist für Chain 1, nicht für Latch Devnet (31337).')
    expect(
      warningText(
        { code: 'solanaApprove', delegate: 'D', account: 'A', amount: { formatted: '7' } },
        japanese,
      ),
    ).toBe('D が確認なしで A から最大 7 ユニット を使えるようにします。')
  })
})
