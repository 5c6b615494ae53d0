import type { Plugin } from 'vite'
/** Where each name a barrel exports is defined (see resolveBarrelImports.mjs). */
export function barrelExports(index: string): Map<string, string>
/** The statements of `code` importing from `barrel`, rewritten to the defining modules. */
export function rewriteBarrelImports(
  code: string,
  barrel: string,
  names: Map<string, string>,
): string | undefined
/** The Vite plugin that resolves `barrel`'s named imports through its `index` file. */
export function resolveBarrelImports(options: { barrel: string; index: string }): Plugin
