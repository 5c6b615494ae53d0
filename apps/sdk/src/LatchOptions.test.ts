import type { Features, InitPayload } from '@latch/protocol'
import { describe, expectTypeOf, it } from 'vitest'
import type { LatchOptions } from './LatchOptions'

// What the SDK itself puts in the init message, never the page: the protocol's and the SDK's
// versions, what it found in the page, and whether a container was given.
type SetBySdk = 'version' | 'sdkVersion' | 'sdkType' | 'isMobile' | 'injected' | 'mirror' | 'inline'
// What the SDK reads itself and does not send.
type SdkOnly = 'frameUrl' | 'handshakeTimeout' | 'container' | 'enableEIP6963'
type PageFeatures = NonNullable<LatchOptions['features']>

// Checked by the type check: a page can set every option and feature switch the frame reads from
// init, and none that the frame would drop.
describe('LatchOptions', () => {
  it('has every option the frame reads from init', () => {
    expectTypeOf<Exclude<keyof InitPayload, SetBySdk | keyof LatchOptions>>().toEqualTypeOf<never>()
    expectTypeOf<Exclude<keyof LatchOptions, keyof InitPayload | SdkOnly>>().toEqualTypeOf<never>()
  })

  it('has every feature switch the frame reads, and no other', () => {
    expectTypeOf<Exclude<keyof Features, keyof PageFeatures>>().toEqualTypeOf<never>()
    expectTypeOf<Exclude<keyof PageFeatures, keyof Features>>().toEqualTypeOf<never>()
  })

  it("takes values the frame's schema accepts", () => {
    expectTypeOf<PageFeatures>().toExtend<Features>()
    expectTypeOf<NonNullable<LatchOptions['tokens']>>().toExtend<NonNullable<InitPayload['tokens']>>()
  })
})
