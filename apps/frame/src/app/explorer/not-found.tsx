/** What the explorer answers (with a 404) for a chain, transaction or address it does not know. */
export default function ExplorerNotFound() {
  return (
    <div className="min-h-screen bg-white text-neutral-900">
      <main className="mx-auto max-w-5xl p-6 font-sans">
        <h1 className="text-xl font-semibold">Not found</h1>
        <p>
          The Latch Explorer knows no such chain, transaction or address. Check the link: a transaction hash
          is 0x and 64 hexadecimal digits, an address 0x and 40.
        </p>
      </main>
    </div>
  )
}
