/** KiB with one decimal. */
export const kib = (bytes: number) => (bytes / 1024).toFixed(1)
/** MiB with one decimal. */
export const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
/** Milliseconds: one decimal under 100, whole above. */
export const ms = (value: number) => (value < 100 ? value.toFixed(1) : Math.round(value).toString())
/** Operations per second in thousands or millions. */
export const rate = (perSecond: number) =>
  perSecond >= 1e6 ? `${(perSecond / 1e6).toFixed(2)} M/s` : `${(perSecond / 1e3).toFixed(1)} k/s`
/** `ours / peer`, two decimals, with the × sign; blank when either is missing. */
export const ratio = (ours: number | undefined, peer: number | undefined) =>
  ours === undefined || peer === undefined || !Number.isFinite(ours) || !peer
    ? ''
    : `×${(ours / peer).toFixed(2)}`
