/** 'theme mode light or dark' (spec §2); 'system' follows prefers-color-scheme. */
export type ThemeMode = 'light' | 'dark' | 'system'
export type ColorScheme = 'light' | 'dark'

/** The CSS custom properties a host may set; they are scoped to AppKit's elements. */
export interface ThemeVariables {
  /** Buttons, links and the focus ring, e.g. '#2563eb'. */
  '--appkit-accent'?: string
  /** Text on the accent colour; default white. */
  '--appkit-accent-foreground'?: string
  '--appkit-font-family'?: string
  /** The modal's corner radius; default 16px. */
  '--appkit-border-radius'?: string
  /** The base font size; default 15px. */
  '--appkit-font-size'?: string
  /** Stacking order of the modal's overlay. */
  '--appkit-z-index'?: string | number
}

export const THEME_VARIABLE_NAMES = [
  '--appkit-accent',
  '--appkit-accent-foreground',
  '--appkit-font-family',
  '--appkit-border-radius',
  '--appkit-font-size',
  '--appkit-z-index',
] as const satisfies readonly (keyof ThemeVariables)[]

/**
 * The known theme variables with a usable value, as [name, value] pairs to pass to
 * `style.setProperty` (the CSSOM parses each as one value: nothing can be injected).
 */
export function themeProperties(variables: ThemeVariables | undefined): [string, string][] {
  if (!variables) return []
  const pairs: [string, string][] = []
  for (const name of THEME_VARIABLE_NAMES) {
    const value = variables[name]
    if (typeof value === 'number' && Number.isFinite(value)) pairs.push([name, String(value)])
    else if (typeof value === 'string' && value.trim() !== '') pairs.push([name, value.trim()])
  }
  return pairs
}

/** The scheme in force: the mode itself, or the system's preference for 'system'. */
export function resolveColorScheme(mode: ThemeMode, prefersDark: boolean): ColorScheme {
  if (mode === 'system') return prefersDark ? 'dark' : 'light'
  return mode
}
