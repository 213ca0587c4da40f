/** The modules of a QR code: `size` x `size`, dark where `get` is truthy. */
export interface QrModules {
  size: number
  get(row: number, column: number): number | boolean
}

/**
 * An SVG path drawing the dark modules, one horizontal run per `M x y h n` segment, in a
 * viewBox of `size + 2 * margin` (the margin is the quiet zone scanners need).
 *
 * @example qrPath({ size: 2, get: (r, c) => r === c }, 0) // 'M0 0.5h1M1 1.5h1'
 */
export function qrPath(modules: QrModules, margin = 4): string {
  let path = ''
  for (let row = 0; row < modules.size; row++) {
    let column = 0
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++
        continue
      }
      const start = column
      while (column < modules.size && modules.get(row, column)) column++
      path += `M${start + margin} ${row + margin + 0.5}h${column - start}`
    }
  }
  return path
}
