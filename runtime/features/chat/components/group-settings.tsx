import { Link } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { GroupTypes } from '../../../im/index.ts';
import { managesGroup } from '../lib/group-permissions.ts';
import type { GroupView } from './group-screen.tsx';
import { Rows, Switch } from './group-rows.tsx';

/** The texts a member edits from the info page (the notification is published from the announcements page). */
export type GroupTextField = 'name' | 'introduction' | 'nameCard';

/**
 * The group's settings as rows: name, introduction, notification (to the announcements), how one joins (a Public
 * group's only, spec 001 §5), mute all, slow mode (not a live room's: its anchor sets that), and the fan's own name card. Managers get a tap on what they may change;
 * everyone else reads the same rows.
 */
export function GroupSettings(props: {
  view: GroupView;
  busy: boolean;
  onEdit(field: GroupTextField): void;
  onJoinOption(): void;
  onMuteAll(on: boolean): void;
  onSlowMode(): void;
}) {
  const { t } = useT('chat');
  const { group, role, paths } = props.view;
  const manages = managesGroup(role);
  const unset = t('groupPage.unset');
  // Short values sit beside their label; an introduction runs long and reads better under it, as in WeChat.
  const row = (field: GroupTextField, label: string, value: string, editable: boolean) => {
    const content = (
      <>
        <span data-label="true">{label}</span>
        <span data-value="true" data-block={field === 'introduction' ? 'true' : undefined} data-testid={`group-setting-${field}`}>
          {value || unset}
        </span>
      </>
    );
    return (
      <li>
        {editable ? (
          <button type="button" data-testid={`group-edit-${field}`} onClick={() => props.onEdit(field)}>
            {content}
          </button>
        ) : (
          <div>{content}</div>
        )}
      </li>
    );
  };
  return (
    <Rows data-testid="group-settings">
      {row('name', t('groupPage.name'), group.name, manages)}
      {row('introduction', t('groupPage.introduction'), group.introduction, manages)}
      <li>
        <Link to={paths.announcements} data-testid="group-announcements">
          <span data-label="true">{t('announcements')}</span>
          <span data-value="true" data-block="true" data-clamp="true" data-testid="group-setting-notification">
            {group.notification || unset}
          </span>
        </Link>
      </li>
      {group.type === GroupTypes.GRP_PUBLIC ? (
        <li>
          {manages ? (
            <button type="button" data-testid="group-edit-join" onClick={props.onJoinOption}>
              <span data-label="true">{t('groupPage.joinOption')}</span>
              <span data-value="true">{t(`groupPage.join.${group.joinOption}`, { defaultValue: group.joinOption })}</span>
            </button>
          ) : (
            <div>
              <span data-label="true">{t('groupPage.joinOption')}</span>
              <span data-value="true">{t(`groupPage.join.${group.joinOption}`, { defaultValue: group.joinOption })}</span>
            </div>
          )}
        </li>
      ) : null}
      <li>
        {manages ? (
          <button
            type="button"
            role="switch"
            aria-checked={group.muteAllMembers}
            disabled={props.busy}
            data-testid="group-mute-all"
            onClick={() => props.onMuteAll(!group.muteAllMembers)}
          >
            <span data-label="true">{t('groupPage.muteAll')}</span>
            <Switch on={group.muteAllMembers} aria-hidden="true" />
          </button>
        ) : (
          <div>
            <span data-label="true">{t('groupPage.muteAll')}</span>
            <span data-value="true">{group.muteAllMembers ? t('groupPage.on') : t('groupPage.off')}</span>
          </div>
        )}
      </li>
      {group.type === GroupTypes.GRP_AVCHATROOM ? null : (
        <li>
          {manages ? (
            <button type="button" disabled={props.busy} data-testid="group-edit-slow-mode" onClick={props.onSlowMode}>
              <span data-label="true">{t('groupPage.slowMode')}</span>
              <span data-value="true" data-testid="group-setting-slow-mode">
                {t(`slowMode.${group.slowMode}`)}
              </span>
            </button>
          ) : (
            <div>
              <span data-label="true">{t('groupPage.slowMode')}</span>
              <span data-value="true" data-testid="group-setting-slow-mode">
                {t(`slowMode.${group.slowMode}`)}
              </span>
            </div>
          )}
        </li>
      )}
      {role ? row('nameCard', t('groupPage.myNameCard'), group.selfInfo.nameCard, true) : null}
    </Rows>
  );
}
