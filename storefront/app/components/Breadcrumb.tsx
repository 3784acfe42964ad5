import { Link } from "~/i18n/links"

export function Breadcrumb({ trail }: { trail: Array<{ label: string; to?: string }> }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
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
