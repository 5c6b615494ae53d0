import { describe, expect, it } from 'vitest'
import type { DescribedPermission } from '@/approvals/describeRequest'
import ja from '@/i18n/compiled/ja'
import type { ApproveMessages } from './approvalSummary'
import { permissionText } from './permissionText'

const usdl = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const transfer = { function: 'transfer(address,uint256)', selector: '0xa9059cbb' } as const
const known: DescribedPermission = {
  contract: usdl,
  contractName: 'USDL',
  ...transfer,
  limit: { raw: 10_000_000n, formatted: '10', symbol: 'USDL' },
}
const unknown: DescribedPermission = { contract: usdl, ...transfer, limit: { raw: 100n, formatted: '100' } }
const call: DescribedPermission = { contract: usdl, contractName: 'USDL', ...transfer }

describe('permissionText', () => {
  it('says a limit in the token’s units, a stranger token’s in base units, and a call without one', () => {
    expect(permissionText(known)).toBe('Transfer up to 10 USDL in all')
    expect(permissionText(unknown)).toBe(`Transfer up to 100 base units of the token ${usdl} in all`)
    expect(permissionText(call)).toBe('Call transfer(address,uint256) on USDL, any number of times')
    const { contractName: _, ...unnamed } = call
    expect(permissionText(unnamed)).toBe(`Call transfer(address,uint256) on ${usdl}, any number of times`)
  })

  it('says it in the visitor’s language', () => {
    const japanese = ja.approve as ApproveMessages
    expect(permissionText(known, japanese)).toBe('合計 10 USDL まで送金')
    expect(permissionText(call, japanese)).toBe('USDL の transfer(address,uint256) を何度でも呼び出す')
  })
})
