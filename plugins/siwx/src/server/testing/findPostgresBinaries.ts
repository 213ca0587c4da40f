import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { delimiter, join } from 'node:path'

const DEBIAN_VERSIONS_DIR = '/usr/lib/postgresql'

/**
 * TEST HELPER: the `initdb` and `postgres` programs of one PostgreSQL version: Debian's newest
 * under /usr/lib/postgresql/<version>/bin (not on PATH there), else the ones on PATH. Throws,
 * saying how to install them, when there are none: the tests fail rather than skip.
 */
export function findPostgresBinaries(): { initdb: string; postgres: string } {
  const versions = existsSync(DEBIAN_VERSIONS_DIR)
    ? readdirSync(DEBIAN_VERSIONS_DIR).sort((a, b) => Number(b) - Number(a))
    : []
  const dirs = [
    ...versions.map((version) => join(DEBIAN_VERSIONS_DIR, version, 'bin')),
    ...(process.env.PATH ?? '').split(delimiter).filter(Boolean),
  ]
  for (const dir of dirs) {
    const initdb = join(dir, 'initdb')
    const postgres = join(dir, 'postgres')
    if (existsSync(initdb) && existsSync(postgres)) return { initdb, postgres }
  }
  throw new Error(
    "PostgreSQL's initdb and postgres were not found (on PATH or in /usr/lib/postgresql/*/bin). " +
      "Install Debian's postgresql package: bash scripts/ensure-database-servers.sh",
  )
}

/** TEST HELPER: the uid and gid of a system user, or undefined when there is no such user. */
export function systemUser(name: string): { uid: number; gid: number } | undefined {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }))
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    return undefined
  }
}
