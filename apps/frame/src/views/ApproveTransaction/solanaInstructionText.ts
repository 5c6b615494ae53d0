import type { DescribedSolanaInstruction } from '@/approvals/describeRequest'
import { shortAddress } from '@/format/shortAddress'

/**
 * What one Solana instruction does, in plain words: "Sends 1.5 SOL to 7xKX…gAsU". Amounts without a
 * known token say "units" (a Transfer names no mint), and a call to a program the frame cannot read
 * says how much it passes.
 *
 * @example
 * solanaInstructionText({ kind: 'computeUnitLimit', units: 200000 }) // 'Sets a compute limit of 200000 units'
 */
export function solanaInstructionText(instruction: DescribedSolanaInstruction): string {
  switch (instruction.kind) {
    case 'solTransfer':
      return `Sends ${amount(instruction.amount)} from ${shortAddress(instruction.from)} to ${shortAddress(instruction.to)}`
    case 'createAccount':
      return `Creates account ${shortAddress(instruction.account)} owned by ${shortAddress(instruction.owner)}, funded with ${amount(instruction.amount)}`
    case 'assign':
      return `Hands account ${shortAddress(instruction.account)} to the program ${shortAddress(instruction.owner)}`
    case 'advanceNonce':
      return `Uses the durable nonce of ${shortAddress(instruction.nonceAccount)}`
    case 'tokenTransfer':
      return `Sends ${amount(instruction.amount)} from token account ${shortAddress(instruction.from)} to ${shortAddress(instruction.to)}`
    case 'tokenApprove':
      return `Lets ${shortAddress(instruction.delegate)} spend ${instruction.unlimited ? 'every token' : amount(instruction.amount)} from ${shortAddress(instruction.account)}`
    case 'tokenRevoke':
      return `Revokes the spender of token account ${shortAddress(instruction.account)}`
    case 'tokenSetAuthority':
      return instruction.newAuthority
        ? `Hands authority over ${shortAddress(instruction.account)} to ${shortAddress(instruction.newAuthority)}`
        : `Removes the authority over ${shortAddress(instruction.account)}`
    case 'tokenBurn':
      return `Burns ${amount(instruction.amount)} from token account ${shortAddress(instruction.account)}`
    case 'tokenClose':
      return `Closes token account ${shortAddress(instruction.account)}, its rent to ${shortAddress(instruction.destination)}`
    case 'createTokenAccount':
      return `Creates the ${shortAddress(instruction.mint)} token account of ${shortAddress(instruction.owner)}, paid by ${shortAddress(instruction.payer)}`
    case 'computeUnitLimit':
      return `Sets a compute limit of ${instruction.units} units`
    case 'computeUnitPrice':
      return `Sets a priority fee of ${instruction.microLamports} micro-lamports per compute unit`
    case 'memo':
      return `Adds the memo “${instruction.text}”`
    case 'programCall':
      return `Calls ${instruction.programName ?? `the program ${instruction.program}`} with ${instruction.accounts} ${instruction.accounts === 1 ? 'account' : 'accounts'} and ${instruction.dataLength} bytes of data`
  }
}

function amount(value: { formatted: string; symbol?: string }): string {
  return `${value.formatted} ${value.symbol === undefined ? 'units' : value.symbol.length > 12 ? shortAddress(value.symbol) : value.symbol}`
}
