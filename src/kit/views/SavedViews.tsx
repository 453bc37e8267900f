/**
 * Saved filters of a list, kept per user on the server (viewList / viewSave / viewDelete): a menu of
 * the named views (choosing one opens it — the URL changes, so it is shareable like any filter), "Save
 * this view" with a name, and removal of a view. The server checks a saved filter against the list's
 * own query schema, and the URL parse checks it again when a view is opened.
 */
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { Bookmark, BookmarkPlus } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { Form } from '@/design-system/components/Form';
import { TextField } from '@/design-system/components/TextField';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useMutateCall } from '@/kit/data';
import { ButtonLook } from '@/kit/list/fieldLooks';
import { FirstUse } from '@/kit/list/FirstUse';
import { DialogButton } from '@/kit/overlays/DialogButton';
import { loadOverlays, overlayParts } from '@/kit/overlays/lazyOverlays';
import type { QueryRecord } from '@/kit/list/urlQuery';
import * as styles from './views.css';

export interface SavedViewsProps {
  /** The list's call name (e.g. `skuListAll`). */
  listKey: string;
  /** The list's current query (saved as the view's filter, paging left out). */
  query: object;
  onApply(filter: QueryRecord): void;
}

const PAGING = new Set(['pageNo', 'cursor']);

/** The query as a saved filter: set values only, no paging. */
export function filterOf(query: object): QueryRecord {
  const filter: QueryRecord = {};
  for (const [name, value] of Object.entries(query)) {
    if (PAGING.has(name) || value === undefined || value === null || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') filter[name] = value;
    else if (Array.isArray(value)) filter[name] = value.filter((item): item is string | number => typeof item === 'string' || typeof item === 'number');
  }
  return filter;
}

export function SavedViews({ listKey, query, onApply }: SavedViewsProps) {
  const { t } = useTranslation();
  const views = useCall('viewList', { query: { listKey } });
  const save = useMutateCall('viewSave', { invalidates: ['viewList'], notifySuccess: true });
  const remove = useMutateCall('viewDelete', { invalidates: ['viewList'], notifySuccess: true });
  const [name, setName] = useState('');
  const named = (views.data ?? []).filter((view) => view.name !== null);
  const isEmpty = named.length === 0;

  const onAction = (key: Key) => {
    const [kind, id] = String(key).split(':');
    const view = named.find((v) => String(v.id) === id);
    if (!view) return;
    if (kind === 'open') onApply(filterOf(view.filter));
    else remove.mutate({ params: { id: view.id } });
  };

  return (
    <div className={styles.views}>
      {/* The menu (a collection React Aria builds in a hidden render, even closed) is built on first use, its code
          loaded then (OverlayParts; issue 13). Its look-alike until then. */}
      <FirstUse look={<ButtonLook variant="secondary" icon={Bookmark} isDisabled={isEmpty} aria-haspopup>{t('kit.views.menu')}</ButtonLook>} load={loadOverlays}>
        {(control) => {
          const parts = overlayParts.loaded();
          if (!parts) return null;
          const { Menu, MenuItem, MenuSection, MenuTrigger } = parts;
          return (
            <MenuTrigger {...control}>
              <Button variant="secondary" iconStart={Bookmark} isDisabled={isEmpty}>{t('kit.views.menu')}</Button>
              <Menu onAction={onAction} aria-label={t('kit.views.menu')}>
                <MenuSection aria-label={t('kit.views.open')}>
                  {named.map((view) => <MenuItem key={`open:${view.id}`} id={`open:${view.id}`}>{view.name}</MenuItem>)}
                </MenuSection>
                <MenuSection aria-label={t('kit.views.delete')}>
                  {named.map((view) => <MenuItem key={`delete:${view.id}`} id={`delete:${view.id}`}>{t('kit.views.deleteOne', { name: view.name ?? '' })}</MenuItem>)}
                </MenuSection>
              </Menu>
            </MenuTrigger>
          );
        }}
      </FirstUse>
      <DialogButton variant="secondary" iconStart={BookmarkPlus} renderDialog={({ Dialog }) => (
        <Dialog title={t('kit.views.saveTitle')} size="sm">
          {(close) => (
            <Form
              aria-label={t('kit.views.saveTitle')}
              onSubmit={(event) => {
                event.preventDefault();
                save.mutate({ body: { listKey, name: name.trim(), filter: filterOf(query), columns: [] } }, { onSuccess: () => { setName(''); close(); } });
              }}
            >
              <TextField label={t('kit.views.name')} value={name} onChange={setName} isRequired minLength={1} maxLength={60} />
              <div className={styles.actions}>
                <Button type="submit" variant="primary" isPending={save.isPending}>{t('kit.views.saveSubmit')}</Button>
              </div>
            </Form>
          )}
        </Dialog>
      )}>
        {t('kit.views.save')}
      </DialogButton>
    </div>
  );
}
