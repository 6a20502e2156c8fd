/** Every table, for drizzle-kit and the typed client. Each module owns its own tables file. */
export * from '../modules/websites/tables';
export * from '../modules/accounts/tables';
export * from '../modules/content/tables';
export * from '../modules/census/tables';
export * from '../modules/forms/tables';
export * from '../modules/mail/tables';
export * from '../modules/store/tables';
export * from '../jobs/tables';
export * from '../modules/media/tables';
export * from '../modules/search/tables';
export * from '../modules/comments/tables';
export * from '../modules/members/tables';
export * from '../modules/transfer/tables';
