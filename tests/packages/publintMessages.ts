import { readFileSync } from 'node:fs'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'

/**
 * What publint says about a packed tarball, suggestions included (strict mode: warnings count
 * as errors), one line per message: `error FILE_DOES_NOT_EXIST: pkg.exports["."].types is ...`.
 */
export async function publintMessages(tarball: string): Promise<string[]> {
  const data = readFileSync(tarball)
  const { messages, pkg } = await publint({
    pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) },
    level: 'suggestion',
    strict: true,
  })
  return messages.map(
    (message) =>
      `${message.type} ${message.code}: ${formatMessage(message, pkg, { color: false }) ?? ''}`,
  )
}
