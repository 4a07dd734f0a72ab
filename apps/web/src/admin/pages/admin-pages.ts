import {
  type ContentTypeName,
  contentTypeNames,
  contentTypes,
  inboxes,
  inboxNames,
  type SingletonName,
  singletonNames,
  singletonTypes,
} from '@studio/contracts';

/** A page of /admin/$page that the registry declares. */
export type RegistryPage =
  | { kind: 'list'; type: ContentTypeName }
  | { kind: 'add'; type: ContentTypeName }
  | { kind: 'singleton'; name: SingletonName };

/**
 * A route's last segment, as the pages are looked up: "/admin/EditSlider" is "editslider",
 * since the router matches paths without regard to letter case.
 */
export const segmentKey = (route: string): string =>
  route.slice(route.lastIndexOf('/') + 1).toLowerCase();

const pages = new Map<string, RegistryPage>([
  ...contentTypeNames.flatMap((type): [string, RegistryPage][] => [
    [segmentKey(contentTypes[type].admin.list), { kind: 'list', type }],
    [segmentKey(contentTypes[type].admin.add), { kind: 'add', type }],
  ]),
  ...singletonNames.map((name): [string, RegistryPage] => [
    segmentKey(singletonTypes[name].admin),
    { kind: 'singleton', name },
  ]),
]);

const editPages = new Map<string, ContentTypeName>(
  contentTypeNames.map((type) => [segmentKey(contentTypes[type].admin.edit), type]),
);

/** The list, add or singleton page at /admin/<segment>, if the registry declares one. */
export const findRegistryPage = (segment: string): RegistryPage | undefined =>
  pages.get(segment.toLowerCase());

/** The types whose counts the dashboard shows (SPEC.md §2.4: Podcast, Music, Documentary, Enquiry). */
export const countedTypes: ContentTypeName[] = contentTypeNames.filter(
  (type) => contentTypes[type].counted,
);

/** The content type edited at /admin/<segment>/<id>, if the registry declares one. */
export const findEditType = (segment: string): ContentTypeName | undefined =>
  editPages.get(segment.toLowerCase());

/** The inbox whose entries open at /admin/<segment>/<id> (its list's address). */
export const findInbox = (segment: string): keyof typeof inboxes | undefined =>
  inboxNames.find((name) => inboxes[name].admin === `/admin/${segment.toLowerCase()}`);

/** Tells two pages of the one route apart, so moving between them starts the page afresh. */
export const pageKey = (page: RegistryPage): string =>
  page.kind === 'singleton' ? `singleton ${page.name}` : `${page.kind} ${page.type}`;

/** The registry's edit route with the record's id, as the router takes it. */
export const editPath = (type: ContentTypeName, id: string): string =>
  `${contentTypes[type].admin.edit}/${encodeURIComponent(id)}`;
