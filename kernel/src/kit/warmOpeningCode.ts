/**
 * Fetches and evaluates the code a first open runs and runs its calls once against their own
 * answers (warmFirstOpen, a chunk of its own). No request reaches the project API.
 * Resolves when all of it is done; a failed chunk is left for the open to load again.
 */
export function warmOpeningCode(): Promise<void> {
  return import('./warmFirstOpen.js')
    .then(
      ({ warmFirstOpen }) => warmFirstOpen(),
      () => undefined,
    )
    .catch(() => undefined)
}
