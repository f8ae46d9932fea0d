import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { showToast } from '../../../../core/feedback/feedback-store.ts';
import { HttpError } from '../../../../core/http/http-errors.ts';
import { useRemote } from '../../../../core/http/use-remote.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { useSession } from '../../../../core/session/use-session.ts';
import { PillButton } from '../../../../ui/pill-button.tsx';
import { newRequestId } from '../../../../core/http/request-id.ts';
import { getBagItems, getGiftList, getWallet, sendBagGift, sendGift, type BagItems, type SendGiftResult } from '../../api/gifts.ts';
import { BottomSheet } from '../bottom-sheet.tsx';
import { GiftBag } from './gift-bag.tsx';
import { useRoomCues } from '../gift-show/room-cue-context.ts';
import { GiftCounts, GiftGrid, showGold } from './gift-grid.tsx';
import { colors } from '../../../../core/theme/theme.ts';

const Balance = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.8125rem;
  b {
    margin-left: 0.25rem;
    color: ${colors.warning};
  }
`;

const Problem = styled.p`
  margin: 0.5rem 0.75rem 0;
  color: ${colors.danger};
  font-size: 0.8125rem;
`;

/**
 * The gift panel, a bottom sheet loaded on first open (components/gift-panel/gift-entry.tsx): the catalogue, the
 * quantity presets, the fan's gold and a send button. The wallet after a send comes back with the answer and shows at
 * once; the gift line reaches the room chat through the room's chat group like every viewer's.
 */
export default function GiftSheet(props: { liveId: number; onClose(): void }) {
  const { t, i18n } = useT('live');
  const gold = useSession((s) => s.user?.gold ?? 0);
  const catalogue = useRemote(getGiftList, 'gifts');
  const bag = useRemote(getBagItems, 'bag');
  const [giftId, setGiftId] = useState(0);
  const [count, setCount] = useState(1);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState('');
  const { onClose } = props;
  const cues = useRoomCues();

  useEffect(() => {
    // The balance may have moved elsewhere (tasks, the shop): show the server's.
    getWallet().then(
      (wallet) => useSession.getState().patchUser(wallet),
      () => undefined,
    );
  }, []);

  const gifts = catalogue.state === 'ready' ? catalogue.data.list : [];
  const gift = gifts.find((g) => g.id === giftId) ?? gifts[0];
  const amount = gift ? gift.price * count : 0;

  /** Pays one send (gold or a bag coupon), then shows it at once; the room's copy of it (same send id) is skipped. */
  const deliver = async (
    pay: () => Promise<SendGiftResult>,
    shown: { name: string; name_en: string; icon: string },
    shownCount: number,
  ) => {
    if (sending) return;
    setSending(true);
    setProblem('');
    try {
      const sent = await pay();
      useSession.getState().patchUser({ gold: sent.gold, diamond: sent.diamond, gift_spend: sent.gift_spend });
      showToast(t('gift.sent', { gift: i18n.language === 'cn' ? shown.name : shown.name_en, count: shownCount }));
      const nick = useSession.getState().user?.nick_name ?? '';
      cues?.emit([
        {
          kind: 'gift',
          key: `send-${sent.id}`,
          nick,
          gift: shown.name,
          giftEn: shown.name_en,
          icon: shown.icon,
          count: shownCount,
          own: true,
        },
      ]);
    } catch (error) {
      if (error instanceof HttpError && error.status === 7) setProblem(t('gift.insufficient'));
      else showToast(error instanceof HttpError && error.status !== 500 ? error.message : t('gift.failed'));
    }
    setSending(false);
  };

  const send = () =>
    gift && deliver(() => sendGift({ liveid: props.liveId, gift_id: gift.id, count, request_id: newRequestId() }), gift, count);

  const sendFromBag = async (item: BagItems['list'][number]) => {
    await deliver(() => sendBagGift({ liveid: props.liveId, bag_id: item.id, request_id: newRequestId() }), item, item.count);
    // Used or not (another tap, another device), the server's bag is the truth.
    getBagItems().then(bag.replace, () => undefined);
  };

  const balance = (
    <Balance data-testid="gift-balance">
      {t('gift.balance')}
      <b>{showGold(gold, i18n.language)}</b>
    </Balance>
  );
  return (
    <BottomSheet testId="gift-sheet" title={t('gift.title')} closeLabel={t('gift.close')} onClose={onClose} aside={balance}>
      {catalogue.state === 'error' ? (
        <Problem>
          {t('gift.loadFailed')}{' '}
          <PillButton type="button" onClick={catalogue.retry}>
            {t('gift.retry')}
          </PillButton>
        </Problem>
      ) : null}
      <GiftGrid gifts={gifts} selected={gift?.id ?? 0} onSelect={setGiftId} />
      <GiftCounts counts={catalogue.state === 'ready' ? catalogue.data.counts : []} selected={count} onSelect={setCount} />
      <GiftBag items={bag.state === 'ready' ? bag.data.list : []} busy={sending} onSend={(item) => void sendFromBag(item)} />
      {problem ? (
        <Problem role="alert" data-testid="gift-error">
          {problem}
        </Problem>
      ) : null}
      <footer>
        <span data-testid="gift-total">{t('gift.total', { amount: showGold(amount, i18n.language) })}</span>
        <PillButton type="button" data-testid="gift-send" disabled={!gift || sending} onClick={() => void send()}>
          {sending ? t('gift.sending') : t('gift.send')}
        </PillButton>
      </footer>
    </BottomSheet>
  );
}
