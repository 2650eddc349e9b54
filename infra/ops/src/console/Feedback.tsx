import type { TFeedbackEntry } from '@tessera/contract/api';
import { Button, EmptyState, ErrorState, ListSkeleton } from '@tessera/ui-kit';
import { call } from './api';
import { useLoad } from './useLoad';

// Members' feedback from the help center (docs/decisions/feedback.md), newest first: read-only.

const CATEGORY_LABELS: Record<TFeedbackEntry['category'], string> = {
  suggestion: 'Suggestion',
  problem: 'Problem',
  payments: 'Payments',
  games: 'Games',
  other: 'Other',
};
const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function Feedback() {
  const list = useLoad(() => call<TFeedbackEntry[]>('GET', '/api/admin/feedback?limit=100'), 'feedback');
  return (
    <section className="ops-feedback" aria-labelledby="ops-feedback-title" data-testid="ops-feedback">
      <div className="ops-row">
        <h2 id="ops-feedback-title" className="ops-section-title">
          Feedback
        </h2>
        <Button variant="secondary" size="sm" onClick={list.reload}>
          Refresh
        </Button>
      </div>
      {list.error && <ErrorState message={list.error} retryLabel="Retry" onRetry={list.reload} />}
      {!list.data && !list.error && <ListSkeleton />}
      {list.data && list.data.length === 0 && <EmptyState text="No feedback yet." />}
      {list.data && list.data.length > 0 && (
        <div className="ops-table-wrap" role="region" aria-label="Feedback from members" tabIndex={0}>
          <table className="ops-table">
            <caption className="tk-visually-hidden">Feedback from members, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Merchant</th>
                <th scope="col">Member</th>
                <th scope="col">Category</th>
                <th scope="col">Feedback</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((f) => (
                <tr key={f.id} data-testid="ops-feedback-row">
                  <td>{when(f.createdAt)}</td>
                  <td>{f.merchantCode}</td>
                  <td>{f.userName}</td>
                  <td>{CATEGORY_LABELS[f.category]}</td>
                  <td className="ops-feedback__text">{f.content}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
