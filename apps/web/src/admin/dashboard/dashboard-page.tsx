import { contentTypeNames, contentTypes } from '@studio/contracts';
import { PageHeader } from '../ui/page-header';
import { CountCard } from './count-card';

/** The counted types of the registry: Podcast, Music, Documentary, Enquiry. */
const countedTypes = contentTypeNames.filter((type) => contentTypes[type].counted);

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
