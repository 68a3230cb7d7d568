import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useCreateLocation, useDeleteLocation, useUpdateLocation } from '../../../api/client/device-locations';
import { LOCATION_KINDS, type DeviceLocation, type DeviceLocationNode, type LocationKind } from '../../../api/types/devices';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { toast } from '../../../components/feedback/toast';
import { FormDialog } from '../../../components/form/form-dialog';
import { TextField } from '../../../components/form/text-field';
import { NumberField } from '../../../components/form/number-field';
import { Select } from '../../../components/form/select';
import { Combobox } from '../../../components/form/combobox';
import { useZodForm } from '../../../components/form/use-zod-form';
import { flattenLocations } from '../shared/location-options';
import { useResetOnOpen } from '../detail/use-reset-on-open';
import { indexTree, subtreeIds } from './tree';
import { useKitTranslation } from '../../../i18n/use-kit-translation';
import { deviceDetailNs } from '../../../i18n/ns/deviceDetail';
import { addLocationSchema, moveLocationSchema, renameLocationSchema } from './location-schema';
import { ConflictPanel } from '../shared/conflict-panel';
import { conflictRows } from '../shared/conflict-rows';
import { useEditConflict } from '../shared/use-edit-conflict';

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

/** The combobox's value for "no parent" (a site at the top). */
const TOP_LEVEL = 'top';

/** Add, rename, move and delete a location (one dialog open at a time). */
export function LocationDialogs({ action, tree, onClose, onCreated, onDeleted }: LocationDialogsProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const remove = useDeleteLocation();
  // The last action stays shown while its dialog closes, so the title does not blank out.
  const [last, setLast] = useState(action);
  if (action && action !== last) setLast(action);
  const close = (open: boolean) => !open && onClose();
  return (
    <>
      <AddLocationDialog
        open={action?.kind === 'add'}
        onOpenChange={close}
        parentId={last?.kind === 'add' ? last.parentId : null}
        tree={tree}
        onCreated={(id) => {
          onClose();
          onCreated(id);
        }}
      />
      {last?.kind === 'rename' && <RenameLocationDialog open={action?.kind === 'rename'} onOpenChange={close} location={last.location} />}
      {last?.kind === 'move' && <MoveLocationDialog open={action?.kind === 'move'} onOpenChange={close} location={last.location} tree={tree} />}
      <ConfirmDialog
        open={action?.kind === 'delete'}
        onOpenChange={close}
        destructive
        title={last?.kind === 'delete' ? t('location.deleteTitle', { name: last.location.name }) : ''}
        message={t('location.deleteMessage')}
        confirmLabel={t('location.delete')}
        onConfirm={async () => {
          if (action?.kind !== 'delete') return;
          // Not when someone else changed it since the tree showed it (412, said in the dialog).
          await remove.mutateAsync({ id: action.location.id, version: action.location.version });
          toast.success(t('location.deleted', { name: action.location.name }));
          onDeleted(action.location.parentId);
        }}
      />
    </>
  );
}

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function AddLocationDialog({ open, onOpenChange, parentId, tree, onCreated }: DialogProps & { parentId: number | null; tree: readonly DeviceLocationNode[]; onCreated: (id: number) => void }) {
  const { t } = useKitTranslation(deviceDetailNs);
  const create = useCreateLocation();
  const parent = parentId !== null ? indexTree(tree).byId.get(parentId) : undefined;
  const isSite = parentId === null;
  const schema = useMemo(() => addLocationSchema(parentId), [parentId]);
  const defaults = () => ({ name: '', kind: parent ? CHILD_KIND[parent.kind] : ('site' as LocationKind), code: '', lat: '', lng: '', address: '', manager: '' });
  const form = useZodForm(schema, { defaultValues: defaults() });
  useResetOnOpen(form, open, defaults);
  const { control, register, formState } = form;
  const { errors } = formState;
  const kindOptions = LOCATION_KINDS.map((k) => ({ value: k, label: t(`location.kind.${k}`) }));

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('location.addTitle')}
      description={parent ? t('location.addUnder', { name: parent.name }) : t('location.addSiteHint')}
      form={form}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      onSubmit={async (body) => {
        const saved = await create.mutateAsync(body);
        toast.success(t('location.created', { name: saved.name }));
        onCreated(saved.id);
      }}
    >
      <div className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
        <TextField label={t('location.fields.name')} required maxLength={80} autoComplete="off" fieldClassName="ee:sm:col-span-2" error={errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Select<LocationKind> label={t('location.fields.kind')} required options={kindOptions} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.kind?.message} />
          )}
        />
        <TextField label={t('location.fields.code')} autoComplete="off" error={errors.code?.message} {...register('code')} />
        {isSite && (
          <>
            <NumberField label={t('location.fields.lat')} required min={-90} max={90} error={errors.lat?.message} {...register('lat')} />
            <NumberField label={t('location.fields.lng')} required min={-180} max={180} error={errors.lng?.message} {...register('lng')} />
          </>
        )}
        <TextField label={t('location.fields.address')} placeholder={parent?.address} fieldClassName="ee:sm:col-span-2" error={errors.address?.message} {...register('address')} />
        <TextField label={t('location.fields.manager')} placeholder={parent?.manager} fieldClassName="ee:sm:col-span-2" error={errors.manager?.message} {...register('manager')} />
      </div>
    </FormDialog>
  );
}

