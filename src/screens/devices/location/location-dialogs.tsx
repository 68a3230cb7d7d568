import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';

import {
  useCreateLocation,
  useDeleteLocation,
  useUpdateLocation,
  type LocationWithCount,
} from '@/api/client/device-locations';
import { ApiError } from '@/api/client/request';
import {
  LOCATION_KINDS,
  type DeviceLocation,
  type DeviceLocationNode,
  type LocationKind,
} from '@/api/types/devices';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { toast } from '@/components/feedback/toast';
import { Combobox } from '@/components/form/combobox';
import { FormDialog } from '@/components/form/form-dialog';
import { NumberField } from '@/components/form/number-field';
import { Select } from '@/components/form/select';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { deviceFormsNs } from '@/i18n/ns/deviceForms';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths, withQuery } from '@/screens/paths';
import { isolate } from '@/screens/shared/bidi';

import { EditConflictPanel } from '../../shared/edit-conflict/edit-conflict-panel';
import { useEditConflict } from '../../shared/edit-conflict/use-edit-conflict';
import { flattenLocations } from '../../shared/location-options';
import { CannotDeleteDialog } from '../shared/cannot-delete-dialog';
import { addLocationSchema, moveLocationSchema, renameLocationSchema } from './location-schema';
import { indexTree, subtreeIds } from './tree';

/** What the location screen asked for. */
export type LocationAction =
  | { kind: 'add'; parentId: number | null }
  | { kind: 'rename'; location: DeviceLocation }
  | { kind: 'move'; location: DeviceLocation }
  | { kind: 'delete'; location: LocationWithCount; childCount: number };

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
const CHILD_KIND: Record<LocationKind, LocationKind> = {
  site: 'substation',
  substation: 'room',
  building: 'floor',
  room: 'panel',
  floor: 'panel',
  panel: 'bay',
  bay: 'bay',
};

/** The combobox's value for "no parent" (a site at the top). */
const TOP_LEVEL = 'top';

/** Add, rename, move and delete a location (one dialog open at a time). */
export function LocationDialogs({
  action,
  tree,
  onClose,
  onCreated,
  onDeleted,
}: LocationDialogsProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const paths = useScreenPaths();
  const remove = useDeleteLocation();
  // The last action stays shown while its dialog closes, so the title does not blank out.
  const [last, setLast] = useState(action);
  if (action && action !== last) setLast(action);
  // A location that still holds devices or sub-locations cannot go: say why instead of asking.
  const blocked = last?.kind === 'delete' && (last.location.deviceCount > 0 || last.childCount > 0);
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
      {last?.kind === 'rename' && (
        <RenameLocationDialog
          open={action?.kind === 'rename'}
          onOpenChange={close}
          location={last.location}
        />
      )}
      {last?.kind === 'move' && (
        <MoveLocationDialog
          open={action?.kind === 'move'}
          onOpenChange={close}
          location={last.location}
          tree={tree}
        />
      )}
      <ConfirmDialog
        open={action?.kind === 'delete' && !blocked}
        onOpenChange={close}
        destructive
        title={
          last?.kind === 'delete'
            ? isolate((v) => t('location.deleteTitle', { name: v.name }), {
                name: last.location.name,
              })
            : ''
        }
        message={t('location.deleteMessage')}
        confirmLabel={t('location.delete')}
        onConfirm={async () => {
          if (action?.kind !== 'delete') return;
          // Not when someone else changed it since the tree showed it (412, said in the dialog).
          await remove.mutateAsync({ id: action.location.id, version: action.location.version });
          toast.success(
            isolate((v) => t('location.deleted', { name: v.name }), { name: action.location.name }),
          );
          onDeleted(action.location.parentId);
        }}
      />
      {last?.kind === 'delete' && (
        <CannotDeleteDialog
          open={action?.kind === 'delete' && blocked}
          onOpenChange={close}
          title={isolate((v) => t('location.cannotDeleteTitle', { name: v.name }), {
            name: last.location.name,
          })}
          message={[
            last.location.deviceCount > 0
              ? t('location.holdsDevices', { count: last.location.deviceCount })
              : '',
            last.childCount > 0 ? t('location.holdsChildren', { count: last.childCount }) : '',
          ]
            .filter(Boolean)
            .join(' ')}
          fix={
            last.location.deviceCount > 0
              ? {
                  label: t('location.showDevices', { count: last.location.deviceCount }),
                  to: withQuery(paths.devices, { locationId: last.location.id }),
                }
              : undefined
          }
        />
      )}
    </>
  );
}

