import { latchAccountAbi, latchAccountFactoryAbi, verifyingPaymasterAbi } from '@latch/contracts'
import type { Abi, AbiParameter } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Artifacts, compileContracts } from './compileContracts.mjs'

let artifacts: Artifacts

beforeAll(async () => {
  artifacts = await compileContracts()
}, 120_000)

/**
 * Drops what a hand-written ABI leaves out: internal types, the names of return values, and the
 * defaults `indexed: false` and `anonymous: false`.
 */
function comparable(item: Abi[number]) {
  const strip = (parameter: AbiParameter, keepName: boolean): unknown => {
    const {
      internalType: _,
      name,
      indexed,
      ...rest
    } = parameter as AbiParameter & {
      internalType?: string
      indexed?: boolean
    }
    const components = 'components' in rest ? { components: rest.components.map((c) => strip(c, true)) } : {}
    return { ...rest, ...components, ...(keepName && name ? { name } : {}), ...(indexed ? { indexed } : {}) }
  }
  const { anonymous, ...rest } = item as Abi[number] & { anonymous?: boolean }
  const inputs = 'inputs' in rest ? { inputs: rest.inputs.map((input) => strip(input, true)) } : {}
  const outputs = 'outputs' in rest ? { outputs: rest.outputs.map((output) => strip(output, false)) } : {}
  return { ...rest, ...inputs, ...outputs, ...(anonymous ? { anonymous } : {}) }
}

describe('the smart-account ABIs of @latch/contracts', () => {
  it.each([
    ['LatchAccount', latchAccountAbi],
    ['LatchAccountFactory', latchAccountFactoryAbi],
    ['VerifyingPaymaster', verifyingPaymasterAbi],
  ] as const)('are all in the compiled %s', (name, abi) => {
    const compiled = artifacts[name]?.abi.map(comparable)
    expect(compiled).toBeDefined()
    for (const entry of abi) expect(compiled).toContainEqual(comparable(entry))
  })
})
