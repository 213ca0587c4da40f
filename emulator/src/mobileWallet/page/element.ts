/**
 * A new element with text content and attributes, never parsed markup: dapp metadata and
 * request params are untrusted, so the page builds its DOM with this only.
 */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  options: { text?: string; attributes?: Record<string, string> } = {},
  children: readonly Node[] = [],
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag)
  if (options.text !== undefined) created.textContent = options.text
  for (const [name, value] of Object.entries(options.attributes ?? {})) {
    created.setAttribute(name, value)
  }
  created.append(...children)
  return created
}
