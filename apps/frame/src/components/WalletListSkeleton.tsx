/** Placeholder rows while wallets load, announced to screen readers as busy, by `label`. */
export function WalletListSkeleton(props: { rows: number; label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={props.label} className="flex flex-col gap-2">
      {Array.from({ length: props.rows }, (_, row) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with nothing to tell them apart
          key={row}
          aria-hidden="true"
          className="flex h-[3.75rem] items-center gap-3 rounded-xl bg-latch-muted px-3 motion-safe:animate-pulse"
        >
          <span className="size-10 rounded-lg bg-latch-border" />
          <span className="h-3 w-1/3 rounded bg-latch-border" />
        </div>
      ))}
    </div>
  )
}
