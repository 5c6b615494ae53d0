import { connect, WindowMessenger } from 'penpal'

// A bare host for the frame: it sends whatever JSON the user typed, so malformed messages can be
// tried against the real frame, and it answers the frame's own messages minimally.
const frameUrl = import.meta.env.VITE_LATCH_FRAME_URL ?? 'http://127.0.0.1:3000'
const element = <T extends HTMLElement>(selector: string) => {
  const found = document.querySelector<T>(selector)
  if (!found) throw new Error(`protocol-lab.html has no ${selector}`)
  return found
}
const status = element('[data-testid="lab-status"]')
const reply = element<HTMLPreElement>('#reply')
const message = element<HTMLTextAreaElement>('#message')

const iframe = document.createElement('iframe')
iframe.src = `${frameUrl}/embed?projectId=latch-dev`
iframe.title = 'Latch frame'
iframe.style.cssText = 'width:0;height:0;border:0'
document.body.append(iframe)

type Remote = { handle(message: unknown): Promise<unknown> }
const connection = connect<Remote>({
  messenger: new WindowMessenger({
    remoteWindow: iframe.contentWindow as Window,
    allowedOrigins: [new URL(frameUrl).origin],
  }),
  methods: {
    handle: (incoming: unknown) => {
      const { v, id, type } = incoming as { v: number; id: string; type: string }
      return { v, id, type, ok: true, payload: {} }
    },
  },
  timeout: 10_000,
})

const remote = await connection.promise
await remote.handle({
  v: 1,
  id: 'init',
  type: 'init',
  payload: {
    version: 1,
    projectId: 'latch-dev',
    sdkVersion: 'lab',
    sdkType: 'lab',
    isMobile: false,
    injected: [],
    mirror: {},
  },
})
// For scripts (the e2e protocol fuzz): sends one message, of any shape, and resolves with the reply.
Object.assign(window, { protocolLab: { send: (outgoing: unknown) => remote.handle(outgoing) } })
status.textContent = 'connected'

element('#send').addEventListener('click', async () => {
  let parsed: unknown
  try {
    parsed = JSON.parse(message.value)
  } catch {
    reply.textContent = JSON.stringify({ ok: false, error: { code: 0, message: 'Not JSON' } })
    return
  }
  reply.textContent = JSON.stringify(await remote.handle(parsed))
})
element('#clear').addEventListener('click', () => {
  reply.textContent = ''
})
