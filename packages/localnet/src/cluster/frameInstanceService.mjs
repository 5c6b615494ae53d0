import { join } from 'node:path'
import { frameBuildOutputs } from '../frameBuildOutputs.mjs'
import { describeExit } from '../internal/describeExit.mjs'
import { spawnService } from '../internal/spawnService.mjs'
import { waitForHttp } from '../internal/waitForHttp.mjs'

/**
 * @typedef {object} FrameInstanceOptions
 * @property {string} name such as `frame-1`
 * @property {number} port where the frame's server (apps/frame/server/main.mjs) listens on 127.0.0.1
 * @property {NodeJS.ProcessEnv} env added to the environment of `npm start` (DATABASE_URL, LATCH_KEK…)
 * @property {(pid: number | undefined) => void} onPid told the instance's pid each time it starts, and
 *   undefined when it stopped
 */

/**
 * One frame server (apps/frame/server/main.mjs) behind nginx in cluster mode. Unlike the other services its exit
 * does not stop the cluster: nginx sends its visitors to the other instance, which is what the
 * cluster is for (the e2e suite stops one on purpose). A SIGUSR2 to `npm run start:cluster` starts
 * again every instance that is not running.
 *
 * @param {FrameInstanceOptions} options
 * @returns {import('../services.mjs').Service}
 * @example
 * frameInstanceService({ name: 'frame-1', port: 3001, env: { DATABASE_URL }, onPid: record })
 */
export function frameInstanceService({ name, port, env: instanceEnv, onPid }) {
  const url = `http://127.0.0.1:${port}`
  /** @type {Promise<void> | undefined} */
  let firstExit
  return {
    name,
    url,
    detail: 'a frame instance behind nginx',
    ports: [port],
    requires: frameBuildOutputs,
    start: (context) => {
      const { root, env, prefix } = context
      const log = (/** @type {string} */ line) => process.stdout.write(`${prefix}${line}\n`)
      const spawnInstance = () => {
        const instance = spawnService({
          name,
          prefix,
          command: process.execPath,
          args: [join(root, 'apps/frame/server/main.mjs'), '-H', '127.0.0.1', '-p', String(port)],
          cwd: join(root, 'apps/frame'),
          env: { ...env, ...instanceEnv },
        })
        context.watch(instance.pid)
        onPid(instance.pid)
        instance.exited.then((exit) => {
          context.release(instance.pid)
          if (stopped.signal.aborted) return
          onPid(undefined)
          log(
            `exited (${describeExit(exit)}); nginx sends its visitors to the other instance. ` +
              `kill -USR2 ${process.pid} starts it again.`,
          )
        })
        return instance
      }
      // Aborted by stop(): a restart still waiting for its instance to answer stops waiting then.
      const stopped = new AbortController()
      let current = spawnInstance()
      firstExit = current.exited.then(() => undefined)
      let restarting = false
      const restart = async () => {
        if (stopped.signal.aborted || restarting || !(await settledWithin(current.exited))) return
        restarting = true
        try {
          log('starting again')
          current = spawnInstance()
          await waitForHttp(`${url}/`, { timeoutMs: 60_000, signal: stopped.signal })
          log('answers again')
        } catch (error) {
          if (!stopped.signal.aborted)
            log(`did not answer again: ${error instanceof Error ? error.message : String(error)}`)
        } finally {
          restarting = false
        }
      }
      const onRestartSignal = () => void restart()
      process.on('SIGUSR2', onRestartSignal)
      return {
        get pid() {
          return current.pid
        },
        // Never settles: an instance that exits is not a reason to stop the cluster.
        exited: new Promise(() => {}),
        async stop() {
          stopped.abort(new Error(`${name} stopped`))
          process.off('SIGUSR2', onRestartSignal)
          await current.stop()
          onPid(undefined)
        },
      }
    },
    ready: async (signal) => {
      const gaveUp = new AbortController()
      firstExit?.then(() => gaveUp.abort(new Error(`${name} exited before it answered`)))
      await waitForHttp(`${url}/`, { timeoutMs: 60_000, signal: AbortSignal.any([signal, gaveUp.signal]) })
    },
  }
}

/**
 * @param {Promise<unknown>} promise
 * @returns {Promise<boolean>} whether it has settled already
 */
async function settledWithin(promise) {
  const pending = Symbol('pending')
  return (await Promise.race([promise, Promise.resolve(pending)])) !== pending
}
