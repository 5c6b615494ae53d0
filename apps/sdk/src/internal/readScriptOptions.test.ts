import { describe, expect, it } from 'vitest'
import { readScriptOptions } from './readScriptOptions'

const script = (attributes: Record<string, string>) => {
  const element = document.createElement('script')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  return element
}

describe('readScriptOptions', () => {
  it('reads the projectId, theme mode, networks and the frame origin from the script tag', () => {
    expect(
      readScriptOptions(
        script({
          src: 'http://127.0.0.1:3000/sdk.js?v=1',
          'data-project-id': 'latch-dev',
          'data-theme-mode': 'dark',
          'data-networks': 'eip155:31337, eip155:31338,',
        }),
      ),
    ).toEqual({
      projectId: 'latch-dev',
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
      themeMode: 'blue',
      networks: undefined,
      frameUrl: 'https://frame.example',
    })
  })

  it('gives no options without a script tag', () => {
    expect(readScriptOptions(null)).toEqual({
      projectId: undefined,
      themeMode: undefined,
      networks: undefined,
      frameUrl: undefined,
    })
  })
})
