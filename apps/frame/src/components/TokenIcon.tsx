/** A token's icon (an http(s) or same-origin URL from the balance API), or its first letter. */
export function TokenIcon(props: { src: string | undefined; symbol: string; size?: number }) {
  const size = props.size ?? 36
  if (props.src && /^(https?:\/\/|\/)/.test(props.src))
    // biome-ignore lint/performance/noImgElement: token icons come from the frame's own image routes
    return <img src={props.src} alt="" width={size} height={size} className="rounded-full" />
  return (
    <span
      aria-hidden="true"
      className="inline-flex items-center justify-center rounded-full bg-latch-border font-semibold"
      style={{ width: size, height: size }}
    >
      {props.symbol.slice(0, 1)}
    </span>
  )
}