/**
 * The API's 409 "There is already a location named … here" belongs next to the field that
 * caused it (the name, or the parent of a move), not in a banner above the form.
 */
async function nameTakenOn<T>(field: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof ApiError && error.key === 'locationNameTaken')
      throw new ApiError(
        error.status,
        error.message,
        { [field]: [error.message] },
        { key: error.key },
      );
    throw error;
  }
}

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function AddLocationDialog({
  open,
  onOpenChange,
  parentId,
  tree,
  onCreated,
}: DialogProps & {
  parentId: number | null;
  tree: readonly DeviceLocationNode[];
  onCreated: (id: number) => void;
}) {
  const { t } = useKitTranslation(deviceDetailNs);
  const create = useCreateLocation();
  const parent = parentId !== null ? indexTree(tree).byId.get(parentId) : undefined;
  const isSite = parentId === null;
  const schema = useMemo(() => addLocationSchema(parentId), [parentId]);
  const defaults = () => ({
    name: '',
    kind: parent ? CHILD_KIND[parent.kind] : ('site' as LocationKind),
    code: '',
    lat: '',
    lng: '',
    address: '',
    manager: '',
  });
  const form = useZodForm(schema, { defaultValues: defaults() });
  const { control, register, formState } = form;
  const { errors } = formState;
  const kindOptions = LOCATION_KINDS.map((k) => ({ value: k, label: t(`location.kind.${k}`) }));

  return (
    <FormDialog
      resetOnOpen={defaults}
      open={open}
      onOpenChange={onOpenChange}
      title={t('location.addTitle')}
      description={
        parent
          ? isolate((v) => t('location.addUnder', { name: v.name }), { name: parent.name })
          : t('location.addSiteHint')
      }
      form={form}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      onSubmit={async (body) => {
        const saved = await nameTakenOn('name', () => create.mutateAsync(body));
        toast.success(
          isolate((v) => t('location.created', { name: v.name }), { name: saved.name }),
        );
        onCreated(saved.id);
      }}
    >
      <div className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
        <TextField
          label={t('location.fields.name')}
          required
          maxLength={80}
          autoComplete="off"
          fieldClassName="ee:sm:col-span-2"
          error={errors.name?.message}
          {...register('name')}
        />
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Select<LocationKind>
              label={t('location.fields.kind')}
              required
              options={kindOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.kind?.message}
            />
          )}
        />
        <TextField
          label={t('location.fields.code')}
          autoComplete="off"
          error={errors.code?.message}
          {...register('code')}
        />
        {isSite && (
          <>
            <NumberField
              label={t('location.fields.lat')}
              required
              min={-90}
              max={90}
              error={errors.lat?.message}
              {...register('lat')}
            />
            <NumberField
              label={t('location.fields.lng')}
              required
              min={-180}
              max={180}
              error={errors.lng?.message}
              {...register('lng')}
            />
          </>
        )}
        <TextField
          label={t('location.fields.address')}
          placeholder={parent?.address}
          fieldClassName="ee:sm:col-span-2"
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label={t('location.fields.manager')}
          placeholder={parent?.manager}
          fieldClassName="ee:sm:col-span-2"
          error={errors.manager?.message}
          {...register('manager')}
        />
      </div>
    </FormDialog>
  );
}

