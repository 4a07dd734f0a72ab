export { type BuiltinContent, builtinContent } from './builtin';
export { contactInfo, STUDIO_ADDRESS } from './contact-info';
export { documentaries } from './documentaries';
export { equipment } from './equipment';
export { about, afterProductions, productions, slides } from './home';
export { builtinVideoPoster, media, trailers } from './media';
export { music } from './music';
export { podcasts } from './podcasts';
export { publicCopy } from './public-extras';
export {
  type ContactTile,
  type ImageAsset,
  type PageHero,
  type SiteChrome,
  type SocialLink,
  type SocialNetwork,
  site,
} from './site';
