export function LoadingScreen({ text }: { text: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <div className="loading-screen__spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  )
}
