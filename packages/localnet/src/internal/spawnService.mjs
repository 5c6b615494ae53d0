import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { setTimeout as sleep } from 'node:timers/promises'
import { groupAlive } from './groupAlive.mjs'
import { killGroup } from './killGroup.mjs'

/**
 * @typedef {import('./describeExit.mjs').Exit} Exit
 * @typedef {'stdout' | 'stderr'} Stream
 */

/**
 * @typedef {object} ServiceProcess
 * @property {string} name
 * @property {number} pid the child's own pid, which is also its process group id
 * @property {Promise<Exit>} exited settles when the child itself exits
 * @property {() => string[]} recentOutput the last lines it printed, for error messages
 * @property {() => Promise<void>} stop the stop signal to the group, SIGKILL after the grace period
 */

/**
 * @typedef {object} SpawnServiceOptions
 * @property {string} name
 * @property {string} command
 * @property {string[]} args
 * @property {string} [cwd]
 * @property {NodeJS.ProcessEnv} [env]
 * @property {string} [prefix] put before every output line; defaults to `${name} | `
 * @property {(text: string, stream: Stream) => void} [write] where prefixed lines go; defaults to our own stdout/stderr
 * @property {number} [stopGraceMs] how long stop() waits after `stopSignal` before SIGKILL
 * @property {NodeJS.Signals} [stopSignal] what stop() sends first; SIGTERM unless the program reads
 *   another signal as its quick clean stop (Postgres: SIGINT, where SIGTERM waits for every client)
 * @property {number} [uid] run as this user (we may run as root, and Postgres refuses to)
 * @property {number} [gid] with this group
 */

const recentLineCount = 20

/**
 * Spawns a long-running child in its own process group (so that stop() reaches whatever it
 * spawns in turn, and a Ctrl-C in the terminal reaches only us, who stop children in order),
 * and relays its output line by line under a name prefix.
 * @param {SpawnServiceOptions} options
 * @returns {ServiceProcess}
 */
export function spawnService(options) {
  const {
    name,
    command,
    args,
    cwd,
    env,
    prefix = `${name} | `,
    write = writeToOwnStreams,
    stopGraceMs = 5000,
    stopSignal = 'SIGTERM',
    uid,
    gid,
  } = options
  const child = spawn(command, args, {
    ...(cwd === undefined ? {} : { cwd }),
    ...(env === undefined ? {} : { env }),
    ...(uid === undefined ? {} : { uid }),
    ...(gid === undefined ? {} : { gid }),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  /** @type {Promise<Exit>} */
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }))
  })
  /** @type {Error | undefined} */
  let spawnError
  child.once('error', (error) => {
    spawnError = error
  })
  const pid = child.pid
  if (pid === undefined) throw new Error(`${name}: could not start ${command}`)

  /** @type {string[]} */
  const recent = []
  for (const stream of /** @type {const} */ (['stdout', 'stderr'])) {
    createInterface({ input: child[stream], crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
      recent.push(line)
      if (recent.length > recentLineCount) recent.shift()
      write(`${prefix}${line}\n`, stream)
    })
  }

  /** @type {Promise<void> | undefined} */
  let stopping
  const stop = () => {
    stopping ??= (async () => {
      if (!killGroup(pid, stopSignal)) {
        await exited
        return
      }
      const graceful = await Promise.race([
        groupGone(pid, exited).then(() => true),
        sleep(stopGraceMs).then(() => false),
      ])
      if (graceful) return
      killGroup(pid, 'SIGKILL')
      await groupGone(pid, exited)
    })()
    return stopping
  }

  return {
    name,
    pid,
    exited,
    recentOutput: () => (spawnError ? [...recent, spawnError.message] : [...recent]),
    stop,
  }
}

/**
 * The child's exit alone is not enough: its own children may still be shutting down.
 * @param {number} pid
 * @param {Promise<Exit>} exited
 */
async function groupGone(pid, exited) {
  await exited
  while (groupAlive(pid)) await sleep(50)
}

/**
 * @param {string} text
 * @param {Stream} stream
 */
function writeToOwnStreams(text, stream) {
  process[stream].write(text)
}
