/**
 * Like Promise.all, but waits for every promise before failing, so nothing is still starting
 * (and left running) when the caller cleans up after the first failure.
 */
export async function settleAll<T>(promises: readonly Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(promises)
  const failure = results.find((result) => result.status === 'rejected')
  if (failure !== undefined) throw failure.reason
  return results.map((result) => (result as PromiseFulfilledResult<T>).value)
}
