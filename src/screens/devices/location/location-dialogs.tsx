import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateLocation, useDeleteLocation, useUpdateLocation } from '../../../api/client/device-locations';
import { ApiError } from '../../../api/client/request';
import { LOCATION_KINDS, type DeviceLocation, type DeviceLocationInput, type DeviceLocationNode, type LocationKind } from '../../../api/types/devices';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '../../../components/feedback/dialog';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { toast } from '../../../components/feedback/toast';
import { Field, NativeSelect, controlClass } from './interim-fields';
import { flattenTree, indexTree, subtreeIds } from './tree';

/** What the location screen asked for. */
export type LocationAction =
  | { kind: 'add'; parentId: number | null }
  | { kind: 'rename'; location: DeviceLocation }
  | { kind: 'move'; location: DeviceLocation }
  | { kind: 'delete'; location: DeviceLocation };

export interface LocationDialogsProps {
  action: LocationAction | null;
  tree: readonly DeviceLocationNode[];
  onClose: () => void;
  /** A location was added (select it). */
  onCreated: (id: number) => void;
  /** A location was deleted; its parent (or null) should be selected. */
  onDeleted: (parentId: number | null) => void;
}

/** The kind a child of a location usually has. */
const CHILD_KIND: Record<LocationKind, LocationKind> = { site: 'substation', substation: 'room', building: 'floor', room: 'panel', floor: 'panel', panel: 'bay', bay: 'bay' };

type Errors = Record<string, string | undefined>;
const fieldErrorsOf = (e: unknown): Errors => (e instanceof ApiError ? Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0]])) : {});

/** Add, rename, move and delete a location (one dialog open at a time). */
export function LocationDialogs({ action, tree, onClose, onCreated, onDeleted }: LocationDialogsProps) {
  const { t } = useTranslation('deviceDetail');
  const remove = useDeleteLocation();
  const close = (open: boolean) => !open && onClose();
  return (
    <>
      <Dialog open={action?.kind === 'add' || action?.kind === 'rename' || action?.kind === 'move'} onOpenChange={close}>
        {action?.kind === 'add' && <AddForm key={`add-${action.parentId}`} parentId={action.parentId} tree={tree} onDone={(id) => {
              onClose();
              onCreated(id);
            }} />}
        {action?.kind === 'rename' && <RenameForm key={`rename-${action.location.id}`} location={action.location} onDone={onClose} />}
        {action?.kind === 'move' && <MoveForm key={`move-${action.location.id}`} location={action.location} tree={tree} onDone={onClose} />}
      </Dialog>
      <ConfirmDialog
        open={action?.kind === 'delete'}
        onOpenChange={close}
        destructive
        title={action?.kind === 'delete' ? t('location.deleteTitle', { name: action.location.name }) : ''}
        message={t('location.deleteMessage')}
        confirmLabel={t('location.delete')}
        onConfirm={async () => {
          if (action?.kind !== 'delete') return;
          await remove.mutateAsync(action.location.id);
          toast.success(t('location.deleted', { name: action.location.name }));
          onDeleted(action.location.parentId);
        }}
      />
    </>
  );
}

function Footer({ pending, submitLabel }: { pending: boolean; submitLabel: string }) {
  const { t } = useTranslation('deviceDetail');
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="tonal" color="secondary" disabled={pending}>
          {t('actions.cancel')}
        </Button>
      </DialogClose>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}

function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="tone-error m-0 rounded-ee bg-tone/16 px-3 py-2 text-[13px] text-tone-ink">
      {message}
    </p>
  );
}

