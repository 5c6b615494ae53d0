/** A wallet's icon; the source was checked to be a data:image or http(s) URL by the protocol schema. */
export function WalletIcon(props: { src: string | undefined; size?: number }) {
  const size = props.size ?? 40
  if (!props.src)
    return (
      <span
        aria-hidden="true"
        className="inline-block rounded-lg bg-latch-muted"
        style={{ width: size, height: size }}
      />
    )
  // biome-ignore lint/performance/noImgElement: icons are data URIs from the host page; next/image cannot optimise them
  return <img src={props.src} alt="" width={size} height={size} className="rounded-lg" />
}