function RenameLocationDialog({ open, onOpenChange, location }: DialogProps & { location: DeviceLocation }) {
  const { t } = useKitTranslation(deviceDetailNs);
  const update = useUpdateLocation();
  const edit = useEditConflict(location, open);
  const form = useZodForm(renameLocationSchema, { defaultValues: { name: location.name } });
  useResetOnOpen(form, open, () => ({ name: location.name }));
  const conflict = edit.current && edit.loaded ? conflictRows({ name: edit.loaded.name }, { name: edit.current.name }, form.getValues(), () => ({ label: t('location.fields.name') })) : null;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('location.renameTitle', { name: location.name })}
      form={form}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      onSubmit={async ({ name }) => {
        let saved: DeviceLocation;
        try {
          saved = await update.mutateAsync({ id: location.id, changes: { name }, version: edit.version() });
        } catch (error) {
          edit.capture(error);
          throw error;
        }
        edit.settle();
        toast.success(t('location.renamed', { name: saved.name }));
      }}
    >
      {conflict && (
        <ConflictPanel
          rows={conflict}
          onSaveMine={edit.overwrite}
          onUseTheirs={() => {
            const theirs = edit.useTheirs();
            if (theirs) form.reset({ name: theirs.name });
          }}
        />
      )}
      <TextField label={t('location.fields.name')} required maxLength={80} autoComplete="off" error={form.formState.errors.name?.message} {...form.register('name')} />
    </FormDialog>
  );
}

function MoveLocationDialog({ open, onOpenChange, location, tree }: DialogProps & { location: DeviceLocation; tree: readonly DeviceLocationNode[] }) {
  const { t } = useKitTranslation(deviceDetailNs);
  const update = useUpdateLocation();
  const edit = useEditConflict(location, open);
  const parentValue = (l: DeviceLocation) => (l.parentId === null ? TOP_LEVEL : String(l.parentId));
  const initial = () => ({ parentId: parentValue(location) });
  const form = useZodForm(moveLocationSchema, { defaultValues: initial() });
  useResetOnOpen(form, open, initial);
  // Its own subtree is left out: a location cannot move under itself (the API answers 400 too).
  const options = useMemo(() => {
    const node = indexTree(tree).byId.get(location.id);
    const excluded = node ? subtreeIds(node) : new Set([location.id]);
    return [
      { value: TOP_LEVEL, label: t('location.topLevel') },
      ...flattenLocations(tree)
        .filter((o) => !excluded.has(Number(o.value)))
        .map((o) => ({ value: o.value, label: o.path })),
    ];
  }, [tree, location.id, t]);
  const conflict =
    edit.current && edit.loaded
      ? conflictRows({ parentId: parentValue(edit.loaded) }, { parentId: parentValue(edit.current) }, form.getValues(), () => ({
          label: t('location.fields.parent'),
          show: (v) => options.find((o) => o.value === v)?.label ?? v,
        }))
      : null;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('location.moveTitle', { name: location.name })}
      description={t('location.moveHint')}
      form={form}
      submitLabel={t('location.move')}
      cancelLabel={t('actions.cancel')}
      onSubmit={async ({ parentId }) => {
        try {
          await update.mutateAsync({ id: location.id, changes: { parentId: parentId === TOP_LEVEL ? null : Number(parentId) }, version: edit.version() });
        } catch (error) {
          edit.capture(error);
          throw error;
        }
        edit.settle();
        toast.success(t('location.moved', { name: location.name }));
      }}
    >
      {conflict && (
        <ConflictPanel
          rows={conflict}
          onSaveMine={edit.overwrite}
          onUseTheirs={() => {
            const theirs = edit.useTheirs();
            if (theirs) form.reset({ parentId: parentValue(theirs) });
          }}
        />
      )}
      <Controller
        control={form.control}
        name="parentId"
        render={({ field }) => (
          <Combobox label={t('location.fields.parent')} options={options} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={form.formState.errors.parentId?.message} />
        )}
      />
    </FormDialog>
  );
}
