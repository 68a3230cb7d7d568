/**
 * The README's code examples, type-checked by `npm run typecheck` so the README stays true.
 * Extracted by hand: keep in step with README.md.
 */
import 'electrical-equipment-admin/styles.css';
import '@fontsource/public-sans/400.css';
import { ApiProvider, Button, createI18n } from 'electrical-equipment-admin';
import { I18nextProvider } from 'react-i18next';

export function ReadmeApp() {
  return (
    <I18nextProvider i18n={createI18n('en')}>
      <ApiProvider baseUrl="https://equipment.example.com">
        <Button startIcon={null}>Hello</Button>
      </ApiProvider>
    </I18nextProvider>
  );
}

