import { describe, expect, it } from 'vitest'
import { frameAncestors } from './frameAncestors'
import { devProject, shopProject } from './internal/testProjects'

describe('frameAncestors', () => {
  it("lists the project's allowed origins", () => {
    expect(frameAncestors(devProject)).toBe('frame-ancestors http://localhost:*')
    expect(frameAncestors(shopProject)).toBe(
      'frame-ancestors https://shop.example https://admin.shop.example:8443',
    )
  })

  it('lets nobody frame a project with an empty allow-list', () => {
    expect(frameAncestors({ ...devProject, allowedOrigins: [] })).toBe("frame-ancestors 'none'")
  })

  it('lets anyone frame the error page of an unknown or missing project', () => {
    expect(frameAncestors(undefined)).toBe('frame-ancestors *')
  })
})
