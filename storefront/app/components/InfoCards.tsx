import { Icon, type IconName } from "./Icon"

export type InfoCard = { icon: IconName; title: string; text: string }

/** A list of short cards, each an icon, a title and a text (home's sections, the about page's values). */
export function InfoCards({ cards, className = "info-cards" }: { cards: readonly InfoCard[]; className?: string }) {
  return (
    <ul className={className}>
      {cards.map((card) => (
        <li key={card.title} className="info-card">
          <span className="info-card__icon">
            <Icon name={card.icon} size={28} />
          </span>
          <h3>{card.title}</h3>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  )
}
