import type { DescribedSolanaInstruction } from '@/approvals/describeRequest'
import { shortAddress } from '@/format/shortAddress'
import english from '@/i18n/compiled/en/approve'

/**
 * What one Solana instruction does, in plain words in the visitor's language (`t`, the approve
 * room, English by default): "Sends 1.5 SOL to 7xKX…gAsU". Amounts without a known token say
 * "units" (a Transfer names no mint), and a call to a program the frame cannot read says how much
 * it passes.
 *
 * @example
 * solanaInstructionText({ kind: 'computeUnitLimit', units: 200000 }) // 'Sets a compute limit of 200000 units'
 */
export function solanaInstructionText(
  instruction: DescribedSolanaInstruction,
  t: (typeof english)['approve'] = english.approve,
): string {
  const amount = (value: { formatted: string; symbol?: string }) =>
    value.symbol === undefined
      ? t.solUnits({ amount: value.formatted })
      : `${value.formatted} ${value.symbol.length > 12 ? shortAddress(value.symbol) : value.symbol}`
  switch (instruction.kind) {
    case 'solTransfer':
      return t.solTransfer({
        amount: amount(instruction.amount),
        from: shortAddress(instruction.from),
        to: shortAddress(instruction.to),
      })
    case 'createAccount':
      return t.solCreateAccount({
        account: shortAddress(instruction.account),
        owner: shortAddress(instruction.owner),
        amount: amount(instruction.amount),
      })
    case 'assign':
      return t.solAssign({
        account: shortAddress(instruction.account),
        owner: shortAddress(instruction.owner),
      })
    case 'advanceNonce':
      return t.solAdvanceNonce({ account: shortAddress(instruction.nonceAccount) })
    case 'tokenTransfer':
      return t.solTokenTransfer({
        amount: amount(instruction.amount),
        from: shortAddress(instruction.from),
        to: shortAddress(instruction.to),
      })
    case 'tokenApprove':
      return instruction.unlimited
        ? t.solTokenApproveAll({
            delegate: shortAddress(instruction.delegate),
            account: shortAddress(instruction.account),
          })
        : t.solTokenApprove({
            delegate: shortAddress(instruction.delegate),
            amount: amount(instruction.amount),
            account: shortAddress(instruction.account),
          })
    case 'tokenRevoke':
      return t.solTokenRevoke({ account: shortAddress(instruction.account) })
    case 'tokenSetAuthority':
      return instruction.newAuthority
        ? t.solSetAuthority({
            account: shortAddress(instruction.account),
            authority: shortAddress(instruction.newAuthority),
          })
        : t.solRemoveAuthority({ account: shortAddress(instruction.account) })
    case 'tokenBurn':
      return t.solTokenBurn({
        amount: amount(instruction.amount),
        account: shortAddress(instruction.account),
      })
    case 'tokenClose':
      return t.solTokenClose({
        account: shortAddress(instruction.account),
        destination: shortAddress(instruction.destination),
      })
    case 'createTokenAccount':
      return t.solCreateTokenAccount({
        mint: shortAddress(instruction.mint),
        owner: shortAddress(instruction.owner),
        payer: shortAddress(instruction.payer),
      })
    case 'computeUnitLimit':
      return t.solComputeLimit({ units: instruction.units })
    case 'computeUnitPrice':
      return t.solComputePrice({ price: instruction.microLamports.toString() })
    case 'memo':
      return t.solMemo({ text: instruction.text })
    case 'programCall': {
      const passed = { accounts: instruction.accounts, bytes: instruction.dataLength }
      return instruction.programName
        ? t.solProgramCall({ program: instruction.programName, ...passed })
        : t.solUnknownProgramCall({ program: instruction.program, ...passed })
    }
  }
}
