import type { ReactNode } from "react"
import { useT } from "~/i18n/i18n"
import { useFormatDate } from "~/lib/format"

/** Layout of the text pages (policies): a title, the day the text was last updated (ISO), then its sections. */
export function TextPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  const t = useT()
  const date = useFormatDate()
  return (
    <article className="page container text-page">
      <h1>{title}</h1>
      <p className="text-page__updated">{t("pages.lastUpdated", { date: date(updated) })}</p>
      {children}
    </article>
  )
}
