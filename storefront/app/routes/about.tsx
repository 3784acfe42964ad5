import { Link } from "~/i18n/links"
import { InfoCards, type InfoCard } from "~/components/InfoCards"
import { pageMeta, siteFrom } from "~/lib/seo"
import { brand } from "~/lib/shop"
import type { Route } from "./+types/about"

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "About Us",
    description: `The story of ${brand}: pure Himalayan Shilajit, sourced ethically and tested for purity, from Rotterdam.`,
    path: "/about",
    site: siteFrom(matches),
  })

const VALUES: readonly InfoCard[] = [
  {
    icon: "leaf",
    title: "Purity",
    text: "Nothing added, nothing taken away. Every batch is tested by an independent laboratory before it is sold.",
  },
  {
    icon: "mountain",
    title: "Sustainability",
    text: "Resin is harvested by hand, in small quantities, by local families who know the mountains and leave them intact.",
  },
  {
    icon: "flask",
    title: "Transparency",
    text: "We publish our lab reports and answer every question about where and how our products are made.",
  },
]

export default function AboutRoute() {
  return (
    <div className="page">
      <section className="container about">
        <h1>About {brand}</h1>
        <h2>Our Story</h2>
        <p>
          {brand} started with a simple question: where does the Shilajit sold online actually come from? After travelling to
          Gilgit-Baltistan and meeting the families who have harvested the resin for generations, we decided to bring it to Europe
          ourselves: pure, traceable and tested.
        </p>
        <p>
          Today we work directly with harvesters in Skardu and Gilgit. The resin is purified with spring water and slowly sun-dried, then
          tested by an independent laboratory before it is packed and shipped from our base in Rotterdam. Alongside it we offer a small
          range of herbal essentials that pair well with a daily Shilajit ritual.
        </p>
        <h2>Our Values</h2>
        <InfoCards cards={VALUES} className="info-cards info-cards--three" />
        <div className="button-row">
          <Link to="/products" className="button button--primary">
            Explore Products
          </Link>
          <Link to="/contact" className="button button--outline">
            Contact Us
          </Link>
        </div>
      </section>
    </div>
  )
}
