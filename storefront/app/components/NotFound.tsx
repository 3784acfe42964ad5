import { Link } from "react-router"

export function NotFound() {
  return (
    <section className="page container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>
        <span className="visually-hidden">404 </span>Page Not Found
      </h1>
      <p>The page you are looking for does not exist or has been moved.</p>
      <div className="button-row">
        <Link to="/" className="button button--primary">
          Go Home
        </Link>
        <Link to="/products" className="button button--outline">
          Browse Products
        </Link>
      </div>
    </section>
  )
}
