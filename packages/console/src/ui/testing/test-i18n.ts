import { initI18n, type Language } from '../../lib/i18n';

/** The app's own i18next setup with the real locale files, so tests assert the text users read. */
export async function setupTestI18n(language: Language = 'en'): Promise<void> {
  await initI18n(language);
}
