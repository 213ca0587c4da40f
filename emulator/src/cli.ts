import { CLI_USAGE, parseCliArgs } from './parseCliArgs.js'
import { startEmulator } from './startEmulator.js'

/**
 * `appkit-emulator`: starts every local service and stops them all on SIGINT, SIGTERM or SIGHUP.
 * A second signal while stopping exits at once.
 */
async function main(): Promise<void> {
  let command: ReturnType<typeof parseCliArgs>
  try {
    command = parseCliArgs(process.argv.slice(2))
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    console.error(CLI_USAGE)
    process.exitCode = 2
    return
  }
  if (command.kind === 'help') {
    console.log(CLI_USAGE)
    return
  }

  const startedAt = performance.now()
  const emulator = await startEmulator(command.options)

  let stopping = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1)
    stopping = true
    console.log(`\n${signal}: stopping the emulator...`)
    emulator.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal)
  // Only now say so: a signal sent on reading this line must find the handlers in place.
  console.log(`  Ready in ${Math.round(performance.now() - startedAt)} ms. Press Ctrl+C to stop.`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
