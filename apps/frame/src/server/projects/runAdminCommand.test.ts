import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import { AdminResult } from './AdminResult'
import { devProject } from './internal/testProjects'
import { ProjectError } from './ProjectError'
import { runAdminCommand } from './runAdminCommand'
import { seedProjects } from './seedProjects'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
  await seedProjects(handle.db, [devProject])
}, 60_000)
afterAll(() => handle.close())

describe('runAdminCommand', () => {
  it('runs each command and answers a result of the AdminResult shape', async () => {
    const created = await runAdminCommand(handle.db, {
      command: 'create',
      name: 'Shop',
      origins: ['https://shop.example'],
      networks: ['eip155:1'],
      analytics: false,
    })
    expect(AdminResult.parse(created)).toEqual(created)
    if (created.command !== 'create') throw new Error('expected a create result')
    const { projectId } = created.project
    expect(created.project).toMatchObject({
      name: 'Shop',
      networks: ['eip155:1'],
      features: { analytics: false },
    })

    const allowed = await runAdminCommand(handle.db, {
      command: 'allow',
      projectId,
      origin: 'http://localhost:*',
    })
    expect(allowed).toEqual({
      command: 'allow',
      project: { ...created.project, allowedOrigins: ['https://shop.example', 'http://localhost:*'] },
      changed: true,
    })
    const denied = await runAdminCommand(handle.db, {
      command: 'deny',
      projectId,
      origin: 'https://shop.example',
    })
    expect(denied).toMatchObject({
      command: 'deny',
      project: { allowedOrigins: ['http://localhost:*'] },
      changed: true,
    })
    const analytics = await runAdminCommand(handle.db, { command: 'analytics', projectId, on: true })
    expect(analytics).toMatchObject({
      command: 'analytics',
      project: { features: { analytics: true } },
      changed: true,
    })
    const sponsorGas = await runAdminCommand(handle.db, { command: 'sponsor-gas', projectId, on: true })
    expect(AdminResult.parse(sponsorGas)).toMatchObject({
      command: 'sponsor-gas',
      project: { sponsorGas: true },
      changed: true,
    })
    const zones = ['Europe/Paris', 'Asia/Tokyo']
    const timeZones = await runAdminCommand(handle.db, { command: 'time-zones', projectId, zones })
    expect(AdminResult.parse(timeZones)).toMatchObject({
      command: 'time-zones',
      project: { restrictedTimeZones: zones },
      changed: true,
    })

    const listed = await runAdminCommand(handle.db, { command: 'list' })
    expect(AdminResult.parse(listed)).toEqual({
      command: 'list',
      projects: [
        devProject,
        {
          ...created.project,
          allowedOrigins: ['http://localhost:*'],
          features: { analytics: true },
          sponsorGas: true,
          restrictedTimeZones: ['Europe/Paris', 'Asia/Tokyo'],
        },
      ],
    })
  })

  it('lets a refusal through as a ProjectError', async () => {
    await expect(
      runAdminCommand(handle.db, { command: 'analytics', projectId: 'nope', on: true }),
    ).rejects.toBeInstanceOf(ProjectError)
  })

  it('refuses a malformed projectId as invalid, naming the form, before the database sees it', async () => {
    for (const command of ['allow', 'deny'] as const)
      await expect(
        runAdminCommand(handle.db, { command, projectId: 'latch-dev\u0000', origin: 'https://a.example' }),
      ).rejects.toMatchObject({
        kind: 'invalid',
        message: 'Invalid projectId "latch-dev\\u0000": Expected 1 to 64 letters, digits, "-" or "_"',
      })
    await expect(
      runAdminCommand(handle.db, { command: 'analytics', projectId: '\ud800', on: true }),
    ).rejects.toMatchObject({ kind: 'invalid' })
  })
})
