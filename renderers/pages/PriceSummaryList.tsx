import type { PriceLine, PriceSummary } from '../../engine/domain/toPriceSummary';
import './PriceSummaryList.css';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Dollars as the customer reads them: $1,234.50, −$80.00. */
export function toMoney(amount: number): string {
  return amount < 0 ? `−${money.format(-amount)}` : money.format(amount);
}

/**
 * The price as lines that add up (issue #14), the same on the quote and the confirmation: each line of the summary
 * (engine/domain/toPriceSummary.ts) with its amount and the amounts under it, then the subtotal, the sales tax with its
 * base (or each taxed item's tax under it) and the total; the words are funnel.yaml `priceSummary`'s.
 */
export function PriceSummaryList({
  summary,
  labels,
  totalTestId,
}: {
  summary: PriceSummary;
  labels: { subtotal: string; total: string };
  /** The total's test id (quote-total, order-total). */
  totalTestId: string;
}) {
  return (
    <div className="price-summary">
      <PriceLines lines={summary.lines} pending={false} />
      <dl className="price-totals">
        <div className="price-total-row">
          <dt>{labels.subtotal}</dt>
          <dd data-testid="price-subtotal">{toMoney(summary.subTotal)}</dd>
        </div>
        <div className="price-total-row">
          <dt>{summary.tax.label}</dt>
          <dd data-testid="price-tax">{toMoney(summary.tax.amount)}</dd>
        </div>
        {/* Each taxed item's tax when the rate of the whole base is not the tax (issue #14): they add up to it. */}
        {summary.tax.details.map((detail, index) => (
          <div className="price-tax-detail" key={index} data-testid="price-tax-detail">
            <dt>{detail.label}</dt>
            <dd>{detail.amount === null ? null : toMoney(detail.amount)}</dd>
          </div>
        ))}
        <div className="price-total-row price-total">
          <dt>{labels.total}</dt>
          <dd data-testid={totalTestId}>{toMoney(summary.total)}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The price's place while it is worked out (issue #12: the quote shows before its price, page YAML `whileShown`): the
 * lines to price by name with the amounts under them, the subtotal, the tax and the total, each amount a placeholder of
 * its size, so little moves when the price arrives; `status` says what is happening (the page's live region announces
 * it).
 */
export function PendingPriceList({
  lines,
  labels,
  status,
}: {
  lines: Array<{ name: string; details: string[] }>;
  labels: { subtotal: string; salesTaxWithoutRate: string; total: string };
  status: string;
}) {
  return (
    <div className="price-summary is-pending" data-testid="price-pending">
      <p className="field-help">{status}</p>
      <PriceLines
        lines={lines.map((line) => ({ kind: 'items', label: line.name, amount: 0, partNumber: null, details: line.details.map((label) => ({ label, amount: 0 })) }))}
        pending
      />
      <dl className="price-totals" aria-hidden="true">
        <div className="price-total-row">
          <dt>{labels.subtotal}</dt>
          <dd className="price-placeholder" />
        </div>
        <div className="price-total-row">
          <dt>{labels.salesTaxWithoutRate}</dt>
          <dd className="price-placeholder" />
        </div>
        <div className="price-total-row price-total">
          <dt>{labels.total}</dt>
          <dd className="price-placeholder" />
        </div>
      </dl>
    </div>
  );
}

/**
 * The lines of a price, each with the amounts under it (a detail without an amount is included, no price shown);
 * `pending`: every amount is a placeholder of its size (hidden from screen readers: the page says the price is coming).
 */
function PriceLines({ lines, pending }: { lines: PriceLine[]; pending: boolean }) {
  if (lines.length === 0) return null;
  return (
    <ul className="price-lines">
      {lines.map((line, index) => (
        <li
          className={`price-line price-line-${line.kind}`}
          key={`${line.kind}-${line.partNumber ?? line.label}-${index}`}
          data-testid={pending ? undefined : 'price-line'}
          data-part-number={line.partNumber ?? undefined}
        >
          <div className="price-line-head">
            <span className="price-line-name">{line.label}</span>
            {pending ? (
              <span className="price-line-amount price-placeholder" aria-hidden="true" />
            ) : (
              <span className="price-line-amount" data-testid="price-line-amount">
                {toMoney(line.amount)}
              </span>
            )}
          </div>
          {line.details.length > 0 ? (
            <dl className="price-line-details" aria-hidden={pending || undefined}>
              {line.details.map((detail) => (
                <div key={detail.label}>
                  <dt>{detail.label}</dt>
                  {pending ? <dd className="price-placeholder" /> : detail.amount === null ? null : <dd>{toMoney(detail.amount)}</dd>}
                </div>
              ))}
            </dl>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
