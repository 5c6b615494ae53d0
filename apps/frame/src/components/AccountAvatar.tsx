/**
 * The account's avatar: its name's avatar image when it has one (an http(s) URL, checked here too),
 * else a gradient drawn from the address so each account looks like itself.
 */
export function AccountAvatar(props: {
  address: string | undefined
  avatar?: string | null | undefined
  size?: number
}) {
  const size = props.size ?? 64
  const { avatar, address = '' } = props
  if (avatar && /^https?:\/\//i.test(avatar))
    // biome-ignore lint/performance/noImgElement: a user's avatar from any host; next/image would proxy it
    return <img src={avatar} alt="" width={size} height={size} className="rounded-full object-cover" />
  // An EVM address's hex digits; a Solana address's characters by their codes.
  const hex = Number.parseInt(address.slice(2, 8), 16)
  const hue = Number.isNaN(hex)
    ? [...address].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 0)
    : hex % 360
  return (
    <span
      aria-hidden="true"
      className="inline-block rounded-full"
      style={{
        width: size,
        height: size,
        background: `linear-gradient(135deg, hsl(${hue} 80% 60%), hsl(${(hue + 120) % 360} 70% 45%))`,
      }}
    />
  )
}
