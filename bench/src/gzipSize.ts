import { constants, gzipSync } from 'node:zlib'

/** Bytes of `text` gzipped at level 9, as a server would send it. */
export function gzipSize(text: string | Uint8Array): number {
  return gzipSync(text, { level: constants.Z_BEST_COMPRESSION }).length
}
