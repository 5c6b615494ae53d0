import { describe, expect, it } from 'vitest'
import { checkThemeVariables } from './checkThemeVariables'

const keep = (name: string, value: unknown) => checkThemeVariables({ [name]: value })

describe('checkThemeVariables', () => {
  it('keeps every known variable with a safe value', () => {
    const input = {
      '--latch-accent': '#ff00aa',
      '--latch-color-mix': 'rgb(10, 20, 30)',
      '--latch-color-mix-strength': 40,
      '--latch-font-family': "'Space Grotesk', Inter, sans-serif",
      '--latch-font-size-master': '10px',
      '--latch-border-radius-master': '0.5rem',
      '--latch-z-index': 9999,
    }
    expect(checkThemeVariables(input)).toEqual(input)
  })

  it.each([null, undefined, 'red', 42, ['--latch-accent', 'red'], true])(
    'returns nothing for %j',
    (input) => {
      expect(checkThemeVariables(input)).toEqual({})
    },
  )

  it('drops keys outside the list, keeping the rest', () => {
    const input = JSON.parse(
      '{"--latch-accent":"red","--w3m-accent":"blue","background":"red","--latch-qr-color":"#000","__proto__":{"polluted":1},"constructor":"x"}',
    )
    const result = checkThemeVariables(input)
    expect(result).toEqual({ '--latch-accent': 'red' })
    expect(Object.keys(result)).toEqual(['--latch-accent'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('drops one bad value without losing the good ones', () => {
    expect(checkThemeVariables({ '--latch-accent': 'red;', '--latch-z-index': 5 })).toEqual({
      '--latch-z-index': 5,
    })
  })

  it('ignores inherited keys', () => {
    const input = Object.create({ '--latch-accent': 'red' })
    expect(checkThemeVariables(input)).toEqual({})
  })

  describe('colours', () => {
    it.each([
      '#abc',
      '#abcd',
      '#A1B2C3',
      '#a1b2c3d4',
      'rgb(255, 0, 0)',
      'rgba(255,0,0,0.5)',
      'rgb(255 0 0 / 50%)',
      'hsl(210, 50%, 40%)',
      'hsla(210deg 50% 40% / .3)',
      'RGB(1, 2, 3)',
      'rebeccapurple',
      'Transparent',
    ])('keeps %s', (color) => {
      expect(keep('--latch-accent', color)).toEqual({ '--latch-accent': color })
      expect(keep('--latch-color-mix', color)).toEqual({ '--latch-color-mix': color })
    })

    it.each([
      'red; background: url(https://evil.example/x.png)',
      'red}body{display:none',
      '#fff;',
      'expression(alert(1))',
      'url(https://evil.example)',
      'rgb(1, 2, 3) /* x */',
      '</style><script>alert(1)</script>',
      '\\72 ed',
      'javascript:alert(1)',
      'var(--x)',
      'color-mix(in srgb, red 10%, blue)',
      'rgb(1, 2)',
      'rgb(a, b, c)',
      'rgb(1, 2, 3, 4, 5)',
      'notacolour',
      'inherit',
      'red !important',
      '#ggg',
      '#abcde',
      'red\n',
      '',
      12,
      { toString: () => 'red' },
    ])('drops %j', (value) => {
      expect(keep('--latch-accent', value)).toEqual({})
    })
  })

  describe('lengths', () => {
    it.each(['10px', '0.5rem', '1.25em', '.5rem', '0px'])('keeps %s', (length) => {
      expect(keep('--latch-font-size-master', length)).toEqual({ '--latch-font-size-master': length })
      expect(keep('--latch-border-radius-master', length)).toEqual({ '--latch-border-radius-master': length })
    })

    it.each([
      '10',
      10,
      '-4px',
      '10%',
      '10vh',
      'calc(10px + 1px)',
      '10px;color:red',
      '10px}',
      '10 px',
      '10px !important',
      'expression(1)px',
    ])('drops %j', (value) => {
      expect(keep('--latch-border-radius-master', value)).toEqual({})
    })
  })

  describe('font families', () => {
    it.each([
      'Inter',
      'Inter, sans-serif',
      '"Helvetica Neue", Arial',
      "'Space Grotesk'",
      '"Foo\'s Font", serif',
      '-apple-system, BlinkMacSystemFont',
      'Noto Sans JP',
      '思源黑体, sans-serif',
    ])('keeps %s', (family) => {
      expect(keep('--latch-font-family', family)).toEqual({ '--latch-font-family': family })
    })

    it.each([
      'Inter; color: red',
      'Inter} body { display: none',
      'expression(alert(1))',
      'Expression',
      'url(https://evil.example/font.woff)',
      'Inter /* hi */',
      '\\49 nter',
      '<script>',
      '"Inter',
      '\'Inter"',
      'Inter,,',
      'Inter\n, serif',
      'a'.repeat(201),
      '',
    ])('drops %j', (value) => {
      expect(keep('--latch-font-family', value)).toEqual({})
    })

    it('keeps a family of exactly 200 characters', () => {
      const family = 'a'.repeat(200)
      expect(keep('--latch-font-family', family)).toEqual({ '--latch-font-family': family })
    })

    it('rejects a pathological near-match quickly', () => {
      const started = performance.now()
      for (let i = 0; i < 100; i++) keep('--latch-font-family', `${'a '.repeat(99)}!`)
      expect(performance.now() - started).toBeLessThan(500)
    })
  })

  describe('z-index', () => {
    it.each([
      [9999, 9999],
      [0, 0],
      [-1, -1],
      ['100', 100],
      [2147483647, 2147483647],
    ])('keeps %j as %d', (value, expected) => {
      expect(keep('--latch-z-index', value)).toEqual({ '--latch-z-index': expected })
    })

    it.each([
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      2147483648,
      '1e9',
      '12px',
      '10; color: red',
      '99999999999',
      '',
      'auto',
    ])('drops %j', (value) => {
      expect(keep('--latch-z-index', value)).toEqual({})
    })
  })

  describe('colour mix strength', () => {
    it.each([
      [0, 0],
      [40, 40],
      [100, 100],
      ['25', 25],
      ['12.5%', 12.5],
    ])('keeps %j as %d', (value, expected) => {
      expect(keep('--latch-color-mix-strength', value)).toEqual({ '--latch-color-mix-strength': expected })
    })

    it.each([-1, 101, Number.NaN, '101%', '50%;', 'half', ''])('drops %j', (value) => {
      expect(keep('--latch-color-mix-strength', value)).toEqual({})
    })
  })
})