function RenameLocationDialog({
  open,
  onOpenChange,
  location,
}: DialogProps & { location: DeviceLocation }) {
  const { t } = useKitTranslation(deviceDetailNs);
  const { t: tc } = useKitTranslation(deviceFormsNs);
  const update = useUpdateLocation();
  const form = useZodForm(renameLocationSchema, { defaultValues: { name: location.name } });
  const edit = useEditConflict(location, open, {
    form,
    toValues: (l) => ({ name: l.name }),
    chooseFirst: tc('conflict.chooseFirst'),
  });

  return (
    <FormDialog
      resetOnOpen={() => ({ name: location.name })}
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={isolate((v) => t('location.renameTitle', { name: v.name }), { name: location.name })}
      form={form}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      isErrorResolved={edit.isResolved}
      onSubmit={async ({ name }) => {
        edit.guard();
        let saved: DeviceLocation;
        try {
          saved = await nameTakenOn('name', () =>
            update.mutateAsync({ id: location.id, changes: { name }, version: edit.version() }),
          );
        } catch (error) {
          edit.capture(error);
          throw error;
        }
        edit.settle();
        toast.success(
          isolate((v) => t('location.renamed', { name: v.name }), { name: saved.name }),
        );
      }}
    >
      <EditConflictPanel edit={edit} describe={() => ({ label: t('location.fields.name') })} />
      <TextField
        label={t('location.fields.name')}
        required
        maxLength={80}
        autoComplete="off"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormDialog>
  );
}

function MoveLocationDialog({
  open,
  onOpenChange,
  location,
  tree,
}: DialogProps & { location: DeviceLocation; tree: readonly DeviceLocationNode[] }) {
  const { t } = useKitTranslation(deviceDetailNs);
  const { t: tc } = useKitTranslation(deviceFormsNs);
  const update = useUpdateLocation();
  const parentValue = (l: DeviceLocation) => (l.parentId === null ? TOP_LEVEL : String(l.parentId));
  const initial = () => ({ parentId: parentValue(location) });
  const form = useZodForm(moveLocationSchema, { defaultValues: initial() });
  const edit = useEditConflict(location, open, {
    form,
    toValues: (l) => ({ parentId: parentValue(l) }),
    chooseFirst: tc('conflict.chooseFirst'),
  });
  // Its own subtree is left out: a location cannot move under itself (the API answers 400 too).
  const options = useMemo(() => {
    const node = indexTree(tree).byId.get(location.id);
    const excluded = node ? subtreeIds(node) : new Set([location.id]);
    return [
      { value: TOP_LEVEL, label: t('location.topLevel') },
      ...flattenLocations(tree)
        .filter((o) => !excluded.has(Number(o.value)))
        .map((o) => ({ value: o.value, label: o.path, path: o.names })),
    ];
  }, [tree, location.id, t]);

  return (
    <FormDialog
      resetOnOpen={initial}
      open={open}
      onOpenChange={onOpenChange}
      title={isolate((v) => t('location.moveTitle', { name: v.name }), { name: location.name })}
      description={t('location.moveHint')}
      form={form}
      submitLabel={t('location.move')}
      cancelLabel={t('actions.cancel')}
      isErrorResolved={edit.isResolved}
      onSubmit={async ({ parentId }) => {
        edit.guard();
        try {
          await nameTakenOn('parentId', () =>
            update.mutateAsync({
              id: location.id,
              changes: { parentId: parentId === TOP_LEVEL ? null : Number(parentId) },
              version: edit.version(),
            }),
          );
        } catch (error) {
          edit.capture(error);
          throw error;
        }
        edit.settle();
        toast.success(
          isolate((v) => t('location.moved', { name: v.name }), { name: location.name }),
        );
      }}
    >
      <EditConflictPanel
        edit={edit}
        describe={() => ({
          label: t('location.fields.parent'),
          show: (v) => options.find((o) => o.value === v)?.label ?? v,
        })}
      />
      <Controller
        control={form.control}
        name="parentId"
        render={({ field }) => (
          <Combobox
            label={t('location.fields.parent')}
            options={options}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={form.formState.errors.parentId?.message}
          />
        )}
      />
    </FormDialog>
  );
}
