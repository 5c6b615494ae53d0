/**
 * Signals every process in the group led by `pid`. Services are spawned detached, so their pid is
 * also their process group id, and signalling the group reaches the grandchildren they spawn.
 * A group that is already gone is not an error.
 * @param {number} pid
 * @param {NodeJS.Signals | 0} signal
 * @returns {boolean} whether the group still existed
 */
export function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal)
    return true
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ESRCH') return false
    throw error
  }
}
