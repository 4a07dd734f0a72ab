import type { RouterContext } from '../../lib/router-context';
import { preloadList } from '../lists/browse-query';
import { preloadSingleton } from '../singletons/singleton-query';
import type { RegistryPage } from './admin-pages';

/**
 * A registry page's data: the first page of a type's list, or a singleton's record (an add
 * page has none).
 */
export function preloadRegistryPage(context: RouterContext, page: RegistryPage): Promise<void> {
  switch (page.kind) {
    case 'list':
      return preloadList(context, page.type);
    case 'singleton':
      return preloadSingleton(context, page.name);
    case 'add':
      return Promise.resolve();
  }
}
