import { expect, it } from 'vitest'
import { withFirst } from './withFirst'

it('moves the picked item to the front and keeps the others in order', () => {
  expect(withFirst([1, 2, 3, 4], (n) => n === 3)).toEqual([3, 1, 2, 4])
  expect(withFirst([1, 2], (n) => n === 9)).toEqual([1, 2])
  const list = [1, 2]
  expect(withFirst(list, (n) => n === 2)).not.toBe(list)
})
