import { isIP } from 'node:net'

/**
 * One address as a header or the configuration writes it, in one spelling: IPv4 dotted (also when
 * written IPv4-mapped, `::ffff:203.0.113.7`), IPv6 lower-case and compressed; a port or brackets
 * around it dropped. Undefined for anything else.
 */
export function canonicalAddress(text: string): string | undefined {
  let value = text.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  if (bracketed?.[1]) value = bracketed[1]
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'))
  // A zone (`fe80::1%eth0`) names the interface of the machine that wrote it, not the client.
  value = value.replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value)
  if (mapped?.[1]) value = mapped[1]
  const version = isIP(value)
  if (version === 4) return value
  if (version !== 6) return undefined
  // The WHATWG URL parser writes an IPv6 host in its one canonical form.
  return new URL(`http://[${value}]/`).hostname.slice(1, -1)
}

/**
 * The part of a canonical address that stands for one client: an IPv4 address whole, an IPv6
 * address by its /64, the block one subscriber gets (counting single IPv6 addresses would let one
 * client be 2^64 clients).
 */
export function clientBlock(address: string): string {
  if (!address.includes(':')) return address
  const [head = '', tail] = address.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
  return `${groups.slice(0, 4).join(':')}::/64`
}
