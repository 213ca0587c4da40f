// Runs one esbuild build in its own Node process: the build options come as JSON on stdin, the
// first output file's text goes to stdout. esbuild keeps a service process for the life of
// the process that calls it; here that life ends with the build.
import { build } from 'esbuild'

let input = ''
for await (const chunk of process.stdin) input += chunk
try {
  const result = await build(JSON.parse(input))
  const [output] = result.outputFiles ?? []
  if (output === undefined) throw new Error('esbuild wrote no output file')
  process.stdout.write(output.text)
} catch (error) {
  process.stderr.write(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
}
