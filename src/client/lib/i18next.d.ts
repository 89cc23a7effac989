import type { resources } from './resources';

// Types every t('namespace:key') call against the English texts, so a typo fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}
