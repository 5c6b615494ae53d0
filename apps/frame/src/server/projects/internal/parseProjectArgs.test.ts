import { describe, expect, it } from 'vitest'
import { parseProjectArgs } from './parseProjectArgs'
import { UsageError } from './UsageError'

describe('parseProjectArgs', () => {
  it('reads create with its repeated options', () => {
    expect(
      parseProjectArgs([
        'create',
        '--name',
        'Shop',
        '--origin',
        'https://shop.example',
        '--origin=http://localhost:*',
        '--network',
        'eip155:1',
        '--no-analytics',
      ]),
    ).toEqual({
      kind: 'command',
      command: {
        command: 'create',
        name: 'Shop',
        origins: ['https://shop.example', 'http://localhost:*'],
        networks: ['eip155:1'],
        analytics: false,
      },
    })
    expect(parseProjectArgs(['create', '--name', 'Shop', '--origin', 'https://shop.example'])).toEqual({
      kind: 'command',
      command: { command: 'create', name: 'Shop', origins: ['https://shop.example'] },
    })
  })

  it('reads list, allow, deny and analytics', () => {
    expect(parseProjectArgs(['list'])).toEqual({ kind: 'command', command: { command: 'list' } })
    expect(parseProjectArgs(['allow', 'p', 'https://a.example'])).toEqual({
      kind: 'command',
      command: { command: 'allow', projectId: 'p', origin: 'https://a.example' },
    })
    expect(parseProjectArgs(['deny', 'p', 'https://a.example'])).toMatchObject({
      command: { command: 'deny' },
    })
    expect(parseProjectArgs(['analytics', 'p', 'off'])).toEqual({
      kind: 'command',
      command: { command: 'analytics', projectId: 'p', on: false },
    })
    expect(parseProjectArgs(['analytics', 'p', 'on'])).toMatchObject({ command: { on: true } })
  })

  it('reads sponsor-gas', () => {
    expect(parseProjectArgs(['sponsor-gas', 'p', 'on'])).toEqual({
      kind: 'command',
      command: { command: 'sponsor-gas', projectId: 'p', on: true },
    })
    expect(parseProjectArgs(['sponsor-gas', 'p', 'off'])).toMatchObject({ command: { on: false } })
  })

  it('reads networks with at least one network', () => {
    expect(parseProjectArgs(['networks', 'p', 'eip155:31337', 'near:testnet'])).toEqual({
      kind: 'command',
      command: { command: 'networks', projectId: 'p', networks: ['eip155:31337', 'near:testnet'] },
    })
  })

  it('reads time-zones with any number of zones, none clearing the list', () => {
    expect(parseProjectArgs(['time-zones', 'p', 'Europe/Paris', 'Asia/Tokyo'])).toEqual({
      kind: 'command',
      command: { command: 'time-zones', projectId: 'p', zones: ['Europe/Paris', 'Asia/Tokyo'] },
    })
    expect(parseProjectArgs(['time-zones', 'p'])).toEqual({
      kind: 'command',
      command: { command: 'time-zones', projectId: 'p', zones: [] },
    })
  })

  it.each([['--help'], ['-h'], ['list', '--help'], ['create', '--help']])(
    'asks for help with %j',
    (...argv) => {
      expect(parseProjectArgs(argv)).toEqual({ kind: 'help' })
    },
  )

  it.each([
    [[], 'Missing command'],
    [['drop', 'p'], 'Unknown command "drop"'],
    [['create', '--origin', 'https://a.example'], 'create needs --name'],
    [['create', '--name', 'Shop'], 'create needs at least one --origin'],
    [['create', '--name', 'Shop', '--origin', 'https://a.example', 'extra'], 'create takes no arguments'],
    [['create', '--name'], "Option '--name <value>' argument missing"],
    [['create', '--colour', 'red'], "Unknown option '--colour'"],
    [['list', 'extra'], 'list takes no arguments'],
    [['list', '--name', 'x'], 'list takes no options'],
    [['allow', 'p'], 'allow takes <projectId> <origin>'],
    [['deny', 'p', 'https://a.example', 'more'], 'deny takes <projectId> <origin>'],
    [['analytics', 'p', 'yes'], 'analytics takes on or off, not "yes"'],
    [['analytics', 'p', 'on', '--no-analytics'], 'analytics takes no options'],
    [['sponsor-gas', 'p', 'maybe'], 'sponsor-gas takes on or off, not "maybe"'],
    [['sponsor-gas', 'p'], 'sponsor-gas takes <projectId> <on|off>'],
    [['time-zones'], 'time-zones takes <projectId> [<time zone> ...]'],
    [['time-zones', 'p', 'UTC', '--network', 'eip155:1'], 'time-zones takes no options'],
    [['networks', 'p'], 'networks takes <projectId> <caip2> [<caip2> ...]'],
    [['networks', 'p', '--network', 'eip155:1'], 'networks takes no options'],
  ])('refuses %j with a UsageError', (argv, message) => {
    expect(() => parseProjectArgs(argv)).toThrow(UsageError)
    expect(() => parseProjectArgs(argv)).toThrow(message)
  })
})
