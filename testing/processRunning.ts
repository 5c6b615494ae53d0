import { readFileSync } from 'node:fs'

/**
 * Whether the process `pid` runs (Linux, from /proc). A zombie waiting to be reaped counts as gone:
 * it runs nothing and holds no port, and in a container the init process can take seconds to reap
 * a child whose parent died.
 *
 * @example
 * processRunning(process.pid) // true
 */
export function processRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name in parentheses may itself hold spaces and parentheses: the state follows the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}
