/**
 * The JS files an index.html loads without any click: `<script type="module" src>` and
 * `<link rel="modulepreload" href>`, as paths without the leading slash (`assets/index-x.js`).
 */
export function eagerScripts(html: string): string[] {
  const files = new Set<string>()
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = /^<script\b/.test(tag) && /\btype="module"/.test(tag)
    const isPreload = /^<link\b/.test(tag) && /\brel="modulepreload"/.test(tag)
    if (!isModuleScript && !isPreload) continue
    const url = tag.match(/\b(?:src|href)="([^"]+)"/)?.[1]
    if (url && !/^[a-z]+:/i.test(url)) files.add(url.replace(/^\.?\//, ''))
  }
  return [...files]
}
