import { describe, expect, it } from 'vitest'
import { badPathSegment } from './badPathSegment'

describe('badPathSegment', () => {
  it.each([
    '/api/getWalletImage/1ae92b26df02',
    '/api/v1/profile/account/alice.latch.id',
    '/api/v1/profile/account/%41lice.latch.id',
    '/api/v1/account/eip155%3A31337%3A0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266/history',
    '/api/v1/profile/suggestions/caf%C3%A9',
    '/api/v1/profile/suggestions/%F0%9F%98%80',
    '/api/projects/latch-dev',
    '/api',
  ])('lets %s through', (pathname) => {
    expect(badPathSegment(pathname)).toBeUndefined()
  })

  it.each([
    ['/api/getWalletImage/%FF', '%FF'],
    ['/api/v1/account/%ED%A0%80/balance', '%ED%A0%80'],
    ['/api/v1/profile/account/%FF', '%FF'],
    ['/api/v1/profile/account/%E0%A4', '%E0%A4'],
    ['/api/projects/%00', '%00'],
    ['/api/v1/identity/0x%0A', '0x%0A'],
    ['/api/v1/profile/suggestions/a%7F', 'a%7F'],
    ['/api/v1/profile/suggestions/%', '%'],
  ])('refuses %s at its segment %s', (pathname, segment) => {
    expect(badPathSegment(pathname)).toBe(segment)
  })
})
