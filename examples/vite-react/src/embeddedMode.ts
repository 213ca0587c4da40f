/** `?embedded=1`: the modal's views render inline in the page (embedded mode), not as a dialog. */
export function isEmbeddedModeOn(params: URLSearchParams): boolean {
  return params.get('embedded') === '1'
}
