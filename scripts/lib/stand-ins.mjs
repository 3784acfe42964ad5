// Stand-ins for the outside services a shop run talks to, for the scripts that start a whole shop
// (fault test, model test): a chat webhook and an SMTP relay speaking their real protocols.
import http from "node:http"
import path from "node:path"
import { createRequire } from "node:module"
import { repoRoot } from "./env.mjs"

/** The chat service stand-in: records what the shop posts; can be taken down and brought back. */
export function chatStandIn(port) {
  const received = []
  let server
  return {
    received,
    url: `http://127.0.0.1:${port}/api/webhooks/faults`,
    start: () =>
      new Promise((resolve) => {
        server = http.createServer((req, res) => {
          let body = ""
          req.on("data", (chunk) => (body += chunk))
          req.on("end", () => {
            received.push(body)
            res.writeHead(204).end()
          })
        })
        server.listen(port, "127.0.0.1", resolve)
      }),
    stop: () => new Promise((resolve) => (server.closeAllConnections?.(), server.close(() => resolve()))),
  }
}

/** The SMTP relay stand-in (the smtp-server package, as in the backend's integration tests). */
export function smtpStandIn(port) {
  const { SMTPServer } = createRequire(path.join(repoRoot, "backend/package.json"))("smtp-server")
  const mails = []
  let server
  return {
    mails,
    start: () =>
      new Promise((resolve) => {
        server = new SMTPServer({
          authOptional: true,
          disabledCommands: ["STARTTLS"],
          logger: false,
          onData(stream, session, callback) {
            let raw = ""
            stream.on("data", (chunk) => (raw += chunk))
            stream.on(
              "end",
              () => (mails.push({ raw, to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), at: Date.now() }), callback()),
            )
          },
        })
        server.listen(port, "127.0.0.1", resolve)
      }),
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}

/** A mail's text with quoted-printable soft breaks and escapes undone (enough to read links and subjects). */
export function mailText(raw) {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
}
