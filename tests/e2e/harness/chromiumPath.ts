import { existsSync } from 'node:fs'

/** Debian's Chromium, which `.ci/run` and `npm test` install; CHROMIUM_PATH overrides it. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)))
  if (!found) {
    throw new Error(
      'Chromium not found: install the Debian package (apt-get install chromium) or set CHROMIUM_PATH',
    )
  }
  return found
}
