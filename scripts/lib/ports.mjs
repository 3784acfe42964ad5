import net from "node:net"

/** True when nothing listens on the port (on the host given, else on every address like the servers). */
export function portIsFree(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once("error", () => resolve(false))
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })
}

/**
 * Checks every port the start needs before anything starts; the first one taken stops it with one
 * line naming the port, what needed it and the setting that moves it.
 * @param {{ port: number, name: string, setting: string, host?: string }[]} wanted
 */
export async function assertPortsFree(wanted) {
  const seen = new Map()
  for (const { port, name, setting, host } of wanted) {
    const clash = seen.get(port)
    if (clash)
      throw startError(`Port ${port} is set for both ${clash.name} (${clash.setting}) and ${name} (${setting}): give each its own.`)
    seen.set(port, { name, setting })
    if (!(await portIsFree(port, host))) {
      throw startError(`Port ${port} for ${name} is taken: stop what runs there or set ${setting}.`)
    }
  }
}

function startError(message) {
  const error = new Error(message)
  error.exitCode = 1
  return error
}
