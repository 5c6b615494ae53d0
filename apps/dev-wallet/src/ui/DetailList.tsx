import type { RequestDetail } from '../wallet/describeRequest'

/** Labelled values, untrusted ones included: everything is rendered as text. */
export function DetailList({ details }: { details: readonly RequestDetail[] }) {
  return (
    <dl className="details">
      {details.map(({ label, value, block }) => (
        <div key={label} className="details__item">
          <dt>{label}</dt>
          <dd>{block ? <pre>{value}</pre> : <span className="mono">{value}</span>}</dd>
        </div>
      ))}
    </dl>
  )
}
