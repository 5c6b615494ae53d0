import { describe, expect, it } from 'vitest'
import { findViolations, readFrameSources } from './checkBoundaries.mjs'

const check = (files: Record<string, string>) => findViolations(new Map(Object.entries(files)))

describe('findViolations', () => {
  it("refuses a reach into another folder's internal/, and allows the folder's own", () => {
    expect(
      check({
        'send/internal/receipt.ts': '',
        'send/flow.ts': "import { r } from './internal/receipt'",
        'swap/flow.ts': "import { r } from '@/send/internal/receipt'",
      }),
    ).toEqual([
      "swap/flow.ts imports send/internal/receipt.ts: nothing reaches into another folder's internal/",
    ])
  })

  it('refuses a cycle of static imports, type imports included, but not through a dynamic import', () => {
    expect(
      check({
        'a/one.ts': "import type { Two } from '../b/two'",
        'b/two.ts': "import { three } from '@/c/three'",
        'c/three.ts': "export { one } from '@/a/one'",
      }),
    ).toEqual(['import cycle: a/one.ts → b/two.ts → c/three.ts'])
    expect(
      check({
        'a/one.ts': "const two = () => import('@/b/two')",
        'b/two.ts': "import { one } from '@/a/one'",
      }),
    ).toEqual([])
  })

  it('keeps browser code out of server/ and the server out of the browser runtime', () => {
    expect(
      check({
        'server/key.ts': '',
        'components/Toast.tsx': '',
        'projects/Project.ts': '',
        'views/Account.tsx': "import type { K } from '@/server/key'",
        'app/explorer/page.tsx': "import { k } from '@/server/key'",
        'pages/embed.tsx': "import { k } from '@/server/key'",
        'server/route.ts':
          "import type { T } from '@/components/Toast'\nimport { P } from '@/projects/Project'",
        'swap/createSwapFlow.ts': '',
        'swap/priceImpact.ts': '',
        'server/swap/quote.ts':
          "import { swapFlow } from '@/swap/createSwapFlow'\nimport { impact } from '@/swap/priceImpact'",
      }),
    ).toEqual([
      'views/Account.tsx imports server/key.ts: browser code never imports server/',
      "server/route.ts imports components/Toast.tsx: the server never loads the browser's runtime",
      "server/swap/quote.ts imports swap/createSwapFlow.ts: the server never loads the browser's runtime",
    ])
  })

  it('lets only the controller and the UI import controller/', () => {
    expect(
      check({
        'controller/createFlow.ts': '',
        'controller/createFrameController.ts': "import { f } from './createFlow'",
        'views/Swap/SwapView.tsx': "import { useController } from '@/controller/createFlow'",
        'connectors/createBridge.ts': "import { f } from '@/controller/createFlow'",
        'state/atoms.ts': "import type { F } from '../controller/createFlow'",
      }),
    ).toEqual([
      'connectors/createBridge.ts imports controller/createFlow.ts: only the controller and the UI import controller/',
      'state/atoms.ts imports controller/createFlow.ts: only the controller and the UI import controller/',
    ])
  })

  it('refuses a dev-only package in product code, and lets tests and their helpers use it', () => {
    expect(
      check({
        'server/key.ts': "import { devKey } from '@latch/localnet/devAccounts'",
        'server/key.test.ts': "import { devKey } from '@latch/localnet/devAccounts'",
        'approvals/internal/startTestDevnet.ts': "import { startAnvil } from '@latch/localnet'",
        'views/internal/testing/frame.ts': "import { startAnvil } from '@latch/localnet'",
      }),
    ).toEqual([
      'server/key.ts imports @latch/localnet/devAccounts: product code never imports a dev-only package',
    ])
  })

  it('finds nothing broken in the frame as it is', () => {
    expect(findViolations(readFrameSources())).toEqual([])
  })
})
