import type { ReactNode } from "react"

/** Layout of the text pages (policies): a title, the date of the text, then its sections. */
export function TextPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <article className="page container text-page">
      <h1>{title}</h1>
      <p className="text-page__updated">Last updated: {updated}</p>
      {children}
    </article>
  )
}
