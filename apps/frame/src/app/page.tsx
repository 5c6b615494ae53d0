export default function Home() {
  return (
    <main className="p-8 font-sans">
      <h1 className="text-xl font-semibold">Latch frame</h1>
      <p>This origin serves the Latch modal at /embed and the SDK at /sdk.js.</p>
    </main>
  )
}
