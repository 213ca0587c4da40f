/**
 * Fetches and evaluates the code a first open runs (the project configuration's and the origin
 * check's fetchers, the HTTP client, the connect action) without running it: no request reaches the project API.
 * Resolves when all of it is loaded; a failed chunk is left for the open to load again.
 */
export function warmOpeningCode(): Promise<void> {
  return Promise.all([
    import('../gates/fetchRemoteConfig.js'),
    import('../origins/fetchAllowedOrigins.js'),
    import('../origins/isOriginAllowed.js'),
    import('../pipelines/createHttpClient.js'),
    import('../actions/createConnectAction.js'),
  ]).then(
    () => undefined,
    () => undefined,
  )
}
