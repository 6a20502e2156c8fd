/**
 * Every owners' message, as strings: what `t` reads in tests and under tsx. The build replaces
 * this module with an empty one (scripts/owners-messages.mjs): there, each module brings the
 * messages it names, precompiled, so each lazy screen carries only its own strings.
 */
export { ownersMessages } from '../shared/messages/en-US/owners';
