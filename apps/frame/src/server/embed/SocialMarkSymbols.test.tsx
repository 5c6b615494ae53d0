import { allSocialProviders } from '@latch/shared-types'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SocialProviderMark } from '@/components/SocialProviderMark'
import { socialMarkId } from '@/embedded/social/socialMarkId'
import { SocialMarkSymbols } from './SocialMarkSymbols'

describe('SocialMarkSymbols', () => {
  const page = renderToStaticMarkup(<SocialMarkSymbols />)

  it('writes one symbol for every social login, hidden, with a viewBox and a path', () => {
    expect(page.startsWith('<svg class="hidden" aria-hidden="true">')).toBe(true)
    expect(page.match(/<symbol /g)).toHaveLength(allSocialProviders.length)
    for (const provider of allSocialProviders)
      expect(page).toMatch(
        new RegExp(`<symbol id="${socialMarkId(provider)}" viewBox="0 0 (24 24|48 48)"><path d="M`),
      )
  })

  it('keeps Google its four colours and gives the other marks the text colour', () => {
    const google = page.match(/<symbol id="latch-social-google".*?<\/symbol>/)?.[0] ?? ''
    expect(google.match(/fill="#(EA4335|4285F4|FBBC05|34A853)"/g)).toHaveLength(4)
    expect(page.replace(google, '')).not.toContain('fill=')
  })

  it('is what each social mark in a view draws', () => {
    for (const provider of allSocialProviders)
      expect(renderToStaticMarkup(<SocialProviderMark provider={provider} />)).toContain(
        `<use href="#${socialMarkId(provider)}"></use>`,
      )
  })
})
