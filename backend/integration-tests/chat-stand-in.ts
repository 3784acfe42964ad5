import http from "node:http"

export type ChatPost = { contentType: string | undefined; body: any }

/**
 * A local chat service speaking the webhook protocol: JSON posts answered 204. It can hold
 * answers (to look at the shop while a post is in flight), fail posts, or be down altogether.
 */
export class ChatStandIn {
  posts: ChatPost[] = []
  /** Requests to answer with 500, by their number (1 is the first request received). */
  failing = new Set<number>()
  private received = 0
  private held: Array<() => void> = []
  private holding = false
  private server?: http.Server

  constructor(private readonly port: number) {}

  start() {
    this.server = http.createServer((req, res) => {
      let raw = ""
      req.on("data", (chunk) => (raw += chunk))
      req.on("end", () => {
        this.received += 1
        const number = this.received
        const answer = () => {
          if (this.failing.has(number)) {
            res.writeHead(500).end()
            return
          }
          this.posts.push({ contentType: req.headers["content-type"], body: JSON.parse(raw) })
          res.writeHead(204).end()
        }
        if (this.holding) this.held.push(answer)
        else answer()
      })
    })
    return new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve))
  }

  stop() {
    return new Promise<void>((resolve) => {
      if (!this.server) return resolve()
      this.server.closeAllConnections()
      this.server.close(() => resolve())
      this.server = undefined
    })
  }

  hold() {
    this.holding = true
  }

  release() {
    this.holding = false
    for (const answer of this.held.splice(0)) answer()
  }

  reset() {
    this.posts = []
    this.failing.clear()
    this.received = 0
    this.release()
  }
}

/** Polls until `check` returns a truthy value (or fails after `timeoutMs`). */
export async function waitFor<T>(check: () => Promise<T> | T, timeoutMs = 15_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value as NonNullable<T>
    if (Date.now() > deadline) throw new Error("waitFor: condition not met in time")
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

let clientCounter = 0
/** A distinct client for the rate limits (Medusa trusts one proxy hop's X-Forwarded-For). */
export function clientAddress() {
  clientCounter += 1
  const random = Math.floor(Math.random() * 250) + 1
  return `10.${random}.${Math.floor(clientCounter / 250)}.${(clientCounter % 250) + 1}`
}
