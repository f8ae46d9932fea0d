import { Fragment, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { failureText } from '../../ui/load-state.tsx';
import { RemoteView } from '../../ui/remote-view.tsx';
import { useRemote } from '../../ui/use-remote.ts';
import type { Move } from './list-frame.tsx';

/** What the editor frame gives a screen's form: the row being edited (null: a new one) and what to do after. */
export interface FormSlot<T> {
  editing: T | null;
  onSaved: (item: T, created: boolean) => void;
  onCancel: () => void;
  onReload: () => void;
}

/** What the editor frame gives a screen's list. */
export interface ListSlot<T> {
  items: T[];
  busy: boolean;
  onEdit: (item: T) => void;
  onMove: (item: T, move: Move) => void;
}

/**
 * One content editor (banners, announcements, news, activities; issue 36 §5): the form (a new row, or the row being
 * edited) above the list, the moves of a row, and the reload of a row after a refused stale change. Each screen keeps
 * only what is its own: how it reads and moves its rows (`read`, `move`), its form and its rows' texts. Every change
 * is reported with `onStatus` (the screen's toast) and the list is read again after it.
 */
export function EditorFrame<T extends { id: number; version: number }>(props: {
  read: () => Promise<{ items: T[] }>;
  /** What the read depends on: a new key reads again. */
  readKey: string;
  canWrite: boolean;
  /** The label key of the toast after a reload (`{ id }`). */
  reloaded: string;
  move: (item: T, move: Move) => Promise<unknown>;
  onStatus: (text: string, failed: boolean) => void;
  form: (slot: FormSlot<T>) => ReactNode;
  list: (slot: ListSlot<T>) => ReactNode;
}) {
  const { t } = useT();
  const { remote, retry } = useRemote(props.read, props.readKey);
  const [editing, setEditing] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const move = async (item: T, to: Move) => {
    setBusy(true);
    try {
      await props.move(item, to);
      props.onStatus(t(to === 'publish' ? 'content.published' : 'content.withdrawnDone', { id: item.id }), false);
    } catch (error) {
      // Changed by someone else meanwhile: the server says who and when; the list is read again either way.
      props.onStatus(failureText(error, t), true);
    } finally {
      setBusy(false);
      retry();
    }
  };

  /** Reads the rows again after a refused stale change, and opens the row as it now stands. */
  const reload = async (id: number) => {
    try {
      setEditing((await props.read()).items.find((item) => item.id === id) ?? null);
      props.onStatus(t(props.reloaded, { id }), false);
    } catch (error) {
      props.onStatus(failureText(error, t), true);
    }
    retry();
  };

  return (
    <>
      {props.canWrite && (
        // A new key opens the form afresh: a new row, another row, or the same row at a newer version.
        <Fragment key={editing ? `${editing.id}:${editing.version}` : 'new'}>
          {props.form({
            editing,
            onCancel: () => setEditing(null),
            onReload: () => editing && void reload(editing.id),
            onSaved: (item, created) => {
              setEditing(null);
              props.onStatus(t(created ? 'content.created' : 'content.edited', { id: item.id }), false);
              retry();
            },
          })}
        </Fragment>
      )}
      <RemoteView remote={remote} retry={retry}>
        {(data) =>
          props.list({
            items: data.items,
            busy,
            onEdit: (item) => {
              setEditing(item);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            },
            onMove: (item, to) => void move(item, to),
          })
        }
      </RemoteView>
    </>
  );
}
