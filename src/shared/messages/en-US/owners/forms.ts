/** The owners' app: forms (src/config/features/forms). ICU MessageFormat, keyed `owners.forms.…`. */
export const formsOwnerMessages = {
  'owners.forms.submissions.count': '{count, plural, one {# submission} other {# submissions}}',
  'owners.forms.subscribers.count': '{count, plural, one {# subscriber} other {# subscribers}}',
  'owners.forms.outbox.count': '{count, plural, one {# e-mail} other {# e-mails}}',
} as const;
