const two = (n: number) => String(n).padStart(2, '0')

/** Epoch milliseconds as local HH:MM:SS.mmm, the timeline's clock. */
export function formatTime(epochMs: number): string {
  const date = new Date(epochMs)
  if (Number.isNaN(date.getTime())) return '--:--:--.---'
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${String(
    date.getMilliseconds(),
  ).padStart(3, '0')}`
}
