import fc from 'fast-check'
import { type Hex, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { permissionIdsOf, permissionsContextOf } from './permissionsContext'

const id = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => toHex(bytes))

describe('permissionsContextOf and permissionIdsOf', () => {
  it('join the ids of a grant and split them back, lower-case', () => {
    fc.assert(
      fc.property(fc.array(id, { minLength: 1, maxLength: 16 }), (ids) => {
        const pci = permissionsContextOf(ids.map((one) => one.toUpperCase().replace('0X', '0x') as Hex))
        expect(pci).toBe(`0x${ids.map((one) => one.slice(2)).join('')}`)
        expect(permissionIdsOf(pci)).toEqual(ids)
      }),
    )
  })
})
