import { AddContentPage } from '../forms/content-form-pages';
import { ContentListPage } from '../lists/content-list-page';
import { SingletonPage } from '../singletons/singleton-page';
import type { RegistryPage } from './admin-pages';

/** The page the registry declares at /admin/$page. */
export function RegistryPageView({ page }: { page: RegistryPage }) {
  switch (page.kind) {
    case 'list':
      return <ContentListPage type={page.type} />;
    case 'add':
      return <AddContentPage type={page.type} />;
    case 'singleton':
      return <SingletonPage name={page.name} />;
  }
}
