/** What the modal shows for a view no one registered. */
export function ViewUnavailable({ view }: { view: string }) {
  return (
    <div className="centered">
      <p>This view is not available</p>
      <p className="sr-only">{view}</p>
    </div>
  )
}
