/** Whether an untrusted URL may be an <img src>: http(s), or a data: URL of an image type. */
export function isSafeImageUrl(url: string): boolean {
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(url)) return true
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