function AddForm({ parentId, tree, onDone }: { parentId: number | null; tree: readonly DeviceLocationNode[]; onDone: (id: number) => void }) {
  const { t } = useTranslation('deviceDetail');
  const create = useCreateLocation();
  const parent = parentId !== null ? indexTree(tree).byId.get(parentId) : undefined;
  const [values, setValues] = useState({ name: '', kind: parent ? CHILD_KIND[parent.kind] : ('site' as LocationKind), code: '', address: '', manager: '', lat: '', lng: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!values.name.trim()) return setErrors({ name: t('validation.required') });
    const body: DeviceLocationInput = { name: values.name.trim(), kind: values.kind, parentId, code: values.code.trim(), address: values.address.trim() || undefined, manager: values.manager.trim() || undefined };
    if (values.lat !== '') body.lat = Number(values.lat);
    if (values.lng !== '') body.lng = Number(values.lng);
    try {
      const saved = await create.mutateAsync(body);
      toast.success(t('location.created', { name: saved.name }));
      onDone(saved.id);
    } catch (caught) {
      setErrors(fieldErrorsOf(caught));
      setFormError(caught instanceof ApiError && Object.keys(caught.fieldErrors).length ? undefined : (caught as Error).message);
    }
  };

  return (
    <DialogContent title={t('location.addTitle')} description={parent ? t('location.addUnder', { name: parent.name }) : t('location.addSiteHint')}>
      <form onSubmit={submit} noValidate className="contents">
        <DialogBody className="grid gap-4 sm:grid-cols-2">
          <FormError message={formError} />
          <Field label={t('location.fields.name')} required error={errors.name} className="sm:col-span-2">
            {(p) => <input {...p} className={controlClass} value={values.name} onChange={set('name')} autoFocus maxLength={80} />}
          </Field>
          <Field label={t('location.fields.kind')} required error={errors.kind}>
            {(p) => (
              <NativeSelect {...p} value={values.kind} onChange={set('kind')}>
                {LOCATION_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`location.kind.${k}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label={t('location.fields.code')} error={errors.code}>
            {(p) => <input {...p} className={controlClass} value={values.code} onChange={set('code')} />}
          </Field>
          {parentId === null && (
            <>
              <Field label={t('location.fields.lat')} required error={errors.lat}>
                {(p) => <input {...p} className={controlClass} inputMode="decimal" value={values.lat} onChange={set('lat')} />}
              </Field>
              <Field label={t('location.fields.lng')} required error={errors.lng}>
                {(p) => <input {...p} className={controlClass} inputMode="decimal" value={values.lng} onChange={set('lng')} />}
              </Field>
            </>
          )}
          <Field label={t('location.fields.address')} error={errors.address} className="sm:col-span-2">
            {(p) => <input {...p} className={controlClass} value={values.address} onChange={set('address')} placeholder={parent?.address} />}
          </Field>
          <Field label={t('location.fields.manager')} error={errors.manager} className="sm:col-span-2">
            {(p) => <input {...p} className={controlClass} value={values.manager} onChange={set('manager')} placeholder={parent?.manager} />}
          </Field>
        </DialogBody>
        <Footer pending={create.isPending} submitLabel={t('actions.save')} />
      </form>
    </DialogContent>
  );
}

function RenameForm({ location, onDone }: { location: DeviceLocation; onDone: () => void }) {
  const { t } = useTranslation('deviceDetail');
  const update = useUpdateLocation();
  const [name, setName] = useState(location.name);
  const [error, setError] = useState<string>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(t('validation.required'));
    try {
      const saved = await update.mutateAsync({ id: location.id, changes: { name: name.trim() } });
      toast.success(t('location.renamed', { name: saved.name }));
      onDone();
    } catch (caught) {
      setError(fieldErrorsOf(caught).name ?? (caught as Error).message);
    }
  };

  return (
    <DialogContent size="sm" title={t('location.renameTitle', { name: location.name })}>
      <form onSubmit={submit} noValidate className="contents">
        <DialogBody>
          <Field label={t('location.fields.name')} required error={error}>
            {(p) => <input {...p} className={controlClass} value={name} onChange={(e) => setName(e.target.value)} autoFocus maxLength={80} />}
          </Field>
        </DialogBody>
        <Footer pending={update.isPending} submitLabel={t('actions.save')} />
      </form>
    </DialogContent>
  );
}

function MoveForm({ location, tree, onDone }: { location: DeviceLocation; tree: readonly DeviceLocationNode[]; onDone: () => void }) {
  const { t } = useTranslation('deviceDetail');
  const update = useUpdateLocation();
  const [parent, setParent] = useState(location.parentId === null ? '' : String(location.parentId));
  const [error, setError] = useState<string>();
  // Its own subtree is left out: a location cannot move under itself (the API answers 400 too).
  const options = useMemo(() => {
    const node = indexTree(tree).byId.get(location.id);
    const excluded = node ? subtreeIds(node) : new Set([location.id]);
    return flattenTree(tree).filter(({ node: n }) => !excluded.has(n.id));
  }, [tree, location.id]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await update.mutateAsync({ id: location.id, changes: { parentId: parent === '' ? null : Number(parent) } });
      toast.success(t('location.moved', { name: location.name }));
      onDone();
    } catch (caught) {
      setError(fieldErrorsOf(caught).parentId ?? (caught as Error).message);
    }
  };

  return (
    <DialogContent title={t('location.moveTitle', { name: location.name })} description={t('location.moveHint')}>
      <form onSubmit={submit} noValidate className="contents">
        <DialogBody>
          <Field label={t('location.fields.parent')} error={error}>
            {(p) => (
              <NativeSelect {...p} value={parent} onChange={(e) => setParent(e.target.value)}>
                <option value="">{t('location.topLevel')}</option>
                {options.map(({ node, depth }) => (
                  <option key={node.id} value={node.id}>
                    {`${'\u00a0\u00a0'.repeat(depth)}${node.name} · ${t(`location.kind.${node.kind}`)}`}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </DialogBody>
        <Footer pending={update.isPending} submitLabel={t('location.move')} />
      </form>
    </DialogContent>
  );
}
