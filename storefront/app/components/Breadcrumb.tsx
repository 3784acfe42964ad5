import { Link } from "~/i18n/links"
import { useT } from "~/i18n/i18n"

export function Breadcrumb({ trail }: { trail: Array<{ label: string; to?: string }> }) {
  const t = useT()
  return (
    <nav aria-label={t("breadcrumb.label")} className="breadcrumb">
      <ol>
        {trail.map((step, index) => (
          <li key={step.label}>
            {step.to && index < trail.length - 1 ? <Link to={step.to}>{step.label}</Link> : <span aria-current="page">{step.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
