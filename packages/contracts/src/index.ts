export * from './access';
export {
  checkAccountEmail,
  checkGivenPassword,
  checkNewPassword,
  checkRecoveryCode,
  checkTotpCode,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './account-checks';
export * from './account-links';
export * from './api-error';
export * from './api-tokens';
export * from './audit';
export * from './auth';
export * from './banners';
export * from './bulk';
export * from './by-name';
export * from './contact-messages';
export * from './content-schemas';
export * from './content-transfer';
export * from './currency';
export * from './dashboard';
export { checkEmail, checkRequiredText } from './field-checks';
export {
  booleanMessages,
  type CellRead,
  dateMessages,
  datetimeMessages,
  type FieldKindModule,
  type FormShape,
  fieldKind,
  fieldKinds,
  hasShape,
  type KindOfShape,
  LIST_MAX,
  listMessages,
  type NumberOptions,
  numberMessages,
  type RecordRef,
  type RecordRefs,
  type ReferenceDeclaration,
  recordRefSchema,
  referencedIds,
  referenceMessages,
  referenceOf,
  type SelectDeclaration,
  type SelectOptions,
  selectMessages,
  selectOf,
  unreachable,
  utcDateTime,
} from './field-kinds';
export * from './fields';
export * from './form-messages';
export * from './inbox';
export * from './inbox-state';
export * from './limits';
export * from './locales';
export * from './mail-messages';
export * from './mcp';
export * from './media';
export * from './media-messages';
export * from './messages';
export * from './one-time-codes';
export * from './ordering';
export * from './paging';
export * from './passkey-messages';
export * from './passkeys';
export * from './presence';
export * from './preview-notice';
export * from './privacy';
export * from './public-forms';
export * from './publish-state';
export * from './publishing';
export * from './recent-sign-in';
export * from './record';
export * from './registry';
export * from './registry-fields';
export * from './revisions';
export * from './singletons';
export * from './trash';
export * from './two-factor';
export * from './versions';
export * from './webhooks';
