// Runs beside start.mjs, in a process group of its own, and learns from its stdin which process
// groups start.mjs runs ("+pid" when one starts, "-pid" once it stopped). When that pipe closes
// while groups remain, start.mjs died without stopping them (SIGKILL, say, which is what Playwright
// sends to a web server without a graceful shutdown): it stops them, so no service outlives it.
import { createInterface } from 'node:readline'
import { setTimeout as sleep } from 'node:timers/promises'
import { groupAlive } from './groupAlive.mjs'
import { killGroup } from './killGroup.mjs'

const graceMs = 5000
/** @type {Set<number>} */
const groups = new Set()

const lines = createInterface({ input: process.stdin })
lines.on('line', (line) => {
  const pid = Number(line.slice(1))
  if (!Number.isInteger(pid) || pid <= 0) return
  if (line.startsWith('+')) groups.add(pid)
  if (line.startsWith('-')) groups.delete(pid)
})
lines.on('close', async () => {
  const remaining = [...groups].filter(groupAlive)
  for (const pid of remaining) killGroup(pid, 'SIGTERM')
  const deadline = Date.now() + graceMs
  while (remaining.some(groupAlive) && Date.now() < deadline) await sleep(100)
  for (const pid of remaining.filter(groupAlive)) killGroup(pid, 'SIGKILL')
  process.exit(0)
})
