import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { apiRoutes, otherApiPaths } from './apiRoutes'

const appDir = path.resolve(import.meta.dirname, '../../app')

async function routeFiles(): Promise<string[]> {
  const entries = await readdir(path.join(appDir, 'api'), { recursive: true })
  return entries
    .filter((entry) => entry === 'route.ts' || entry.endsWith(`${path.sep}route.ts`))
    .map((entry) => `/api/${path.dirname(entry).split(path.sep).join('/')}`.replace(/\/\.$/, ''))
    .sort()
}

describe('apiRoutes', () => {
  it('lists every app/api/**/route.ts, as an ApiRoute or as a handler of its own, once', async () => {
    const listed = [...Object.keys(apiRoutes), ...otherApiPaths].sort()
    expect(listed).toEqual(await routeFiles())
    expect(new Set(listed).size).toBe(listed.length)
  })

  it('holds, for each path, the very routes its route.ts serves, with the methods it exports', async () => {
    for (const [routePath, listed] of Object.entries(apiRoutes)) {
      const routes = [listed].flat()
      const file = path.join(appDir, routePath, 'route.ts')
      const source = await readFile(file, 'utf8')
      const names = [...source.matchAll(/nextApiRoute\((\w+)\)/g)].map((match) => match[1] ?? '')
      expect(names, routePath).toHaveLength(routes.length)
      for (const [index, name] of names.entries()) {
        const from = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '@/([^']+)'`).exec(source)?.[1]
        expect(from, routePath).toBeDefined()
        const module: Record<string, unknown> = await import(path.join(appDir, '..', `${from}.ts`))
        expect(module[name], routePath).toBe(routes[index])
      }
      const handlers: Record<string, unknown> = await import(file)
      const methods = routes.map((route) => route.method)
      expect(new Set(methods).size, routePath).toBe(methods.length)
      expect(Object.keys(handlers).sort(), routePath).toEqual([...methods, 'OPTIONS'].sort())
    }
  })

  it('leaves as handlers of their own only the routes that do not go through nextApiRoute', async () => {
    for (const routePath of otherApiPaths) {
      const source = await readFile(path.join(appDir, routePath, 'route.ts'), 'utf8')
      expect(source, routePath).not.toContain('nextApiRoute(')
    }
  })
})
