import { Link } from 'react-router-dom';
import { useT } from '../i18n/i18n.ts';
import { Card, CardHint, CardTitle } from '../ui/card.tsx';

/** A console address that is no screen, or no screen of this operator's. */
export function NotFound() {
  const { t } = useT();
  return (
    <Card>
      <CardTitle>{t('notFound.title')}</CardTitle>
      <CardHint>{t('notFound.text')}</CardHint>
      <Link to="/">{t('notFound.home')}</Link>
    </Card>
  );
}
