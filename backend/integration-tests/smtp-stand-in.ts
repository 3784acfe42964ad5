/**
 * A local SMTP relay (the `smtp-server` package): the shop's email provider talks real SMTP to it,
 * and the tests read what arrived.
 */
type Session = { envelope: { mailFrom: { address: string } | false; rcptTo: { address: string }[] } }
type SmtpServer = {
  listen(port: number, host: string, callback: () => void): void
  close(callback: () => void): void
}
// smtp-server ships no types; this is the part of its API used here (typed at the require).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SMTPServer } = require("smtp-server") as {
  SMTPServer: new (options: {
    authOptional: boolean
    disabledCommands: string[]
    logger: boolean
    onData(stream: NodeJS.ReadableStream, session: Session, callback: (error?: Error) => void): void
  }) => SmtpServer
}

export type ReceivedMail = { from: string; to: string[]; raw: string; text: string }

/** Undoes quoted-printable encoding (soft line breaks and =XX bytes, read as UTF-8) for reading a mail's text. */
export function decodeQuotedPrintable(raw: string) {
  const bytes = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, "latin1").toString("utf8")
}

export class SmtpStandIn {
  mails: ReceivedMail[] = []
  private server?: SmtpServer

  constructor(private readonly port: number) {}

  start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, session, callback) => {
        let raw = ""
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")))
        stream.on("end", () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ""
          this.mails.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) })
          callback()
        })
      },
    })
    return new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve))
  }

  stop() {
    return new Promise<void>((resolve) => (this.server ? this.server.close(resolve) : resolve()))
  }
}
