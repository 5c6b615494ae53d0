import { readdirSync, readFileSync } from 'node:fs'
import { killGroup } from './killGroup.mjs'

/**
 * Whether any process of the group `pgid` is still running. Signal 0 alone would also count
 * zombies: grandchildren orphaned by their parent's exit wait for the init process to reap them,
 * which in containers can take seconds, although they hold no port or file any more. So on Linux
 * we read each process's state from /proc and ignore zombies.
 * @param {number} pgid
 * @returns {boolean}
 */
export function groupAlive(pgid) {
  if (process.platform !== 'linux') return killGroup(pgid, 0)
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readStat(entry)
    if (stat && stat.pgid === pgid && stat.state !== 'Z') return true
  }
  return false
}

/**
 * @param {string} pid
 * @returns {{ state: string, pgid: number } | undefined}
 */
function readStat(pid) {
  let text
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return undefined
  }
  // The command name in parentheses may itself hold spaces and parentheses: fields follow the last ')'.
  const [state, , pgid] = text.slice(text.lastIndexOf(')') + 2).split(' ')
  if (state === undefined || pgid === undefined) return undefined
  return { state, pgid: Number(pgid) }
}
