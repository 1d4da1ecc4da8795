const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** 'Mar 4, 2026'. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
/** 'Mar 4, 2026, 2:05 PM'. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
