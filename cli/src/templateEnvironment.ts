import type { Template } from './catalog.js'

/** How a template's appkit.config.ts reads its build-time environment and the page it runs in. */
export interface TemplateEnvironment {
  /** Lines after the imports, before `appkitConfig` is used (may be empty). */
  prelude: string
  /** The expression reading the variable APPKIT_<name>, e.g. `env.VITE_APPKIT_API_URL`. */
  read(name: string): string
  /** The dapp name the wallet sees. */
  appName: string
  /** The dapp URL the wallet sees. */
  appUrl: string
  /** The variable's full name, for messages and READMEs. */
  variable(name: string): string
  /** True in a development build (dev server), false in a production build. */
  isDevelopment: string
}

const VITE: TemplateEnvironment = {
  prelude: '\nconst env = import.meta.env\n',
  read: (name) => `env.VITE_APPKIT_${name}`,
  appName: 'document.title',
  appUrl: 'window.location.origin',
  variable: (name) => `VITE_APPKIT_${name}`,
  isDevelopment: 'env.DEV',
}

// Next.js inlines only literal `process.env.NEXT_PUBLIC_*` reads into browser code, and
// renders client components on the server too, where there is no window.
const NEXT: TemplateEnvironment = {
  prelude: '',
  read: (name) => `process.env.NEXT_PUBLIC_APPKIT_${name}`,
  appName: 'appkitConfig.appName',
  appUrl: `typeof window === 'undefined' ? 'http://127.0.0.1:3000' : window.location.origin`,
  variable: (name) => `NEXT_PUBLIC_APPKIT_${name}`,
  isDevelopment: "process.env.NODE_ENV !== 'production'",
}

export function templateEnvironment(template: Template): TemplateEnvironment {
  return template === 'next-app' ? NEXT : VITE
}
