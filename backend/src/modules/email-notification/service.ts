import fs from "node:fs/promises"
import path from "node:path"
import nodemailer from "nodemailer"
import type { Logger, ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types"
import { AbstractNotificationProviderService, MedusaError } from "@medusajs/framework/utils"
import { renderIssuedDocumentPdf } from "../../lib/order-document-pdf"
import { issuedDocumentOf } from "../../lib/books/issued-document"
import { isEmailTemplateName, renderEmail } from "./templates"
import type { RenderedEmail } from "./templates/layout"

export type EmailProviderOptions = {
  from: string
  /** Where emails are written when no SMTP relay is configured. */
  outboxDir: string
  smtp?: { host: string; port: number; secure: boolean; user?: string; password?: string }
}

type Mail = Parameters<ReturnType<typeof nodemailer.createTransport>["sendMail"]>[0]

/**
 * The notification module's "email" channel. With an SMTP relay configured it sends through it;
 * without one it writes each email as an .eml file to the outbox folder and logs its path, so a new
 * user of the shop can read every email the shop would have sent.
 */
export default class EmailNotificationProviderService extends AbstractNotificationProviderService {
  static identifier = "email"

  private readonly logger: Logger
  private readonly options: EmailProviderOptions
  private readonly smtp?: ReturnType<typeof nodemailer.createTransport>

  static validateOptions(options: Record<string, unknown>) {
    if (typeof options.from !== "string" || typeof options.outboxDir !== "string") {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "The email provider needs `from` and `outboxDir` options")
    }
  }

  constructor({ logger }: { logger: Logger }, options: EmailProviderOptions) {
    super()
    this.logger = logger
    this.options = options
    if (options.smtp) {
      const { host, port, secure, user, password } = options.smtp
      this.smtp = nodemailer.createTransport({
        host,
        port,
        secure,
        auth: user ? { user, pass: password } : undefined,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      })
    }
  }

  async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    const email = this.render(notification)
    const mail: Mail = {
      from: notification.from || this.options.from,
      to: notification.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      headers: email.headers,
      attachments: [
        ...(notification.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          content: attachment.content,
          encoding: "base64",
          contentType: attachment.content_type,
        })),
        ...(await this.documents(notification)),
      ],
    }
    if (this.smtp) {
      const info = await this.smtp.sendMail(mail)
      this.logger.info(`Email "${email.subject}" sent to ${notification.to} (${info.messageId})`)
      return { id: info.messageId }
    }
    return this.writeToOutbox(mail, notification)
  }

  /**
   * The invoice or credit note an e-mail's data carries (the order confirmation, a refund, a
   * cancellation), as its PDF: the issued document renders to the same bytes as the PDF the shop
   * keeps of it, so an e-mail sent again carries the same document.
   */
  private async documents(notification: ProviderSendNotificationDTO) {
    const documents = [notification.data?.invoice, notification.data?.credit_note].flatMap((value) => {
      const document = issuedDocumentOf(value)
      return document ? [document] : []
    })
    return Promise.all(
      documents.map(async (document) => ({
        filename: `${document.type === "invoice" ? "invoice" : "credit-note"}-${document.number}.pdf`,
        content: await renderIssuedDocumentPdf(document),
        contentType: "application/pdf",
      })),
    )
  }

  private render(notification: ProviderSendNotificationDTO): RenderedEmail {
    if (isEmailTemplateName(notification.template)) {
      return renderEmail(notification.template, notification.data ?? {})
    }
    const content = notification.content
    if (content?.subject && (content.html || content.text)) {
      return { subject: content.subject, html: content.html ?? "", text: content.text ?? "" }
    }
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `No email template named "${notification.template}"`)
  }

  private async writeToOutbox(mail: Mail, notification: ProviderSendNotificationDTO) {
    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    const info = await composer.sendMail(mail)
    await fs.mkdir(this.options.outboxDir, { recursive: true })
    const stamp = new Date().toISOString().replace(/[:.]/g, "-")
    const recipient = notification.to.replace(/[^a-zA-Z0-9@._-]/g, "_")
    const file = path.join(this.options.outboxDir, `${stamp}-${notification.template}-${recipient}.eml`)
    await fs.writeFile(file, info.message)
    this.logger.info(`Email "${mail.subject}" to ${notification.to} written to ${file} (no SMTP_HOST set)`)
    return { id: info.messageId }
  }
}
