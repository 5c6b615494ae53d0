import { describe, expect, it } from 'vitest'
import { devProject } from '@/server/projects/internal/testProjects'
import { Project } from './Project'

describe('Project', () => {
  it('accepts the dev project', () => {
    expect(Project.parse(devProject)).toEqual(devProject)
  })

  it.each(['https://*.shop.example', 'https://shop.example/', 'https://Shop.example', 'localhost:3000'])(
    'refuses the allowed origin %j with a message naming it',
    (pattern) => {
      const result = Project.safeParse({ ...devProject, allowedOrigins: [pattern] })
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toContain(JSON.stringify(pattern))
      expect(result.error?.issues[0]?.path).toEqual(['allowedOrigins', 0])
    },
  )

  it('accepts custom wallets', () => {
    const customWallets = [{ id: 'my-wallet', name: 'My Wallet', homepage: 'https://wallet.example' }]
    expect(Project.parse({ ...devProject, customWallets })).toEqual({ ...devProject, customWallets })
  })

  it.each([
    ['a projectId with a space', { projectId: 'latch dev' }],
    ['an empty name', { name: '' }],
    ['a name of two lines', { name: 'Latch\nDev' }],
    ['a name with an escape sequence', { name: 'Latch \u001b[31mDev' }],
    ['a name of more than 100 characters', { name: 'x'.repeat(101) }],
    ['a custom wallet with an unknown key', { customWallets: [{ id: 'w', name: 'W', colour: 'red' }] }],
    ['a custom wallet without a name', { customWallets: [{ id: 'w' }] }],
    ['a network that is not CAIP-2', { networks: ['31337'] }],
    ['no network', { networks: [] }],
    ['a missing analytics flag', { features: {} }],
    ['an unknown key', { allowedOrigin: ['http://localhost:*'] }],
  ])('refuses %s', (_, change) => {
    expect(Project.safeParse({ ...devProject, ...change }).success).toBe(false)
  })
})
