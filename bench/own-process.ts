/**
 * A figure measured in a Node process of its own: the file's `answer` run with the loader flags
 * the bench runs under, its input and result as JSON. The money schedules use it to run on every
 * core; the partner script, to be timed in a fresh process as a partner's script is, whatever the
 * bench measured before it.
 */
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const LINE = 'foyer-bench-answer '

/** Runs `file` (a module that calls `answer`) with `input`; resolves to what it answered. */
export function inOwnProcess<Input, Output>(file: string, input: Input): Promise<Output> {
  return new Promise((resolve, reject) => {
    const args = [...process.execArgv, fileURLToPath(file), JSON.stringify(input)]
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      const line = stdout.split('\n').find((l) => l.startsWith(LINE))
      if (error || !line) reject(error ?? new Error(`${file} answered nothing`))
      else resolve(JSON.parse(line.slice(LINE.length)) as Output)
    })
  })
}

/** In `file`, run as `inOwnProcess` runs it: answers `work(input)`. Does nothing when `file` is imported. */
export async function answer<Input, Output>(file: string, work: (input: Input) => Promise<Output>): Promise<void> {
  if (process.argv[1] !== fileURLToPath(file)) return
  const output = await work(JSON.parse(process.argv[2] ?? 'null') as Input)
  process.stdout.write(`\n${LINE}${JSON.stringify(output)}\n`)
}
