import type { CSSProperties, FocusEventHandler, KeyboardEventHandler, PointerEventHandler } from 'react'
import { WalletImage } from './WalletImage'

/**
 * One wallet as a button: its image, its name and an optional tag ("Installed", "Recent"). The name
 * and tag are untrusted text, rendered as text.
 */
export function WalletListItem(props: {
  name: string
  imageSrc: string | null | undefined
  tag?: string | undefined
  onClick: () => void
  onFocus?: FocusEventHandler<HTMLButtonElement> | undefined
  onBlur?: FocusEventHandler<HTMLButtonElement> | undefined
  onPointerEnter?: PointerEventHandler<HTMLButtonElement> | undefined
  onKeyUp?: KeyboardEventHandler<HTMLButtonElement> | undefined
  style?: CSSProperties | undefined
}) {
  return (
    <button
      type="button"
      className="latch-list-item"
      style={props.style}
      onClick={props.onClick}
      onFocus={props.onFocus}
      onBlur={props.onBlur}
      onPointerEnter={props.onPointerEnter}
      onKeyUp={props.onKeyUp}
    >
      <WalletImage src={props.imageSrc} />
      <span className="min-w-0 flex-1 truncate text-start font-medium">{props.name}</span>
      {props.tag ? <span className="latch-tag">{props.tag}</span> : null}
    </button>
  )
}
