// `npm run dev`: the AppKit emulator and Next.js side by side; Ctrl+C (or either one ending) stops both.
import { spawn } from 'node:child_process'

const bin = (name) => (process.platform === 'win32' ? `${name}.cmd` : name)
const children = [
  spawn(bin('appkit'), ['dev'], { stdio: 'inherit', shell: process.platform === 'win32' }),
  spawn(bin('next'), ['dev', '--webpack', '--hostname', '127.0.0.1'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  }),
]
let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exitCode = code ?? 0
}
for (const child of children) child.on('exit', (code) => stop(code))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))
