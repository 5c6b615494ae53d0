import { describe, expect, it } from 'vitest'
import type { DescribedNearAction } from '@/approvals/describeRequest'
import de from '@/i18n/compiled/de'
import type { ApproveMessages } from './approvalSummary'
import { nearActionText } from './nearActionText'

const key = 'ed25519:DcA2MzgpJbrUATQLLceocVckhhAqrkingax4oJ9kZ847'
const args = { format: 'text', text: '{}' } as const

// Each action with the English the describer wrote before it returned data: the approval's English
// stays word for word.
const english: [DescribedNearAction, string][] = [
  [{ kind: 'createAccount', account: 'sub.app.testnet' }, 'Creates the account sub.app.testnet'],
  [
    { kind: 'deployContract', account: 'app.testnet', bytes: 1234, codeHash: 'Fq3…' },
    'Deploys a contract to app.testnet (1234 bytes, code hash Fq3…)',
  ],
  [
    { kind: 'functionCall', method: 'vote', account: 'app.testnet', gas: '10 TGas', args },
    'Calls vote on app.testnet, with up to 10 TGas',
  ],
  [
    {
      kind: 'functionCall',
      method: 'ft_transfer',
      account: 'app.testnet',
      deposit: '0.000000000000000000000001 NEAR',
      gas: '30 TGas',
      args,
      cut: { bytes: 3000, shown: 2000 },
    },
    'Calls ft_transfer on app.testnet with 0.000000000000000000000001 NEAR attached, with up to 30 TGas (arguments of 3000 bytes, the first 2000 shown)',
  ],
  [{ kind: 'transfer', amount: '1.5 NEAR', account: 'bob.testnet' }, 'Sends 1.5 NEAR to bob.testnet'],
  [
    { kind: 'stake', amount: '10 NEAR', account: 'app.testnet', key },
    `Stakes 10 NEAR of app.testnet with validator key ${key}`,
  ],
  [
    { kind: 'addFullAccessKey', key, account: 'app.testnet' },
    `Adds the key ${key} to app.testnet with full access`,
  ],
  [
    {
      kind: 'addFunctionCallKey',
      key,
      account: 'app.testnet',
      methods: ['vote', 'unvote'],
      contract: 'dao.testnet',
      allowance: '0.1 NEAR',
    },
    `Adds the key ${key} to app.testnet, which may call vote, unvote of dao.testnet and spend up to 0.1 NEAR on fees`,
  ],
  [
    { kind: 'addFunctionCallKey', key, account: 'app.testnet', methods: [], contract: 'dao.testnet' },
    `Adds the key ${key} to app.testnet, which may call any method of dao.testnet and spend any amount on fees`,
  ],
  [{ kind: 'deleteKey', key, account: 'app.testnet' }, `Removes the key ${key} from app.testnet`],
  [
    { kind: 'deleteAccount', account: 'app.testnet', beneficiary: 'bob.testnet' },
    'Deletes the account app.testnet, sending what it holds to bob.testnet',
  ],
]

describe('nearActionText', () => {
  it.each(english)('says %o in English as it always has', (action, text) => {
    expect(nearActionText(action)).toBe(text)
  })

  it('says each action in the visitor’s language, with the transaction’s own names and amounts', () => {
    const german = de.approve as ApproveMessages
    expect(nearActionText({ kind: 'transfer', amount: '1.5 NEAR', account: 'bob.testnet' }, german)).toBe(
      'Sendet 1.5 NEAR an bob.testnet',
    )
    expect(
      nearActionText(
        { kind: 'addFunctionCallKey', key, account: 'app.testnet', methods: [], contract: 'dao.testnet' },
        german,
      ),
    ).toBe(
      `Fügt app.testnet den Schlüssel ${key} hinzu, der jede Methode von dao.testnet aufrufen und jeden Betrag für Gebühren ausgeben darf`,
    )
    for (const [action] of english) expect(nearActionText(action, german)).not.toBe(nearActionText(action))
  })
})
