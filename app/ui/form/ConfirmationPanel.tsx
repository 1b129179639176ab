/** The top of a confirmation page (GOV.UK's confirmation panel): what was sent, and its reference. */
export function ConfirmationPanel({ heading, reference }: { heading: string; reference: string }) {
  return (
    <div className="confirmation-panel">
      <h1 className="confirmation-panel__title">{heading}</h1>
      <p className="confirmation-panel__body">
        Your reference number
        <br />
        <strong className="confirmation-panel__reference">{reference}</strong>
      </p>
    </div>
  )
}
