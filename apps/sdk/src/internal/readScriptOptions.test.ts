import { describe, expect, it } from 'vitest'
import { readScriptOptions } from './readScriptOptions'

const script = (attributes: Record<string, string>) => {
  const element = document.createElement('script')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  return element
}

describe('readScriptOptions', () => {
  it('reads the projectId, language, theme mode, networks and the frame origin from the script tag', () => {
    expect(
      readScriptOptions(
        script({
          src: 'http://127.0.0.1:3000/sdk.js?v=1',
          'data-project-id': 'latch-dev',
          'data-locale': 'pt-BR',
          'data-theme-mode': 'dark',
          'data-networks': 'eip155:31337, eip155:31338,',
        }),
      ),
    ).toEqual({
      projectId: 'latch-dev',
      locale: 'pt-BR',
      themeMode: 'dark',
      networks: ['eip155:31337', 'eip155:31338'],
      frameUrl: 'http://127.0.0.1:3000',
    })
  })

  it('leaves out what the tag does not say, and passes an unknown theme mode on for the frame to ignore', () => {
    expect(
      readScriptOptions(script({ src: 'https://frame.example/sdk.js', 'data-theme-mode': 'blue' })),
    ).toEqual({
      projectId: undefined,
      locale: undefined,
      themeMode: 'blue',
      networks: undefined,
      frameUrl: 'https://frame.example',
    })
  })

  it('gives no options without a script tag', () => {
    expect(readScriptOptions(null)).toEqual({
      projectId: undefined,
      locale: undefined,
      themeMode: undefined,
      networks: undefined,
      frameUrl: undefined,
    })
  })

  it('gives no frame URL for a script without a src (an inlined copy)', () => {
    expect(readScriptOptions(script({ 'data-project-id': 'latch-dev' })).frameUrl).toBeFalsy()
  })
})
