import type { ReactNode } from 'react';
import type { Permission } from '../api/types.ts';
import { useT } from '../i18n/i18n.ts';
import { can, useSession } from '../state/session-store.ts';
import { Card, CardHint, CardTitle } from './card.tsx';

/** A screen for a role that may use it; another sees why not (the server refuses its calls anyway). */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { t } = useT();
  const operator = useSession((state) => state.operator);
  if (can(operator, permission)) return <>{children}</>;
  return (
    <Card role="alert">
      <CardTitle>{t('forbidden.title')}</CardTitle>
      <CardHint>{t('forbidden.text')}</CardHint>
    </Card>
  );
}
