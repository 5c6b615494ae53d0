import { parseArgs } from 'node:util'
import type { AdminCommand } from '../AdminCommand'
import { UsageError } from './UsageError'

/** What the project CLI was asked: its help, or a command. */
type ProjectArgs = { kind: 'help' } | { kind: 'command'; command: AdminCommand }

/**
 * Reads the project CLI's arguments (after `npm run project --`). Throws a UsageError for an unknown
 * command or option, a missing or extra argument, or an option the command does not take.
 *
 * @example
 * parseProjectArgs(['allow', 'abc', 'https://shop.example'])
 * // { kind: 'command', command: { command: 'allow', projectId: 'abc', origin: 'https://shop.example' } }
 */
export function parseProjectArgs(argv: readonly string[]): ProjectArgs {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const { values, positionals } = parsed
  if (values.help) return { kind: 'help' }
  const [name, ...rest] = positionals
  if (name === undefined) throw new UsageError('Missing command')
  if (
    name !== 'create' &&
    (values.name !== undefined || values.origin || values.network || values['no-analytics'])
  )
    throw new UsageError(`${name} takes no options`)
  switch (name) {
    case 'create': {
      expectArguments(name, rest, [])
      if (values.name === undefined) throw new UsageError('create needs --name <name>')
      if (!values.origin) throw new UsageError('create needs at least one --origin <origin>')
      return {
        kind: 'command',
        command: {
          command: 'create',
          name: values.name,
          origins: values.origin,
          ...(values.network ? { networks: values.network } : {}),
          ...(values['no-analytics'] ? { analytics: false } : {}),
        },
      }
    }
    case 'list':
      expectArguments(name, rest, [])
      return { kind: 'command', command: { command: 'list' } }
    case 'allow':
    case 'deny': {
      const [projectId, origin] = expectArguments(name, rest, ['projectId', 'origin'])
      return { kind: 'command', command: { command: name, projectId, origin } }
    }
    case 'analytics':
    case 'sponsor-gas': {
      const [projectId, state] = expectArguments(name, rest, ['projectId', 'on|off'])
      if (state !== 'on' && state !== 'off')
        throw new UsageError(`${name} takes on or off, not ${JSON.stringify(state)}`)
      return { kind: 'command', command: { command: name, projectId, on: state === 'on' } }
    }
    case 'time-zones': {
      const [projectId, ...zones] = rest
      if (projectId === undefined) throw new UsageError('time-zones takes <projectId> [<time zone> ...]')
      return { kind: 'command', command: { command: name, projectId, zones } }
    }
    case 'networks': {
      const [projectId, ...networks] = rest
      if (projectId === undefined || networks.length === 0)
        throw new UsageError('networks takes <projectId> <caip2> [<caip2> ...]')
      return { kind: 'command', command: { command: name, projectId, networks } }
    }
    default:
      throw new UsageError(`Unknown command ${JSON.stringify(name)}`)
  }
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: 'string' },
      origin: { type: 'string', multiple: true },
      network: { type: 'string', multiple: true },
      'no-analytics': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
}

function expectArguments<const Names extends readonly string[]>(
  command: string,
  given: readonly string[],
  names: Names,
): { [Index in keyof Names]: string } {
  if (given.length !== names.length)
    throw new UsageError(
      names.length === 0
        ? `${command} takes no arguments`
        : `${command} takes ${names.map((name) => `<${name}>`).join(' ')}`,
    )
  return given as unknown as { [Index in keyof Names]: string }
}
