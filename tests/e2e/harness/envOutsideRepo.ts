import { REPO_ROOT } from './scaffoldWithCli.js'

/**
 * This process's environment as a shell outside the repository would have it: no `npm_*` or
 * `INIT_CWD` left by an enclosing `npm test` (they name this repository's folders and npm
 * settings), no APPKIT_ override, and no PATH entry into the repository (such as its
 * node_modules/.bin, where a missing bin of the app would otherwise be found).
 */
export function envOutsideRepo(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^npm_/i.test(name) && name !== 'INIT_CWD' && !name.includes('APPKIT_'),
    ),
  )
  env.PATH = (process.env.PATH ?? '')
    .split(':')
    .filter((entry) => !entry.startsWith(REPO_ROOT.replace(/\/$/, '')))
    .join(':')
  return env
}
