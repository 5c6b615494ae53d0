/** Where the /embed client's build goes and where the frame serves it (see embedBuild.mjs). */
export const embedBuild: { readonly dir: string; readonly publicPath: string }
/** A chunk of Vite's manifest, as far as it is read. */
export type EmbedManifestChunk = { file: string; isEntry?: boolean; imports?: string[] }
/** The entry and the chunks it statically imports, as paths under the build's directory. */
export function embedClientFilesOf(manifest: Record<string, EmbedManifestChunk>): {
  entry: string
  imports: string[]
}
