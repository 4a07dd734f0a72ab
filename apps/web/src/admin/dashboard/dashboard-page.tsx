import { countedTypes } from '../pages/admin-pages';
import { PageHeader } from '../ui/page-header';
import { CountCard } from './count-card';

export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" />
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {countedTypes.map((type) => (
          <CountCard key={type} type={type} />
        ))}
      </div>
    </>
  );
}
