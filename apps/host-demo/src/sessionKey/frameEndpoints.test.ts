import { describe, expect, it } from 'vitest'
import { frameEndpoints } from './frameEndpoints'

describe('frameEndpoints', () => {
  it("names the frame server's RPC proxy and paymaster service with the projectId and the CAIP-2 chain", () => {
    expect(frameEndpoints('http://127.0.0.1:8080/', 'latch-dev', 31338)).toEqual({
      rpcUrl: 'http://127.0.0.1:8080/api/v1/rpc?projectId=latch-dev&chainId=eip155%3A31338',
      paymasterUrl: 'http://127.0.0.1:8080/api/v1/paymaster?projectId=latch-dev&chainId=eip155%3A31338',
    })
  })
})
