import { LOCALES } from '@appkit/kernel'
import { Command } from 'commander'
import { Cancelled } from './Cancelled.js'
import { CliError } from './CliError.js'
import { ADAPTER_NAMESPACE, ADAPTERS, FEATURES, NAMESPACES, TEMPLATES } from './catalog.js'
import { add } from './commands/add.js'
import { type CreateFlags, create } from './commands/create.js'
import { dev } from './commands/dev.js'
import { doctor } from './commands/doctor.js'
import { networkChoices } from './resolveCreateOptions.js'

async function run(action: () => Promise<void>): Promise<void> {
  try {
    await action()
  } catch (error) {
    if (!(error instanceof CliError)) throw error
    console.error(error instanceof Cancelled ? error.message : `Error: ${error.message}`)
    process.exitCode = 1
  }
}

/** `create-appkit [dir]`: declares the flags and hands over to commands/create.ts. */
export async function runCreateAppkit(argv: readonly string[]): Promise<void> {
  const program = new Command('create-appkit')
    .description('Create an AppKit app (offline, from templates)')
    .argument('[dir]', 'the new app folder')
    .option(
      '--template <name>',
      `${TEMPLATES.join(' (default) or ')}: Vite + React, or Next.js App Router`,
    )
    .option('--namespaces <list>', `comma-separated: ${NAMESPACES.join(', ')} (default eip155)`)
    .option(
      '--networks <list>',
      `comma-separated, of the chosen namespaces: ${networkChoices(NAMESPACES)} (default: each namespace's local or first network)`,
    )
    .option('--features <list>', `comma-separated: ${FEATURES.join(', ')}; none: -`)
    .option(
      '--adapter <name>',
      `${ADAPTERS.join(', ')} (default none): the library your components use for the EVM wallet (wagmi and ethers need ${ADAPTER_NAMESPACE})`,
    )
    .option('--project-id <id>', "project id (default: the emulator's appkit-local-project)")
    .option('--package-manager <pm>', 'npm, pnpm or yarn')
    .option(
      '--locale <tag>',
      `the modal's language, a tag one of the shipped locales serves (${LOCALES.join(', ')}; pt-PT falls back to pt-BR, de-AT to de); default: the browser's languages`,
    )
    .option(
      '-y, --yes',
      'take the defaults for every missing answer (also taken, with a note, when stdin is not a terminal)',
    )
    .option('--force', 'write into a non-empty directory')
    .option(
      '--published',
      'depend on published AppKit versions (the default unless create-appkit runs from the AppKit monorepo, which links its local packages)',
    )
    .action((dir: string | undefined, flags: CreateFlags) =>
      run(async () => {
        await create(dir, flags, { input: process.stdin, output: process.stdout })
      }),
    )
  await program.parseAsync([...argv])
}

/** `appkit dev | add <plugin> | doctor`: declares the commands and hands each over. */
export async function runAppkit(argv: readonly string[]): Promise<void> {
  const program = new Command('appkit').description('AppKit app tools')
  program
    .command('dev')
    .description('start the AppKit emulator (extra arguments go to appkit-emulator)')
    .allowUnknownOption()
    .argument('[args...]')
    .action((args: string[]) =>
      run(async () => {
        process.exitCode = await dev(args, process.cwd())
      }),
    )
  program
    .command('add')
    .description(
      'enable a feature or a chain family in this app (edits src/appkit.config.ts and package.json)',
    )
    .argument('<plugin>')
    .option(
      '--published',
      "add the published version (default: the same kind of spec as the app's @appkit/kernel)",
    )
    .option(
      '--force',
      'rewrite src/appkit.config.ts even if it was edited by hand (the old file is kept as .bak)',
    )
    .action((plugin: string, flags: { published?: boolean; force?: boolean }) =>
      run(async () => {
        for (const line of add(plugin, process.cwd(), flags)) console.log(line)
      }),
    )
  program
    .command('doctor')
    .description("check this app's src/appkit.config.ts")
    .action(() =>
      run(async () => {
        const problems = doctor(process.cwd())
        for (const problem of problems) {
          const mark = problem.severity === 'error' ? '✖' : 'ℹ'
          console.log(`${mark} [${problem.rule}] ${problem.message}`)
        }
        if (problems.some((problem) => problem.severity === 'error')) process.exitCode = 1
        else if (problems.length === 0) console.log('appkit.config.ts: no problems found.')
        else console.log('appkit.config.ts: no errors; the notes above are limits to know of.')
      }),
    )
  await program.parseAsync([...argv])
}
