import { describe, expect, it } from 'vitest'
import { devProject } from '../projects/internal/testProjects'
import { servedNearNetwork } from './servedNearNetwork'

describe('servedNearNetwork', () => {
  const project = { ...devProject, networks: ['eip155:31337', 'near:testnet', 'near:localnet'] }

  it("is a known NEAR network among the project's", () => {
    expect(servedNearNetwork({ project }, 'near:testnet')?.name).toBe('NEAR Testnet')
  })

  it('is undefined for one the project does not list, or the frame does not know', () => {
    expect(servedNearNetwork({ project }, 'near:mainnet')).toBeUndefined()
    expect(servedNearNetwork({ project }, 'near:localnet')).toBeUndefined()
    expect(servedNearNetwork({ project }, 'eip155:31337')).toBeUndefined()
  })
})
