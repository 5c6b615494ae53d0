import { useEffect, useRef, useState } from 'react'
import { ReferenceModal } from './ReferenceModal'

/**
 * The reference page: a Connect button and the in-page modal it opens, its state in React. Once the
 * root has committed it marks `modal:ready` and dispatches that event, the moment `npm run bench`
 * counts as ready (Latch's page does the same on the frame's first state). Closing gives focus back
 * to the button.
 *
 * @example
 * createRoot(document.getElementById('root')).render(<ReferenceApp />)
 */
export function ReferenceApp() {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    performance.mark('modal:ready')
    dispatchEvent(new Event('modal:ready'))
  }, [])

  return (
    <main>
      <h1>Reference: an in-page React modal</h1>
      <button type="button" data-testid="open" ref={opener} onClick={() => setOpen(true)}>
        Connect
      </button>
      {open ? (
        <ReferenceModal
          onClose={() => {
            setOpen(false)
            opener.current?.focus()
          }}
        />
      ) : null}
    </main>
  )
}
